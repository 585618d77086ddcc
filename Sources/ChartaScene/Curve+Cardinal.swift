#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Curve {
    /// A cardinal spline run (d3-shape's `curveCardinal`): the tangent at an interior point is parallel
    /// to the chord between its neighbours, scaled by `(1 - tension) / 2`; the tangents at the two ends
    /// are zero (d3 repeats the end point as its own neighbour). Two points give a straight line.
    static func cardinalRun<Input: CurveInput>(
        _ input: Input, tension: Double, _ path: inout Path, _ start: CurveStart
    ) {
        let n = input.count
        start.begin(input[0], &path)
        guard n > 1 else { return }
        guard n > 2 else {
            path.line(to: input[1])
            return
        }
        let k = (1 - (tension.isFinite ? tension : 0)) / 6
        for i in 0..<(n - 1) {
            let p1 = input[i]
            let p2 = input[i + 1]
            // d3's virtual neighbours at the ends: the point after the first, the point before the last.
            let p0 = i > 0 ? input[i - 1] : p2
            let p3 = i + 2 < n ? input[i + 2] : p1
            path.cubic(
                to: p2,
                control1: Point(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                control2: Point(x: p2.x + k * (p1.x - p3.x), y: p2.y + k * (p1.y - p3.y)))
        }
    }

    /// A Catmull–Rom run with parameterisation `alpha` (d3-shape's `curveCatmullRom`; Yuksel, Schaefer
    /// and Keyser 2011, "Parameterization and applications of Catmull–Rom curves"). `alpha` is clamped
    /// to 0…1; 0 (or NaN) is the uniform spline, which d3 draws as a cardinal spline of tension 0.
    static func catmullRomRun<Input: CurveInput>(
        _ input: Input, alpha rawAlpha: Double, _ path: inout Path, _ start: CurveStart
    ) {
        let alpha = rawAlpha.isNaN ? 0 : Swift.min(1, Swift.max(0, rawAlpha))
        guard alpha > 0 else {
            cardinalRun(input, tension: 0, &path, start)
            return
        }
        let n = input.count
        start.begin(input[0], &path)
        guard n > 1 else { return }
        guard n > 2 else {
            path.line(to: input[1])
            return
        }
        // d^(2α) of the chord from input[j] to input[j + 1]; zero beyond the run (d3's start and end).
        func chord2a(_ j: Int) -> Double {
            guard j >= 0, j + 1 < n else { return 0 }
            let a = input[j]
            let b = input[j + 1]
            let dx = b.x - a.x
            let dy = b.y - a.y
            return pow(dx * dx + dy * dy, alpha)
        }
        let epsilon = 1e-12
        var l01x2 = 0.0
        var l12x2 = chord2a(0)
        for i in 0..<(n - 1) {
            let l23x2 = chord2a(i + 1)
            let (l01, l12, l23) = (l01x2.squareRoot(), l12x2.squareRoot(), l23x2.squareRoot())
            let p1 = input[i]
            let p2 = input[i + 1]
            var c1 = p1
            var c2 = p2
            if l01 > epsilon {
                let p0 = input[i - 1]
                let a = 2 * l01x2 + 3 * l01 * l12 + l12x2
                let m = 3 * l01 * (l01 + l12)
                c1 = Point(
                    x: (p1.x * a - p0.x * l12x2 + p2.x * l01x2) / m, y: (p1.y * a - p0.y * l12x2 + p2.y * l01x2) / m)
            }
            if l23 > epsilon {
                let p3 = input[i + 2]
                let b = 2 * l23x2 + 3 * l23 * l12 + l12x2
                let m = 3 * l23 * (l23 + l12)
                c2 = Point(
                    x: (p2.x * b + p1.x * l23x2 - p3.x * l12x2) / m, y: (p2.y * b + p1.y * l23x2 - p3.y * l12x2) / m)
            }
            path.cubic(to: p2, control1: c1, control2: c2)
            l01x2 = l12x2
            l12x2 = l23x2
        }
    }
}
