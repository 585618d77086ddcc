/// M4 reduction of a line (Jugel, Jerzak, Hackenbroich, Markl: “M4: A Visualization-Oriented Time
/// Series Data Aggregation”, VLDB 2014): of every run of consecutive points that falls into one pixel
/// column, keep the first, the lowest, the highest and the last. A line through the kept points lights
/// the same pixels as the line through all of them, so the reduction is invisible.
///
/// Columns are `floor(slope × x + intercept)`, so the caller maps data straight to device columns (an
/// affine scale, times the columns per point) without building a device array. Only the y *order*
/// matters, so y may be data values under any monotone scale. Runs, not whole columns, are reduced:
/// on x-sorted data a run is a column (the paper's M4); on unsorted data the line keeps its row order
/// and is reduced wherever consecutive rows share a column (still exact, reduced less). A point whose x
/// or y is not finite is a gap: the first row of each gap is kept, so the reduced line breaks there too.
public enum M4 {
    /// The indices of the rows to keep, ascending.
    ///
    /// - Parameters:
    ///   - x: x values (data or device units).
    ///   - y: y values; rows beyond the shorter column are ignored.
    ///   - slope: device columns per x unit (non-zero and finite).
    ///   - intercept: the column offset: a row's column is `floor(slope × x + intercept)`.
    ///   - xSortedAndFinite: whether x is known to be sorted with every value finite (as
    ///     ``isSortedAndFinite(_:)`` answers), nil to have it checked; a caller that has scanned x already
    ///     saves a pass over it.
    ///   - yFinite: whether every y is known to be finite (a caller that has scanned y already), so that
    ///     no column is checked for gaps; false to have them found.
    ///   - inHalves: whether a long sorted x may be reduced in two halves at once on two cores
    ///     (``TwoHalves``); false keeps the pass on the calling thread.
    public static func keptRows(
        x: [Double], y: [Double], slope: Double, intercept: Double, xSortedAndFinite: Bool? = nil,
        yFinite: Bool = false, inHalves: Bool = true
    ) -> [Int] {
        let n = min(x.count, y.count)
        guard slope.isFinite, slope != 0, intercept.isFinite else { return Array(0..<n) }
        return x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                if inHalves, xSortedAndFinite == true, TwoHalves.splits(n),
                    let kept = keptRowsInHalves(x: xs, y: ys, count: n, slope: slope, intercept: intercept)
                {
                    return kept
                }
                var kernel = M4Kernel(
                    x: xs, y: ys, count: n, slope: slope, intercept: intercept, yFinite: yFinite)
                kernel.run(sorted: xSortedAndFinite)
                defer { kernel.kept.free() }
                return Array(kernel.kept.rows)
            }
        }
    }

    /// M4 of a sorted, finite x in two halves at once (``TwoHalves``), joined into exactly the rows one
    /// pass keeps; nil when a kept y is not finite (gaps are left to one pass, which keeps the first row
    /// of each). The column the middle falls in, when both halves have part of it, keeps its first row
    /// (the left half's), its last (the right half's), and its lowest and highest, each the earliest row
    /// of that value: every half kept its own earliest lowest and highest, so they are among the kept.
    static func keptRowsInHalves(
        x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, count: Int, slope: Double, intercept: Double
    ) -> [Int]? {
        let (leftRows, rightRows) = TwoHalves.run(count) { half in
            var kernel = M4Kernel(
                x: UnsafeBufferPointer(rebasing: x[half]), y: UnsafeBufferPointer(rebasing: y[half]),
                count: half.count, slope: slope, intercept: intercept, rowOffset: half.lowerBound)
            kernel.run(sorted: true)
            return kernel.kept
        }
        defer {
            leftRows.free()
            rightRows.free()
        }
        let (left, right) = (leftRows.rows, rightRows.rows)
        guard !left.contains(where: { !y[$0].isFinite }), !right.contains(where: { !y[$0].isFinite }) else {
            return nil
        }
        func column(_ row: Int) -> Double { M4Kernel.column(of: x[row], slope: slope, intercept: intercept) }
        // The middle column's rows at the end of the left half and the start of the right (none when the
        // halves meet at a column boundary).
        var leftPart = 0
        var rightPart = 0
        if let last = left.last, let first = right.first, column(last) == column(first) {
            let shared = column(first)
            while leftPart < left.count, column(left[left.count - 1 - leftPart]) == shared { leftPart += 1 }
            while rightPart < right.count, column(right[rightPart]) == shared { rightPart += 1 }
        }
        var joined: [Int] = []
        joined.reserveCapacity(left.count + right.count)
        joined.append(contentsOf: left[..<(left.count - leftPart)])
        if leftPart > 0 {
            let candidates = Array(left[(left.count - leftPart)...]) + Array(right[..<rightPart])
            var (lowest, highest) = (candidates[0], candidates[0])
            for row in candidates {
                if y[row] < y[lowest] { lowest = row }
                if y[row] > y[highest] { highest = row }
            }
            joined += Set([candidates[0], lowest, highest, candidates[candidates.count - 1]]).sorted()
        }
        joined.append(contentsOf: right[rightPart...])
        return joined
    }

    /// Whether the finite values are in non-decreasing order with no value missing (the condition for
    /// the fast, column-at-a-time path).
    public static func isSortedAndFinite(_ x: UnsafeBufferPointer<Double>) -> Bool {
        guard let first = x.first, let last = x.last else { return false }
        guard first.isFinite, last.isFinite else { return false }
        // `>=` is false for NaN, and with finite ends a sorted column holds no infinity.
        var unsorted = 0
        for i in 1..<x.count { unsorted |= x[i] >= x[i - 1] ? 0 : 1 }
        return unsorted == 0
    }
}
