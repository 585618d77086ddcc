import Foundation

/// Vega's probability functions (vega-functions, over vega-statistics): the density, cumulative and
/// quantile functions of the normal, log-normal and uniform distributions. The `sample…` functions are
/// random and not offered: a chart drawn from a spec is the same picture every time.
extension VLExpression {
    /// The value of the probability function `name` for arguments `a`, or nil when `name` is not one.
    static func distribution(_ name: String, _ a: [VLExprValue]) -> VLExprValue? {
        func n(_ i: Int) -> Double? { i < a.count && a[i] != .null ? a[i].number : nil }
        let x = n(0) ?? .nan
        let (mean, deviation) = (n(1) ?? 0, n(2) ?? 1)
        // The uniform functions take (min, max), or (max) alone for [0, max], as Vega does.
        let (low, high) = n(2) == nil ? (0, n(1) ?? 1) : (n(1) ?? 0, n(2) ?? 1)
        let value: Double
        switch name {
        case "densityNormal": value = VLNormal.density(x, mean: mean, deviation: deviation)
        case "cumulativeNormal": value = VLNormal.cumulative(x, mean: mean, deviation: deviation)
        case "quantileNormal": value = VLNormal.quantile(x, mean: mean, deviation: deviation)
        case "densityLogNormal":
            value = x <= 0 ? 0 : VLNormal.density(log(x), mean: mean, deviation: deviation) / x
        case "cumulativeLogNormal": value = VLNormal.cumulative(log(x), mean: mean, deviation: deviation)
        case "quantileLogNormal": value = exp(VLNormal.quantile(x, mean: mean, deviation: deviation))
        case "densityUniform": value = x >= low && x <= high ? 1 / (high - low) : 0
        case "cumulativeUniform": value = x < low ? 0 : x > high ? 1 : (x - low) / (high - low)
        case "quantileUniform": value = x >= 0 && x <= 1 ? low + x * (high - low) : .nan
        default: return nil
        }
        return .number(value)
    }
}
