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
                return kernel.kept
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
        let (left, right) = TwoHalves.run(count) { half in
            var kernel = M4Kernel(
                x: UnsafeBufferPointer(rebasing: x[half]), y: UnsafeBufferPointer(rebasing: y[half]),
                count: half.count, slope: slope, intercept: intercept)
            kernel.run(sorted: true)
            return kernel.kept.map { $0 + half.lowerBound }
        }
        guard !left.contains(where: { !y[$0].isFinite }), !right.contains(where: { !y[$0].isFinite }) else {
            return nil
        }
        let column = M4Kernel(x: x, y: y, count: count, slope: slope, intercept: intercept)
        guard let last = left.last, let first = right.first, column.column(last) == column.column(first) else {
            return left + right
        }
        let shared = column.column(first)
        let leftPart = left.reversed().prefix { column.column($0) == shared }.reversed()
        let rightPart = right.prefix { column.column($0) == shared }
        let candidates = Array(leftPart) + Array(rightPart)
        var (lowest, highest) = (candidates[0], candidates[0])
        for row in candidates {
            if y[row] < y[lowest] { lowest = row }
            if y[row] > y[highest] { highest = row }
        }
        let joined = Set([candidates[0], lowest, highest, candidates[candidates.count - 1]]).sorted()
        return Array(left.dropLast(leftPart.count)) + joined + Array(right.dropFirst(rightPart.count))
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

/// The working state of one M4 pass: inputs as raw buffers, the kept rows as output.
struct M4Kernel {
    let x: UnsafeBufferPointer<Double>
    let y: UnsafeBufferPointer<Double>
    let count: Int
    let slope: Double
    let intercept: Double
    /// Whether every y is known to be finite, so that columns need not be checked for gaps.
    let yFinite: Bool
    var kept: [Int] = []

    init(
        x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, count: Int, slope: Double, intercept: Double,
        yFinite: Bool = false
    ) {
        self.x = x
        self.y = y
        self.count = count
        self.slope = slope
        self.intercept = intercept
        self.yFinite = yFinite
    }

    /// The column of row `i`: `floor(slope × x + intercept)`, by truncation (a call to `floor` per
    /// probe would dominate), with the value kept within ±2⁵⁰ so the conversion cannot trap.
    @inline(__always)
    func column(_ i: Int) -> Double {
        let v = Swift.min(Swift.max(slope * x[i] + intercept, -0x1p50), 0x1p50)
        let t = Double(Int64(v))
        return t > v ? t - 1 : t
    }

    /// Reduces all rows; `sorted` is whether x is sorted and finite, nil when not known yet.
    mutating func run(sorted: Bool?) {
        kept.reserveCapacity(min(count, 4096))
        if sorted ?? M4.isSortedAndFinite(UnsafeBufferPointer(rebasing: x[0..<count])) {
            sortedColumns()
        } else {
            runs(from: 0, to: count)
        }
    }

    /// x sorted and finite: each column is a contiguous slice found by galloping search; its y extremes
    /// are found four lanes at a time. A column with a non-finite y is handed to ``runs(from:to:)``.
    mutating func sortedColumns() {
        let span = column(count - 1) - column(0) + 1
        kept.reserveCapacity(Int(Swift.min(4 * span, Double(count))))
        var i = 0
        var c = column(0)
        var probe = Swift.min(1, count)
        var probeColumn = probe < count ? column(probe) : .nan
        while i < count {
            let (j, next) = columnEnd(from: i, column: c, probe: probe, probeColumn: probeColumn)
            // The next column's first probe (this column's length on), read before this column's extremes
            // are scanned, so that its cache miss on x overlaps that work instead of following it.
            probe = Swift.min(j &+ Swift.max(1, j &- i), count)
            probeColumn = probe < count ? column(probe) : .nan
            if !extremes(from: i, to: j) { runs(from: i, to: j) }
            i = j
            c = next
        }
    }

    /// The first index after `i` whose column differs from `c` (columns are monotone in a sorted x), and
    /// that index's column. The search starts at `probe` (after `i`, at most `count`; `probeColumn` is its
    /// column, NaN at `count`), the previous column's length on, and gallops forward or back from there
    /// before it bisects, so evenly spaced data costs two to four probes.
    func columnEnd(from i: Int, column c: Double, probe: Int, probeColumn: Double) -> (end: Int, column: Double) {
        // Invariant: column(lo) == c, and hi == count or column(hi) == hiColumn != c.
        var lo = i
        var hi = probe
        var hiColumn = probeColumn
        var step = 1
        if hiColumn == c {
            lo = hi
            hi = count
            hiColumn = .nan
            while lo &+ step < count {
                let next = lo &+ step
                let nextColumn = column(next)
                if nextColumn != c {
                    (hi, hiColumn) = (next, nextColumn)
                    break
                }
                lo = next
                step &<<= 1
            }
        } else {
            while hi &- step > lo {
                let previous = hi &- step
                let previousColumn = column(previous)
                if previousColumn == c {
                    lo = previous
                    break
                }
                (hi, hiColumn) = (previous, previousColumn)
                step &<<= 1
            }
        }
        while hi &- lo > 1 {
            let mid = lo &+ (hi &- lo) / 2
            let midColumn = column(mid)
            if midColumn == c { lo = mid } else { (hi, hiColumn) = (mid, midColumn) }
        }
        return (hi, hiColumn)
    }

    /// Keeps first, lowest, highest and last of `i..<j`; false (keeping nothing) when a y is not finite.
    /// The slice is read in blocks of ``block`` values; each block's extremes are compared with the
    /// slice's so far, and the block that first held each extreme is remembered, so that its row is found by a short scan of that block (still in
    /// cache): y is read from memory once. Unless y is known to be finite, the same loop sums the slice:
    /// the sum is finite when every value is (a sum that overflows is checked again value by value).
    mutating func extremes(from i: Int, to j: Int) -> Bool {
        yFinite ? extremes(from: i, to: j, summing: false) : extremes(from: i, to: j, summing: true)
    }

    /// Values per block of ``extremes(from:to:)``: two rounds of eight lanes. (Longer blocks measured
    /// slower: the scan for an extreme's row within its block grows.)
    static let block = 16

    @inline(__always)
    private mutating func extremes(from i: Int, to j: Int, summing: Bool) -> Bool {
        let base = UnsafeRawPointer(y.baseAddress!)
        var low = Double.infinity
        var high = -Double.infinity
        // Where the scans for the first row of the lowest and highest value start: the block that first
        // held it (or the row itself, in a slice shorter than a block).
        var (lowFrom, highFrom) = (i, i)
        var sums = SIMD4<Double>(repeating: 0)
        // The last block ends at j and may overlap the one before: values seen twice change no extreme,
        // and a block whose extreme beats the slice's so far has it among the values not seen before, so
        // the scan from that block's start finds the right row. (A sum that counts values twice is still
        // finite exactly when they are, or it is checked value by value.)
        var k = i
        while j &- i >= Self.block {
            var lo0 = base.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
            var lo1 = base.loadUnaligned(fromByteOffset: k &* 8 &+ 32, as: SIMD4<Double>.self)
            var (hi0, hi1) = (lo0, lo1)
            if summing { sums += lo0 + lo1 }
            var r = k &+ 8
            while r < k &+ Self.block {
                let v = base.loadUnaligned(fromByteOffset: r &* 8, as: SIMD4<Double>.self)
                let w = base.loadUnaligned(fromByteOffset: r &* 8 &+ 32, as: SIMD4<Double>.self)
                // Compare-and-select in place becomes one minimum or maximum instruction; `pointwiseMin`
                // does not (it spells out NaN rules per lane), nor does a select into a new vector.
                lo0.replace(with: v, where: v .< lo0)
                hi0.replace(with: v, where: v .> hi0)
                lo1.replace(with: w, where: w .< lo1)
                hi1.replace(with: w, where: w .> hi1)
                if summing { sums += v + w }
                r &+= 8
            }
            let blockLow = Self.lowest(lo0, lo1)
            let blockHigh = Self.highest(hi0, hi1)
            if blockLow < low { (low, lowFrom) = (blockLow, k) }
            if blockHigh > high { (high, highFrom) = (blockHigh, k) }
            if k &+ Self.block == j { break }
            k = Swift.min(k &+ Self.block, j &- Self.block)
        }
        var sum = summing ? (sums[0] + sums[1]) + (sums[2] + sums[3]) : 0
        while k < j && j &- i < Self.block {
            let v = y[k]
            if v < low { (low, lowFrom) = (v, k) }
            if v > high { (high, highFrom) = (v, k) }
            if summing { sum += v }
            k &+= 1
        }
        guard !summing || sum.isFinite || allFinite(from: i, to: j) else { return false }
        keep(i, firstIndex(of: low, from: lowFrom, to: j), firstIndex(of: high, from: highFrom, to: j), j &- 1)
        return true
    }

    /// The least lane of two vectors, by halves: selects of two lanes become single minimum
    /// instructions, selects of four do not (nor does the generic `min()`, which is a call).
    @inline(__always)
    private static func lowest(_ v: SIMD4<Double>, _ w: SIMD4<Double>) -> Double {
        let m = lower(lower(v.lowHalf, v.highHalf), lower(w.lowHalf, w.highHalf))
        return m[1] < m[0] ? m[1] : m[0]
    }

    /// The greatest lane of two vectors, by halves.
    @inline(__always)
    private static func highest(_ v: SIMD4<Double>, _ w: SIMD4<Double>) -> Double {
        let m = higher(higher(v.lowHalf, v.highHalf), higher(w.lowHalf, w.highHalf))
        return m[1] > m[0] ? m[1] : m[0]
    }

    @inline(__always)
    private static func lower(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
        a.replacing(with: b, where: b .< a)
    }

    @inline(__always)
    private static func higher(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
        a.replacing(with: b, where: b .> a)
    }

    /// Whether every y of `i..<j` is finite: `v - v` is NaN exactly for NaN and ±∞.
    func allFinite(from i: Int, to j: Int) -> Bool {
        let base = UnsafeRawPointer(y.baseAddress!)
        var bad = SIMD4<Double>(repeating: 0)
        var k = i
        while k &+ 4 <= j {
            let v = base.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
            bad += v - v
            k &+= 4
        }
        var check = bad.sum()
        while k < j {
            check += y[k] - y[k]
            k &+= 1
        }
        return check == 0
    }

    /// The first row of `i..<j` whose y is `value` (which one of them holds), four lanes at a time; the
    /// lane of the first match is picked without branches (a scalar step per lane mispredicts often).
    @inline(__always)
    func firstIndex(of value: Double, from i: Int, to j: Int) -> Int {
        let base = UnsafeRawPointer(y.baseAddress!)
        let target = SIMD4<Double>(repeating: value)
        var k = i
        while k &+ 4 <= j {
            let v = base.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
            let hit = v .== target
            if any(hit) {
                let lanes = SIMD4<Int64>(repeating: 3).replacing(with: SIMD4<Int64>(0, 1, 2, 3), where: hit)
                return k &+ Int(Swift.min(Swift.min(lanes[0], lanes[1]), Swift.min(lanes[2], lanes[3])))
            }
            k &+= 4
        }
        while y[k] != value { k &+= 1 }
        return k
    }

    /// Keeps the four rows in ascending order, each once.
    @inline(__always)
    mutating func keep(_ a: Int, _ b: Int, _ c: Int, _ d: Int) {
        let (p, q) = b < c ? (b, c) : (c, b)
        append(a)
        append(p)
        append(q)
        append(d)
    }

    @inline(__always)
    mutating func append(_ row: Int) {
        if let last = kept.last, last >= row { return }
        kept.append(row)
    }

    /// The general path: runs of consecutive finite rows in one column, split by gaps.
    mutating func runs(from start: Int, to end: Int) {
        var i = start
        while i < end {
            guard x[i].isFinite, y[i].isFinite else {
                kept.append(i)
                i += 1
                while i < end, !(x[i].isFinite && y[i].isFinite) { i += 1 }
                continue
            }
            let c = column(i)
            var (lowIndex, highIndex) = (i, i)
            var j = i + 1
            while j < end, x[j].isFinite, y[j].isFinite, column(j) == c {
                if y[j] < y[lowIndex] { lowIndex = j }
                if y[j] > y[highIndex] { highIndex = j }
                j += 1
            }
            keep(i, lowIndex, highIndex, j - 1)
            i = j
        }
    }
}
