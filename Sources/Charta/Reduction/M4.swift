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
                    let kept = keptInHalves(x: xs, y: ys, count: n, slope: slope, intercept: intercept, values: values)
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
    struct Kept: Sendable, Equatable {
        var rows: [Int]
        var x: [Double] = []
        var y: [Double] = []

        init(rows: [Int], x: [Double] = [], y: [Double] = []) {
            (self.rows, self.x, self.y) = (rows, x, y)
        }

        /// Copied out of a pass's memory.
        init(_ kept: KeptRows) {
            rows = Array(kept.rows)
            x = kept.x.map(Array.init) ?? []
            y = kept.y.map(Array.init) ?? []
        }
    }

    /// M4 of a sorted, finite x in two halves at once (``TwoHalves``), joined into exactly the rows one
    /// pass keeps; nil when a kept y is not finite (gaps are left to one pass, which keeps the first row
    /// of each). The column the middle falls in, when both halves have part of it, keeps its first row
    /// (the left half's), its last (the right half's), and its lowest and highest, each the earliest row
    /// of that value: every half kept its own earliest lowest and highest, so they are among the kept.
    static func keptInHalves(
        x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, count: Int, slope: Double, intercept: Double,
        values: Bool
    ) -> Kept? {
        let (leftRows, rightRows) = TwoHalves.run(count) { half in
            var kernel = M4Kernel(
                x: UnsafeBufferPointer(rebasing: x[half]), y: UnsafeBufferPointer(rebasing: y[half]),
                count: half.count, slope: slope, intercept: intercept, rowOffset: half.lowerBound, values: values)
            kernel.run(sorted: true)
            return kernel.kept
        }
        defer {
            leftRows.free()
            rightRows.free()
        }
        let (left, right) = (leftRows.rows, rightRows.rows)
        func finite(_ half: KeptRows) -> Bool {
            if let values = half.y { return !values.contains { !$0.isFinite } }
            return !half.rows.contains { !y[$0].isFinite }
        }
        guard finite(leftRows), finite(rightRows) else { return nil }
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
        var middle: [Int] = []
        if leftPart > 0 {
            let candidates = Array(left[(left.count - leftPart)...]) + Array(right[..<rightPart])
            var (lowest, highest) = (candidates[0], candidates[0])
            for row in candidates {
                if y[row] < y[lowest] { lowest = row }
                if y[row] > y[highest] { highest = row }
            }
            middle = Set([candidates[0], lowest, highest, candidates[candidates.count - 1]]).sorted()
        }
        let (leftEnd, rightStart) = (left.count - leftPart, rightPart)
        func joined<T>(_ l: UnsafeBufferPointer<T>, _ mid: [T], _ r: UnsafeBufferPointer<T>) -> [T] {
            var all: [T] = []
            all.reserveCapacity(leftEnd + mid.count + r.count - rightStart)
            all.append(contentsOf: l[..<leftEnd])
            all += mid
            all.append(contentsOf: r[rightStart...])
            return all
        }
        guard let lx = leftRows.x, let ly = leftRows.y, let rx = rightRows.x, let ry = rightRows.y else {
            return Kept(rows: joined(left, middle, right))
        }
        return Kept(
            rows: joined(left, middle, right), x: joined(lx, middle.map { x[$0] }, rx),
            y: joined(ly, middle.map { y[$0] }, ry))
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
