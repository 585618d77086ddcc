/// A point scale (d3-scale's `scalePoint`, `point.js`): a ``BandScale`` whose bands have zero width,
/// so each domain value maps to a point spaced `step` apart. Dot plots and line charts over categories
/// use it.
///
/// `padding` is the outer padding, in steps (the inner padding is fixed at 1).
public struct PointScale<Domain: Hashable & Sendable>: Sendable, Hashable {
    /// The band scale underneath, with `paddingInner == 1`.
    public private(set) var band: BandScale<Domain>

    /// A point scale; `padding` is the space before the first and after the last point, in steps.
    public init(
        domain: [Domain] = [], range: [Double] = [0, 1], round: Bool = false, padding: Double = 0,
        align: Double = 0.5
    ) {
        band = BandScale(
            domain: domain, range: range, round: round, paddingInner: 1, paddingOuter: padding, align: align)
    }

    /// The distinct domain values in order; setting drops duplicates.
    public var domain: [Domain] {
        get { band.domain }
        set { band.domain = newValue }
    }

    /// The two range stops `[start, stop]`; `stop < start` reverses the points.
    public var range: [Double] {
        get { band.range }
        set { band.range = newValue }
    }

    /// Whether positions and step are rounded to whole numbers.
    public var round: Bool {
        get { band.round }
        set { band.round = newValue }
    }

    /// The outer padding, in steps.
    public var padding: Double {
        get { band.paddingOuter }
        set { band.paddingOuter = newValue }
    }

    /// Where the outer space goes, 0…1 (0.5 centres the points).
    public var align: Double {
        get { band.align }
        set { band.align = newValue }
    }

    /// The distance between adjacent points.
    public var step: Double { band.step }

    /// Always 0: points have no width.
    public var bandwidth: Double { band.bandwidth }

    /// The position of `value`, or nil when it is not in the domain.
    public func callAsFunction(_ value: Domain) -> Double? { band(value) }

    /// The position of every domain value, in domain order.
    public var positions: [Double] { band.positions }
}

extension PointScale: Codable where Domain: Codable {
    private enum CodingKeys: String, CodingKey {
        case domain, range, round, padding, align
    }

    /// Decodes the settings; missing keys take the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            domain: try c.decodeIfPresent([Domain].self, forKey: .domain) ?? [],
            range: try c.decodeIfPresent([Double].self, forKey: .range) ?? [0, 1],
            round: try c.decodeIfPresent(Bool.self, forKey: .round) ?? false,
            padding: try c.decodeIfPresent(Double.self, forKey: .padding) ?? 0,
            align: try c.decodeIfPresent(Double.self, forKey: .align) ?? 0.5
        )
    }

    /// Encodes the settings.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(domain, forKey: .domain)
        try c.encode(range, forKey: .range)
        try c.encode(round, forKey: .round)
        try c.encode(padding, forKey: .padding)
        try c.encode(align, forKey: .align)
    }
}
