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

    static func == (a: ColumnSummary, b: ColumnSummary) -> Bool {
        a.anyNonFinite == b.anyNonFinite && a.sortedAndFinite == b.sortedAndFinite
            && a.extent?.low == b.extent?.low && a.extent?.high == b.extent?.high
    }

    /// Scans `values` once, four lanes at a time in two independent accumulators. NaN fails every
    /// comparison, so it never replaces a bound; a sum of the values is finite only when every value is
    /// (a sum that overflows is checked again value by value); when `checkingOrder`, a lane compared with
    /// its predecessor (an unaligned load one value back) records any descent. Every operation counts:
    /// with 128-bit vectors the pass is bound by arithmetic, not memory, so y (whose order no one asks)
    /// skips the order.
    init(_ values: [Double], checkingOrder: Bool = true) {
        let scanned = values.withUnsafeBufferPointer { buffer -> (Bool, Double, Double, Bool) in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return (false, .infinity, -.infinity, false) }
            let raw = UnsafeRawPointer(base)
            var lo0 = SIMD4<Double>(repeating: .infinity)
            var hi0 = SIMD4<Double>(repeating: -.infinity)
            var (lo1, hi1) = (lo0, hi0)
            var (sum0, sum1) = (SIMD4<Double>(repeating: 0), SIMD4<Double>(repeating: 0))
            var descents = SIMD4<Int64>(repeating: 0)
            var k = 1  // lanes start at 1 so that each has a predecessor; value 0 is checked below
            while k &+ 8 <= buffer.count {
                let v = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
                let w = raw.loadUnaligned(fromByteOffset: k &* 8 &+ 32, as: SIMD4<Double>.self)
                lo0.replace(with: v, where: v .< lo0)
                hi0.replace(with: v, where: v .> hi0)
                lo1.replace(with: w, where: w .< lo1)
                hi1.replace(with: w, where: w .> hi1)
                sum0 += v
                sum1 += w
                if checkingOrder {
                    let pv = raw.loadUnaligned(fromByteOffset: (k &- 1) &* 8, as: SIMD4<Double>.self)
                    let pw = raw.loadUnaligned(fromByteOffset: (k &- 1) &* 8 &+ 32, as: SIMD4<Double>.self)
                    // `>=` is false for NaN too; with no value non-finite, a false lane is a descent.
                    descents.replace(with: 1, where: .!(v .>= pv) .| .!(w .>= pw))
                }
                k &+= 8
            }
            lo0.replace(with: lo1, where: lo1 .< lo0)
            hi0.replace(with: hi1, where: hi1 .> hi0)
            var low = lo0.min()
            var high = hi0.max()
            var sum = (sum0 + sum1).sum()
            var sorted = descents.max() == 0
            for i in [0] + (k..<buffer.count) {
                let v = buffer[i]
                if v < low { low = v }
                if v > high { high = v }
                sum += v
                if checkingOrder, i > 0, !(v >= buffer[i &- 1]) { sorted = false }
            }
            let anyNonFinite = sum.isFinite ? false : buffer.contains { !$0.isFinite }
            return (anyNonFinite, low, high, sorted)
        }
        anyNonFinite = scanned.0
        extent = scanned.1 <= scanned.2 ? (scanned.1, scanned.2) : nil
        sortedAndFinite = checkingOrder ? scanned.3 && !scanned.0 && !values.isEmpty : nil
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
