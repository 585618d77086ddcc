/// Automatic domains for continuous scales.
public enum ScaleDomain {
    /// The domain used when data has no finite value: `[0, 1]`, d3's default continuous domain.
    public static let fallback: [Double] = [0, 1]

    /// `[min, max]` of the finite values (NaN and ±∞ are ignored), like d3-array's `extent`; extended
    /// to include 0 when `includesZero` is set (as bar charts need). A single distinct value gives a
    /// zero-width domain `[v, v]`, which continuous scales map to their range's midpoint. Without any
    /// finite value the result is ``fallback``.
    public static func extent(of values: some Sequence<Double>, includesZero: Bool = false) -> [Double] {
        var lo = Double.infinity
        var hi = -Double.infinity
        for value in values where value.isFinite {
            if value < lo { lo = value }
            if value > hi { hi = value }
        }
        guard lo <= hi else { return fallback }
        if includesZero {
            lo = min(lo, 0)
            hi = max(hi, 0)
        }
        return [lo, hi]
    }
}
