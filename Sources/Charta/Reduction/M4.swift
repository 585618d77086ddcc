import ChartaSupport

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
    ///     (`TwoHalves.run(_:parts:_:)`); false keeps the pass on the calling thread.
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
        // Without the order check the pass always answers.
        return reduce(
            x, y, count: n, slope: slope, intercept: intercept, sorted: xSortedAndFinite, checkingOrder: false,
            yFinite: yFinite, inHalves: inHalves, values: values) ?? Kept(rows: [])
    }

    /// As ``kept(x:y:slope:intercept:xSortedAndFinite:yFinite:inHalves:values:)`` for an x only taken to
    /// ascend with every value finite: the pass checks x's order in chunks ahead of its column searches,
    /// and the answer is nil when x does not ascend (or an end is not finite, or the slope or intercept
    /// is). One pass over both columns, where a scan of x for its order came first.
    static func keptIfAscending(
        x: [Double], y: [Double], slope: Double, intercept: Double, inHalves: Bool = true, values: Bool
    ) -> Kept? {
        let n = min(x.count, y.count)
        guard n > 0, x[0].isFinite, x[n - 1].isFinite, slope.isFinite, slope != 0, intercept.isFinite else {
            return nil
        }
        return reduce(
            x, y, count: n, slope: slope, intercept: intercept, sorted: true, checkingOrder: true, yFinite: false,
            inHalves: inHalves, values: values)
    }

    /// M4 of the first `count` rows: in parts on two threads when x is known (or, `checkingOrder`, taken)
    /// to be sorted and there are enough rows, else in one pass, which also takes the gaps the parts leave
    /// to it and tells whether a checked x descends (nil then).
    private static func reduce(
        _ x: [Double], _ y: [Double], count n: Int, slope: Double, intercept: Double, sorted: Bool?,
        checkingOrder: Bool, yFinite: Bool, inHalves: Bool, values: Bool
    ) -> Kept? {
        x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                if inHalves, sorted == true, TwoHalves.splits(n),
                    let kept = keptInParts(
                        x: xs, y: ys, count: n, slope: slope, intercept: intercept, values: values,
                        checkingOrder: checkingOrder)
                {
                    return kept
                }
                var kernel = M4Kernel(
                    x: xs, y: ys, count: n, slope: slope, intercept: intercept, yFinite: yFinite, values: values)
                kernel.checksOrder = checkingOrder
                kernel.run(sorted: sorted)
                defer { kernel.kept.free() }
                return kernel.descends ? nil : Kept(kernel.kept)
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
    /// pass, which keeps the first row of each). Each part keeps its rows straight into its share of the
    /// arrays returned (four a column it spans), and the join moves them down over the room left between
    /// parts: no memory is written twice, which in a fresh process means no page is faulted in twice. A
    /// column split between parts keeps its first row, its last, and its lowest and highest, each the
    /// earliest row of that value: every part kept its own earliest lowest and highest, so they are among
    /// the kept. With `checkingOrder`, x is only taken to ascend and each part checks its own rows (nil
    /// when one does not ascend, or x descends where two parts meet).
    static func keptInParts(
        x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, count: Int, slope: Double, intercept: Double,
        values: Bool, parts: Int = TwoHalves.parts, checkingOrder: Bool = false
    ) -> Kept? {
        let parts = min(max(1, parts), max(1, count))
        // Each part's rows are worked out where they are needed: an array of ranges would be the
        // process's first `[Range<Int>]`, whose type the runtime looks up by checking `Int: Comparable`
        // across every loaded library's conformances (about 0.1 ms, more than the join).
        func part(_ k: Int) -> Range<Int> { TwoHalves.part(k, of: parts, count: count) }
        if checkingOrder {
            // The parts' ends, in order, are finite and ascend (they size each part's share, and are where
            // parts meet); each part checks the rows between its own.
            let ends = (0..<parts).flatMap { [x[part($0).lowerBound], x[part($0).upperBound - 1]] }
            guard ends.allSatisfy(\.isFinite), zip(ends, ends.dropFirst()).allSatisfy({ $1 >= $0 }) else { return nil }
        }
        let starts = (0..<parts).reduce(into: [0]) { starts, k in
            starts.append(
                starts.last!
                    + M4Kernel.sortedCapacity(
                        UnsafeBufferPointer(rebasing: x[part(k)]), slope: slope, intercept: intercept))
        }
        let room = starts.last!
        var (xs, ys, joined): ([Double], [Double], Int?) = ([], [], nil)
        let rows = [Int](unsafeUninitializedCapacity: room) { rowBuffer, rowCount in
            xs = [Double](unsafeUninitializedCapacity: values ? room : 0) { xBuffer, xCount in
                ys = [Double](unsafeUninitializedCapacity: values ? room : 0) { yBuffer, yCount in
                    joined = fill(
                        values ? (rowBuffer, xBuffer, yBuffer) : (rowBuffer, nil, nil), x: x, y: y, count: count,
                        parts: parts, starts: starts, slope: slope, intercept: intercept, checkingOrder: checkingOrder)
                    yCount = values ? joined ?? 0 : 0
                }
                xCount = values ? joined ?? 0 : 0
            }
            rowCount = joined ?? 0
        }
        guard let joined else { return nil }
        // Clustered x can leave most of the room unused; the arrays live as long as the chart's layout.
        guard room > 4 * joined + 64 else { return Kept(rows: rows, x: xs, y: ys) }
        func compact<T>(_ array: [T]) -> [T] { array.withUnsafeBufferPointer { Array($0) } }
        return Kept(rows: compact(rows), x: compact(xs), y: compact(ys))
    }

    /// Runs the `parts` parts of `0..<count` (``TwoHalves/part(_:of:count:)``) into their shares of
    /// `buffers` (share k starts at `starts[k]`) and joins them at the
    /// front; the count joined, nil when a part outgrew its share or kept a y that is not finite, or (when
    /// checking the order) x does not ascend.
    private static func fill(
        _ buffers: (
            rows: UnsafeMutableBufferPointer<Int>, x: UnsafeMutableBufferPointer<Double>?,
            y: UnsafeMutableBufferPointer<Double>?
        ),
        x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, count: Int, parts partCount: Int, starts: [Int],
        slope: Double, intercept: Double, checkingOrder: Bool
    ) -> Int? {
        func share<T>(_ buffer: UnsafeMutableBufferPointer<T>?, _ k: Int) -> UnsafeMutableBufferPointer<T>? {
            buffer.map { UnsafeMutableBufferPointer(rebasing: $0[starts[k]..<starts[k + 1]]) }
        }
        // One part per index, so each call is handed its part's index.
        let parts = TwoHalves.run(partCount, parts: partCount) { index in
            let (k, part) = (index.lowerBound, TwoHalves.part(index.lowerBound, of: partCount, count: count))
            var kernel = M4Kernel(
                x: UnsafeBufferPointer(rebasing: x[part]), y: UnsafeBufferPointer(rebasing: y[part]),
                count: part.count, slope: slope, intercept: intercept,
                into: KeptRows(
                    lent: (share(buffers.rows, k)!, share(buffers.x, k), share(buffers.y, k)), offset: part.lowerBound))
            kernel.checksOrder = checkingOrder
            kernel.run(sorted: true)
            return (rows: kernel.kept, descends: kernel.descends)
        }
        defer { for part in parts { part.rows.free() } }
        guard !parts.contains(where: \.descends) else { return nil }
        let kept = parts.map(\.rows)
        // A part that outgrew its share kept a column of more than four rows: only gaps do that.
        guard kept.allSatisfy({ !$0.owned }) else { return nil }
        for part in kept {
            let finite = part.y.map { !$0.contains { !$0.isFinite } } ?? !part.rows.contains { !y[$0].isFinite }
            guard finite else { return nil }
        }
        func column(_ row: Int) -> Double { M4Kernel.column(of: x[row], slope: slope, intercept: intercept) }
        let rows = buffers.rows
        var n = 0
        /// Puts `row` next, with its values.
        func put(_ row: Int, at k: Int) {
            rows[k] = row
            buffers.x?[k] = x[row]
            buffers.y?[k] = y[row]
        }
        for (k, part) in kept.enumerated() {
            let count = part.rows.count
            var start = 0
            if n > 0, count > 0, case let shared = column(part.rows[0]), column(rows[n - 1]) == shared {
                // The column the parts meet in: its rows so far (at most four) and this part's.
                var tail = 0
                while tail < n, column(rows[n - 1 - tail]) == shared { tail += 1 }
                while start < count, column(part.rows[start]) == shared { start += 1 }
                let candidates = Array(rows[(n - tail)..<n]) + Array(part.rows[..<start])
                var (lowest, highest) = (candidates[0], candidates[0])
                for row in candidates {
                    if y[row] < y[lowest] { lowest = row }
                    if y[row] > y[highest] { highest = row }
                }
                // First, lowest, highest and last, ascending, each once (sorted rather than put in a set,
                // for the reason `SmallTable` gives).
                let four = [candidates[0], lowest, highest, candidates[candidates.count - 1]].sorted()
                n -= tail
                for (i, row) in four.enumerated() where i == 0 || row != four[i - 1] {
                    put(row, at: n)
                    n += 1
                }
            }
            // The rest of the part moves down from its share (never past its own start).
            let from = starts[k] + start
            let moved = count - start
            if from != n {
                (rows.baseAddress! + n).update(from: rows.baseAddress! + from, count: moved)
                if let xs = buffers.x, let ys = buffers.y {
                    (xs.baseAddress! + n).update(from: xs.baseAddress! + from, count: moved)
                    (ys.baseAddress! + n).update(from: ys.baseAddress! + from, count: moved)
                }
            }
            n += moved
        }
        return n
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
