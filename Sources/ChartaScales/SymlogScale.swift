/// A symmetric log scale: the domain is transformed by `sign(x)·ln(1 + |x/constant|)` before linear
/// interpolation, as d3-scale's `scaleSymlog` (Webber, "A bi-symmetric log transformation for
/// wide-range data", Meas. Sci. Technol. 24, 2013). Unlike a log scale it accepts zero and domains that
/// span zero; near zero it is linear, far from it logarithmic.
///
/// Ticks and ``nice(count:)`` work on the untransformed domain, like a linear scale's (d3's
/// `linearish`). The constant should be positive and finite; otherwise outputs are NaN.
public struct SymlogScale: ContinuousScale, Codable {
    /// Where the transform changes from linear to logarithmic; d3's default is 1.
    public var constant: Double
    /// The input stops, usually the data's extent; may be descending.
    public var domain: [Double]
    /// The output stops, paired with the domain's; extras on either side are ignored.
    public var range: [Double]
    /// Whether inputs (and `invert`'s outputs) are limited to the domain's extent.
    public var clamp: Bool
    /// Whether outputs are rounded to integers (d3's `rangeRound`); `invert` is not rounded.
    public var round: Bool

    /// A symlog scale; the defaults are d3's (constant 1, `[0, 1]` to `[0, 1]`).
    public init(
        constant: Double = 1, domain: [Double] = [0, 1], range: [Double] = [0, 1], clamp: Bool = false,
        round: Bool = false
    ) {
        self.constant = constant
        self.domain = domain
        self.range = range
        self.clamp = clamp
        self.round = round
    }

    private var piecewise: Piecewise {
        Piecewise(domain: domain, range: range, transform: .symlog(constant: constant), clamp: clamp, round: round)
    }

    /// Maps a domain value to the range; NaN maps to NaN.
    public func callAsFunction(_ x: Double) -> Double { piecewise.map(x) }

    /// Maps a range value back to the domain (never rounded); NaN maps to NaN.
    public func invert(_ y: Double) -> Double { piecewise.invert(y) }

    /// About `count` round values in the domain (d3-array's `ticks` over its first and last values).
    public func ticks(count: Int) -> [Double] { TickMath.domainTicks(domain, count: count) }

    /// A copy whose first and last domain values are extended to multiples of the tick step for `count`
    /// (d3-scale's `linearish.nice`); interior stops are kept.
    public func nice(count: Int) -> SymlogScale {
        var copy = self
        copy.domain = TickMath.niceDomain(domain, count: count)
        return copy
    }
}
