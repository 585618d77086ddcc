/// A power scale: the domain is transformed by `sign(x)·|x|^exponent` before linear interpolation, as
/// d3-scale's `scalePow` (`scaleSqrt` is ``sqrt(domain:range:clamp:round:)``).
///
/// Ticks and ``nice(count:)`` work on the untransformed domain, like a linear scale's (d3's
/// `linearish`). An exponent of 0 makes every domain zero-width (outputs are the range midpoint); a
/// NaN exponent gives NaN outputs.
public struct PowScale: ContinuousScale, Codable {
    /// The power applied to domain values; 1 is linear, 0.5 is a square-root scale.
    public var exponent: Double
    /// The input stops, usually the data's extent; may be descending.
    public var domain: [Double]
    /// The output stops, paired with the domain's; extras on either side are ignored.
    public var range: [Double]
    /// Whether inputs (and `invert`'s outputs) are limited to the domain's extent.
    public var clamp: Bool
    /// Whether outputs are rounded to integers (d3's `rangeRound`); `invert` is not rounded.
    public var round: Bool

    /// A power scale; the defaults are d3's (exponent 1, `[0, 1]` to `[0, 1]`).
    public init(
        exponent: Double = 1, domain: [Double] = [0, 1], range: [Double] = [0, 1], clamp: Bool = false,
        round: Bool = false
    ) {
        self.exponent = exponent
        self.domain = domain
        self.range = range
        self.clamp = clamp
        self.round = round
    }

    /// A square-root scale, `PowScale(exponent: 0.5)` (d3-scale's `scaleSqrt`), e.g. for symbol areas.
    public static func sqrt(
        domain: [Double] = [0, 1], range: [Double] = [0, 1], clamp: Bool = false, round: Bool = false
    ) -> PowScale {
        PowScale(exponent: 0.5, domain: domain, range: range, clamp: clamp, round: round)
    }

    private var piecewise: Piecewise {
        Piecewise(domain: domain, range: range, transform: .power(exponent), clamp: clamp, round: round)
    }

    /// Maps a domain value to the range; NaN maps to NaN.
    public func callAsFunction(_ x: Double) -> Double { piecewise.map(x) }

    /// Maps a range value back to the domain (never rounded); NaN maps to NaN.
    public func invert(_ y: Double) -> Double { piecewise.invert(y) }

    /// About `count` round values in the domain (d3-array's `ticks` over its first and last values).
    public func ticks(count: Int) -> [Double] { TickMath.domainTicks(domain, count: count) }

    /// A copy whose first and last domain values are extended to multiples of the tick step for `count`
    /// (d3-scale's `linearish.nice`); interior stops are kept.
    public func nice(count: Int) -> PowScale {
        var copy = self
        copy.domain = TickMath.niceDomain(domain, count: count)
        return copy
    }
}
