import Foundation

/// A date-to-text format with d3-time-format's `timeFormat` specifiers, printing wall-clock time in
/// `calendar`'s time zone with the names of an injected `DateLocale`.
///
/// Directives: `%a` `%A` weekday, `%b` `%B` month, `%c` `%x` `%X` the locale's date-time, date and
/// time formats, `%d` day of month, `%e` space-padded day, `%f` microseconds, `%g` `%G` ISO 8601
/// week-based year, `%H` 24-hour, `%I` 12-hour, `%j` day of year, `%L` milliseconds, `%m` month
/// number, `%M` minutes, `%p` AM/PM, `%q` quarter, `%Q` milliseconds and `%s` seconds since 1970,
/// `%S` seconds, `%u` Monday-based (1–7) and `%w` Sunday-based (0–6) weekday, `%U` Sunday-based,
/// `%W` Monday-based and `%V` ISO 8601 week of the year, `%y` two-digit and `%Y` four-digit year,
/// `%Z` offset like `-0800`, `%%` a percent sign. A `-` (no padding), `_` (spaces) or `0` (zeros)
/// after `%` changes a number's padding: `%-d` prints `1`, `%_H` prints ` 9`. An unknown directive
/// prints its character; an invalid date formats as the empty string.
public struct DateFormat: Sendable, Hashable {
    /// The specifier this format was made from, e.g. `"%b %d, %Y"`.
    public let specifier: String
    /// The names and composite formats.
    public let locale: DateLocale
    /// The calendar whose time zone the wall-clock fields are read in.
    public let calendar: Calendar

    let tokens: [DateFormatToken]
    let localeTokens: DateFormatLocaleTokens

    /// A format for `specifier` with `locale`'s names in `calendar`'s time zone.
    public init(_ specifier: String, locale: DateLocale = .enUS, calendar: Calendar) {
        self.specifier = specifier
        self.locale = locale
        self.calendar = calendar
        tokens = DateFormatToken.parse(specifier)
        localeTokens = DateFormatLocaleTokens(
            dateTime: DateFormatToken.parse(locale.dateTime),
            date: DateFormatToken.parse(locale.date),
            time: DateFormatToken.parse(locale.time))
    }

    /// `date` as text; the empty string for an invalid date.
    public func callAsFunction(_ date: Date) -> String {
        let ms = EpochMillis.millis(date)
        guard !ms.isNaN else { return "" }
        let clock = TimeClock(calendar)
        let offset = clock.offset(at: ms)
        let moment = DateFormatMoment(ms: ms, offset: offset, fields: LocalFields(local: ms + offset))
        var out = ""
        write(tokens, moment, into: &out, depth: 0)
        return out
    }
}

extension DateFormat: Codable {
    private enum CodingKeys: String, CodingKey {
        case specifier
        case locale
        case calendar
    }

    /// Decodes the specifier, locale (en-US when absent) and calendar.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .specifier),
            locale: try container.decodeIfPresent(DateLocale.self, forKey: .locale) ?? .enUS,
            calendar: try container.decode(Calendar.self, forKey: .calendar))
    }

    /// Encodes the specifier, locale and calendar.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(specifier, forKey: .specifier)
        try container.encode(locale, forKey: .locale)
        try container.encode(calendar, forKey: .calendar)
    }
}

/// How a numeric directive is padded: d3-time-format's `pads` (`-`, `_`, `0`) or the directive's own
/// default.
enum DateFormatPadding: Hashable, Sendable {
    case standard
    case unpadded
    case spaces
    case zeros
}

/// A piece of a parsed specifier.
enum DateFormatToken: Hashable, Sendable {
    case literal(String)
    case directive(Character, DateFormatPadding)

    /// The directive letters d3-time-format knows.
    static let directives: Set<Character> = Set("aAbBcdefgGHIjLmMpqQsSuUVwWxXyYZ%")

    /// Splits `specifier` like d3-time-format's `newFormat`: text is copied, `%` starts a directive
    /// with an optional padding modifier, and an unknown directive stands for its own character.
    static func parse(_ specifier: String) -> [DateFormatToken] {
        var tokens: [DateFormatToken] = []
        var text = ""
        var iterator = specifier.makeIterator()
        while let c = iterator.next() {
            guard c == "%" else {
                text.append(c)
                continue
            }
            guard var letter = iterator.next() else { break }
            var padding = DateFormatPadding.standard
            if let modifier = paddingModifier(letter) {
                padding = modifier
                guard let next = iterator.next() else { break }
                letter = next
            }
            if directives.contains(letter) {
                if !text.isEmpty { tokens.append(.literal(text)) }
                text = ""
                tokens.append(.directive(letter, padding))
            } else {
                text.append(letter)
            }
        }
        if !text.isEmpty { tokens.append(.literal(text)) }
        return tokens
    }

    private static func paddingModifier(_ modifier: Character) -> DateFormatPadding? {
        switch modifier {
        case "-": .unpadded
        case "_": .spaces
        case "0": .zeros
        default: nil
        }
    }
}

/// The locale's `%c`, `%x` and `%X` formats, parsed once.
struct DateFormatLocaleTokens: Hashable, Sendable {
    var dateTime: [DateFormatToken]
    var date: [DateFormatToken]
    var time: [DateFormatToken]
}

/// One instant being formatted: its time value, zone offset and local fields.
struct DateFormatMoment {
    var ms: Double
    var offset: Double
    var fields: LocalFields
}
