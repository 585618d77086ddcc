extension Curve {
    /// A step function through the points (d3-shape's `curveStep`, `curveStepBefore`, `curveStepAfter`).
    ///
    /// `t` places each vertical change between the previous point (0) and the next one (1). With
    /// 0 < t < 1 the run ends with a horizontal line to its last point, as in d3.
    static func stepRun<Input: CurveInput>(_ input: Input, t: Double, _ path: inout Path, _ start: CurveStart) {
        var previous = input[0]
        start.begin(previous, &path)
        let n = input.count
        var i = 1
        while i < n {
            let p = input[i]
            if t <= 0 {
                path.line(to: Point(x: previous.x, y: p.y))
                path.line(to: p)
            } else {
                let x = previous.x * (1 - t) + p.x * t
                path.line(to: Point(x: x, y: previous.y))
                path.line(to: Point(x: x, y: p.y))
            }
            previous = p
            i += 1
        }
        if t > 0 && t < 1 && n >= 2 { path.line(to: previous) }
    }
}
