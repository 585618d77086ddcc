/// Whole-column passes over numbers, four lanes at a time (compare-and-select, which vectorises, rather
/// than `min`/`max`, which spell out NaN rules per value). Layout runs these once per column.
enum ColumnScan {
    /// The smallest and largest finite values, nil when none is finite.
    static func finiteExtent(_ values: [Double]) -> (Double, Double)? {
        values.withUnsafeBufferPointer { buffer -> (Double, Double)? in
            guard let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            var lo = SIMD4<Double>(repeating: .infinity)
            var hi = SIMD4<Double>(repeating: -.infinity)
            let below = SIMD4<Double>(repeating: .infinity)
            let above = SIMD4<Double>(repeating: -.infinity)
            var k = 0
            while k &+ 4 <= buffer.count {
                let v = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
                // NaN fails every comparison; infinities fail the bounds.
                lo.replace(with: v, where: (v .< lo) .& (v .> above))
                hi.replace(with: v, where: (v .> hi) .& (v .< below))
                k &+= 4
            }
            var low = lo.min()
            var high = hi.max()
            while k < buffer.count {
                let v = buffer[k]
                if v.isFinite {
                    low = Swift.min(low, v)
                    high = Swift.max(high, v)
                }
                k &+= 1
            }
            return low <= high ? (low, high) : nil
        }
    }

    /// How many values are infinite (NaN, a missing value, is not counted).
    static func infiniteCount(_ values: [Double]) -> Int {
        let anyNonFinite = values.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            let raw = UnsafeRawPointer(base)
            var bad = SIMD4<Double>(repeating: 0)
            var k = 0
            while k &+ 4 <= buffer.count {
                let v = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
                bad += v - v  // NaN for NaN and for ±∞
                k &+= 4
            }
            var check = bad.sum()
            while k < buffer.count {
                check += buffer[k] - buffer[k]
                k &+= 1
            }
            return check != 0
        }
        return anyNonFinite ? values.count { $0.isInfinite } : 0
    }
}
