import Charta
import ChartaTabular
import ChartaTerminal
import Foundation
import Testing

@Suite("Terminal safety and sizes")
struct TerminalSafetyTests {
    static let hostile = [
        "\u{1B}]0;pwned\u{07}title", "\u{1B}]52;c;ZWNobyBoaQ==\u{07}clip", "\u{1B}]8;;https://x.invalid\u{1B}\\link",
        "\u{1B}[2J\u{1B}[Hclear", "\u{9B}31mC1", "\u{9D}0;t\u{9C}osc", "abc\u{202E}fed", "\u{2066}iso\u{2069}",
        "tab\there", "bell\u{07}", "nul\u{0}", "line\nbreak", "del\u{7F}",
    ]

    /// Everything a terminal would act on, other than the renderer's own SGR sequences and line feeds.
    static func controls(in output: String) -> [String] {
        let (lines, foreign) = parseANSI(output)
        let scalars = lines.joined().flatMap { $0.text.unicodeScalars }
        return foreign + scalars.filter(TerminalText.needsEscape).map { "U+\(String($0.value, radix: 16))" }
    }

    @Test("hostile labels, titles and categories leave no control byte, in every colour mode")
    func hostileLabels() throws {
        let names = Self.hostile
        let table = try DataTable([
            ("name", .strings(names)), ("value", .numbers(names.indices.map(Double.init))),
            ("series", .strings(names.map { String($0.prefix(6)) })),
        ])
        for mark in QuickChart.Mark.allCases {
            var spec = try QuickChart(x: "name", y: "value", mark: mark, color: "series", title: names[0]).spec(table)
            spec.layers[0].encoding[.x]?.title = names[1]
            for mode in TerminalColorMode.allCases {
                let output = terminalText(spec, columns: 120, rows: 30, mode: mode)
                #expect(Self.controls(in: output).isEmpty, "\(mark) \(mode): \(Self.controls(in: output))")
                // The controls are shown, escaped, not dropped: the title and the legend's bidi override.
                #expect(output.contains("\\x1B]0;pwned\\x07"), "\(mark) \(mode)")
                #expect(output.contains("abc\\u202E"), "\(mark) \(mode)")
            }
        }
    }

    @Test("the sanitiser shows controls and bidi overrides escaped")
    func sanitiser() {
        #expect(TerminalText.sanitized("a\u{1B}[31mb") == "a\\x1B[31mb")
        #expect(TerminalText.sanitized("\u{9B}x") == "\\x9Bx")
        #expect(TerminalText.sanitized("x\u{202E}y") == "x\\u202Ey")
        #expect(TerminalText.sanitized("太郎 😀 ok") == "太郎 😀 ok")
        for text in Self.hostile {
            #expect(!TerminalText.sanitized(text).unicodeScalars.contains(where: TerminalText.needsEscape))
        }
    }

    @Test("widths 10…400 columns and heights 3…200 rows never crash and fill exactly the grid")
    func sizes() throws {
        var csv = "t,v,s\n"
        for i in 0..<200 {
            csv +=
                "2024-01-\(String(format: "%02d", 1 + i % 28))T\(String(format: "%02d", i % 24)):00Z,\(Double(i % 37) - 10),s\(i % 3)\n"
        }
        let specs = try [
            quickSpec(csv, x: "t", y: "v", mark: .line, color: "s"),
            quickSpec(csv, x: "s", y: "v", mark: .bar),
            quickSpec(csv, x: "v", y: "t", mark: .point),
            quickSpec(csv, x: "t", y: "v", mark: .area),
        ]
        let widths = Array(stride(from: 10, through: 400, by: 39)) + [11, 13, 400]
        let heights = Array(stride(from: 3, through: 200, by: 23)) + [4, 5, 200]
        for (i, spec) in specs.enumerated() {
            for width in widths {
                for height in heights where (width + height + i) % 2 == 0 || width <= 13 || height <= 5 {
                    let lines = terminalText(spec, columns: width, rows: height).split(
                        separator: "\n", omittingEmptySubsequences: false)
                    #expect(lines.count == height + 1, "\(i) \(width)×\(height)")
                    #expect(lines.allSatisfy { CellWidth.of(String($0)) <= width }, "\(i) \(width)×\(height)")
                }
            }
        }
    }
}
