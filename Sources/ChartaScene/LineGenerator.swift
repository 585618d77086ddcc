/// Builds the path of a line through columns of coordinates (d3-shape's `line`).
///
/// A point whose x or y is not finite is a gap (d3's `defined`): the line breaks there, and each run of
/// finite points is drawn with ``curve`` as its own subpath. A run that draws only its first point (a
/// lone point) is closed, as in d3, so round caps still show a dot.
public struct LineGenerator: Hashable, Codable, Sendable {
    /// The curve each run is drawn with.
    public var curve: Curve

    /// Creates a line generator.
    public init(curve: Curve = .linear) {
        self.curve = curve
    }

    /// The path through the points `(x[i], y[i])`; columns of different lengths are read up to the
    /// shorter one. Empty when no point is finite.
    public func path(x: [Double], y: [Double]) -> Path {
        var path = Path()
        append(x: x, y: y, to: &path)
        return path
    }

    /// Appends the line through the points `(x[i], y[i])` to `path`, as ``path(x:y:)`` draws it.
    public func append(x: [Double], y: [Double], to path: inout Path) {
        let n = Swift.min(x.count, y.count)
        path.reserveAdditional(curve.estimatedCapacity(pointCount: n))
        var i = 0
        while i < n {
            guard x[i].isFinite, y[i].isFinite else {
                i += 1
                continue
            }
            var j = i + 1
            while j < n, x[j].isFinite, y[j].isFinite { j += 1 }
            let verbsBefore = path.verbs.count
            let run = ColumnCurveInput(
                along: x, across: .values(y), range: i..<j, reversed: false, transposed: false)
            curve.appendRun(run, to: &path, continuing: false)
            if path.verbs.count == verbsBefore + 1 { path.close() }
            i = j
        }
    }
}
