/// One subpath of a flattened ``Path``: a polyline, closed or open.
public struct Polyline: Hashable, Codable, Sendable {
    /// The vertices in drawing order (for a closed polyline the first vertex is not repeated).
    public var points: [Point]
    /// Whether the subpath was closed (a final segment joins the last vertex to the first).
    public var isClosed: Bool

    /// Creates a polyline.
    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

/// One step of a flattened path walk.
enum FlattenedStep {
    /// Starts a subpath at a point.
    case start(Point)
    /// A straight segment from the current point.
    case line(Point)
    /// A segment back to the subpath's start; the subpath ends.
    case close
}

extension Path {
    /// The default flatness, in device units: no point of a curve is further than this from its polyline.
    public static let defaultFlatteningTolerance = 0.25

    /// The path as polylines, one per subpath, with every quadratic and cubic replaced by straight
    /// segments that stay within `tolerance` of the curve (the segment count follows Wang's formula:
    /// n = ⌈√(d(d−1)/8 · max‖Δ²P‖ / tolerance)⌉ for a curve of degree d, capped at 10,000).
    /// A tolerance that is not a positive finite number means ``defaultFlatteningTolerance``.
    public func flattened(tolerance: Double = Path.defaultFlatteningTolerance) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        walkFlattened(tolerance: tolerance) { step in
            switch step {
            case .start(let p):
                finish(closed: false)
                current.append(p)
            case .line(let p):
                current.append(p)
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Calls `body` for every straight segment of the flattened path, including the segments that
    /// `close` adds; with `closingOpenSubpaths` also the implicit segment that closes each open subpath
    /// (the edges a fill uses).
    func forEachFlattenedSegment(
        tolerance: Double, closingOpenSubpaths: Bool, _ body: (Point, Point) -> Void
    ) {
        var start: Point?
        var current: Point?
        var hasSegments = false
        func closeOpen() {
            if closingOpenSubpaths, hasSegments, let s = start, let c = current { body(c, s) }
        }
        walkFlattened(tolerance: tolerance) { step in
            switch step {
            case .start(let p):
                closeOpen()
                start = p
                current = p
                hasSegments = false
            case .line(let p):
                if let c = current { body(c, p) }
                current = p
                hasSegments = true
            case .close:
                if let s = start, let c = current { body(c, s) }
                start = nil
                current = nil
                hasSegments = false
            }
        }
        closeOpen()
    }

    /// Walks the path as straight segments (see ``flattened(tolerance:)``).
    func walkFlattened(tolerance rawTolerance: Double, _ body: (FlattenedStep) -> Void) {
        let tolerance = rawTolerance.isFinite && rawTolerance > 0 ? rawTolerance : Path.defaultFlatteningTolerance
        var current: Point?
        var subpathStart: Point?
        var open = false
        // Starts a subpath at the current point when a drawing verb follows `close` or comes first.
        func ensureOpen(_ fallback: Point) -> Point {
            if !open {
                let p = current ?? fallback
                body(.start(p))
                subpathStart = p
                current = p
                open = true
            }
            return current ?? fallback
        }
        forEachSegment { verb, pts in
            let i = pts.startIndex
            switch verb {
            case .move:
                body(.start(pts[i]))
                current = pts[i]
                subpathStart = pts[i]
                open = true
            case .line:
                _ = ensureOpen(pts[i])
                body(.line(pts[i]))
                current = pts[i]
            case .quad:
                let p0 = ensureOpen(pts[i + 1])
                Path.flattenQuad(p0, pts[i], pts[i + 1], tolerance: tolerance) { body(.line($0)) }
                current = pts[i + 1]
            case .cubic:
                let p0 = ensureOpen(pts[i + 2])
                Path.flattenCubic(p0, pts[i], pts[i + 1], pts[i + 2], tolerance: tolerance) { body(.line($0)) }
                current = pts[i + 2]
            case .close:
                if open { body(.close) }
                open = false
                current = subpathStart
            }
        }
    }

    /// The number of segments that keeps a Bézier within `tolerance` (Wang's formula).
    private static func segmentCount(secondDifference: Double, degreeFactor: Double, tolerance: Double) -> Int {
        let n = (degreeFactor * secondDifference / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return n.isNaN ? 1 : 10_000 }
        return Int(Swift.min(10_000, Swift.max(1, n)))
    }

    private static func flattenQuad(
        _ p0: Point, _ c: Point, _ p1: Point, tolerance: Double, _ emit: (Point) -> Void
    ) {
        let d = Point(x: p0.x - 2 * c.x + p1.x, y: p0.y - 2 * c.y + p1.y)
        let n = segmentCount(
            secondDifference: (d.x * d.x + d.y * d.y).squareRoot(), degreeFactor: 0.25, tolerance: tolerance)
        for k in 1..<n {
            let t = Double(k) / Double(n)
            let u = 1 - t
            emit(
                Point(
                    x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                    y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
        }
        emit(p1)
    }

    private static func flattenCubic(
        _ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, tolerance: Double, _ emit: (Point) -> Void
    ) {
        let d1 = Point(x: p0.x - 2 * c1.x + c2.x, y: p0.y - 2 * c1.y + c2.y)
        let d2 = Point(x: c1.x - 2 * c2.x + p1.x, y: c1.y - 2 * c2.y + p1.y)
        let m = Swift.max((d1.x * d1.x + d1.y * d1.y).squareRoot(), (d2.x * d2.x + d2.y * d2.y).squareRoot())
        let n = segmentCount(secondDifference: m, degreeFactor: 0.75, tolerance: tolerance)
        for k in 1..<n {
            let t = Double(k) / Double(n)
            let u = 1 - t
            let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            emit(
                Point(
                    x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
                    y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y))
        }
        emit(p1)
    }
}
