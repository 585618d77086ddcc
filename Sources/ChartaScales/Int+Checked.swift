/// Checked conversions from floating values to integers.
///
/// `Int(_: Double)` traps on NaN, ±∞ and values outside `Int`'s range. Every size, step, bin count,
/// sequence length and index that Charta derives from input numbers goes through one of these
/// instead, so hostile input clamps or is reported, never traps.
extension Int {
    /// `value` rounded toward zero and clamped to `bounds`; NaN gives `nan`.
    ///
    /// ```swift
    /// Int(clamped: 1e308, to: 1...1_000)    // 1_000
    /// Int(clamped: .nan, to: 1...1_000)     // 1 (the lower bound unless `nan:` says otherwise)
    /// ```
    public init(clamped value: Double, to bounds: ClosedRange<Int>, nan: Int? = nil) {
        if value.isNaN {
            self = Swift.min(Swift.max(nan ?? bounds.lowerBound, bounds.lowerBound), bounds.upperBound)
        } else if value <= Double(bounds.lowerBound) {
            self = bounds.lowerBound
        } else if value >= Double(bounds.upperBound) {
            self = bounds.upperBound
        } else {
            // Strictly inside the bounds, so inside Int's range: the conversion cannot trap.
            self = Swift.min(Swift.max(Int(value.rounded(.towardZero)), bounds.lowerBound), bounds.upperBound)
        }
    }

    /// `value` rounded toward zero when it is finite and the result lies in `bounds`; otherwise nil,
    /// for callers that report the value instead of clamping it.
    public init?(checked value: Double, in bounds: ClosedRange<Int>) {
        guard value.isFinite, value >= Double(bounds.lowerBound), value < Double(bounds.upperBound) + 1 else {
            return nil
        }
        let whole = Int(clamped: value, to: bounds)
        self = whole
    }
}
