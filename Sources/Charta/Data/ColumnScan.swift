/// Whole-column questions asked outside layout's one scan per column (``ColumnSummary``).
enum ColumnScan {
    /// The smallest and largest finite values, nil when none is finite.
    static func finiteExtent(_ values: [Double]) -> (Double, Double)? {
        ColumnSummary(values).finiteExtent(values)
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
        ColumnSummary(values).infiniteCount(values)
    }

    /// The smallest difference between two distinct finite values, nil when there are fewer than two.
    /// The values are sorted once (an already sorted column is one run for the standard library's merge
    /// sort, so a time axis costs a linear pass), never hashed.
    static func closestSpacing(_ values: some Sequence<Double>) -> Double? {
        var sorted = values.filter(\.isFinite)
        sorted.sort()
        var gap = Double.infinity
        for i in sorted.indices.dropFirst() {
            let d = sorted[i] - sorted[i - 1]
            if d > 0 { gap = Swift.min(gap, d) }
        }
        return gap < .infinity ? gap : nil
    }
}
