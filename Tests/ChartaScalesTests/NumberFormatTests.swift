import Foundation
import Testing

@testable import ChartaScales

@Suite struct NumberFormatTests {
    /// d3-scale test/tickFormat-test.js (same expectations as linear-test.js's tickFormat tests).
    @Test func tickFormatMatchesD3Scale() throws {
        func tf(_ a: Double, _ b: Double, _ n: Int, _ s: String? = nil) throws -> NumberFormat {
            try NumberFormat.tickFormat(start: a, stop: b, count: n, specifier: s)
        }
        #expect(try tf(0, 1, 10)(0.2) == "0.2")
        #expect(try tf(0, 1, 20)(0.2) == "0.20")
        #expect(try tf(-100, 100, 10)(-20) == "−20")
        #expect(try tf(0, 1, 10, "+f")(0.2) == "+0.2")
        #expect(try tf(0, 1, 20, "+f")(0.2) == "+0.20")
        #expect(try tf(0, 1, 10, "+%")(0.2) == "+20%")
        #expect(try tf(0.19, 0.21, 10, "+%")(0.2) == "+20.0%")
        #expect(try tf(0, 9, 10, "")(2.10) == "2")
        #expect(try tf(0, 9, 100, "")(2.01) == "2")
        #expect(try tf(0, 9, 100, "")(2.11) == "2.1")
        #expect(try tf(0, 9, 10, "e")(2.10) == "2e+0")
        #expect(try tf(0, 9, 100, "e")(2.01) == "2.0e+0")
        #expect(try tf(0, 9, 100, "e")(2.11) == "2.1e+0")
        #expect(try tf(0, 9, 10, "g")(2.10) == "2")
        #expect(try tf(0, 9, 100, "g")(2.01) == "2.0")
        #expect(try tf(0, 9, 100, "g")(2.11) == "2.1")
        #expect(try tf(0, 9, 10, "r")(2.10e6) == "2000000")
        #expect(try tf(0, 9, 100, "r")(2.01e6) == "2000000")
        #expect(try tf(0, 9, 100, "r")(2.11e6) == "2100000")
        #expect(try tf(0, 0.9, 10, "p")(0.210) == "20%")
        #expect(try tf(0.19, 0.21, 10, "p")(0.201) == "20.1%")
        #expect(try tf(0, 1e6, 10, "$s")(0.51e6) == "$0.5M")
        #expect(try tf(0, 1e6, 100, "$s")(0.501e6) == "$0.50M")
        let invalid = NumberFormat.tickFormat(start: 0, stop: .nan, count: 10)
        #expect(invalid.description == " >-,f")
        #expect(invalid(0.12) == "0.120000")
    }

    @Test func tickFormatForTypicalAxes() throws {
        let fractions = NumberFormat.tickFormat(start: 0, stop: 1, count: 5)
        #expect(
            TickMath.ticks(start: 0, stop: 1, count: 5).map { fractions($0) } == [
                "0.0", "0.2", "0.4", "0.6", "0.8", "1.0",
            ])
        let millions = NumberFormat.tickFormat(start: 0, stop: 5e6, count: 5)
        #expect(millions(1e6) == "1,000,000")
        #expect(try NumberFormat.tickFormat(start: 0, stop: 5e6, count: 5, specifier: "s")(1e6) == "1M")
        #expect(try NumberFormat.tickFormat(start: 0, stop: 5e6, count: 5, specifier: "~s")(1e6) == "1M")
        #expect(try NumberFormat.tickFormat(start: 0, stop: 5e6, count: 10, specifier: "~s")(1.5e6) == "1.5M")
        #expect(throws: NumberFormatError.invalidSpecifier("nope")) {
            try NumberFormat.tickFormat(start: 0, stop: 1, count: 5, specifier: "nope")
        }
        // Degenerate ranges and counts keep d3's default precision instead of trapping.
        for (a, b, n) in [(0.0, 0.0, 10), (1, 1, 0), (0, 1, -3), (-.infinity, .infinity, 10), (0, 1e300, 10)] {
            let f = NumberFormat.tickFormat(start: a, stop: b, count: n)
            #expect(!f(0.5).isEmpty)
            let s = try NumberFormat.tickFormat(start: a, stop: b, count: n, specifier: "s")
            #expect(!s(0.5).isEmpty)
        }
    }

    @Test func friendlyConstructors() {
        #expect(NumberFormat.integer(1234.6) == "1235")
        #expect(NumberFormat.integer(-0.4) == "0")
        #expect(NumberFormat.fixed(2)(1.005) == "1.00")  // the double is 1.00499999999999989…
        #expect(NumberFormat.fixed(2)(2.675) == "2.67")
        #expect(NumberFormat.fixed(1)(0.25) == "0.3")  // exact halves round away from zero, as toFixed
        #expect(NumberFormat.fixed(-5)(3.7) == "4")
        #expect(NumberFormat.fixed(99)(1) == "1." + String(repeating: "0", count: 20))
        #expect(NumberFormat.grouped(1234567.5) == "1,234,567.5")
        #expect(NumberFormat.grouped(1e6) == "1,000,000")
        #expect(NumberFormat.percent()(0.123) == "12%")
        #expect(NumberFormat.percent(decimals: 1)(0.1234) == "12.3%")
        #expect(NumberFormat.si(1500) == "1.5k")
        #expect(NumberFormat.si(0.001) == "1m")
        #expect(NumberFormat.si(1e9) == "1G")
    }

    @Test func compact() {
        let c = NumberFormat.compact()
        #expect(c(1_500_000) == "1.5M")
        #expect(c(10_000) == "10k")
        #expect(c(100_000) == "100k")
        #expect(c(1000) == "1k")
        #expect(c(999) == "999")
        #expect(c(12.5) == "12.5")
        #expect(c(999_950) == "1M")  // rounds to three digits before choosing the unit
        #expect(c(1_234_567) == "1.23M")
        #expect(c(2.5e9) == "2.5B")
        #expect(c(7e12) == "7T")
        #expect(c(-1_500_000) == "−1.5M")
        #expect(c(1.5e15) == "1.5e+15")
        #expect(c(-0.0) == "0")
        let t = NumberFormat.compact(threshold: 10_000)
        #expect(t(5200) == "5200")
        #expect(t(15_800) == "15.8k")
        #expect(t(-5200) == "−5200")
        let fr = NumberFormat.compact(locale: NumberFormatLocaleTests.frFR)
        #expect(fr(1_500_000) == "1,5M")
    }

    @Test func customFormatsAreValuesWithIdentity() throws {
        let a = NumberFormat.custom { "\(Int($0.rounded())) kg" }
        let b = NumberFormat.custom { "\(Int($0.rounded())) kg" }
        #expect(a(2.4) == "2 kg")
        let copy = a
        #expect(copy == a)
        #expect(a != b)
        #expect(Set([a, copy, b]).count == 2)
        #expect(a.specifier == nil && a.locale == nil && a.withLocale(.enUS) == a)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(a) }
    }

    @Test func formatsAreHashableAndCodable() throws {
        #expect(try NumberFormat(specifier: ",.2f") == NumberFormat(specifier: ",.2f"))
        #expect(try NumberFormat(specifier: ",.2f") != NumberFormat(specifier: ",.3f"))
        let formats: [NumberFormat] = [
            try NumberFormat(specifier: "_^+$012,.2~f"), .si, .compact(threshold: 10_000),
            try NumberFormat.prefix(",.1", value: 1e6), .percent(decimals: 1),
            try NumberFormat(specifier: ",.2f", locale: NumberFormatLocaleTests.frFR),
        ]
        let data = try JSONEncoder().encode(formats)
        let decoded = try JSONDecoder().decode([NumberFormat].self, from: data)
        #expect(decoded == formats)
        #expect(decoded.map { $0(-1234.5678) } == formats.map { $0(-1234.5678) })
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NumberFormat.self, from: Data(#"{"specifier": ".f"}"#.utf8))
        }
    }

    @Test func hostileValues() throws {
        let specs = [
            "", "d", "e", "f", ",f", "g", "r", "s", "~s", "%", "p", "b", "o", "x", "X", "c", "n", "$,.2f", "(.3~r",
        ]
        let values: [Double] = [
            .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, 0, -0.0, 9_007_199_254_740_994, 1e21, 1e-7,
        ]
        for spec in specs {
            let f = try NumberFormat(specifier: spec)
            for v in values { #expect(!f(v).isEmpty, "\(spec) \(v)") }
        }
        #expect(try NumberFormat(specifier: "d")(.infinity) == "∞")  // toLocaleString, as d3
        #expect(try NumberFormat(specifier: "d")(-.infinity) == "−∞")
        #expect(try NumberFormat(specifier: "f")(.infinity) == "Infinity")
        #expect(try NumberFormat(specifier: ",f")(.nan) == "NaN")
        #expect(try NumberFormat(specifier: "+f")(.nan) == "+NaN")
        #expect(try NumberFormat(specifier: ".2f")(1e300) == "1e+300")  // toFixed switches to toString at 1e21
        #expect(try NumberFormat(specifier: ",d")(1e300).hasPrefix("1,000,000,"))
        #expect(try NumberFormat(specifier: "x")(1e300).count == 250)
        #expect(NumberFormat.compact()(.nan) == "NaN")
        #expect(NumberFormat.compact()(-.infinity) == "−Infinity")
    }

    @Test func hostileSpecifiers() throws {
        #expect(throws: NumberFormatError.widthTooLarge("99999999999999999999999f")) {
            try NumberFormat(specifier: "99999999999999999999999f")
        }
        #expect(NumberFormatError.widthTooLarge("9").description.hasPrefix("invalid format: 9"))
        for bad in ["%%", "..2f", ",,", "~~", "<<<", "\n>5", "5.", "ff", "0x1", " $ ", "💥"] {
            #expect(throws: NumberFormatError.self, "\(bad)") { try NumberFormat(specifier: bad) }
        }
        // Huge precisions are clamped like d3 (0…20 fixed, 1…21 significant).
        #expect(try NumberFormat(specifier: ".999999999999999999999f")(1) == "1." + String(repeating: "0", count: 20))
        #expect(try NumberFormat(specifier: "💥^7d")(1) == "💥💥💥1💥💥💥")
        // Group sizes that are zero, negative or huge stop grouping instead of looping or overflowing.
        for grouping in [[0], [-3], [Int.max], [3, Int.min]] {
            let f = try? NumberFormat(specifier: "020,d", locale: FormatLocale(grouping: grouping))
            #expect(f.map { !$0(123_456_789).isEmpty } == true)
        }
    }
}

extension NumberFormatTests {
    @Test func nonPositiveGroupSizesKeepDigits() throws {
        #expect(try NumberFormat(specifier: ",d", locale: FormatLocale(grouping: [0]))(123_456) == "123456")
        #expect(
            try NumberFormat(specifier: ",d", locale: FormatLocale(grouping: [3, -1]))(123_456_789) == "123456,789")
    }
}
