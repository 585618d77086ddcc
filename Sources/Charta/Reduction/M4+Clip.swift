/// A reduced line inside a plot that clips it sideways (a scrolling or zoomed chart, whose x window
/// shows part of the data): of the rows M4 kept, only those in the plot's columns, give or take a stroke,
/// and the nearest one on each side are drawn. The segments between the others lie wholly outside the
/// clip, so the picture is the same, and a window over a few rows of a long line costs a few rows.
extension M4 {
    /// The kept rows a line clipped to the device columns `window` shows: those whose column lies in
    /// the window and the nearest kept row on each side (the segment to it crosses the window's edge).
    /// All of them when the kept x values do not ascend with every value finite (the line may double
    /// back, and rows outside draw inside).
    static func clipped(_ kept: Kept, x: [Double], columns: ReducedLine.Columns, window: ClosedRange<Double>) -> Kept {
        let n = kept.rows.count
        let xs = kept.x.count == n ? kept.x : kept.rows.map { x[$0] }
        guard let first = xs.first, first.isFinite, let last = xs.last, last.isFinite,
            zip(xs, xs.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return kept }
        func column(_ k: Int) -> Double {
            M4Kernel.column(of: xs[k], slope: columns.slope, intercept: columns.intercept)
        }
        // Columns ascend with x (a positive slope) or descend (a reversed scale).
        let ascending = columns.slope > 0
        func before(_ k: Int) -> Bool { ascending ? column(k) < window.lowerBound : column(k) > window.upperBound }
        func after(_ k: Int) -> Bool { ascending ? column(k) > window.upperBound : column(k) < window.lowerBound }
        let start = XIndex.partition(n) { !before($0) }
        let end = XIndex.partition(n) { after($0) }
        let shown = max(start - 1, 0)..<min(end + 1, n)
        guard shown.count < n else { return kept }
        return Kept(
            rows: Array(kept.rows[shown]), x: kept.x.count == n ? Array(xs[shown]) : [],
            y: kept.y.count == n ? Array(kept.y[shown]) : [])
    }
}
