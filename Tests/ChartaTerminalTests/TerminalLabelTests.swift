import Charta
import ChartaTabular
import ChartaTerminal
import Foundation
import Testing

/// Charts as a new user draws them with `charta plot`, at the widths terminals have.
enum LabelCharts {
    static let widths = [20, 40, 80, 200]
    static let heights = [12, 24]

    /// Dates as ISO text, `count` of them `step` seconds apart from `start` (UTC).
    static func dates(from start: String, step: Double, count: Int) -> [String] {
        let begin = ISO8601DateFormatter().date(from: start)!
        let format = ISO8601DateFormatter()
        return (0..<count).map { format.string(from: begin.addingTimeInterval(step * Double($0))) }
    }

    static func csv(_ header: String, _ rows: [String]) -> String { ([header] + rows).joined(separator: "\n") + "\n" }

    /// Twelve hours of quarter hours, three days of hours, four months of days, 24 years of half years.
    static let timeLines: [(name: String, csv: String, year: String)] = [
        (
            "hours",
            csv(
                "time,value",
                dates(from: "2024-03-05T06:00:00Z", step: 900, count: 48).enumerated().map { "\($1),\($0 % 7)" }),
            "2024"
        ),
        (
            "days",
            csv(
                "time,value",
                dates(from: "2024-01-01T00:00:00Z", step: 3600, count: 72).enumerated().map { "\($1),\($0 * 7 % 11)" }),
            "2024"
        ),
        (
            "months",
            csv(
                "time,value",
                dates(from: "2024-01-01T00:00:00Z", step: 86_400, count: 120).enumerated().map { "\($1),\($0 % 13)" }),
            "2024"
        ),
        (
            "years",
            csv(
                "time,value",
                dates(from: "2000-01-01T00:00:00Z", step: 86_400 * 182.5, count: 48).enumerated().map {
                    "\($1),\($0 * 5 % 17)"
                }),
            "2000"
        ),
    ]

    static let fruit = ["apple", "banana", "cherry", "grapefruit (pink)", "honeydew melon", "kiwi"]
    static let fruitCSV = csv("fruit,count", fruit.enumerated().map { "\($1),\($0 * 3 % 7 + 2)" })
    static let many = (0..<30).map { "item\($0 < 10 ? "0" : "")\($0)" }
    static let manyCSV = csv("name,count", many.enumerated().map { "\($1),\($0 * 5 % 17 + 1)" })
    static let series = ["alpha", "beta", "gamma", "delta"]
    static let seriesCSV = csv(
        "x,y,series",
        series.enumerated().flatMap { k, name in (0..<20).map { "\($0),\(($0 * (k + 1)) % 13 + k),\(name)" } })

    /// The chart drawn in plain text, its scene's shown tick labels and its diagnostics.
    static func draw(_ spec: ChartSpec, columns: Int, rows: Int) -> (TerminalPicture, [Edge: [String]], [Diagnostic]) {
        let measurer = CellTextMeasurer()
        let rendered = ChartLayout.render(spec, size: measurer.size(columns: columns, rows: rows), measurer: measurer)
        let text = TerminalRenderer(colorMode: .none).render(rendered.scene)
        return (TerminalPicture(text), shownAxisLabels(rendered.scene), rendered.diagnostics)
    }

    /// Every check that holds for any chart: no label down the page, none glued to the next, and each
    /// tick label the layout shows standing alone where its axis puts it.
    static func labelProblems(_ picture: TerminalPicture, _ labels: [Edge: [String]]) -> [String] {
        picture.verticalLabels().map { "vertical label \($0)" } + picture.gluedLabels().map { "glued labels \($0)" }
            + picture.bottomLabelProblems(labels[.bottom] ?? []) + picture.leftLabelProblems(labels[.left] ?? [])
    }
}

@Suite("Terminal labels at 20, 40, 80 and 200 columns")
struct TerminalLabelTests {
    @Test("the picture reader finds the collisions of the first hour: glued, vertical and lost labels")
    func readerFindsCollisions() {
        let glued = TerminalPicture("  0┼─────┬─────┬──\n   Feb 04Feb 18 06 PMTue 02\n")
        #expect(glued.gluedLabels().map(\.text) == ["04Feb", "PMTue"])
        #expect(!glued.bottomLabelProblems(["Feb 04", "Feb 18"]).isEmpty)
        let vertical = TerminalPicture(" 0┼┬─┬──\n  J  F\n  a  e\n  n  b\n")
        #expect(vertical.verticalLabels().map(\.text) == ["Jan", "Feb"])
        let fine = TerminalPicture("  0┼─────┬─────┬──\n   Feb 04 Feb 18  Mar 03\n")
        #expect(fine.gluedLabels().isEmpty && fine.verticalLabels().isEmpty)
        #expect(fine.bottomLabelProblems(["Feb 04", "Feb 18", "Mar 03"]).isEmpty)
        #expect(!fine.bottomLabelProblems(["Feb 04", "Mar 03"]).isEmpty, "text that is no label")
    }

    @Test("lines over hours, days, months and years: labels apart, none vertical, the year shown")
    func timeAxes() throws {
        for chart in LabelCharts.timeLines {
            let spec = try quickSpec(chart.csv, x: "time", y: "value", mark: .line)
            for columns in LabelCharts.widths {
                for rows in LabelCharts.heights {
                    let (picture, labels, _) = LabelCharts.draw(spec, columns: columns, rows: rows)
                    let problems = LabelCharts.labelProblems(picture, labels)
                    let text = picture.rows.map { String($0) }.joined(separator: "\n")
                    #expect(problems.isEmpty, "\(chart.name) at \(columns) × \(rows): \(problems)\n\(text)")
                    #expect((labels[.bottom] ?? []).count >= 1, "\(chart.name) at \(columns) × \(rows)")
                    #expect(text.contains(chart.year), "\(chart.name) at \(columns) × \(rows): no year\n\(text)")
                }
            }
        }
    }

    @Test("day ticks (\"Wed 13\") that name no month leave it to the title")
    func dayTicksNameTheirMonth() throws {
        let csv = LabelCharts.csv(
            "time,value",
            LabelCharts.dates(from: "2024-03-12T00:00:00Z", step: 3600, count: 72).enumerated().map {
                "\($1),\($0 % 5)"
            })
        let spec = try quickSpec(csv, x: "time", y: "value", mark: .line)
        for columns in LabelCharts.widths {
            let (picture, _, _) = LabelCharts.draw(spec, columns: columns, rows: 12)
            let text = picture.rows.map { String($0) }.joined(separator: "\n")
            // In a label (a Sunday is "Mar 17") or the title ("time (Mar 2024)"), and the year too.
            #expect(text.contains("Mar") && text.contains("2024"), "\(columns) columns: no month\n\(text)")
        }
    }

    @Test("three days of hours at 40 columns tick at days, not hours; at 200 columns hours fit")
    func calendarLevel() throws {
        let days = LabelCharts.timeLines[1]
        let spec = try quickSpec(days.csv, x: "time", y: "value", mark: .line)
        let narrow = LabelCharts.draw(spec, columns: 40, rows: 16).1[.bottom] ?? []
        #expect(!narrow.isEmpty && narrow.allSatisfy { !$0.hasSuffix("AM") && !$0.hasSuffix("PM") }, "\(narrow)")
        let wide = LabelCharts.draw(spec, columns: 200, rows: 16).1[.bottom] ?? []
        #expect(wide.contains { $0.hasSuffix("PM") }, "\(wide)")
    }

    @Test("long category names: every category labelled, whole from 40 columns, bars laid along them")
    func longCategories() throws {
        let spec = try quickSpec(LabelCharts.fruitCSV, x: "fruit", y: "count", mark: .bar)
        for columns in LabelCharts.widths {
            for rows in LabelCharts.heights {
                let (picture, labels, _) = LabelCharts.draw(spec, columns: columns, rows: rows)
                let problems = LabelCharts.labelProblems(picture, labels)
                let text = picture.rows.map { String($0) }.joined(separator: "\n")
                #expect(problems.isEmpty, "at \(columns) × \(rows): \(problems)\n\(text)")
                let shown = (labels[.bottom] ?? []) + (labels[.left] ?? [])
                for name in LabelCharts.fruit {
                    let whole = shown.contains(name)
                    let cut = shown.contains { $0.hasSuffix("…") && name.hasPrefix($0.dropLast()) }
                    #expect(whole || (cut && columns < 40), "“\(name)” at \(columns) × \(rows)\n\(text)")
                }
            }
        }
        // “banana” does not fit under its bar at 40 columns: the categories go down the left.
        let (_, labels, _) = LabelCharts.draw(spec, columns: 40, rows: 16)
        #expect(labels[.left] == LabelCharts.fruit)
    }

    @Test("thirty categories: all labelled when the cells allow it, else a warning says how many are not")
    func manyCategories() throws {
        let spec = try quickSpec(LabelCharts.manyCSV, x: "name", y: "count", mark: .bar)
        for columns in LabelCharts.widths {
            for rows in LabelCharts.heights + [40] {
                let (picture, labels, diagnostics) = LabelCharts.draw(spec, columns: columns, rows: rows)
                let problems = LabelCharts.labelProblems(picture, labels)
                let text = picture.rows.map { String($0) }.joined(separator: "\n")
                #expect(problems.isEmpty, "at \(columns) × \(rows): \(problems)\n\(text)")
                let shown = Set(((labels[.bottom] ?? []) + (labels[.left] ?? [])).filter { $0.hasPrefix("i") })
                let warned = diagnostics.contains {
                    if case .labelsLeftOut(_, let count, 30) = $0.kind { count == shown.count } else { false }
                }
                #expect(shown.count == 30 || warned, "at \(columns) × \(rows): \(shown.count) shown\n\(text)")
                if rows == 40 { #expect(shown == Set(LabelCharts.many), "at \(columns) × \(rows)\n\(text)") }
            }
        }
    }

    @Test("four series without colour: a marker of its own each, in the legend and on the lines")
    func seriesMarkers() throws {
        for mark in [QuickChart.Mark.line, .point] {
            let spec = try quickSpec(LabelCharts.seriesCSV, x: "x", y: "y", mark: mark, color: "series")
            for columns in LabelCharts.widths {
                let (picture, labels, _) = LabelCharts.draw(spec, columns: columns, rows: 24)
                let text = picture.rows.map { String($0) }.joined(separator: "\n")
                let problems = LabelCharts.labelProblems(picture, labels)
                #expect(problems.isEmpty, "\(mark) at \(columns): \(problems)\n\(text)")
                let markers = picture.legendMarkers(LabelCharts.series)
                #expect(Set(markers.compactMap { $0 }).count == 4, "\(mark) at \(columns): \(markers)\n\(text)")
                for marker in markers.compactMap({ $0 }) {
                    let uses = picture.rows.reduce(0) { $0 + $1.filter { $0 == marker }.count }
                    #expect(uses >= 2, "\(mark) at \(columns): “\(marker)” only in the legend\n\(text)")
                }
            }
        }
    }

    @Test("a legend too wide to stand beside a narrow plot goes under it, one entry a row, off the axis labels")
    func wideLegendGoesUnder() throws {
        let names = ["North America", "Western Europe", "Sub-Saharan Africa"]
        let csv = LabelCharts.csv(
            "x,y,region",
            names.enumerated().flatMap { k, name in (0..<10).map { "\($0),\(($0 * (k + 3)) % 17),\(name)" } })
        let spec = try quickSpec(csv, x: "x", y: "y", mark: .line, color: "region")
        for columns in LabelCharts.widths {
            let (picture, labels, _) = LabelCharts.draw(spec, columns: columns, rows: 24)
            let text = picture.rows.map { String($0) }.joined(separator: "\n")
            let problems = LabelCharts.labelProblems(picture, labels)
            #expect(problems.isEmpty, "at \(columns): \(problems)\n\(text)")
            let markers = picture.legendMarkers(Array(names.prefix(2)))
            #expect(Set(markers.compactMap { $0 }).count == 2, "at \(columns): \(markers)\n\(text)")
        }
    }

    @Test("with colour, series keep one bullet and differ by colour")
    func colouredSeriesKeepBullets() throws {
        let spec = try quickSpec(LabelCharts.seriesCSV, x: "x", y: "y", mark: .line, color: "series")
        let measurer = CellTextMeasurer()
        let rendered = ChartLayout.render(spec, size: measurer.size(columns: 80, rows: 24), measurer: measurer)
        let text = TerminalRenderer(colorMode: .trueColor).render(rendered.scene)
        #expect(!text.contains("▲") && text.contains("●"))
    }

    @Test("points and lines keep off the axes: the y-axis ticks and labels are never overwritten")
    func dataOffAxes() throws {
        for chart in LabelCharts.timeLines {
            let spec = try quickSpec(chart.csv, x: "time", y: "value", mark: .line)
            let (picture, labels, _) = LabelCharts.draw(spec, columns: 40, rows: 16)
            for label in labels[.left] ?? [] {
                let row = try #require(picture.rows.indices.first { picture.standalone(label, row: $0) != nil })
                let at = try #require(picture.standalone(label, row: row))
                #expect(picture.character(at + label.count + 1, row) == "┤", "\(chart.name): “\(label)”")
            }
        }
    }
}
