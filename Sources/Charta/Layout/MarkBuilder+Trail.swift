#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Trail marks: lines whose width varies from point to point.
extension MarkBuilder {
    /// One filled path per series: for each pair of consecutive rows, a quadrilateral between their
    /// widths (the size channel, in points) closed by half circles at both ends, as vega-scenegraph's
    /// `trail` path draws it. Each half circle is one cubic Bézier (radially within 2% of the circle;
    /// trails are a few points wide).
    static func trails(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let sizes = layer.spec.column(.size)
        return ctx.seriesRuns(layer).compactMap { series, rows -> SceneNode? in
            guard let first = rows.first else { return nil }
            var path = Path()
            var previous: (Point, Double)?
            for row in rows {
                let p = Point(x: ctx.px(layer.x[row]), y: ctx.py(layer.y[row]))
                let width = sizes.map { $0.number(at: row) } ?? layer.spec.mark.lineWidth ?? 2
                guard p.x.isFinite, p.y.isFinite, width.isFinite else { continue }
                let r = max(0, width) / 2
                if let (q, rq) = previous { trailSegment(&path, from: q, rq, to: p, r) }
                previous = (p, r)
            }
            guard !path.isEmpty else { return nil }
            return .path(
                PathNode(
                    path: path, style: Style(fill: ctx.paint(layer, row: first)),
                    item: ItemID(mark: layer.index, series: series, row: nil)))
        }
    }

    /// One segment of a trail from `a` (radius `ra`) to `b` (radius `rb`).
    static func trailSegment(_ path: inout Path, from a: Point, _ ra: Double, to b: Point, _ rb: Double) {
        var ux = a.y - b.y
        var uy = b.x - a.x
        let length = (ux * ux + uy * uy).squareRoot()
        guard length > 0 else {
            path.move(to: Point(x: b.x + rb, y: b.y))
            halfCircle(&path, center: b, radius: rb, from: 0)
            halfCircle(&path, center: b, radius: rb, from: .pi)
            path.close()
            return
        }
        ux /= length
        uy /= length
        let t = atan2(uy, ux)
        path.move(to: Point(x: a.x - ux * ra, y: a.y - uy * ra))
        path.line(to: Point(x: b.x - ux * rb, y: b.y - uy * rb))
        halfCircle(&path, center: b, radius: rb, from: t - .pi)
        path.line(to: Point(x: a.x + ux * ra, y: a.y + uy * ra))
        halfCircle(&path, center: a, radius: ra, from: t)
        path.close()
    }

    /// Half a circle, clockwise on screen from the angle `start`, as one cubic Bézier.
    static func halfCircle(_ path: inout Path, center c: Point, radius r: Double, from start: Double) {
        let end = start + .pi
        let k = 4.0 / 3.0  // 4/3 · tan(π/4)
        let (c0, s0, c1, s1) = (cos(start), sin(start), cos(end), sin(end))
        path.cubic(
            to: Point(x: c.x + r * c1, y: c.y + r * s1),
            control1: Point(x: c.x + r * (c0 - k * s0), y: c.y + r * (s0 + k * c0)),
            control2: Point(x: c.x + r * (c1 + k * s1), y: c.y + r * (s1 - k * c1)))
    }
}
