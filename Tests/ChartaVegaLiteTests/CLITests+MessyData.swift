import Foundation
import Testing

/// `charta plot` on data as people have it: the chart they expect, or a warning that says why not.
extension CLITests {
    @Test func plotsSemicolonSeparatedDecimalCommasWithGaps() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv =
            "Datum;Umsatz;Kosten\n01.03.2024;1.234,5;3\n02.03.2024;NA;4\n03.03.2024;2.000,0;\n04.03.2024;987,25;5\n"
        try Data(csv.utf8).write(to: folder.appendingPathComponent("umsatz.csv"))
        let r = try run(["plot", "umsatz.csv", "-o", "umsatz.svg"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("umsatz.svg"), encoding: .utf8)
        // Dates on x, numbers on y: a time axis and a linear one, not categories in file order.
        #expect(svg.contains("Y-axis titled &apos;Umsatz&apos; with values from 800 to 2,000"))
        // Days of one month: the title names the month and year the labels leave out.
        #expect(svg.contains("X-axis titled &apos;Datum (Mar 2024)&apos; with values from March"))
    }

    @Test func namesTheYearsThatThinnedOutLabelsLeaveOut() throws {
        // Quarters over three years: fitting the labels hides every other one, the years among them.
        let csv =
            "city;population;founded\nParis;2.100.000;01/02/1900\nLyon;515.695;15/03/1901\nNice;870.731;30/06/1902\n"
        let text = try run(["plot", "--width", "50", "--height", "12"], stdin: Data(csv.utf8))
        #expect(text.status == 0, "\(text.stderr)")
        let lines = String(decoding: text.stdout, as: UTF8.self).split(separator: "\n")
        #expect(!lines.contains { $0.contains("1901") }, "the labels shown are months only")
        #expect(lines.contains { $0.contains("founded (1900–1902)") })
        let svg = try run(["plot", "-o", "-", "--format", "svg"], stdin: Data(csv.utf8))
        #expect(String(decoding: svg.stdout, as: UTF8.self).contains("X-axis titled &apos;founded (1900–1902)&apos;"))
        // Years shown among the labels: the title stays as it is.
        let wide = try run(["plot", "-o", "-", "--format", "svg", "--width", "2000"], stdin: Data(csv.utf8))
        let wideSVG = String(decoding: wide.stdout, as: UTF8.self)
        #expect(wideSVG.contains("X-axis titled &apos;founded&apos;") && wideSVG.contains(">1901</text>"), "\(wideSVG)")
    }

    @Test func nothingToDrawIsAnErrorNotAnEmptyChart() throws {
        for (csv, message) in [
            ("a,b\n", "there are no rows to chart, only the header"),
            ("x,y\n1,\n2,NA\n", "column “y” has no values"),
            ("x,y\n1,\n,2\n", "no row has both an “x” and a “y” value"),
        ] {
            let r = try run(["plot", "--width", "40", "--height", "10"], stdin: Data(csv.utf8))
            #expect(r.status == 1 && r.stdout.isEmpty, "\(csv)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
        }
        let typo = try run(["plot", "--x", "xx"], stdin: Data("x,y\n1,2\n".utf8))
        #expect(typo.status == 1)
        #expect(typo.stderr.contains("there is no column “xx” (did you mean “x”?)"), "\(typo.stderr)")
    }

    @Test func plotsGroupedThousandsAndJSONInFileOrder() throws {
        let csv = "city,population\nParis,\"2,100,000\"\nLyon,\"500,000\"\nNice,\"340,000\"\n"
        let bars = try run(["plot", "--mark", "bar", "--width", "50", "--height", "12"], stdin: Data(csv.utf8))
        #expect(bars.status == 0 && bars.stderr.isEmpty, "\(bars.stderr)")
        #expect(String(decoding: bars.stdout, as: UTF8.self).contains("2,000,000"))
        let json =
            #"[{"year": 2000, "region": "north", "sales": "1,200"}, {"year": 2001, "region": "south", "sales": "NA"}]"#
        let r = try run(["plot", "--input-format", "json", "-o", "-", "--format", "svg"], stdin: Data(json.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let svg = String(decoding: r.stdout, as: UTF8.self)
        #expect(svg.contains("X-axis titled &apos;year&apos;") && svg.contains("Y-axis titled &apos;sales&apos;"))
    }

    @Test func warnsWhenAMostlyNumericColumnIsReadAsText() throws {
        let csv = "x,y\n1,10\n2,oops\n3,30\n4,40\n"
        let r = try run(["plot", "--width", "40", "--height", "10"], stdin: Data(csv.utf8))
        #expect(r.status == 0)
        #expect(r.stderr.contains("standard input: warning at y: Column “y” is read as text"))
        #expect(r.stderr.contains("row 2 has “oops”"))
    }

    @Test func readingOptionsSayWhatTheValuesCannot() throws {
        let csv = "d|v\n01/02/2024|1,5\n03/04/2024|2,5\n"
        let guessed = try run(["plot", "--width", "40", "--height", "10"], stdin: Data(csv.utf8))
        #expect(guessed.status == 0)
        #expect(guessed.stderr.contains("month first and day first"))
        let told = try run(
            ["plot", "--locale", "de", "--delimiter", "|", "-o", "-", "--format", "svg"], stdin: Data(csv.utf8))
        #expect(told.status == 0 && told.stderr.isEmpty, "\(told.stderr)")
        let svg = String(decoding: told.stdout, as: UTF8.self)
        // 1 February to 3 April, day first; 1.5 and 2.5 with decimal commas.
        #expect(svg.contains("X-axis titled &apos;d (2024)&apos; with values from Feb"), "\(svg)")
        #expect(svg.contains("Y-axis titled &apos;v&apos; with values from 1.4 to 2.6"))
        let format = try run(
            ["plot", "--date-format", "%m/%d/%Y", "--width", "40", "--height", "10"], stdin: Data(csv.utf8))
        #expect(format.status == 0 && format.stderr.isEmpty, "\(format.stderr)")
        let bad = try run(["plot", "--locale", "zz"], stdin: Data(csv.utf8))
        #expect(bad.status == 64 && bad.stderr.contains("--locale"))
        let badDelimiter = try run(["plot", "--delimiter", ";;"], stdin: Data(csv.utf8))
        #expect(badDelimiter.status == 64)
    }
}
