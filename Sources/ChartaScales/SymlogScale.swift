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
    public var domain: [Double]
    public var range: [Double]
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

    public func callAsFunction(_ x: Double) -> Double { piecewise.map(x) }

    public func invert(_ y: Double) -> Double { piecewise.invert(y) }

    public func ticks(count: Int) -> [Double] { TickMath.domainTicks(domain, count: count) }

    public func nice(count: Int) -> SymlogScale {
        var copy = self
        copy.domain = TickMath.niceDomain(domain, count: count)
        return copy
    }
}
