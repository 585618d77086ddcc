import ChartaSupport

/// What layout needs to know about a column of numbers, found in one pass over it: whether any value is
/// not finite, the smallest and largest values that are not NaN, and whether the column is sorted with
/// every value finite (the condition for M4's column-at-a-time path). At millions of rows the passes are
/// bound by memory bandwidth, so reading the column once instead of three times is what counts.
struct ColumnSummary: Sendable, Equatable {
    /// Whether some value is NaN or infinite.
    var anyNonFinite: Bool
    /// The smallest and largest values that are not NaN (infinities included); nil when every value is NaN.
    var extent: (low: Double, high: Double)?
    /// Whether every value is finite and each is at least the one before it (false for an empty column);
    /// nil when the order was not asked for.
    var sortedAndFinite: Bool?

    /// Whether the two extents are the same (ends compared as numbers).
    func hasExtent(of other: ColumnSummary) -> Bool {
        extent?.low == other.extent?.low && extent?.high == other.extent?.high
    }

    static func == (a: ColumnSummary, b: ColumnSummary) -> Bool {
        a.anyNonFinite == b.anyNonFinite && a.sortedAndFinite == b.sortedAndFinite && a.hasExtent(of: b)
    }

    /// Scans `values`: once for an ascending column when the order is asked for (``ascendingEnds(_:)``),
    /// else once for the extent (``scan(_:)``), and twice for a column that turns out not to ascend.
    init(_ values: [Double], checkingOrder: Bool = true) {
        let scanned = values.withUnsafeBufferPointer {
            buffer -> (anyNonFinite: Bool, low: Double, high: Double, sorted: Bool) in
            if checkingOrder, let ends = Self.ascendingEnds(buffer) {
                // Ascending with no NaN: the ends are the extent, and only they can be infinite.
                return (!ends.0.isFinite || !ends.1.isFinite, ends.0, ends.1, true)
            }
            // Not ascending, or with a NaN: not sorted and finite either way.
            let (anyNonFinite, low, high) = Self.scan(buffer)
            return (anyNonFinite, low, high, false)
        }
        anyNonFinite = scanned.anyNonFinite
        extent = scanned.low <= scanned.high ? (scanned.low, scanned.high) : nil
        sortedAndFinite = checkingOrder ? scanned.sorted && !scanned.anyNonFinite && !values.isEmpty : nil
    }

    /// An estimate from about `samples` evenly spaced values and the last one: its extent lies within the
    /// column's, and the column is taken to be finite. Layout fits a plot with it and then replaces it by
    /// the exact summary (``init(kept:)``).
    init(sampling values: [Double], samples: Int = 4096) {
        self = ColumnSummary(Self.sample(values, samples), checkingOrder: false)
        anyNonFinite = false
    }

    /// About `samples` evenly spaced values of `values`, the first among them, and the last one.
    private static func sample(_ values: [Double], _ samples: Int) -> [Double] {
        let stride = Swift.max(1, values.count / samples)
        var sample = Swift.stride(from: 0, to: values.count, by: stride).map { values[$0] }
        if let last = values.last { sample.append(last) }
        return sample
    }

    /// An estimate for a column taken to ascend, nil unless its ends are finite and about `samples` evenly
    /// spaced values ascend: its ends are the extent, and every value is taken to be finite. M4 checks the
    /// order as it reduces the line (``M4/keptIfAscending(x:y:slope:intercept:inHalves:values:)``); layout
    /// scans the column when it does not.
    init?(takenAscending values: [Double], samples: Int = 1024) {
        guard let first = values.first, let last = values.last, first.isFinite, last.isFinite,
            Self.sample(values, samples).withUnsafeBufferPointer(Self.ascendingEndsInOnePass) != nil
        else { return nil }
        (anyNonFinite, extent, sortedAndFinite) = (false, (first, last), true)
    }

    /// The exact summary of a column from the values of the rows M4 kept of it, nil when one is not
    /// finite. M4 keeps the lowest and highest row of every run of finite rows and the first row of every
    /// gap, so the kept rows hold the extent, and hold a value that is not finite exactly when the column
    /// does.
    init?(kept values: [Double]) {
        var (low, high) = (Double.infinity, -Double.infinity)
        for v in values {
            guard v.isFinite else { return nil }
            low = Swift.min(low, v)
            high = Swift.max(high, v)
        }
        anyNonFinite = false
        extent = low <= high ? (low, high) : nil
        sortedAndFinite = nil
    }

    /// The first and last values when every value is at least the one before it and none is NaN, else
    /// nil. One comparison per value: `!(v >= previous)` holds for a descent and for a NaN on either side,
    /// so an ascending column (the x of most large series) is summarized by this pass alone.
    private static func ascendingEnds(_ buffer: UnsafeBufferPointer<Double>) -> (Double, Double)? {
        if TwoHalves.splits(buffer.count) {
            // Parts overlap by one value, so each pair across a boundary is compared too.
            let parts = TwoHalves.run(buffer.count, parts: TwoHalves.parts) { part in
                ascendingEndsInOnePass(
                    UnsafeBufferPointer(rebasing: buffer[Swift.max(0, part.lowerBound - 1)..<part.upperBound]))
            }
            let ends = parts.compactMap { $0 }
            guard ends.count == parts.count, let first = ends.first, let last = ends.last else { return nil }
            return (first.0, last.1)
        }
        return ascendingEndsInOnePass(buffer)
    }

    /// ``ascendingEnds(_:)`` on the calling thread alone (M4 checks x with it, a chunk at a time).
    static func ascendingEndsInOnePass(_ buffer: UnsafeBufferPointer<Double>) -> (Double, Double)? {
        guard let base = buffer.baseAddress, let first = buffer.first, let last = buffer.last else { return nil }
        let raw = UnsafeRawPointer(base)
        var broken = SIMDMask<SIMD4<Int64>>(repeating: false)
        var k = 1
        while k &+ 8 <= buffer.count {
            let v = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
            let w = raw.loadUnaligned(fromByteOffset: k &* 8 &+ 32, as: SIMD4<Double>.self)
            let pv = raw.loadUnaligned(fromByteOffset: (k &- 1) &* 8, as: SIMD4<Double>.self)
            let pw = raw.loadUnaligned(fromByteOffset: (k &- 1) &* 8 &+ 32, as: SIMD4<Double>.self)
            broken .|= .!(v .>= pv) .| .!(w .>= pw)
            k &+= 8
        }
        guard !any(broken), !first.isNaN else { return nil }
        for i in k..<buffer.count where !(buffer[i] >= buffer[i &- 1]) { return nil }
        return (first, last)
    }

    /// Whether any value is not finite, and the smallest and largest that are not NaN, in one pass four
    /// lanes at a time. NaN fails every comparison, so it never replaces a bound; a sum of the values is
    /// finite only when every value is (a sum that overflows is checked again value by value). One set of
    /// accumulators keeps every vector in a register with 128-bit vectors: the pass is bound by
    /// arithmetic, and spilling doubled its time.
    private static func scan(_ buffer: UnsafeBufferPointer<Double>) -> (anyNonFinite: Bool, low: Double, high: Double) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return (false, .infinity, -.infinity) }
        let raw = UnsafeRawPointer(base)
        var lo = SIMD4<Double>(repeating: .infinity)
        var hi = SIMD4<Double>(repeating: -.infinity)
        var sum = SIMD4<Double>(repeating: 0)
        var k = 0
        while k &+ 4 <= buffer.count {
            let v = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
            lo.replace(with: v, where: v .< lo)
            hi.replace(with: v, where: v .> hi)
            sum += v
            k &+= 4
        }
        var low = lo.min()
        var high = hi.max()
        var total = sum.sum()
        for v in buffer[k...] {
            if v < low { low = v }
            if v > high { high = v }
            total += v
        }
        let anyNonFinite = total.isFinite ? false : buffer.contains { !$0.isFinite }
        return (anyNonFinite, low, high)
    }

    /// The smallest and largest finite values, nil when none is finite.
    func finiteExtent(_ values: [Double]) -> (Double, Double)? {
        guard let (low, high) = extent else { return nil }
        // The fast pass skips NaN only; an infinite end needs the pass that skips infinities too.
        return low.isFinite && high.isFinite ? (low, high) : ColumnScan.exactFiniteExtent(values)
    }

    /// How many values are infinite (NaN, a missing value, is not counted).
    func infiniteCount(_ values: [Double]) -> Int {
        anyNonFinite ? values.count { $0.isInfinite } : 0
    }
}
