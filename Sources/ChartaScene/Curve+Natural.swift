extension Curve {
    /// A natural cubic spline run (d3-shape's `curveNatural`): C² continuous with zero second derivative
    /// at both ends. The Bézier control points solve a tridiagonal system per axis (Thomas algorithm),
    /// as derived in "Smooth Bézier Spline Through Prescribed Points" (particleincell.com, 2012).
    static func naturalRun<Input: CurveInput>(_ input: Input, _ path: inout Path, _ start: CurveStart) {
        let n = input.count
        start.begin(input[0], &path)
        guard n > 1 else { return }
        guard n > 2 else {
            path.line(to: input[1])
            return
        }
        var xs: [Double] = []
        var ys: [Double] = []
        xs.reserveCapacity(n)
        ys.reserveCapacity(n)
        for i in 0..<n {
            let p = input[i]
            xs.append(p.x)
            ys.append(p.y)
        }
        let cx = naturalControls(xs)
        let cy = naturalControls(ys)
        for i in 0..<(n - 1) {
            path.cubic(
                to: input[i + 1],
                control1: Point(x: cx.first[i], y: cy.first[i]),
                control2: Point(x: cx.second[i], y: cy.second[i]))
        }
    }

    /// The first and second control coordinates of each of the `v.count - 1` segments of the natural
    /// spline through `v` (at least three values).
    private static func naturalControls(_ v: [Double]) -> (first: [Double], second: [Double]) {
        let m = v.count - 1
        var sub = [Double](repeating: 1, count: m)  // below the diagonal; becomes the first controls
        var diag = [Double](repeating: 4, count: m)  // the diagonal; becomes the second controls
        var rhs = [Double](repeating: 0, count: m)
        sub[0] = 0
        diag[0] = 2
        rhs[0] = v[0] + 2 * v[1]
        for i in 1..<(m - 1) {
            rhs[i] = 4 * v[i] + 2 * v[i + 1]
        }
        sub[m - 1] = 2
        diag[m - 1] = 7
        rhs[m - 1] = 8 * v[m - 1] + v[m]
        for i in 1..<m {
            let w = sub[i] / diag[i - 1]
            diag[i] -= w
            rhs[i] -= w * rhs[i - 1]
        }
        sub[m - 1] = rhs[m - 1] / diag[m - 1]
        for i in stride(from: m - 2, through: 0, by: -1) {
            sub[i] = (rhs[i] - sub[i + 1]) / diag[i]
        }
        diag[m - 1] = (v[m] + sub[m - 1]) / 2
        for i in 0..<(m - 1) {
            diag[i] = 2 * v[i + 1] - sub[i + 1]
        }
        return (sub, diag)
    }
}
