/// The rows an M4 pass keeps, ascending, in memory the pass allocates and grows itself, or in room its
/// caller lends (``init(lent:offset:)``) until the rows outgrow it: an append checks for room, without the
/// uniqueness check an array's append makes (four appends a column). When asked, each kept row's x and y
/// are recorded with it, read while the pass has them in cache, so that layout need not gather them again
/// from memory. Its holder frees it (``free()``) once the rows are copied out.
struct KeptRows {
    private var base: UnsafeMutablePointer<Int>
    /// The kept rows' x and y values, when recorded.
    private var xs: UnsafeMutablePointer<Double>?
    private var ys: UnsafeMutablePointer<Double>?
    private var count = 0
    private var capacity: Int
    /// Whether the memory is the pass's own (else lent, and neither grown in place nor freed).
    private(set) var owned = true
    /// Added to every row appended.
    let offset: Int

    init(capacity: Int, offset: Int, values: Bool = false) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        if values { (xs, ys) = (.allocate(capacity: self.capacity), .allocate(capacity: self.capacity)) }
        self.offset = offset
    }

    /// Rows kept into `lent` (rows, and x and y when given, of equal counts); past its room, the rows move
    /// to memory of their own (``owned``).
    init(
        lent: (
            rows: UnsafeMutableBufferPointer<Int>, x: UnsafeMutableBufferPointer<Double>?,
            y: UnsafeMutableBufferPointer<Double>?
        ),
        offset: Int
    ) {
        (base, xs, ys) = (lent.rows.baseAddress!, lent.x?.baseAddress, lent.y?.baseAddress)
        capacity = lent.rows.count
        owned = false
        self.offset = offset
    }

    /// The rows kept so far.
    var rows: UnsafeBufferPointer<Int> { UnsafeBufferPointer(start: base, count: count) }
    /// The x values of the rows kept so far, nil when not recorded.
    var x: UnsafeBufferPointer<Double>? { xs.map { UnsafeBufferPointer(start: $0, count: count) } }
    /// The y values of the rows kept so far, nil when not recorded.
    var y: UnsafeBufferPointer<Double>? { ys.map { UnsafeBufferPointer(start: $0, count: count) } }

    /// Makes room for `extra` more rows.
    mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        capacity = Swift.max(2 * capacity, count + extra, 16)
        Self.grow(&base, count: count, to: capacity, freeing: owned)
        if xs != nil { Self.grow(&xs!, count: count, to: capacity, freeing: owned) }
        if ys != nil { Self.grow(&ys!, count: count, to: capacity, freeing: owned) }
        owned = true
    }

    private static func grow<T>(_ pointer: inout UnsafeMutablePointer<T>, count: Int, to capacity: Int, freeing: Bool) {
        let grown = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        grown.moveInitialize(from: pointer, count: count)
        if freeing { pointer.deallocate() }
        pointer = grown
    }

    /// Appends `row` of `x` and `y` (plus ``offset``) unless it is not after the last row kept, with its
    /// values when they are recorded.
    @inline(__always)
    mutating func append(_ row: Int, of x: UnsafeBufferPointer<Double>, _ y: UnsafeBufferPointer<Double>) {
        let kept = row &+ offset
        guard count == 0 || base[count &- 1] < kept else { return }
        if count == capacity { reserve(1) }
        base[count] = kept
        if let xs, let ys {
            xs[count] = x[row]
            ys[count] = y[row]
        }
        count &+= 1
    }

    /// Appends a column's rows `a ≤ b ≤ c ≤ d` (plus ``offset``), each once: `a` is the column's first
    /// row, after every row kept (asserted), and the others are kept unless equal to the one before. Each
    /// is written and counted only when new, without a branch (whether the lowest or highest row of a
    /// column is its first or last is as good as random).
    @inline(__always)
    mutating func append(
        _ a: Int, _ b: Int, _ c: Int, _ d: Int, of x: UnsafeBufferPointer<Double>, _ y: UnsafeBufferPointer<Double>
    ) {
        if count &+ 4 > capacity { reserve(4) }
        assert(count == 0 || base[count &- 1] &- offset < a)
        put(a, new: true, of: x, y)
        put(b, new: b > a, of: x, y)
        put(c, new: c > b, of: x, y)
        put(d, new: d > c, of: x, y)
    }

    /// Writes `row` at the end, counted when `new`.
    @inline(__always)
    private mutating func put(
        _ row: Int, new: Bool, of x: UnsafeBufferPointer<Double>, _ y: UnsafeBufferPointer<Double>
    ) {
        base[count] = row &+ offset
        if let xs, let ys {
            xs[count] = x[row]
            ys[count] = y[row]
        }
        count &+= new ? 1 : 0
    }

    /// Frees the memory (unless lent); the rows must not be read after.
    func free() {
        guard owned else { return }
        base.deallocate()
        xs?.deallocate()
        ys?.deallocate()
    }
}

/// The working state of one M4 pass: inputs as raw buffers, the kept rows as output (which the caller
/// frees: ``KeptRows/free()``).
struct M4Kernel {
    let x: UnsafeBufferPointer<Double>
    let y: UnsafeBufferPointer<Double>
    let count: Int
    let slope: Double
    let intercept: Double
    /// Whether every y is known to be finite, so that columns need not be checked for gaps.
    let yFinite: Bool
    var kept: KeptRows
    /// Whether x is only taken to ascend, and checked in chunks of ``checkedChunk`` rows ahead of the
    /// column searches: one pass over x and y instead of a scan of x before.
    var checksOrder = false
    /// Whether a checked x was found not to ascend: the pass stopped there, and what it kept is not M4.
    private(set) var descends = false

    /// A pass over `count` rows whose kept rows are reported `rowOffset` on (the row of `x[0]`), in memory
    /// of its own.
    init(
        x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, count: Int, slope: Double, intercept: Double,
        yFinite: Bool = false, rowOffset: Int = 0, values: Bool = false
    ) {
        self.init(
            x: x, y: y, count: count, slope: slope, intercept: intercept, yFinite: yFinite,
            into: KeptRows(capacity: min(count, 4096), offset: rowOffset, values: values))
    }

    /// A pass over `count` rows that keeps them in `kept` (memory lent to it: ``KeptRows/init(lent:offset:)``).
    init(
        x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, count: Int, slope: Double, intercept: Double,
        yFinite: Bool = false, into kept: KeptRows
    ) {
        (self.x, self.y, self.count) = (x, y, count)
        (self.slope, self.intercept, self.yFinite) = (slope, intercept, yFinite)
        self.kept = kept
    }

    /// Room for the rows ``sortedColumns()`` keeps of a sorted, finite `x` without a gap in y: four a
    /// column it spans (columns descend when the slope is negative) and no more than the rows, plus the
    /// three a column's four appends may write past its last new row.
    static func sortedCapacity(_ x: UnsafeBufferPointer<Double>, slope: Double, intercept: Double) -> Int {
        guard let first = x.first, let last = x.last else { return 0 }
        let (a, b) = (
            column(of: first, slope: slope, intercept: intercept), column(of: last, slope: slope, intercept: intercept)
        )
        return Int(Swift.min(4 * (abs(b - a) + 1), Double(x.count))) + 3
    }

    /// The column of row `i`.
    @inline(__always)
    func column(_ i: Int) -> Double {
        Self.column(of: x[i], slope: slope, intercept: intercept)
    }

    /// The column of `x`: `floor(slope × x + intercept)`, by truncation (a call to `floor` per probe
    /// would dominate), with the value kept within ±2⁵⁰ so the conversion cannot trap (NaN, which only
    /// an x checked as the pass goes can hold, counts as −2⁵⁰).
    @inline(__always)
    static func column(of x: Double, slope: Double, intercept: Double) -> Double {
        let w = slope * x + intercept
        let v = w > -0x1p50 ? (w < 0x1p50 ? w : 0x1p50) : -0x1p50
        let t = Double(Int64(v))
        return t > v ? t - 1 : t
    }

    /// Reduces all rows; `sorted` is whether x is sorted and finite, nil when not known yet.
    mutating func run(sorted: Bool?) {
        guard count > 0 else { return }
        if sorted ?? M4.isSortedAndFinite(UnsafeBufferPointer(rebasing: x[0..<count])) {
            sortedColumns()
        } else {
            runs(from: 0, to: count)
        }
    }

    /// x sorted and finite: each column is a contiguous slice found by galloping search; its y extremes
    /// are found four lanes at a time. A column with a non-finite y is handed to ``runs(from:to:)``.
    mutating func sortedColumns() {
        kept.reserve(
            Self.sortedCapacity(UnsafeBufferPointer(rebasing: x[0..<count]), slope: slope, intercept: intercept))
        var i = 0
        // Rows whose x is checked to ascend, when ``checksOrder``.
        var checked = 0
        var c = column(0)
        var probe = Swift.min(1, count)
        var probeColumn = probe < count ? column(probe) : .nan
        while i < count {
            let (j, next) = columnEnd(from: i, column: c, probe: probe, probeColumn: probeColumn)
            // The next column's first probe (this column's length on), read before this column's extremes
            // are scanned, so that its cache miss on x overlaps that work instead of following it.
            probe = Swift.min(j &+ Swift.max(1, j &- i), count)
            probeColumn = probe < count ? column(probe) : .nan
            // The column's slice, found by search, is its run only when x ascends through it: x is
            // checked ahead in chunks (each row against the one before), which also brings it into cache
            // for the searches.
            while checksOrder, checked < j {
                let end = Swift.min(checked &+ Self.checkedChunk, count)
                guard
                    ColumnSummary.ascendingEndsInOnePass(
                        UnsafeBufferPointer(rebasing: x[Swift.max(checked, 1) &- 1..<end])) != nil
                else {
                    descends = true
                    return
                }
                checked = end
            }
            if !extremes(from: i, to: j) { runs(from: i, to: j) }
            i = j
            c = next
        }
    }

    /// Rows whose x ``sortedColumns()`` checks at once, when it ``checksOrder``.
    static let checkedChunk = 4096

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
    /// slice's so far, and the block that first held each extreme is remembered, so that its row is found
    /// by a short scan of that block (still in cache): y is read from memory once. Unless y is known to be
    /// finite, the same loop sums the slice: the sum is finite when every value is (a sum that overflows
    /// is checked again value by value).
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
        if j &- i >= Self.block {
            keep(
                i, firstIndex(of: low, inBlockAt: lowFrom, to: j), firstIndex(of: high, inBlockAt: highFrom, to: j),
                j &- 1)
        } else {
            keep(i, firstIndex(of: low, from: lowFrom, to: j), firstIndex(of: high, from: highFrom, to: j), j &- 1)
        }
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

    /// The first row whose y is `value` in the block of ``block`` rows at `k` (which holds it, as the block
    /// that first held an extreme does), without a branch: a scan that stops at the match mispredicts its
    /// exit about once a search, which cost more than the search. Blocks are compared last to first, each
    /// lane keeping the offset of its latest match so far, so that every lane ends with its first match
    /// and the least lane is the row. (Should no value match, the scan from `k` to `j` answers.)
    @inline(__always)
    func firstIndex(of value: Double, inBlockAt k: Int, to j: Int) -> Int {
        let base = UnsafeRawPointer(y.baseAddress! + k)
        let target = SIMD4<Double>(repeating: value)
        var offsets = SIMD4<Double>(repeating: Double(Self.block))
        for quarter in Swift.stride(from: Self.block / 4 &- 1, through: 0, by: -1) {
            let v = base.loadUnaligned(fromByteOffset: quarter &* 32, as: SIMD4<Double>.self)
            offsets.replace(with: SIMD4<Double>(0, 1, 2, 3) + Double(quarter &* 4), where: v .== target)
        }
        let pair = Self.lower(offsets.lowHalf, offsets.highHalf)
        let offset = pair[1] < pair[0] ? pair[1] : pair[0]
        return offset < Double(Self.block) ? k &+ Int(offset) : firstIndex(of: value, from: k, to: j)
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
        kept.append(a, p, q, d, of: x, y)
    }

    /// The general path: runs of consecutive finite rows in one column, split by gaps.
    mutating func runs(from start: Int, to end: Int) {
        var i = start
        while i < end {
            guard x[i].isFinite, y[i].isFinite else {
                kept.append(i, of: x, y)
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
