/// Builds the path of an area between two edges (d3-shape's `area`).
///
/// For each run of defined points the upper edge `(x, y1)` is drawn forwards with ``curve``, the lower
/// edge `(x, y0)` is drawn backwards from the run's last point to its first, joined to the upper edge
/// with a straight line, and the subpath is closed, exactly as d3 does. A point where any coordinate is
/// not finite is a gap (d3's `defined`) that splits the area into separate subpaths.
public struct AreaGenerator: Hashable, Codable, Sendable {
    /// The curve both edges are drawn with.
    public var curve: Curve

    /// Creates an area generator.
    public init(curve: Curve = .linear) {
        self.curve = curve
    }

    /// The area between `y0` (lower edge) and `y1` (upper edge) along `x`; columns of different lengths
    /// are read up to the shortest.
    public func path(x: [Double], y0: [Double], y1: [Double]) -> Path {
        var path = Path()
        append(along: x, lower: .values(y0), upper: y1, transposed: false, to: &path)
        return path
    }

    /// The area between `y1` and a constant `baseline` (d3's `area().y0(baseline)`); empty when the
    /// baseline is not finite.
    public func path(x: [Double], y1: [Double], baseline: Double) -> Path {
        var path = Path()
        append(along: x, lower: .constant(baseline), upper: y1, transposed: false, to: &path)
        return path
    }

    /// A horizontal area between `x0` and `x1` along `y` (d3's `area().y(y).x0(x0).x1(x1)`): the edge
    /// `(x1, y)` is drawn forwards and `(x0, y)` backwards. Use ``Curve/monotoneY`` or ``Curve/bumpY``
    /// for curves that follow y.
    public func path(y: [Double], x0: [Double], x1: [Double]) -> Path {
        var path = Path()
        append(along: y, lower: .values(x0), upper: x1, transposed: true, to: &path)
        return path
    }

    /// A horizontal area between `x1` and a constant `baseline` x along `y`.
    public func path(y: [Double], x1: [Double], baseline: Double) -> Path {
        var path = Path()
        append(along: y, lower: .constant(baseline), upper: x1, transposed: true, to: &path)
        return path
    }

    private func append(
        along: [Double], lower: ColumnCurveInput.Column, upper: [Double], transposed: Bool, to path: inout Path
    ) {
        var n = Swift.min(along.count, upper.count)
        switch lower {
        case .values(let v): n = Swift.min(n, v.count)
        case .constant(let c): if !c.isFinite { n = 0 }
        }
        func defined(_ i: Int) -> Bool {
            along[i].isFinite && upper[i].isFinite && lower[i].isFinite
        }
        let forward = curve.estimatedCapacity(pointCount: n)
        let backward = curve.reversedRunCurve.estimatedCapacity(pointCount: n)
        path.reserveAdditional((forward.verbs + backward.verbs, forward.points + backward.points))
        var i = 0
        while i < n {
            guard defined(i) else {
                i += 1
                continue
            }
            var j = i + 1
            while j < n, defined(j) { j += 1 }
            let top = ColumnCurveInput(
                along: along, across: .values(upper), range: i..<j, reversed: false, transposed: transposed)
            let bottom = ColumnCurveInput(
                along: along, across: lower, range: i..<j, reversed: true, transposed: transposed)
            curve.appendRun(top, to: &path, continuing: false)
            curve.reversedRunCurve.appendRun(bottom, to: &path, continuing: true)
            path.close()
            i = j
        }
    }
}
