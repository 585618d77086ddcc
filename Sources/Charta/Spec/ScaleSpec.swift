/// Settings for one channel's scale; every nil is decided by `resolve`.
public struct ScaleSpec: Hashable, Sendable {
    /// The kind of scale.
    public enum Kind: Hashable, Sendable {
        case linear
        case log(base: Double)
        case pow(exponent: Double)
        case symlog(constant: Double)
        case time
        case utc
        case band
        case point
        case ordinal
    }

    /// An explicit domain.
    public enum Domain: Hashable, Sendable {
        case numbers(ClosedRange<Double>)
        case dates(ClosedRange<Double>)
        case categories([String])
    }

    public var kind: Kind?
    public var domain: Domain?
    /// Whether an automatic quantitative domain includes zero; nil: true for bars and areas, false otherwise.
    public var includesZero: Bool?
    /// Whether to extend the domain to nice round values; nil: true for quantitative position scales.
    public var nice: Bool?
    public var reverse: Bool
    /// Inner padding of band scales (0…1).
    public var paddingInner: Double?
    /// Outer padding of band and point scales.
    public var paddingOuter: Double?
    /// A named colour scheme for colour scales (see `ColorScheme`).
    public var scheme: String?
    /// Explicit visual values: colours as `#rrggbb`, for colour scales.
    public var range: [String]?
    /// Where a radius scale's range starts, in points from the centre (Vega-Lite's `rangeMin`); nil: 0.
    public var rangeMin: Double?

    /// Creates scale settings.
    public init(
        kind: Kind? = nil, domain: Domain? = nil, includesZero: Bool? = nil, nice: Bool? = nil, reverse: Bool = false,
        paddingInner: Double? = nil, paddingOuter: Double? = nil, scheme: String? = nil, range: [String]? = nil
    ) {
        self.kind = kind
        self.domain = domain
        self.includesZero = includesZero
        self.nice = nice
        self.reverse = reverse
        self.paddingInner = paddingInner
        self.paddingOuter = paddingOuter
        self.scheme = scheme
        self.range = range
    }
}
