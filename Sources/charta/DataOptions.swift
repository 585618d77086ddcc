import ArgumentParser
import ChartaTabular
import Foundation

/// How `plot` reads its data file, when the file's own values do not say: the delimiter, the locale of
/// its numbers and dates, and the format of its dates.
struct DataOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The delimiter of CSV text: , ; | tab or another single character (default: sniffed from the first lines).",
            valueName: "character"))
    var delimiter: String?

    @Option(
        help: ArgumentHelp(
            "The locale numbers and dates are written in, such as en (1,234.5 and 03/31/2024), de (1.234,5 and 31.03.2024) or fr (1 234,5 and 31/03/2024) (default: decided by each column's values).",
            valueName: "identifier"))
    var locale: String?

    @Option(
        name: .customLong("date-format"),
        help: ArgumentHelp(
            "The format of dates, in strftime's directives such as %d.%m.%Y or \"%b %d %Y %H:%M\" (default: decided by each column's values).",
            valueName: "format"))
    var dateFormat: String?

    func validate() throws {
        if let delimiter, Self.character(delimiter) == nil {
            throw ValidationError("--delimiter must be one character, or tab.")
        }
        if let locale, DataLocale(identifier: locale) == nil {
            throw ValidationError("--locale must name a language, such as en, en-GB, de or fr; “\(locale)” does not.")
        }
        if let dateFormat, DateFormat(dateFormat) == nil {
            throw ValidationError(
                "--date-format needs strftime directives (%Y %y %m %d %b %B %a %H %I %M %S %f %p %z %s); “\(dateFormat)” has none or an unknown one."
            )
        }
    }

    /// A reader of data with these options.
    func reader(timeZone: TimeZone) -> TabularReader {
        TabularReader(
            timeZone: timeZone, delimiter: delimiter.flatMap(Self.character),
            locale: locale.flatMap(DataLocale.init(identifier:)), dateFormat: dateFormat.flatMap(DateFormat.init))
    }

    /// The delimiter a value names: one character, or `tab` or `\t`.
    static func character(_ text: String) -> Character? {
        if text == "tab" || text == "\\t" { return "\t" }
        guard text.count == 1, let c = text.first, c != "\"", c != "\n", c != "\r" else { return nil }
        return c
    }
}
