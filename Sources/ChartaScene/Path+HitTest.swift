extension Path {
    /// The flatness used when hit testing curves, in the path's units.
    static let hitTestFlatness = 0.01

    /// Whether `p` lies inside the filled path under `fillRule`. Open subpaths are closed implicitly, as
    /// a fill closes them; curves are flattened to within `hitTestFlatness`. Uses the winding number of
    /// the flattened outline (Sunday 2001, "Inclusion of a Point in a Polygon"): non-zero for
    /// ``FillRule/nonZero``, odd for ``FillRule/evenOdd``. Points on an edge may fall either way.
    public func contains(_ p: Point, fillRule: FillRule = .nonZero) -> Bool {
        contains(p, fillRule: fillRule, flatness: Path.hitTestFlatness)
    }

    /// ``contains(_:fillRule:)`` with curves flattened to within `flatness`.
    func contains(_ p: Point, fillRule: FillRule, flatness: Double) -> Bool {
        guard p.x.isFinite, p.y.isFinite else { return false }
        var winding = 0
        var crossings = 0
        forEachFlattenedSegment(tolerance: flatness, closingOpenSubpaths: true) { a, b in
            if a.y <= p.y {
                if b.y > p.y && Path.side(a, b, p) > 0 {
                    winding += 1
                    crossings += 1
                }
            } else if b.y <= p.y && Path.side(a, b, p) < 0 {
                winding -= 1
                crossings += 1
            }
        }
        switch fillRule {
        case .nonZero: return winding != 0
        case .evenOdd: return crossings % 2 == 1
        }
    }

    /// The distance from `p` to the nearest point of the stroked outline (the centre line of a stroke):
    /// every segment, including those `close` adds, but not the implicit closing edge of an open
    /// subpath. Infinity when the path draws no segment or `p` is not finite.
    public func distanceToStroke(_ p: Point) -> Double {
        distanceToOutline(p, closingOpenSubpaths: false, flatness: Path.hitTestFlatness)
    }

    /// The distance from `p` to the outline; with `closingOpenSubpaths` to the outline a fill uses.
    func distanceToOutline(_ p: Point, closingOpenSubpaths: Bool, flatness: Double) -> Double {
        guard p.x.isFinite, p.y.isFinite else { return .infinity }
        var best = Double.infinity
        forEachFlattenedSegment(tolerance: flatness, closingOpenSubpaths: closingOpenSubpaths) { a, b in
            let d = Path.squaredDistance(from: p, toSegment: a, b)
            if d < best { best = d }
        }
        return best.squareRoot()
    }

    /// Positive when `p` is left of the directed line a→b (in y-up terms), negative when right.
    static func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The squared distance from `p` to the segment a–b.
    static func squaredDistance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length2 = dx * dx + dy * dy
        var t = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0
        t = Swift.min(1, Swift.max(0, t.isNaN ? 0 : t))
        let ex = a.x + t * dx - p.x
        let ey = a.y + t * dy - p.y
        return ex * ex + ey * ey
    }
}
