/// Whole-column passes over numbers, four lanes at a time (compare-and-select, which vectorises, rather
/// than `min`/`max`, which spell out NaN rules per value). Layout runs these once per column.
enum ColumnScan {
    /// The smallest and largest finite values, nil when none is finite.
    static func finiteExtent(_ values: [Double]) -> (Double, Double)? {
        guard let (low, high) = extent(values) else { return nil }
        // The fast pass skips NaN only; an infinite end needs the pass that skips infinities too.
        return low.isFinite && high.isFinite ? (low, high) : exactFiniteExtent(values)
    }

    /// The smallest and largest values that are not NaN (infinities included), eight lanes at a time in
    /// two independent accumulators (so consecutive compares do not wait on each other); nil when every
    /// value is NaN.
    static func extent(_ values: [Double]) -> (Double, Double)? {
        values.withUnsafeBufferPointer { buffer -> (Double, Double)? in
            guard let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            var lo0 = SIMD4<Double>(repeating: .infinity)
            var hi0 = SIMD4<Double>(repeating: -.infinity)
            var (lo1, hi1) = (lo0, hi0)
            var k = 0
            while k &+ 8 <= buffer.count {
                let v = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
                let w = raw.loadUnaligned(fromByteOffset: k &* 8 &+ 32, as: SIMD4<Double>.self)
                // NaN fails every comparison, so it never replaces a bound (one minpd/maxpd per half).
                lo0.replace(with: v, where: v .< lo0)
                hi0.replace(with: v, where: v .> hi0)
                lo1.replace(with: w, where: w .< lo1)
                hi1.replace(with: w, where: w .> hi1)
                k &+= 8
            }
            lo0.replace(with: lo1, where: lo1 .< lo0)
            hi0.replace(with: hi1, where: hi1 .> hi0)
            var low = lo0.min()
            var high = hi0.max()
            while k < buffer.count {
                let v = buffer[k]
                if v < low { low = v }
                if v > high { high = v }
                k &+= 1
            }
            return low <= high ? (low, high) : nil
        }
    }

    /// ``finiteExtent(_:)`` for a column that holds an infinity (rare): a plain pass that skips every
    /// value that is not finite.
    static func exactFiniteExtent(_ values: [Double]) -> (Double, Double)? {
        var (low, high) = (Double.infinity, -Double.infinity)
        for v in values where v.isFinite {
            low = Swift.min(low, v)
            high = Swift.max(high, v)
        }
        return low <= high ? (low, high) : nil
    }

    /// How many values are infinite (NaN, a missing value, is not counted).
    static func infiniteCount(_ values: [Double]) -> Int {
        let anyNonFinite = values.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            let raw = UnsafeRawPointer(base)
            var bad0 = SIMD4<Double>(repeating: 0)
            var bad1 = bad0
            var k = 0
            while k &+ 8 <= buffer.count {
                let v = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
                let w = raw.loadUnaligned(fromByteOffset: k &* 8 &+ 32, as: SIMD4<Double>.self)
                bad0 += v - v  // NaN for NaN and for ±∞
                bad1 += w - w
                k &+= 8
            }
            var check = (bad0 + bad1).sum()
            while k < buffer.count {
                check += buffer[k] - buffer[k]
                k &+= 1
            }
            return check != 0
        }
        return anyNonFinite ? values.count { $0.isInfinite } : 0
    }
}
