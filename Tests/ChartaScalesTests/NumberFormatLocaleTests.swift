import Foundation
import Testing

@testable import ChartaScales

/// d3-format's locale tests (test/locale-test.js, defaultLocale-test.js, arabicLocale-test.js) with the
/// locale definitions from d3-format's locale/*.json; expected strings are d3's.
@Suite struct NumberFormatLocaleTests {
    private func f(_ spec: String, _ locale: FormatLocale) throws -> NumberFormat {
        try NumberFormat(specifier: spec, locale: locale)
    }

    /// d3-format locale/fr-FR.json as used by test/defaultLocale-test.js.
    static let frFR = FormatLocale(
        decimal: ",", thousands: ".", grouping: [3], currency: .init(suffix: "\u{a0}€"), percent: "\u{202f}%")

    @Test func decimal() throws {
        #expect(try f("06.2f", FormatLocale(decimal: "|"))(2) == "002|00")
        #expect(try f("06.2f", FormatLocale(decimal: "/"))(2) == "002/00")
    }

    @Test func currency() throws {
        #expect(try f("$06.2f", FormatLocale(currency: .init(prefix: "฿")))(2) == "฿02.00")
        #expect(try f("$06.2f", FormatLocale(currency: .init(suffix: "฿")))(2) == "02.00฿")
        // The currency suffix goes after the SI suffix.
        #expect(try f("$.3s", FormatLocale(decimal: ",", currency: .init(suffix: " €")))(1.2e9) == "1,20G €")
    }

    @Test func grouping() throws {
        #expect(try f("012,.2f", FormatLocale(decimal: "."))(2) == "000000002.00")
        #expect(try f("012,.2f", FormatLocale(grouping: [3]))(2) == "0,000,002.00")
        #expect(try f("012,.2f", FormatLocale(grouping: [2]))(2) == "0,00,00,02.00")
        #expect(try f("012,.2f", FormatLocale(grouping: [2, 3]))(2) == "00,000,02.00")
        #expect(try f(",d", FormatLocale(grouping: [3, 2, 2, 2, 2, 2, 2]))(1e12) == "10,00,00,00,00,000")
        #expect(try f("012,.2f", FormatLocale(thousands: " ", grouping: [3]))(2) == "0 000 002.00")
        #expect(try f("012,.2f", FormatLocale(thousands: "/", grouping: [3]))(2) == "0/000/002.00")
    }

    @Test func indianNumberingSystem() throws {
        // locale/en-IN.json
        let enIN = FormatLocale(grouping: [3, 2, 2, 2, 2, 2, 2, 2, 2, 2], currency: .init(prefix: "₹"))
        let format = try f(",", enIN)
        let table: [(Double, String)] = [
            (10, "10"), (100, "100"), (1000, "1,000"), (10000, "10,000"), (100000, "1,00,000"),
            (1_000_000, "10,00,000"), (10_000_000, "1,00,00,000"), (10000000.4543, "1,00,00,000.4543"),
            (1000.321, "1,000.321"), (10.5, "10.5"), (-10, "−10"), (-100, "−100"), (-1000, "−1,000"),
            (-10000, "−10,000"), (-100000, "−1,00,000"), (-1_000_000, "−10,00,000"),
            (-10_000_000, "−1,00,00,000"), (-10000000.4543, "−1,00,00,000.4543"), (-1000.321, "−1,000.321"),
            (-10.5, "−10.5"),
        ]
        for (value, expected) in table { #expect(format(value) == expected) }
    }

    @Test func percentMinusAndNaN() throws {
        #expect(try f("06.2%", FormatLocale(percent: "!"))(2) == "200.00!")
        #expect(try f("06.2%", FormatLocale(percent: "﹪"))(2) == "200.00﹪")
        #expect(try f("06.2f", FormatLocale(minus: "-"))(-2) == "-02.00")
        #expect(try f("06.2f", FormatLocale(minus: "−"))(-2) == "−02.00")
        #expect(try f("06.2f", FormatLocale(minus: "➖"))(-2) == "➖02.00")
        #expect(try f("06.2f", FormatLocale())(-2) == "−02.00")
        #expect(try f("6.2f", FormatLocale(nan: "N/A"))(.nan) == "   N/A")
        #expect(try f("<6.2g", FormatLocale(nan: "-"))(.nan) == "-     ")
        #expect(try f(" 6.2f", FormatLocale())(.nan) == "   NaN")
    }

    /// test/defaultLocale-test.js
    @Test func frenchLocale() throws {
        #expect(try f("$,.2f", Self.frFR)(12345678.90) == "12.345.678,90\u{a0}€")
        #expect(try f(",.0%", Self.frFR)(12345678.90) == "1.234.567.890\u{202f}%")
        #expect(try NumberFormat.prefix(",.2", value: 1e3, locale: Self.frFR)(12345678.90) == "12.345,68k")
    }

    /// test/arabicLocale-test.js with locale/ar-001.json (Arabic-Indic numerals).
    @Test func arabicNumerals() throws {
        let ar001 = FormatLocale(
            decimal: "\u{066b}", thousands: "\u{066c}", grouping: [3],
            numerals: (0x660...0x669).map { String(UnicodeScalar($0).map(Character.init) ?? "?") })
        #expect(try f("$,.2f", ar001)(-1234.56) == "−١٬٢٣٤٫٥٦")
        // locale/ar-DZ.json keeps ASCII digits with a currency prefix.
        let arDZ = FormatLocale(
            decimal: ",", thousands: ".", grouping: [3], currency: .init(prefix: "د.ج. "))
        #expect(try f("$,.2f", arDZ)(1234.56) == "د.ج. 1.234,56")
    }

    @Test func localeDecodesD3JSON() throws {
        // locale/fr-FR.json verbatim.
        let json =
            #"{"decimal": ",", "thousands": "\u00a0", "grouping": [3], "currency": ["", "\u00a0€"], "percent": "\u202f%"}"#
        let locale = try JSONDecoder().decode(FormatLocale.self, from: Data(json.utf8))
        #expect(locale.decimal == "," && locale.thousands == "\u{a0}" && locale.grouping == [3])
        #expect(locale.currency == .init(suffix: "\u{a0}€") && locale.percent == "\u{202f}%")
        #expect(locale.minus == "\u{2212}" && locale.nan == "NaN")
        #expect(try f("$,.2f", locale)(1234.5) == "1\u{a0}234,50\u{a0}€")
        // Missing "thousands" means no grouping (d3's formatLocale).
        let bare = try JSONDecoder().decode(FormatLocale.self, from: Data(#"{"grouping": [3]}"#.utf8))
        #expect(bare.grouping.isEmpty)
        let roundTrip = try JSONDecoder().decode(FormatLocale.self, from: JSONEncoder().encode(locale))
        #expect(roundTrip == locale)
    }

    @Test func enUSIsTheDefault() throws {
        #expect(try NumberFormat(specifier: "$,.2f")(-1234.5) == "−$1,234.50")
        #expect(try NumberFormat(specifier: "$,.2f").locale == .enUS)
        #expect(NumberFormat.grouped.withLocale(Self.frFR)(1234.5) == "1.234,5")
    }
}
