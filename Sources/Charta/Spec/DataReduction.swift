/// Whether layout thins out marks that have more points than the plot has pixels, before the scene is
/// built (Docs/Design.md §4). Reduction works in device space, at four columns per point, so the
/// picture stays the same at 1× and 2× pixel density (up to anti-aliasing along a few edges) while the
/// scene, the SVG and the PNG path carry at most 16 points per point of plot width instead of every row.
///
/// - Lines and areas keep, of each run of rows in one column, the first, lowest, highest and last
///   (``M4``, Jugel et al. 2014); gaps stay gaps.
/// - Bars thinner than a column are merged, per column (per row for horizontal bars) and colour, into
///   one bar from the lowest value (or zero) to the highest.
/// - Points that land on the same pixel with the same look are drawn once (the last one, which is
///   the one on top); translucent points only when there are more than the plot has room for, and more
///   than 10,000.
///
/// Interaction (nearest-x lookups, the y range of a window) still reads every row.
public enum DataReduction: String, Hashable, Sendable, Codable {
    /// Reduce a mark when it has more than twice as many rows as the plot is wide in points.
    case automatic
    /// Draw every row.
    case none

    /// Columns per point that reduction works at.
    static let columnsPerPoint = 4.0

    /// Whether a mark of `rows` rows in a plot `width` points wide is reduced.
    func applies(rows: Int, width: Double) -> Bool {
        self == .automatic && Double(rows) > 2 * width
    }

    /// Whether a point mark of `rows` rows is reduced. Opaque points are as other marks. Translucent ones
    /// darken where they overlap, so merging them shows: they are merged only past a quarter of the
    /// plot's area in points (and past ``translucentPointFloor``), where the scene would otherwise
    /// outgrow the plot.
    func appliesToPoints(rows: Int, width: Double, height: Double, translucent: Bool) -> Bool {
        guard translucent else { return applies(rows: rows, width: width) }
        return self == .automatic && Double(rows) > max(2 * width, width * height / 4, Self.translucentPointFloor)
    }

    /// Translucent points are all drawn up to this many, whatever the plot's size: a scene of that many
    /// symbols is small, and merging them would lighten where they pile up.
    static let translucentPointFloor = 10_000.0
}
