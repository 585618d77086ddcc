import ChartaExamples
import ChartaTerminal
import ChartaTestSupport
import Testing

@testable import charta

@Suite("Terminal gallery")
struct TerminalGoldenTests {
    @Test("every reference chart as plain text at 80 × 24 matches its reviewed golden file")
    func goldens() throws {
        for entry in try Gallery.entries() {
            let text = GalleryText.render(entry, mode: .none)
            assertGolden(text, named: entry.name, extension: "txt")
        }
    }

    @Test("the plain text has exactly the rows and at most the columns asked for, down to 10 × 3")
    func dimensions() throws {
        for entry in try Gallery.entries() {
            for (columns, rows) in [(60, 20), (10, 3), (13, 5), (400, 200)] {
                let lines = GalleryText.render(entry, mode: .none, columns: columns, rows: rows).split(
                    separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count == rows + 1, "\(entry.name)")  // the rows and the final line feed
                #expect(lines.allSatisfy { CellWidth.of(String($0)) <= columns }, "\(entry.name)")
            }
        }
    }

    @Test("ANSI output parses back to the plain picture, with the bars in their colour")
    func ansiParsesBack() throws {
        let entries = try Gallery.entries()
        let bars = try #require(entries.first { $0.name == "tap-bars-8" })
        let plain = GalleryText.render(bars, mode: .none)
        for mode in [TerminalColorMode.trueColor, .ansi256, .ansi16] {
            let (lines, foreign) = parseANSI(GalleryText.render(bars, mode: mode))
            #expect(foreign.isEmpty, "\(mode): \(foreign)")
            let text = lines.map { line in
                var s = line.map(\.text).joined()
                while s.last == " " { s.removeLast() }
                return s
            }
            #expect(text.joined(separator: "\n") + "\n" == plain, "\(mode)")
            let blocks = lines.joined().filter { $0.text == "█" }
            #expect(!blocks.isEmpty)
            let expected: [Int] =
                switch mode {
                case .trueColor: [38, 2, 0, 122, 255]
                case .ansi256: [38, 5, 33]
                default: [94]
                }
            #expect(blocks.allSatisfy { $0.foreground == expected }, "\(mode)")
        }
    }

    @Test("the dark monthly chart paints its background behind every cell in colour output")
    func background() throws {
        let monthly = try #require(try Gallery.entries().first { $0.name.hasPrefix("monthly-") })
        let (lines, _) = parseANSI(GalleryText.render(monthly, mode: .trueColor))
        let cells = lines.joined()
        #expect(cells.count >= 80 * 24)
        #expect(Set(cells.map(\.background)).count == 1)
        #expect(cells.first?.background.first == 48)
    }

    @Test("gradient areas shade cell backgrounds in 24-bit colour, fading downwards, and only there")
    func gradientShading() throws {
        let smooth = try #require(try Gallery.entries().first { $0.name == "smooth-series" })
        let (lines, _) = parseANSI(GalleryText.render(smooth, mode: .trueColor))
        let shaded = lines.enumerated().flatMap { row, cells in
            cells.filter { !$0.background.isEmpty && $0.background != [48, 2, 255, 255, 255] }.map { (row, $0) }
        }
        #expect(shaded.count > 100)
        // The first series' tint (56, 58, 209) is strongest near the top: blue exceeds red there most.
        func blueness(_ cell: ParsedCell) -> Int { cell.background[4] - cell.background[2] }
        let upper = shaded.filter { $0.0 < 8 }.map { blueness($0.1) }.max() ?? 0
        let lower = shaded.filter { $0.0 > 16 }.map { blueness($0.1) }.max() ?? 0
        #expect(upper > lower)
        let (palette, _) = parseANSI(GalleryText.render(smooth, mode: .ansi256))
        #expect(palette.joined().allSatisfy { $0.background.isEmpty || $0.background == [48, 5, 231] })
    }
}
