/// A band scale (d3-scale's `scaleBand`, `band.js`): splits a continuous range into one band per
/// domain value, with padding between and around the bands. Bar charts use it for the category axis.
///
/// The range is divided into `n − paddingInner + 2 × paddingOuter` steps; each band is `bandwidth`
/// wide and starts `step` after the previous one, and `align` distributes the outer space (0 puts it
/// all after the bands, 1 all before). A descending range (`[120, 0]`) lays the bands out in reverse.
///
/// Non-finite settings never trap: paddings that are NaN or infinite count as 0 and a NaN `align` as
/// 0.5 when positions are computed (the stored values read back as d3 coerces them).
public struct BandScale<Domain: Hashable & Sendable>: Sendable, Hashable {
    private var distinct = DistinctValues<Domain>()
    private var r0: Double
    private var r1: Double
    private var inner: Double
    private var outer: Double
    private var alignment: Double

    /// Whether step, band starts and bandwidth are rounded to whole numbers (d3's `round`, for crisp
    /// edges). Rounding can leave unused space, distributed by `align`.
    public var round: Bool

    /// A band scale. Duplicate domain values are dropped (first occurrence wins); see the properties
    /// for the meaning of each argument.
    public init(
        domain: [Domain] = [],
        range: [Double] = [0, 1],
        round: Bool = false,
        paddingInner: Double = 0,
        paddingOuter: Double = 0,
        align: Double = 0.5
    ) {
        r0 = 0
        r1 = 1
        inner = 0
        outer = 0
        alignment = 0.5
        self.round = round
        self.domain = domain
        self.range = range
        self.paddingInner = paddingInner
        self.paddingOuter = paddingOuter
        self.align = align
    }

    /// The distinct domain values in order; setting drops duplicates (first occurrence wins).
    public var domain: [Domain] {
        get { distinct.values }
        set { distinct = DistinctValues(newValue) }
    }

    /// The two range stops `[start, stop]`; `stop < start` reverses the bands. Only the first two
    /// values are used; a missing stop repeats the first, and an empty array means `[0, 1]`.
    public var range: [Double] {
        get { [r0, r1] }
        set {
            r0 = newValue.first ?? 0
            r1 = newValue.count > 1 ? newValue[1] : (newValue.first ?? 1)
        }
    }

    /// The fraction of a step left empty between bands, at most 1 (d3 clamps with `min(1, p)`).
    public var paddingInner: Double {
        get { inner }
        set { inner = newValue.isNaN ? newValue : Swift.min(1, newValue) }
    }

    /// The space before the first and after the last band, in steps.
    public var paddingOuter: Double {
        get { outer }
        set { outer = newValue }
    }

    /// Reads ``paddingInner``; setting sets ``paddingInner`` (clamped to ≤ 1) and ``paddingOuter``.
    public var padding: Double {
        get { inner }
        set {
            paddingOuter = newValue
            paddingInner = newValue
        }
    }

    /// Where the outer space goes, clamped to 0…1: 0 after the bands, 0.5 centred (default), 1 before.
    public var align: Double {
        get { alignment }
        set { alignment = newValue.isNaN ? newValue : Swift.max(0, Swift.min(1, newValue)) }
    }

    /// The layout of d3's `rescale()`: the start of the first band (in increasing range order), the
    /// step and the bandwidth.
    private var layout: (start: Double, step: Double, bandwidth: Double) {
        let n = Double(distinct.values.count)
        let pi = inner.isFinite ? inner : 0
        let po = outer.isFinite ? outer : 0
        let al = alignment.isNaN ? 0.5 : alignment
        let reverse = r1 < r0
        var start = reverse ? r1 : r0
        let stop = reverse ? r0 : r1
        var step = (stop - start) / Swift.max(1, n - pi + po * 2)
        if round { step = step.rounded(.down) }
        start += (stop - start - step * (n - pi)) * al
        var bandwidth = step * (1 - pi)
        if round {
            start = TickMath.roundHalfUp(start)
            bandwidth = TickMath.roundHalfUp(bandwidth)
        }
        return (start, step, bandwidth)
    }

    /// The distance between the starts of adjacent bands.
    public var step: Double { layout.step }

    /// The width of each band.
    public var bandwidth: Double { layout.bandwidth }

    /// The start of the band for `value`, or nil when `value` is not in the domain.
    public func callAsFunction(_ value: Domain) -> Double? {
        guard let i = distinct.index[value] else { return nil }
        let l = layout
        let k = r1 < r0 ? distinct.values.count - 1 - i : i
        return l.start + l.step * Double(k)
    }

    /// The position of every domain value, in domain order.
    public var positions: [Double] {
        let l = layout
        let n = distinct.values.count
        return (0..<n).map { i in l.start + l.step * Double(r1 < r0 ? n - 1 - i : i) }
    }
}

extension BandScale: Codable where Domain: Codable {
    private enum CodingKeys: String, CodingKey {
        case domain, range, round, paddingInner, paddingOuter, align
    }

    /// Decodes the settings; missing keys take the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            domain: try c.decodeIfPresent([Domain].self, forKey: .domain) ?? [],
            range: try c.decodeIfPresent([Double].self, forKey: .range) ?? [0, 1],
            round: try c.decodeIfPresent(Bool.self, forKey: .round) ?? false,
            paddingInner: try c.decodeIfPresent(Double.self, forKey: .paddingInner) ?? 0,
            paddingOuter: try c.decodeIfPresent(Double.self, forKey: .paddingOuter) ?? 0,
            align: try c.decodeIfPresent(Double.self, forKey: .align) ?? 0.5
        )
    }

    /// Encodes the settings (not the derived step and bandwidth).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(distinct.values, forKey: .domain)
        try c.encode([r0, r1], forKey: .range)
        try c.encode(round, forKey: .round)
        try c.encode(inner, forKey: .paddingInner)
        try c.encode(outer, forKey: .paddingOuter)
        try c.encode(alignment, forKey: .align)
    }
}
