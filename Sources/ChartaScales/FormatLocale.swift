/// The locale-dependent symbols a ``NumberFormat`` uses, with the fields and defaults of d3-format's
/// `formatLocale(definition)`.
///
/// Formatting never reads the process locale: a format uses exactly the `FormatLocale` it was built
/// with (``enUS`` unless one is passed). The `Codable` form is d3's locale JSON (the files in
/// d3-format's `locale/` folder and Vega-Lite's `config.locale.number`), so those files decode as is;
/// keys that are absent take d3's defaults.
public struct FormatLocale: Sendable, Hashable {
    /// A currency symbol placed before and after the number by the `$` specifier flag.
    public struct Currency: Sendable, Hashable {
        /// Text before the number (including any sign), for example `"$"`.
        public var prefix: String
        /// Text after the number, for example `"\u{a0}€"`.
        public var suffix: String

        /// A currency with the given prefix and suffix.
        public init(prefix: String = "", suffix: String = "") {
            self.prefix = prefix
            self.suffix = suffix
        }
    }

    /// The decimal point, for example `"."` or `","`.
    public var decimal: String
    /// The group (thousands) separator used by the `,` specifier flag.
    public var thousands: String
    /// Group sizes from the right, cycled; `[3]` groups thousands, `[3, 2]` is the Indian system.
    /// Empty means the `,` flag does not group. Sizes that are not positive end the grouping.
    public var grouping: [Int]
    /// The currency prefix and suffix.
    public var currency: Currency
    /// Ten strings that replace the ASCII digits 0–9 in the output, or `nil` to keep ASCII digits.
    public var numerals: [String]?
    /// The percent sign used by the `%` and `p` types.
    public var percent: String
    /// The minus sign; d3's default is U+2212 MINUS SIGN (`"−"`), not the hyphen-minus.
    public var minus: String
    /// The text printed for NaN.
    public var nan: String
    /// The SI prefixes from 10⁻²⁴ to 10²⁴ in steps of 10³ (17 entries, `"y"` … `""` … `"Y"`), used by
    /// the `s` type and ``NumberFormat/prefix(_:value:locale:)-(String,_,_)``.
    public var siPrefixes: [String]

    /// d3-format's SI prefixes: yocto (10⁻²⁴) to yotta (10²⁴), with `µ` (U+00B5) for micro.
    public static let defaultSIPrefixes = [
        "y", "z", "a", "f", "p", "n", "\u{b5}", "m", "", "k", "M", "G", "T", "P", "E", "Z", "Y",
    ]

    /// A locale; every argument defaults to d3's default for a missing field (no grouping, no currency).
    public init(
        decimal: String = ".",
        thousands: String = ",",
        grouping: [Int] = [],
        currency: Currency = Currency(),
        numerals: [String]? = nil,
        percent: String = "%",
        minus: String = "\u{2212}",
        nan: String = "NaN",
        siPrefixes: [String] = FormatLocale.defaultSIPrefixes
    ) {
        self.decimal = decimal
        self.thousands = thousands
        self.grouping = grouping
        self.currency = currency
        self.numerals = numerals
        self.percent = percent
        self.minus = minus
        self.nan = nan
        self.siPrefixes = siPrefixes
    }

    /// US English, d3-format's default locale (`locale/en-US.json`): `.` decimal, `,` thousands in
    /// groups of three, `$` currency, `−` minus.
    public static let enUS = FormatLocale(grouping: [3], currency: Currency(prefix: "$"))

    /// The SI prefix for 10^(3 × `index`), `index` in −8…8; empty outside that range or when the
    /// locale's prefix list is short.
    func siPrefix(_ index: Int) -> String {
        let i = index + 8
        return siPrefixes.indices.contains(i) ? siPrefixes[i] : ""
    }

    /// Replaces ASCII digits with the locale's numerals, if any.
    func localizeNumerals(_ text: String) -> String {
        guard let numerals, numerals.count >= 10 else { return text }
        var out = ""
        for ch in text {
            if let ascii = ch.asciiValue, ascii >= 48, ascii <= 57 {
                out += numerals[Int(ascii - 48)]
            } else {
                out.append(ch)
            }
        }
        return out
    }
}

extension FormatLocale: Codable {
    private enum CodingKeys: String, CodingKey {
        case decimal, thousands, grouping, currency, numerals, percent, minus, nan, siPrefixes
    }

    /// Decodes d3's locale JSON; missing keys take d3's defaults (grouping needs both `grouping` and
    /// `thousands`, as in d3).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let thousands = try c.decodeIfPresent(String.self, forKey: .thousands)
        let grouping = try c.decodeIfPresent([Int].self, forKey: .grouping)
        let currency = try c.decodeIfPresent([String].self, forKey: .currency) ?? []
        self.init(
            decimal: try c.decodeIfPresent(String.self, forKey: .decimal) ?? ".",
            thousands: thousands ?? ",",
            grouping: thousands == nil ? [] : grouping ?? [],
            currency: Currency(prefix: currency.first ?? "", suffix: currency.count > 1 ? currency[1] : ""),
            numerals: try c.decodeIfPresent([String].self, forKey: .numerals),
            percent: try c.decodeIfPresent(String.self, forKey: .percent) ?? "%",
            minus: try c.decodeIfPresent(String.self, forKey: .minus) ?? "\u{2212}",
            nan: try c.decodeIfPresent(String.self, forKey: .nan) ?? "NaN",
            siPrefixes: try c.decodeIfPresent([String].self, forKey: .siPrefixes) ?? FormatLocale.defaultSIPrefixes
        )
    }

    /// Encodes d3's locale JSON (`currency` as a two-element array), plus `siPrefixes`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(decimal, forKey: .decimal)
        try c.encode(thousands, forKey: .thousands)
        try c.encode(grouping, forKey: .grouping)
        try c.encode([currency.prefix, currency.suffix], forKey: .currency)
        try c.encodeIfPresent(numerals, forKey: .numerals)
        try c.encode(percent, forKey: .percent)
        try c.encode(minus, forKey: .minus)
        try c.encode(nan, forKey: .nan)
        try c.encode(siPrefixes, forKey: .siPrefixes)
    }
}
