import Foundation

/// How a locale writes numbers and dates in data: its decimal mark, and whether days come before months
/// in numeric dates (`31/12/2024`). Read from the locale's CLDR data through Foundation, so `en` is a
/// decimal point and month first, `en-GB` a decimal point and day first, `de` and `fr` a decimal comma
/// and day first.
public struct DataLocale: Hashable, Sendable {
    /// The decimal mark.
    public var decimalMark: DecimalMark
    /// Whether numeric dates put the day first.
    public var dayFirst: Bool

    /// Creates a locale's conventions.
    public init(decimalMark: DecimalMark, dayFirst: Bool) {
        self.decimalMark = decimalMark
        self.dayFirst = dayFirst
    }

    /// The conventions of a locale identifier (`en`, `en-GB`, `de`, `fr_CH`), or nil when its language
    /// is not an ISO 639 language.
    public init?(identifier: String) {
        let locale = Locale(identifier: identifier)
        guard let language = locale.language.languageCode, language.isISOLanguage else { return nil }
        decimalMark = locale.decimalSeparator == "," ? .comma : .point
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMd", options: 0, locale: locale) ?? "M/d/y"
        let day = pattern.firstIndex(of: "d")
        let month = pattern.firstIndex(of: "M")
        dayFirst = day != nil && month != nil && day! < month!
    }
}

/// The character that separates a number's whole part from its fraction.
public enum DecimalMark: String, Hashable, Sendable {
    /// `1,234.5` (grouped with commas, spaces or apostrophes).
    case point
    /// `1.234,5` (grouped with points or spaces).
    case comma
}
