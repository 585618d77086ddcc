#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One drawing command of a ``Path``.
public enum PathVerb: UInt8, Hashable, Codable, Sendable {
    /// Starts a subpath at one point.
    case move
    /// A straight line to one point.
    case line
    /// A quadratic Bézier: a control point, then the end point.
    case quad
    /// A cubic Bézier: two control points, then the end point.
    case cubic
    /// Closes the current subpath with a line back to its start. Takes no point.
    case close

    /// How many points of ``Path/points`` the verb consumes.
    public var pointCount: Int {
        switch self {
        case .move, .line: 1
        case .quad: 2
        case .cubic: 3
        case .close: 0
        }
    }
}

/// A vector path: a list of verbs and, in a separate contiguous array, the points they consume.
///
/// The storage is columnar so that a path with a million vertices is two flat arrays; back ends walk
/// ``verbs`` and ``points`` side by side. Arcs are appended as cubic Béziers (at most 90° each), so every
/// back end draws the same closed set of verbs.
public struct Path: Hashable, Codable, Sendable {
    /// The drawing commands, in order.
    public private(set) var verbs: [PathVerb] = []
    /// The points the verbs consume, in order (see ``PathVerb/pointCount``).
    public private(set) var points: [Point] = []

    /// Creates an empty path.
    public init() {}

    /// One open subpath through `points` (at least two), which become the path's points as they are:
    /// what a move to the first and a line to each other one adds, without copying them.
    package init(polyline points: [Point]) {
        precondition(points.count >= 2, "a polyline has at least two points")
        verbs = [PathVerb](repeating: .line, count: points.count)
        verbs[0] = .move
        self.points = points
    }

    /// Whether the path has no verbs.
    public var isEmpty: Bool { verbs.isEmpty }

    /// The last point added, if any.
    public var currentPoint: Point? { points.last }

    /// Reserves storage for the given number of verbs and points.
    public mutating func reserveCapacity(verbs verbCount: Int, points pointCount: Int) {
        verbs.reserveCapacity(verbCount)
        points.reserveCapacity(pointCount)
    }

    /// Starts a new subpath.
    public mutating func move(to p: Point) {
        verbs.append(.move)
        points.append(p)
    }

    /// Adds a straight line from the current point.
    public mutating func line(to p: Point) {
        verbs.append(.line)
        points.append(p)
    }

    /// Adds straight lines from the current point through the points of `input` from `start` on: what a
    /// `line(to:)` per point adds, with each array grown once.
    mutating func lines<Input: CurveInput>(through input: Input, from start: Int) {
        guard start < input.count else { return }
        verbs.append(contentsOf: repeatElement(.line, count: input.count - start))
        points.append(contentsOf: (start..<input.count).lazy.map { input[$0] })
    }

    /// Adds a quadratic Bézier curve.
    public mutating func quad(to p: Point, control c: Point) {
        verbs.append(.quad)
        points.append(c)
        points.append(p)
    }

    /// Adds a cubic Bézier curve.
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        verbs.append(.cubic)
        points.append(c1)
        points.append(c2)
        points.append(p)
    }

    /// Closes the current subpath.
    public mutating func close() {
        verbs.append(.close)
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.maxY))
        line(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians, 0 along +x, growing
    /// clockwise on screen since y points down), as cubic Bézier segments of at most 90°.
    ///
    /// When the path has a current point the arc is joined to it with a line, otherwise the arc starts a
    /// subpath (d3-path's `arc` behaves the same way). `counterclockwise` sweeps the other way.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, counterclockwise: Bool = false
    ) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let tau = 2 * Double.pi
        if counterclockwise {
            if sweep > 0 { sweep = sweep >= tau ? -tau : sweep.truncatingRemainder(dividingBy: tau) - tau }
            sweep = max(sweep, -tau)
        } else {
            if sweep < 0 { sweep = sweep <= -tau ? tau : sweep.truncatingRemainder(dividingBy: tau) + tau }
            sweep = min(sweep, tau)
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if verbs.isEmpty || verbs.last == .close {
            move(to: start)
        } else if currentPoint != start {
            line(to: start)
        }
        guard radius > 0, sweep != 0 else { return }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let (c0, s0, c1, s1) = (cos(a0), sin(a0), cos(a1), sin(a1))
            cubic(
                to: Point(x: center.x + radius * c1, y: center.y + radius * s1),
                control1: Point(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0)),
                control2: Point(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1)))
            a0 = a1
        }
    }

    /// Adds a closed circle.
    public mutating func addCircle(center: Point, radius: Double) {
        move(to: Point(x: center.x + radius, y: center.y))
        addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi)
        close()
    }

    /// Appends every verb and point of another path.
    public mutating func append(_ other: Path) {
        verbs.append(contentsOf: other.verbs)
        points.append(contentsOf: other.points)
    }

    /// The path with every point mapped through the transform.
    public func applying(_ t: AffineTransform) -> Path {
        var copy = self
        copy.points = points.map(t.apply)
        return copy
    }

    /// Calls `body` for each verb with the points it consumes.
    public func forEachSegment(_ body: (PathVerb, ArraySlice<Point>) -> Void) {
        var i = 0
        for verb in verbs {
            let n = verb.pointCount
            body(verb, points[i..<(i + n)])
            i += n
        }
    }
}
