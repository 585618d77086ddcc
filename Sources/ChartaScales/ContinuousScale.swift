/// A scale that maps a continuous numeric domain to a continuous numeric range, with the semantics of
/// d3-scale's continuous scales (linear, pow, log, symlog).
///
/// The domain and range are lists of stops; with more than two, the scale is piecewise. Values outside
/// the domain extrapolate unless ``clamp`` is set. NaN maps to NaN.
public protocol ContinuousScale: Sendable, Hashable {
    /// The input stops, usually two (the extent of the data). May be descending.
    var domain: [Double] { get set }
    /// The output stops, paired with the domain's; extra stops on either side are ignored.
    var range: [Double] { get set }
    /// Whether inputs are limited to the domain (and `invert`'s outputs to it) before mapping.
    var clamp: Bool { get set }

    /// Maps a domain value to the range.
    func callAsFunction(_ x: Double) -> Double
    /// Maps a range value back to the domain: the inverse of ``callAsFunction(_:)``.
    func invert(_ y: Double) -> Double
    /// About `count` representative values in the domain, in the domain's order; empty when `count` is
    /// not positive or the domain is unusable.
    func ticks(count: Int) -> [Double]
    /// A copy whose domain is extended to round values, so ticks for `count` start and end on it.
    func nice(count: Int) -> Self
}

extension ContinuousScale {
    /// About ten representative values in the domain (d3's default tick count).
    public func ticks() -> [Double] { ticks(count: 10) }

    /// A copy whose domain is extended to round values for about ten ticks (d3's default).
    public func nice() -> Self { nice(count: 10) }
}
