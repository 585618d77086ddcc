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
    ///   - inHalves: whether a long sorted x may be reduced in parts taken by two threads at once
    ///     (``TwoHalves/run(_:parts:_:)``); false keeps the pass on the calling thread.
    public static func keptRows(
        x: [Double], y: [Double], slope: Double, intercept: Double, xSortedAndFinite: Bool? = nil,
        yFinite: Bool = false, inHalves: Bool = true
    ) -> [Int] {
        kept(
            x: x, y: y, slope: slope, intercept: intercept, xSortedAndFinite: xSortedAndFinite, yFinite: yFinite,
            inHalves: inHalves, values: false
        ).rows
    }

    /// The rows M4 keeps and, when `values` is true, their x and y (else empty), read by the pass while
    /// they are in cache: layout draws and measures the reduced line from them without gathering the kept
    /// rows from the columns again. Parameters as ``keptRows(x:y:slope:intercept:xSortedAndFinite:yFinite:inHalves:)``.
    static func kept(
        x: [Double], y: [Double], slope: Double, intercept: Double, xSortedAndFinite: Bool? = nil,
        yFinite: Bool = false, inHalves: Bool = true, values: Bool
    ) -> Kept {
        let n = min(x.count, y.count)
        guard slope.isFinite, slope != 0, intercept.isFinite else {
            return values ? Kept(rows: Array(0..<n), x: Array(x[..<n]), y: Array(y[..<n])) : Kept(rows: Array(0..<n))
        }
        return x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                if inHalves, xSortedAndFinite == true, TwoHalves.splits(n),
                    let kept = keptInParts(x: xs, y: ys, count: n, slope: slope, intercept: intercept, values: values)
                {
                    return kept
                }
                var kernel = M4Kernel(
                    x: xs, y: ys, count: n, slope: slope, intercept: intercept, yFinite: yFinite, values: values)
                kernel.run(sorted: xSortedAndFinite)
                defer { kernel.kept.free() }
                return Kept(kernel.kept)
            }
        }
    }

    /// Kept rows, ascending, with their x and y values when they were asked for (else empty).
    struct Kept: Sendable {
        var rows: [Int]
        var x: [Double] = []
        var y: [Double] = []
    }

    /// M4 of a sorted, finite x in `parts` parts taken by two threads (``TwoHalves/run(_:parts:_:)``),
    /// joined into exactly the rows one pass keeps; nil when a kept y is not finite (gaps are left to one
    /// pass, which keeps the first row of each). A column split between parts keeps its first row, its
    /// last, and its lowest and highest, each the earliest row of that value: every part kept its own
    /// earliest lowest and highest, so they are among the kept.
    static func keptInParts(
        x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, count: Int, slope: Double, intercept: Double,
        values: Bool, parts: Int = TwoHalves.parts
    ) -> Kept? {
        let kept = TwoHalves.run(count, parts: parts) { part in
            var kernel = M4Kernel(
                x: UnsafeBufferPointer(rebasing: x[part]), y: UnsafeBufferPointer(rebasing: y[part]),
                count: part.count, slope: slope, intercept: intercept, rowOffset: part.lowerBound, values: values)
            kernel.run(sorted: true)
            return kernel.kept
        }
        defer { for part in kept { part.free() } }
        for part in kept {
            let finite = part.y.map { !$0.contains { !$0.isFinite } } ?? !part.rows.contains { !y[$0].isFinite }
            guard finite else { return nil }
        }
        func column(_ row: Int) -> Double { M4Kernel.column(of: x[row], slope: slope, intercept: intercept) }
        var joined = Kept(rows: [])
        let total = kept.reduce(0) { $0 + $1.rows.count }
        joined.rows.reserveCapacity(total)
        if values {
            joined.x.reserveCapacity(total)
            joined.y.reserveCapacity(total)
        }
        for part in kept {
            let rows = part.rows
            var start = 0
            if let last = joined.rows.last, let first = rows.first, case let shared = column(first),
                column(last) == shared
            {
                // The column the parts meet in: its rows so far (at most four) and this part's.
                var tail = 0
                while tail < joined.rows.count, column(joined.rows[joined.rows.count - 1 - tail]) == shared {
                    tail += 1
                }
                while start < rows.count, column(rows[start]) == shared { start += 1 }
                let candidates = Array(joined.rows.suffix(tail)) + Array(rows[..<start])
                var (lowest, highest) = (candidates[0], candidates[0])
                for row in candidates {
                    if y[row] < y[lowest] { lowest = row }
                    if y[row] > y[highest] { highest = row }
                }
                // First, lowest, highest and last, ascending, each once (sorted rather than put in a set,
                // for the reason `SmallTable` gives).
                let four = [candidates[0], lowest, highest, candidates[candidates.count - 1]].sorted()
                let merged = four.indices.filter { $0 == 0 || four[$0] != four[$0 - 1] }.map { four[$0] }
                joined.rows.removeLast(tail)
                joined.rows += merged
                if values {
                    joined.x.removeLast(tail)
                    joined.y.removeLast(tail)
                    joined.x += merged.map { x[$0] }
                    joined.y += merged.map { y[$0] }
                }
            }
            joined.rows.append(contentsOf: rows[start...])
            if let xs = part.x, let ys = part.y {
                joined.x.append(contentsOf: xs[start...])
                joined.y.append(contentsOf: ys[start...])
            }
        }
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

extension M4.Kept {
    /// Copied out of a pass's memory.
    init(_ kept: KeptRows) {
        self.init(rows: Array(kept.rows), x: kept.x.map(Array.init) ?? [], y: kept.y.map(Array.init) ?? [])
    }
}
