extension Curve {
    /// Straight segments through every point (d3-shape's `curveLinear`).
    static func linearRun<Input: CurveInput>(_ input: Input, _ path: inout Path, _ start: CurveStart) {
        start.begin(input[0], &path)
        path.lines(through: input, from: 1)
    }
}
