extension Curve {
    /// Straight segments through every point (d3-shape's `curveLinear`).
    static func linearRun<Input: CurveInput>(_ input: Input, _ path: inout Path, _ start: CurveStart) {
        start.begin(input[0], &path)
        var i = 1
        while i < input.count {
            path.line(to: input[i])
            i += 1
        }
    }
}
