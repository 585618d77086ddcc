extension Curve {
    /// Cubic segments whose tangents are horizontal (`horizontal == true`, d3-shape's `curveBumpX`) or
    /// vertical (d3-shape's `curveBumpY`) at every point; the control points sit halfway along the
    /// segment's main axis.
    static func bumpRun<Input: CurveInput>(
        _ input: Input, horizontal: Bool, _ path: inout Path, _ start: CurveStart
    ) {
        var previous = input[0]
        start.begin(previous, &path)
        var i = 1
        while i < input.count {
            let p = input[i]
            if horizontal {
                let mid = (previous.x + p.x) / 2
                path.cubic(
                    to: p, control1: Point(x: mid, y: previous.y), control2: Point(x: mid, y: p.y))
            } else {
                let mid = (previous.y + p.y) / 2
                path.cubic(
                    to: p, control1: Point(x: previous.x, y: mid), control2: Point(x: p.x, y: mid))
            }
            previous = p
            i += 1
        }
    }
}
