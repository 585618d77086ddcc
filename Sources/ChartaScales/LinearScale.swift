/// A linear scale: `y = r0 + (x − d0)·(r1 − r0)/(d1 − d0)` per segment, as d3-scale's `scaleLinear`.
///
/// Ticks are d3-array's `ticks` over the domain's first and last values; ``nice(count:)`` is
/// d3-scale's `linearish.nice`.
public struct LinearScale: ContinuousScale, Codable {
    /// The input stops, usually the data's extent; may be descending.
    public var domain: [Double]
    /// The output stops, paired with the domain's; extras on either side are ignored.
    public var range: [Double]
    /// Whether inputs (and `invert`'s outputs) are limited to the domain's extent.
    public var clamp: Bool
    /// Whether outputs are rounded to integers (d3's `rangeRound`); `invert` is not rounded.
    public var round: Bool

    /// A linear scale; the defaults are d3's (`[0, 1]` to `[0, 1]`, unclamped, unrounded).
    public init(domain: [Double] = [0, 1], range: [Double] = [0, 1], clamp: Bool = false, round: Bool = false) {
        self.domain = domain
        self.range = range
        self.clamp = clamp
        self.round = round
    }

    private var piecewise: Piecewise {
        Piecewise(domain: domain, range: range, transform: .identity, clamp: clamp, round: round)
    }

    /// Maps a domain value to the range; NaN maps to NaN.
    public func callAsFunction(_ x: Double) -> Double { piecewise.map(x) }

    /// Maps a range value back to the domain (never rounded); NaN maps to NaN.
    public func invert(_ y: Double) -> Double { piecewise.invert(y) }

    /// About `count` round values in the domain (d3-array's `ticks` over its first and last values).
    public func ticks(count: Int) -> [Double] { TickMath.domainTicks(domain, count: count) }

    /// A copy whose first and last domain values are extended to multiples of the tick step for `count`
    /// (d3-scale's `linearish.nice`); interior stops are kept.
    public func nice(count: Int) -> LinearScale {
        var copy = self
        copy.domain = TickMath.niceDomain(domain, count: count)
        return copy
    }
}
