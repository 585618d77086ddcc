import Charta
import Foundation
import Testing

@testable import ChartaScales
@testable import ChartaTabular

/// Property tests: clean tables written out the messy ways people write them (another delimiter,
/// missing-value markers, grouped thousands, decimal commas, everyday date formats) read back into the
/// clean columns, or come with a note naming the column whose reading the values could not settle.
@Suite("Reading messy data: properties")
struct TabularPropertyTests {
    /// How one messy file writes its values.
    struct Style: CustomStringConvertible {
        var delimiter: Character
        /// `en` (1,234.5), `de` (1.234,5), `fr` (1 234,5), or plain (1234.5).
        var numbers: String
        var dates: String
        var missing: [String]
        /// Whether the reader is told the locale.
        var toldLocale: Bool
        var description: String {
            "delimiter \(delimiter.debugDescription), numbers \(numbers), dates \(dates), told \(toldLocale)"
        }
    }

    static let markers = ["NA", "na", "NaN", "null", "NULL", "", "-", "n/a", "N/A", "None", "#N/A"]
    static let dateFormats = [
        "iso", "%m/%d/%Y", "%d/%m/%Y", "%d.%m.%Y", "%b %d %Y", "%d %b %Y", "%B %d, %Y", "%d-%b-%Y", "%Y/%m/%d",
    ]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// A clean row: a day (days since 1970), a value in hundredths, a count, and a label.
    struct Row {
        var day: Int
        var cents: Int
        var count: Int
        var label: String
    }

    func rows(_ random: inout SeededGenerator) -> [Row] {
        let n = Int.random(in: 3...25, using: &random)
        return (0..<n).map { i in
            var day = Int.random(in: 7000...22000, using: &random)
            if i == 0 {
                // One day above 12 lets the values decide month first or day first.
                let civil = TimeCivil.civil(days: day)
                day = TimeCivil.days(year: civil.year, month: civil.month, day: 20)
            }
            let scale = [100, 10_000, 100_000_000, 100_000_000_000][Int.random(in: 0...3, using: &random)]
            return Row(
                day: day, cents: Int.random(in: -scale...scale, using: &random),
                count: Int.random(in: 0...5_000_000, using: &random),
                label: "item " + String(Int.random(in: 0...999, using: &random)))
        }
    }

    /// A whole number written with the style's grouping.
    func grouped(_ whole: Int, _ style: String) -> String {
        let digits = String(whole.magnitude)
        let separator: String
        switch style {
        case "en": separator = ","
        case "de": separator = "."
        case "fr": separator = ["\u{A0}", " ", "\u{202F}"][Int(whole.magnitude % 3)]
        default: return (whole < 0 ? "-" : "") + digits
        }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (whole < 0 ? "-" : "") + groups.joined(separator: separator)
    }

    func money(_ cents: Int, _ style: String) -> String {
        let whole = grouped(cents / 100, style)
        let fraction = String(format: "%02d", abs(cents % 100))
        let sign = cents < 0 && cents / 100 == 0 ? "-" : ""
        return sign + whole + (style == "en" || style == "plain" ? "." : ",") + fraction
    }

    func date(_ day: Int, _ format: String) -> String {
        let c = TimeCivil.civil(days: day)
        let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
        let month = Self.monthNames[c.month - 1]
        switch format {
        case "iso": return "\(c.year)-\(two(c.month))-\(two(c.day))"
        case "%m/%d/%Y": return "\(two(c.month))/\(two(c.day))/\(c.year)"
        case "%d/%m/%Y": return "\(c.day)/\(c.month)/\(c.year)"
        case "%d.%m.%Y": return "\(two(c.day)).\(two(c.month)).\(c.year)"
        case "%b %d %Y": return "\(month.prefix(3)) \(c.day) \(c.year)"
        case "%d %b %Y": return "\(c.day) \(month.prefix(3)) \(c.year)"
        case "%B %d, %Y": return "\(month) \(c.day), \(c.year)"
        case "%d-%b-%Y": return "\(two(c.day))-\(month.prefix(3).uppercased())-\(c.year)"
        default: return "\(c.year)/\(two(c.month))/\(two(c.day))"
        }
    }

    /// A cell, quoted as RFC 4180 says when it holds the delimiter.
    func cell(_ text: String, _ delimiter: Character) -> String {
        text.contains(delimiter) || text.contains("\"")
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    func style(_ random: inout SeededGenerator) -> Style {
        let numbers = ["en", "de", "fr", "plain"][Int.random(in: 0...3, using: &random)]
        // Semicolons for decimal commas, as European spreadsheets write them, but any delimiter may come.
        let delimiters: [Character] =
            numbers == "de" || numbers == "fr" ? [";", "\t", "|", ";"] : [",", ";", "\t", "|"]
        return Style(
            delimiter: delimiters[Int.random(in: 0...3, using: &random)], numbers: numbers,
            dates: Self.dateFormats[Int.random(in: 0..<Self.dateFormats.count, using: &random)],
            missing: Self.markers.shuffled(using: &random), toldLocale: Bool.random(using: &random))
    }

    @Test("messy CSV reads back into the clean columns", arguments: 0..<8)
    func messyCSV(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &* 7919 &+ 1)
        for _ in 0..<40 {
            let rows = rows(&random)
            let style = style(&random)
            let d = style.delimiter
            var missing = Set<Int>()
            var lines = [["day", "value", "count", "label"].joined(separator: String(d))]
            for (r, row) in rows.enumerated() {
                // Any cell but the first row's may be missing.
                let gap = r > 0 && Int.random(in: 0..<4, using: &random) == 0
                if gap { missing.insert(r) }
                let marker = style.missing[r % style.missing.count]
                let cells = [
                    date(row.day, style.dates), gap ? marker : money(row.cents, style.numbers),
                    grouped(row.count, style.numbers), row.label,
                ]
                lines.append(cells.map { cell($0, d) }.joined(separator: String(d)))
            }
            let text = lines.joined(separator: "\n") + "\n"
            let locale = style.numbers == "en" ? "en" : style.numbers == "plain" ? nil : style.numbers
            let reader = TabularReader(
                locale: style.toldLocale ? locale.flatMap(DataLocale.init(identifier:)) : nil,
                dateFormat: nil)
            let reading = try reader.read(text)
            let table = reading.table
            let noted = Set(reading.notes.map(\.column))
            let context = "\(style)\n\(text)"
            #expect(table.names == ["day", "value", "count", "label"], "\(context)")
            // Values always have two decimals: their reading is never in doubt.
            let values = rows.enumerated().map { missing.contains($0) ? Double.nan : Double($1.cents) / 100 }
            #expect(same(table["value"], .numbers(values)), "\(context)")
            #expect(!noted.contains("value"), "\(context)")
            // Counts such as “1,234” alone read both ways: right, or noted.
            let counts = rows.map { Double($0.count) }
            #expect(same(table["count"], .numbers(counts)) || noted.contains("count"), "\(context)")
            if style.toldLocale || style.numbers == "plain" { #expect(!noted.contains("count"), "\(context)") }
            #expect(same(table["day"], .dates(rows.map { Double($0.day) * 86_400 })), "\(context)")
            #expect(table["label"] == .strings(rows.map(\.label)), "\(context)")
        }
    }

    @Test("messy JSON reads back into the clean columns, in the file's key order", arguments: 0..<4)
    func messyJSON(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &* 104_729 &+ 3)
        for _ in 0..<30 {
            let rows = rows(&random)
            let style = style(&random)
            let keys = ["value", "label", "day", "count"].shuffled(using: &random)
            var missing = Set<Int>()
            var objects: [String] = []
            for (r, row) in rows.enumerated() {
                let gap = r > 0 && Int.random(in: 0..<4, using: &random) == 0
                if gap { missing.insert(r) }
                // Numbers as JSON numbers or as (messy) strings; a gap as null, a marker or no key at all.
                let value: String? =
                    gap
                    ? [nil, "null", "\"\(style.missing[r % style.missing.count])\""][r % 3]
                    : Bool.random(using: &random) ? "\(Double(row.cents) / 100)" : "\"\(money(row.cents, "en"))\""
                let members: [String: String?] = [
                    "value": value, "label": "\"\(row.label)\"", "day": "\"\(date(row.day, style.dates))\"",
                    "count": "\(row.count)",
                ]
                objects.append(
                    "{" + keys.compactMap { k in members[k]!.map { "\"\(k)\": \($0)" } }.joined(separator: ", ") + "}")
            }
            let text = "[\n" + objects.joined(separator: ",\n") + "\n]"
            let table = try TabularReader().table(text)
            #expect(table.names == keys, "\(text)")
            let values = rows.enumerated().map { missing.contains($0) ? Double.nan : Double($1.cents) / 100 }
            #expect(same(table["value"], .numbers(values)), "\(text)")
            #expect(same(table["day"], .dates(rows.map { Double($0.day) * 86_400 })), "\(text)")
            #expect(table["count"] == .numbers(rows.map { Double($0.count) }), "\(text)")
        }
    }

    @Test("ambiguous numeric dates are read month first with a note, and day first when the locale says")
    func ambiguousDates() throws {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<50 {
            let days = (0..<Int.random(in: 1...10, using: &random)).map { _ in
                TimeCivil.days(
                    year: Int.random(in: 1950...2050, using: &random), month: Int.random(in: 1...12, using: &random),
                    day: Int.random(in: 1...12, using: &random))
            }
            let text = "d,v\n" + days.map { date($0, "%d/%m/%Y") + ",1" }.joined(separator: "\n")
            let british = try TabularReader(locale: DataLocale(identifier: "en-GB")).read(text)
            #expect(same(british.table["d"], .dates(days.map { Double($0) * 86_400 })), "\(text)")
            #expect(british.notes.isEmpty)
            let unsure = try TabularReader().read(text)
            let swapped = days.map { d -> Double in
                let c = TimeCivil.civil(days: d)
                return Double(TimeCivil.days(year: c.year, month: c.day, day: c.month)) * 86_400
            }
            #expect(same(unsure.table["d"], .dates(swapped)), "\(text)")
            if days.contains(where: { TimeCivil.civil(days: $0).day != TimeCivil.civil(days: $0).month }) {
                #expect(unsure.notes.map(\.column) == ["d"], "\(text)")
            }
        }
    }

    /// Columns equal with NaN equal to NaN.
    func same(_ a: DataColumn?, _ b: DataColumn) -> Bool {
        guard let a, a.kind == b.kind, a.count == b.count else { return false }
        if a.kind == .string { return a == b }
        return (0..<a.count).allSatisfy { r in
            let (u, v) = (a.number(at: r), b.number(at: r))
            return u == v || (u.isNaN && v.isNaN)
        }
    }
}
