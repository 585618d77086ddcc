import Foundation
import Testing

/// `charta render` and `charta plot` writing terminal text.
extension CLITests {
    @Test func rendersTerminalTextInCells() throws {
        let r = try run(
            ["render", "-", "--format", "terminal", "--width", "40", "--height", "10"],
            stdin: Data(CLITests.barSpec.utf8))
        #expect(r.status == 0)
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 11)
        #expect(text.contains("█"))
        #expect(!text.contains("\u{1B}"))  // not a terminal: no colours unless asked for
        let coloured = try run(
            ["render", "-", "--format", "terminal", "--color-mode", "256", "--width", "40", "--height", "10"],
            stdin: Data(CLITests.barSpec.utf8))
        #expect(String(decoding: coloured.stdout, as: UTF8.self).contains("\u{1B}[0;38;5;"))
    }

    @Test func txtOutputIsTerminalText() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("bars.vl.json")
        try Data(CLITests.barSpec.utf8).write(to: spec)
        let r = try run(["render", spec.path, "-o", "bars.txt", "--width", "30", "--height", "8"], in: folder)
        #expect(r.status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("bars.txt"), encoding: .utf8)
        #expect(text.split(separator: "\n").count <= 8)
        #expect(text.contains("A") && text.contains("B"))
    }

    @Test func plotsCSVFromStandardInput() throws {
        let csv = "name,value\n太郎,7\n次郎,1\nthird,4\n"
        let r = try run(
            ["plot", "--x", "name", "--y", "value", "--mark", "bar", "--width", "40", "--height", "12"],
            stdin: Data(csv.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(text.contains("太郎") && text.contains("次郎") && text.contains("█"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 13)
    }

    @Test func plotsToSVGAndNamesMissingColumns() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("t,v\n2024-03-01,1\n2024-03-02,3\n".utf8).write(to: folder.appendingPathComponent("d.csv"))
        let r = try run(["plot", "d.csv", "-o", "d.svg"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("d.svg"), encoding: .utf8)
        #expect(svg.contains("mark-line"))
        let bad = try run(["plot", "d.csv", "--y", "price"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("“price”") && bad.stderr.contains("t, v"))
    }

    @Test func followKeepsTheLastRowsAndPrintsOnePictureToAPipe() throws {
        let lines = (1...50).map { "{\"i\": \($0), \"v\": \($0 * 2)}" }.joined(separator: "\n") + "\n"
        let r = try run(
            ["plot", "--follow", "--window", "10", "--width", "50", "--height", "10"], stdin: Data(lines.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 11)
        #expect(text.contains("100") && !text.contains(" 20 "))  // v runs 82…100
    }

    @Test func hostileNamesReachStandardErrorEscaped() throws {
        let csv = "\u{1B}]0;owned\u{07},v\n1,2\n"
        let r = try run(["plot", "--y", "\u{1B}[2Jmissing"], stdin: Data(csv.utf8))
        #expect(r.status == 1)
        #expect(!r.stderr.contains("\u{1B}") && !r.stderr.contains("\u{07}"))
        #expect(r.stderr.contains("\\x1B]0;owned\\x07"))
    }
}
