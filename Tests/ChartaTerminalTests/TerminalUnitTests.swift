import Charta
import ChartaScene
import ChartaTabular
import Foundation
import Testing

@testable import ChartaTerminal

@Suite("Terminal pieces")
struct TerminalUnitTests {
    @Test("cell widths: CJK and emoji take two cells, combining marks none")
    func cellWidths() {
        #expect(CellWidth.of("abc") == 3)
        #expect(CellWidth.of("太郎") == 4)
        #expect(CellWidth.of("十三郎") == 6)
        #expect(CellWidth.of("😀") == 2)
        #expect(CellWidth.of("👩‍💻") == 2)
        #expect(CellWidth.of("🇳🇴") == 2)
        #expect(CellWidth.of("e\u{301}") == 1)
        #expect(CellWidth.of("ｶ") == 1)
        #expect(CellWidth.of("☀") == 1)
        #expect(CellWidth.of("☀\u{FE0F}") == 2)
    }

    @Test("colour mode from the environment")
    func detection() {
        func mode(_ env: [String: String], tty: Bool = true) -> TerminalColorMode {
            TerminalColorMode.detect(environment: env, isTerminal: tty)
        }
        #expect(mode(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(mode(["TERM": "xterm-256color", "COLORTERM": "truecolor"], tty: false) == .none)
        #expect(mode(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"]) == .none)
        #expect(mode(["TERM": "xterm-256color", "NO_COLOR": ""]) == .ansi256)
        #expect(mode(["TERM": "xterm"]) == .ansi16)
        #expect(mode(["TERM": "dumb"]) == .none)
        #expect(mode(["TERM": "xterm-direct"]) == .trueColor)
        #expect(mode(["TERM": "screen-256color", "COLORTERM": "24bit"]) == .trueColor)
    }

    @Test("palette indices: the xterm cube, the grey ramp and the 16 ANSI colours")
    func palettes() {
        #expect(TerminalColorMode.index256(0, 122, 255) == 33)
        #expect(TerminalColorMode.index256(255, 255, 255) == 231)
        #expect(TerminalColorMode.index256(128, 128, 128) == 244)
        #expect(TerminalColorMode.index16(255, 0, 0) == 9)
        #expect(TerminalColorMode.index16(76, 120, 168) == 4)  // a muted blue stays blue, not grey
        #expect(TerminalColorMode.index16(245, 133, 24) == 11)
        #expect(TerminalColorMode.index16(30, 30, 30) == 0)
        #expect(TerminalColorMode.ansi16.parameters(Color(r: 0, g: 0, b: 0)) == "30")
        #expect(TerminalColorMode.ansi16.parameters(Color(r: 255, g: 255, b: 255), background: true) == "107")
        #expect(TerminalColorMode.trueColor.parameters(Color.systemBlue) == "38;2;0;122;255")
        #expect(TerminalColorMode.none.parameters(Color.systemBlue) == nil)
    }

    @Test("braille: a diagonal sets one dot per step; a filled square sets every dot inside")
    func braille() {
        var canvas = TerminalCanvas(columns: 2, rows: 1, cellSize: Size(width: 8, height: 16))
        canvas.strokeSegment(Point(x: 0.5, y: 0.5), Point(x: 15.5, y: 15.5), color: nil)
        #expect(canvas.text(mode: .none) == "⠑⢄\n")
        var filled = TerminalCanvas(columns: 2, rows: 1, cellSize: Size(width: 8, height: 16))
        filled.fillPolygons(
            [[Point(x: 0, y: 0), Point(x: 8, y: 0), Point(x: 8, y: 16), Point(x: 0, y: 16)]], evenOdd: false, color: nil
        )
        #expect(filled.text(mode: .none) == "⣿\n")
    }

    @Test("blocks: a bar ending part-way up a cell shows the covered eighths")
    func blocks() {
        var canvas = TerminalCanvas(columns: 1, rows: 2, cellSize: Size(width: 8, height: 16))
        canvas.fillRect(Rect(x: 0, y: 10, width: 8, height: 22), color: nil, alpha: 1)
        #expect(canvas.text(mode: .none) == "▃\n█\n")
        var faint = TerminalCanvas(columns: 1, rows: 1, cellSize: Size(width: 8, height: 16))
        faint.fillRect(Rect(x: 0, y: 0, width: 8, height: 16), color: nil, alpha: 0.4)
        #expect(faint.text(mode: .none) == "▒\n")
    }

    @Test("box lines join: an axis with a tick below it")
    func boxes() {
        var canvas = TerminalCanvas(columns: 3, rows: 1, cellSize: Size(width: 8, height: 16))
        canvas.boxLine(Point(x: 0, y: 4), Point(x: 24, y: 4), color: nil, dotted: false)
        canvas.boxLine(Point(x: 12, y: 4), Point(x: 12, y: 9), color: nil, dotted: false)
        #expect(canvas.text(mode: .none) == "─┬─\n")
    }

    @Test("text sticking out past the right edge is moved in; text wholly outside is not drawn")
    func edgeText() {
        let scene = Scene(
            size: Size(width: 80, height: 32),
            root: Group(children: [
                .text(TextNode(text: "1,000", position: Point(x: 78, y: 8), anchor: .middle, baseline: .middle)),
                .text(TextNode(text: "far", position: Point(x: 120, y: 24), anchor: .middle, baseline: .middle)),
            ]))
        #expect(TerminalRenderer().render(scene) == "     1,000\n\n")
    }

    @Test("a tick label rounded onto another is left out; other text is not")
    func labelCollisions() {
        func label(_ text: String, _ y: Double) -> SceneNode {
            .text(TextNode(text: text, position: Point(x: 16, y: y), anchor: .end, baseline: .middle))
        }
        let labels = Group(role: .axisLabel, children: [label("0", 30), label("20", 26), label("40", 8)])
        let scene = Scene(size: Size(width: 24, height: 32), root: Group(children: [.group(labels)]))
        #expect(TerminalRenderer().render(scene) == "40\n 0\n")
        let plain = Group(children: [label("0", 30), label("20", 26)])
        #expect(TerminalRenderer().render(Scene(size: Size(width: 24, height: 32), root: plain)) == "\n20\n")
    }

    @Test("wide text overwritten by narrow text leaves no half character")
    func wideText() {
        var canvas = TerminalCanvas(columns: 4, rows: 1, cellSize: Size(width: 8, height: 16))
        canvas.put("太郎", column: 0, row: 0, vertical: false, color: nil)
        canvas.put("x", column: 1, row: 0, vertical: false, color: nil)
        #expect(canvas.text(mode: .none) == " x郎\n")
    }
}

@Suite("Tabular data")
struct TabularTests {
    @Test("CSV columns become numbers, dates and text; empty cells are missing")
    func csvInference() throws {
        let table = try TabularReader().table(
            "date,price,name\n2024-03-01,1.5,a\n2024-03-02T12:00Z,,b\n2024-03-03,-2e1,\n")
        #expect(table["price"] == .numbers([1.5, .nan, -20]) || table["price"]?.number(at: 2) == -20)
        #expect(table["price"]?.number(at: 1).isNaN == true)
        #expect(table["date"] == .dates([1_709_251_200, 1_709_380_800, 1_709_424_000]))
        #expect(table["name"] == .strings(["a", "b", nil]))
    }

    @Test("TSV, JSON arrays and JSON lines read into the same columns")
    func formats() throws {
        let reader = TabularReader()
        let tsv = try reader.table("x\ty\n1\t2\n3\t4\n")
        let json = try reader.table(#"[{"x": 1, "y": 2}, {"x": 3, "y": 4}]"#)
        let lines = try reader.table("{\"x\": 1, \"y\": 2}\n{\"y\": 4, \"x\": 3}\n")
        #expect(tsv["x"] == .numbers([1, 3]))
        #expect(json["y"] == .numbers([2, 4]))
        #expect(lines["x"] == .numbers([1, 3]))
        #expect(TabularFormat.sniff("{\"a\": 1}") == .jsonLines)
        #expect(TabularFormat(path: "a.ndjson") == .jsonLines)
    }

    @Test("ISO dates: offsets, local time in the reader's zone, and text that is not a date")
    func isoDates() throws {
        let utc = TimeZone(identifier: "UTC")!
        let oslo = TimeZone(identifier: "Europe/Oslo")!
        #expect(ISODate.seconds("2022-07-12T14:00:00+02:00", timeZone: utc) == 1_657_627_200)
        #expect(ISODate.seconds("2022-07-12T14:00:00", timeZone: oslo) == 1_657_627_200)
        #expect(ISODate.seconds("2022-07-12 12:00:00.5Z", timeZone: oslo) == 1_657_627_200.5)
        #expect(ISODate.seconds("2022-13-12", timeZone: utc) == nil)
        #expect(ISODate.seconds("12/07/2022", timeZone: utc) == nil)
    }

    @Test("lines and areas are drawn in order of x; bars keep the data's order")
    func sortedLines() throws {
        let table = try TabularReader().table("x,y,s\n3,30,a\n1,10,b\n,0,c\n2,20,d\n")
        let line = try QuickChart(x: "x", y: "y", mark: .line).spec(table).layers[0].data
        #expect(line["y"] == .numbers([10, 20, 30, 0]))
        #expect(line["s"] == .strings(["b", "d", "a", "c"]))
        let bars = try QuickChart(x: "x", y: "y", mark: .bar).spec(table).layers[0]
        #expect(bars.data["y"] == .numbers([30, 10, 0, 20]))
        #expect(bars.encoding[.x]?.type == .ordinal)
    }

    @Test("a quick chart names the missing column and the ones there are")
    func missingColumn() throws {
        let table = try TabularReader().table("a,b\n1,2\n")
        #expect(throws: QuickChart.Failure.self) { try QuickChart(x: "a", y: "nope").spec(table) }
    }
}
