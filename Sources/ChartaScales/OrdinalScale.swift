/// An ordinal scale (d3-scale's `scaleOrdinal`, `ordinal.js`): the i-th domain value maps to the
/// i-th range value, cycling through the range when the domain is longer. Colour by category uses it
/// with a ``ColorScheme``'s colours as the range.
///
/// d3 grows the domain when it meets an unknown value ("implicit" domain). A value type cannot change
/// on a read, so here ``callAsFunction(_:)`` never changes the scale and returns nil for an unknown
/// value under ``Unknown/implicit``; ``assign(_:)`` is the mutating lookup that extends the domain.
public struct OrdinalScale<Domain: Hashable & Sendable, Range: Sendable>: Sendable {
    /// What an unknown value maps to.
    public enum Unknown: Sendable {
        /// d3's default: ``OrdinalScale/assign(_:)`` appends unknown values to the domain;
        /// ``OrdinalScale/callAsFunction(_:)`` returns nil for them.
        case implicit
        /// Unknown values map to this value, and the domain never grows.
        case value(Range)
        /// Unknown values map to nil, and the domain never grows (d3's `unknown(undefined)`).
        case undefined
    }

    private var distinct = DistinctValues<Domain>()

    /// The output values, cycled when the domain is longer.
    public var range: [Range]

    /// What unknown values map to.
    public var unknown: Unknown

    /// An ordinal scale; duplicate domain values are dropped (first occurrence wins).
    public init(domain: [Domain] = [], range: [Range] = [], unknown: Unknown = .implicit) {
        self.range = range
        self.unknown = unknown
        self.domain = domain
    }

    /// The distinct domain values in order of first appearance; setting drops duplicates.
    public var domain: [Domain] {
        get { distinct.values }
        set { distinct = DistinctValues(newValue) }
    }

    /// The range value for `value`: `range[i % range.count]` for the i-th domain value, the unknown
    /// value otherwise (nil under `.implicit` and `.undefined`). Nil when the range is empty.
    public func callAsFunction(_ value: Domain) -> Range? {
        if let i = distinct.index[value] { return element(i) }
        if case .value(let r) = unknown { return r }
        return nil
    }

    /// Like ``callAsFunction(_:)``, but under ``Unknown/implicit`` first appends an unknown `value` to
    /// the domain, as d3's ordinal scale does on every lookup.
    public mutating func assign(_ value: Domain) -> Range? {
        if distinct.index[value] == nil, case .implicit = unknown {
            distinct.insert(value)
        }
        return self(value)
    }

    private func element(_ i: Int) -> Range? {
        range.isEmpty ? nil : range[i % range.count]
    }
}

extension OrdinalScale.Unknown: Equatable where Range: Equatable {}
extension OrdinalScale.Unknown: Hashable where Range: Hashable {}
extension OrdinalScale.Unknown: Codable where Range: Codable {}
extension OrdinalScale: Equatable where Range: Equatable {}
extension OrdinalScale: Hashable where Range: Hashable {}

extension OrdinalScale: Codable where Domain: Codable, Range: Codable {
    private enum CodingKeys: String, CodingKey {
        case domain, range, unknown
    }

    /// Decodes domain, range and unknown; missing keys take the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            domain: try c.decodeIfPresent([Domain].self, forKey: .domain) ?? [],
            range: try c.decodeIfPresent([Range].self, forKey: .range) ?? [],
            unknown: try c.decodeIfPresent(Unknown.self, forKey: .unknown) ?? .implicit
        )
    }

    /// Encodes domain, range and unknown.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(distinct.values, forKey: .domain)
        try c.encode(range, forKey: .range)
        try c.encode(unknown, forKey: .unknown)
    }
}
