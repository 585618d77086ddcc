/// The data form of a format: `{"specifier": ",.2f", "locale": {…}}`, plus `"prefixExponent"` for
/// ``NumberFormat/prefix(_:value:locale:)`` formats, or `{"compactThreshold": 10000, "locale": {…}}`.
/// A ``NumberFormat/custom(_:)`` format holds code, not data, and throws when encoded.
extension NumberFormat: Codable {
    private enum CodingKeys: String, CodingKey {
        case specifier, prefixExponent, compactThreshold, locale
    }

    /// Decodes a specifier or compact format; the locale defaults to ``FormatLocale/enUS``.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let locale = try c.decodeIfPresent(FormatLocale.self, forKey: .locale) ?? .enUS
        if let spec = try c.decodeIfPresent(Specifier.self, forKey: .specifier) {
            let e = try c.decodeIfPresent(Int.self, forKey: .prefixExponent)
            storage = .specifier(spec, locale, siExponent: e.map { max(-8, min(8, NumberFormat.floorDiv($0, 3))) * 3 })
        } else if let threshold = try c.decodeIfPresent(Double.self, forKey: .compactThreshold) {
            self = .compact(threshold: threshold, locale: locale)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "A number format needs a \"specifier\" or a \"compactThreshold\"."))
        }
    }

    /// Encodes the format; throws `EncodingError.invalidValue` for a custom format.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch storage {
        case .specifier(let spec, let locale, let e):
            try c.encode(spec, forKey: .specifier)
            try c.encodeIfPresent(e, forKey: .prefixExponent)
            try c.encode(locale, forKey: .locale)
        case .compact(let threshold, let locale):
            try c.encode(threshold, forKey: .compactThreshold)
            try c.encode(locale, forKey: .locale)
        case .custom:
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "A custom number format wraps a closure and cannot be encoded."))
        }
    }
}
