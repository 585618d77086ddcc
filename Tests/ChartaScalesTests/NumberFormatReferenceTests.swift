import Testing

@testable import ChartaScales

/// One d3-format assertion: `format(specifier)(value) == expected`, or with `prefix`,
/// `formatPrefix(specifier, prefix)(value) == expected`.
struct D3FormatCase: Sendable, CustomStringConvertible {
    var specifier: String
    var value: Double
    var prefix: Double?
    var expected: String

    init(_ specifier: String, _ value: Double, prefix: Double? = nil, _ expected: String) {
        self.specifier = specifier
        self.value = value
        self.prefix = prefix
        self.expected = expected
    }

    var description: String {
        prefix.map { "formatPrefix(\"\(specifier)\", \($0))(\(value))" } ?? "format(\"\(specifier)\")(\(value))"
    }

    func actual() throws -> String {
        if let prefix {
            return try NumberFormat.prefix(specifier, value: prefix)(value)
        }
        return try NumberFormat(specifier: specifier)(value)
    }
}

/// Short name for table rows.
typealias D3F = D3FormatCase

/// d3-format's test suite, file by file (tables in NumberFormatReferenceCases*Tests.swift).
@Suite struct NumberFormatReferenceTests {
    static let tables: [(String, [D3FormatCase])] = [
        ("format-type-%-test.js", D3FormatCase.typePercent),
        ("format-type-b-test.js", D3FormatCase.typeB),
        ("format-type-d-test.js", D3FormatCase.typeD),
        ("format-type-e-test.js", D3FormatCase.typeE),
        ("format-type-f-test.js", D3FormatCase.typeF),
        ("format-type-g-test.js", D3FormatCase.typeG),
        ("format-type-n-test.js", D3FormatCase.typeN),
        ("format-type-none-test.js", D3FormatCase.typeNone),
        ("format-type-o-test.js", D3FormatCase.typeO),
        ("format-type-p-test.js", D3FormatCase.typeP),
        ("format-type-r-test.js", D3FormatCase.typeR),
        ("format-type-x-test.js", D3FormatCase.typeX),
        ("format-type-s-test.js", D3FormatCase.typeS),
        ("format-trim-test.js", D3FormatCase.trim),
        ("format-test.js", D3FormatCase.general),
        ("formatPrefix-test.js", D3FormatCase.formatPrefix),
    ]

    @Test(arguments: tables.map(\.0))
    func d3TestFile(_ file: String) throws {
        let cases = try #require(Self.tables.first { $0.0 == file }?.1)
        #expect(!cases.isEmpty)
        for c in cases {
            #expect(try c.actual() == c.expected, "\(file): \(c)")
        }
    }

    /// d3-format test/format-type-c-test.js
    @Test func typeC() throws {
        #expect(try NumberFormat(specifier: "c")("☃") == "☃")
        #expect(try NumberFormat(specifier: "020c")("☃") == "0000000000000000000☃")
        #expect(try NumberFormat(specifier: " ^20c")("☃") == "         ☃          ")
        #expect(try NumberFormat(specifier: "$c")("☃") == "$☃")
        #expect(try NumberFormat(specifier: "c", locale: FormatLocale(decimal: "/"))(".") == ".")
    }

    /// d3-format test/format-test.js: toString, and test/formatSpecifier-test.js
    @Test func specifierParsingAndDescription() throws {
        #expect(try NumberFormat(specifier: "d").description == " >-d")
        let empty = try NumberFormat.Specifier("")
        #expect(empty == NumberFormat.Specifier())
        #expect(empty.fill == " " && empty.align == .right && empty.sign == .minus && empty.symbol == .none)
        #expect(!empty.zero && empty.width == nil && !empty.comma && empty.precision == nil && !empty.trim)
        #expect(empty.type == "")
        let q = try NumberFormat.Specifier("q")
        #expect(!q.trim && q.type == "q")
        var s = NumberFormat.Specifier()
        s.fill = "_"
        #expect(s.description == "_>-")
        s.align = .center
        #expect(s.description == "_^-")
        s.sign = .plus
        #expect(s.description == "_^+")
        s.symbol = .currency
        #expect(s.description == "_^+$")
        s.zero = true
        #expect(s.description == "_^+$0")
        s.width = 12
        #expect(s.description == "_^+$012")
        s.comma = true
        #expect(s.description == "_^+$012,")
        s.precision = 2
        #expect(s.description == "_^+$012,.2")
        s.type = "f"
        #expect(s.description == "_^+$012,.2f")
        s.trim = true
        #expect(s.description == "_^+$012,.2~f")
        #expect(NumberFormat(s)(42) == "+$0,000,000,042")
        #expect(NumberFormat.Specifier(precision: -1).description == " >-.0")
        #expect(NumberFormat.Specifier(width: -1).description == " >-1")
    }

    /// d3-format test/format-test.js and test/formatSpecifier-test.js: invalid formats throw.
    @Test(arguments: ["foo", ".-2s", ".f"])
    func invalidSpecifiersThrow(_ text: String) {
        #expect(throws: NumberFormatError.invalidSpecifier(text)) { try NumberFormat(specifier: text) }
        #expect(NumberFormatError.invalidSpecifier(text).description == "invalid format: \(text)")
    }

    /// d3-format test/precisionFixed-test.js
    @Test func precisionFixed() {
        #expect(NumberFormat.precisionFixed(step: 8.9) == 0)
        #expect(NumberFormat.precisionFixed(step: 1.1) == 0)
        #expect(NumberFormat.precisionFixed(step: 0.89) == 1)
        #expect(NumberFormat.precisionFixed(step: 0.11) == 1)
        #expect(NumberFormat.precisionFixed(step: 0.089) == 2)
        #expect(NumberFormat.precisionFixed(step: 0.011) == 2)
        for bad in [0, .nan, .infinity, -.infinity] as [Double] {
            #expect(NumberFormat.precisionFixed(step: bad) == nil)
        }
    }

    /// d3-format test/precisionPrefix-test.js
    @Test func precisionPrefix() {
        for i in stride(from: -24, through: 24, by: 3) {
            for j in i..<(i + 3) {
                #expect(NumberFormat.precisionPrefix(step: pow10(i), value: pow10(j)) == 0, "\(i) \(j)")
            }
            for j in (i - 4)..<i {
                #expect(NumberFormat.precisionPrefix(step: pow10(j), value: pow10(i)) == i - j, "\(i) \(j)")
            }
        }
        #expect(NumberFormat.precisionPrefix(step: 1e-24, value: 1e-24) == 0)
        #expect(NumberFormat.precisionPrefix(step: 1e-25, value: 1e-25) == 1)
        #expect(NumberFormat.precisionPrefix(step: 1e-26, value: 1e-26) == 2)
        #expect(NumberFormat.precisionPrefix(step: 1e-27, value: 1e-27) == 3)
        #expect(NumberFormat.precisionPrefix(step: 1e-28, value: 1e-28) == 4)
        #expect(NumberFormat.precisionPrefix(step: 1e24, value: 1e24) == 0)
        #expect(NumberFormat.precisionPrefix(step: 1e24, value: 1e25) == 0)
        #expect(NumberFormat.precisionPrefix(step: 1e24, value: 1e26) == 0)
        #expect(NumberFormat.precisionPrefix(step: 1e24, value: 1e27) == 0)
        #expect(NumberFormat.precisionPrefix(step: 1e23, value: 1e27) == 1)
        for bad in [0, .nan, .infinity, -.infinity] as [Double] {
            #expect(NumberFormat.precisionPrefix(step: bad, value: 1) == nil)
        }
    }

    /// d3-format test/precisionRound-test.js
    @Test func precisionRound() {
        #expect(NumberFormat.precisionRound(step: 0.1, max: 1.1) == 2)
        #expect(NumberFormat.precisionRound(step: 0.01, max: 0.99) == 2)
        #expect(NumberFormat.precisionRound(step: 0.01, max: 1.00) == 2)
        #expect(NumberFormat.precisionRound(step: 0.01, max: 1.01) == 3)
        for bad in [0, .nan, .infinity, -.infinity] as [Double] {
            #expect(NumberFormat.precisionRound(step: bad, max: 1) == nil)
        }
    }

    /// The double nearest 10^n, parsed from text as JavaScript's `+("1e" + n)` does.
    private func pow10(_ n: Int) -> Double {
        Double("1e\(n)") ?? .nan
    }
}
