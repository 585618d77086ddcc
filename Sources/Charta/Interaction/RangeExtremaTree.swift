/// The smallest and largest value over any run of a fixed array in O(log n), after an O(n) build: a
/// bottom-up segment tree (the iterative layout of Al.Cash, "Efficient and easy segment trees",
/// Codeforces blog 18051, 2015), one tree for minima and one for maxima.
struct RangeExtremaTree: Sendable, Hashable {
    /// Leaves at `count + i`, inner node `k` covering its children `2k` and `2k + 1`.
    private var lows: [Double]
    private var highs: [Double]
    /// The number of leaves.
    let count: Int

    /// A tree over per-entry lows and highs (NaN entries hold nothing); extra highs are ignored.
    init(lows: [Double], highs: [Double]) {
        let n = min(lows.count, highs.count)
        count = n
        self.lows = Array(repeating: .infinity, count: 2 * n)
        self.highs = Array(repeating: -.infinity, count: 2 * n)
        for i in 0..<n {
            if !lows[i].isNaN { self.lows[n + i] = lows[i] }
            if !highs[i].isNaN { self.highs[n + i] = highs[i] }
        }
        var k = n - 1
        while k >= 1 {
            self.lows[k] = Swift.min(self.lows[2 * k], self.lows[2 * k + 1])
            self.highs[k] = Swift.max(self.highs[2 * k], self.highs[2 * k + 1])
            k -= 1
        }
    }

    /// The smallest low and largest high over `range` (clamped to the entries); nil when it holds none.
    func extrema(_ range: Range<Int>) -> (low: Double, high: Double)? {
        var l = Swift.max(range.lowerBound, 0) + count
        var r = Swift.min(range.upperBound, count) + count
        var low = Double.infinity
        var high = -Double.infinity
        while l < r {
            if l & 1 == 1 {
                low = Swift.min(low, lows[l])
                high = Swift.max(high, highs[l])
                l += 1
            }
            if r & 1 == 1 {
                r -= 1
                low = Swift.min(low, lows[r])
                high = Swift.max(high, highs[r])
            }
            l >>= 1
            r >>= 1
        }
        return low <= high ? (low, high) : nil
    }
}
