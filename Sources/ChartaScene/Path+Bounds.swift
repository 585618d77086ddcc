extension Path {
    /// The exact bounding box of what the path draws: end points plus the extrema of every quadratic and
    /// cubic segment, found at the roots of the curve's derivative (not the looser box of its control
    /// points). Points that are not finite are ignored; nil when no finite point remains.
    public var bounds: Rect? {
        var box = BoundsAccumulator()
        var current: Point?
        var subpathStart: Point?
        forEachSegment { verb, pts in
            switch verb {
            case .move:
                let p = pts[pts.startIndex]
                box.add(p)
                current = p
                subpathStart = p
            case .line:
                let p = pts[pts.startIndex]
                box.add(p)
                if current == nil { subpathStart = p }
                current = p
            case .quad:
                let c = pts[pts.startIndex]
                let p = pts[pts.startIndex + 1]
                box.add(p)
                if let p0 = current { box.addQuadExtrema(p0, c, p) } else { subpathStart = p }
                current = p
            case .cubic:
                let c1 = pts[pts.startIndex]
                let c2 = pts[pts.startIndex + 1]
                let p = pts[pts.startIndex + 2]
                box.add(p)
                if let p0 = current { box.addCubicExtrema(p0, c1, c2, p) } else { subpathStart = p }
                current = p
            case .close:
                current = subpathStart
            }
        }
        return box.rect
    }

    /// The bounding box of every point of the path, control points included: cheaper than ``bounds``
    /// and never smaller. Nil when no finite point exists.
    public var controlPointBounds: Rect? {
        var box = BoundsAccumulator()
        for p in points { box.add(p) }
        return box.rect
    }
}

/// A running axis-aligned box over finite points.
struct BoundsAccumulator {
    private var minX = Double.infinity
    private var minY = Double.infinity
    private var maxX = -Double.infinity
    private var maxY = -Double.infinity

    /// Grows the box to hold `p` when both coordinates are finite.
    mutating func add(_ p: Point) {
        guard p.x.isFinite, p.y.isFinite else { return }
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }

    /// Grows the box to hold a rectangle.
    mutating func add(_ r: Rect) {
        add(Point(x: r.minX, y: r.minY))
        add(Point(x: r.maxX, y: r.maxY))
    }

    /// The box, or nil when nothing was added.
    var rect: Rect? {
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Adds the interior extrema of the quadratic Bézier p0, c, p1 (its end points are added apart).
    mutating func addQuadExtrema(_ p0: Point, _ c: Point, _ p1: Point) {
        // B'(t) = 2[(1 − t)(c − p0) + t(p1 − c)] vanishes at t = (p0 − c) / (p0 − 2c + p1) per axis.
        for axis in 0..<2 {
            let (a, b, e) = axis == 0 ? (p0.x, c.x, p1.x) : (p0.y, c.y, p1.y)
            let denominator = a - 2 * b + e
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            guard t > 0, t < 1 else { continue }
            let u = 1 - t
            add(
                Point(
                    x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                    y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
        }
    }

    /// Adds the interior extrema of the cubic Bézier p0, c1, c2, p1 (its end points are added apart).
    mutating func addCubicExtrema(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) {
        // B'(t)/3 = a t² + b t + c with a = −p0 + 3c1 − 3c2 + p1, b = 2(p0 − 2c1 + c2), c = c1 − p0.
        for axis in 0..<2 {
            let (v0, v1, v2, v3) = axis == 0 ? (p0.x, c1.x, c2.x, p1.x) : (p0.y, c1.y, c2.y, p1.y)
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            let roots = Self.quadraticRoots(a, b, c)
            addCubicPoint(p0, c1, c2, p1, at: roots.0)
            addCubicPoint(p0, c1, c2, p1, at: roots.1)
        }
    }

    /// Adds the point of the cubic at `t` when 0 < t < 1.
    private mutating func addCubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, at t: Double) {
        guard t > 0, t < 1 else { return }
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        add(
            Point(
                x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
                y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y))
    }

    /// The real roots of a t² + b t + c (the linear root when a is negligible); NaN for a missing root.
    static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> (Double, Double) {
        let scale = Swift.max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return (.nan, .nan) }
        if abs(a) <= 1e-12 * scale {
            return (b != 0 ? -c / b : .nan, .nan)
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return (.nan, .nan) }
        // The numerically stable form: q = −(b + sign(b)√D)/2, roots q/a and c/q.
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        return (q / a, q != 0 ? c / q : .nan)
    }
}
