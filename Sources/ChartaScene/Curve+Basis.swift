extension Curve {
    /// A uniform cubic B-spline run (d3-shape's `curveBasis`): the end points are repeated so that the
    /// curve starts and ends on them (joined by short straight lines), and passes near, not through, the
    /// interior points. Two points give a straight line.
    static func basisRun<Input: CurveInput>(_ input: Input, _ path: inout Path, _ start: CurveStart) {
        let n = input.count
        let first = input[0]
        start.begin(first, &path)
        guard n > 1 else { return }
        guard n > 2 else {
            path.line(to: input[1])
            return
        }
        let second = input[1]
        path.line(to: Point(x: (5 * first.x + second.x) / 6, y: (5 * first.y + second.y) / 6))
        for i in 2..<n {
            basisSegment(input[i - 2], input[i - 1], input[i], &path)
        }
        let last = input[n - 1]
        basisSegment(input[n - 2], last, last, &path)
        path.line(to: last)
    }

    /// The Bézier form of the B-spline span with control points a, b, c (one third and two thirds from
    /// a to b, ending at the B-spline's knot value (a + 4b + c) / 6).
    private static func basisSegment(_ a: Point, _ b: Point, _ c: Point, _ path: inout Path) {
        path.cubic(
            to: Point(x: (a.x + 4 * b.x + c.x) / 6, y: (a.y + 4 * b.y + c.y) / 6),
            control1: Point(x: (2 * a.x + b.x) / 3, y: (2 * a.y + b.y) / 3),
            control2: Point(x: (a.x + 2 * b.x) / 3, y: (a.y + 2 * b.y) / 3))
    }
}
