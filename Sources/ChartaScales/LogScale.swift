/// A logarithmic scale, as d3-scale's `scaleLog`: the domain is transformed by `ln x` (or `−ln(−x)`
/// when the domain's first value is negative) before linear interpolation.
///
/// The domain must be strictly positive or strictly negative. A domain with zero, a non-finite value,
/// or values of both signs is invalid: like d3, the scale then maps everything to NaN and has no ticks;
/// ``isDomainValid`` and ``diagnostic`` let the chart layer say why. The base only affects ticks and
/// ``nice(count:)``.
public struct LogScale: ContinuousScale, Codable {
    /// The logarithm base for ticks and nicing; d3's default is 10. Must be finite and greater than 1.
    public var base: Double
    /// The input stops, usually the data's extent; may be descending.
    public var domain: [Double]
    /// The output stops, paired with the domain's; extras on either side are ignored.
    public var range: [Double]
    /// Whether inputs (and `invert`'s outputs) are limited to the domain's extent.
    public var clamp: Bool
    /// Whether outputs are rounded to integers (d3's `rangeRound`); `invert` is not rounded.
    public var round: Bool

    /// Why a log scale cannot map or tick its domain.
    public enum Diagnostic: String, Hashable, Sendable, Codable, CaseIterable {
        /// The domain has no values.
        case emptyDomain
        /// The domain has a NaN or infinite value.
        case nonFiniteDomain
        /// The domain has a zero, whose logarithm is −∞.
        case domainIncludesZero
        /// The domain has both positive and negative values.
        case domainSpansZero
        /// The base is not a finite number greater than 1, so there are no ticks and nicing does
        /// nothing (mapping is unaffected).
        case invalidBase
    }

    /// A log scale; the defaults are d3's (base 10, `[1, 10]` to `[0, 1]`).
    public init(
        base: Double = 10, domain: [Double] = [1, 10], range: [Double] = [0, 1], clamp: Bool = false,
        round: Bool = false
    ) {
        self.base = base
        self.domain = domain
        self.range = range
        self.clamp = clamp
        self.round = round
    }

    /// Whether the domain is non-empty, finite, and strictly positive or strictly negative.
    public var isDomainValid: Bool { domainDiagnostic == nil }

    /// The first problem that stops this scale from working, or nil when it has none.
    public var diagnostic: Diagnostic? {
        domainDiagnostic ?? (isBaseValid ? nil : .invalidBase)
    }

    /// Whether ``base`` is finite and greater than 1.
    var isBaseValid: Bool { base.isFinite && base > 1 }

    private var domainDiagnostic: Diagnostic? {
        guard let first = domain.first else { return .emptyDomain }
        if domain.contains(where: { !$0.isFinite }) { return .nonFiniteDomain }
        if domain.contains(0) { return .domainIncludesZero }
        let negative = first < 0
        if domain.contains(where: { ($0 < 0) != negative }) { return .domainSpansZero }
        return nil
    }

    /// Whether the domain is negative, so the reflected transform `−ln(−x)` applies (d3 looks at the
    /// first value).
    var isReflected: Bool { (domain.first ?? 1) < 0 }

    private var piecewise: Piecewise {
        Piecewise(
            domain: domain, range: range, transform: isReflected ? .negativeLog : .log, clamp: clamp, round: round)
    }

    /// Maps a domain value to the range; NaN for NaN input or an invalid domain.
    public func callAsFunction(_ x: Double) -> Double {
        isDomainValid ? piecewise.map(x) : .nan
    }

    /// Maps a range value back to the domain (never rounded); NaN for NaN or an invalid domain.
    public func invert(_ y: Double) -> Double {
        isDomainValid ? piecewise.invert(y) : .nan
    }
}
