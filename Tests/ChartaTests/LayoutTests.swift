import Foundation
import Testing

@testable import Charta

@Suite struct LayoutTests {
    func bars(_ values: [Double]) -> Chart {
        Chart(values.indices) { BarMark(x: .value("Name", "b\($0)"), y: .value("Value", values[$0])) }
            .frame(width: 400, height: 300)
    }

    @Test func barsStandOnZeroAndScaleToTheLargest() throws {
        let rendered = bars([10, 20, 40]).render()
        let rects = try #require(rendered.scene.root.layer(0)).rects
        #expect(rects.count == 3)
        let plot = rendered.plotFrame
        // Bars end on the baseline at the bottom of the plot; heights are proportional to the values.
        for r in rects { #expect(abs(r.rect.maxY - plot.maxY) < 1e-9) }
        #expect(abs(rects[1].rect.height / rects[0].rect.height - 2) < 1e-9)
        #expect(abs(rects[2].rect.height / rects[0].rect.height - 4) < 1e-9)
        // Equal widths, left to right, inside the plot.
        #expect(Set(rects.map { ($0.rect.width * 1e6).rounded() }).count == 1)
        #expect(rects[0].rect.minX < rects[1].rect.minX && rects[1].rect.minX < rects[2].rect.minX)
        #expect(rects.allSatisfy { plot.insetBy(dx: -0.001, dy: -0.001).contains($0.rect.origin) })
        #expect(rects.map(\.item) == (0..<3).map { ItemID(mark: 0, row: $0) })
    }

    @Test func negativeBarsHangBelowAZeroBaseline() throws {
        let rendered = bars([30, -10, 20]).render()
        let rects = try #require(rendered.scene.root.layer(0)).rects
        let zeroY = rects[0].rect.maxY
        #expect(abs(rects[1].rect.minY - zeroY) < 1e-9)
        #expect(rects[1].rect.maxY > zeroY)
        #expect(abs(rects[2].rect.maxY - zeroY) < 1e-9)
    }

    @Test func yAxisLabelsFollowTheTickStep() throws {
        let rendered = bars([0.1, 0.9]).render()
        let labels = try #require(rendered.scene.root.axis(.left)).groups(role: .axisLabel).first?.texts
        #expect(labels?.contains("0.2") == true)
        #expect(labels?.contains("1.0") == true || labels?.contains("1") == true)
        #expect(labels?.contains { $0.contains("0000000") } == false)
    }

    @Test func compactLabelsAbbreviateThousands() throws {
        let chart = Chart {
            for (i, v) in [5200.0, 9800, 12500, 15800].enumerated() {
                LineMark(x: .value("Month", "m\(i)"), y: .value("Total", v))
            }
        }
        .chartYAxis(AxisSpec(values: .stride(5000), format: .compact(threshold: 10_000)))
        .chartYScale(domain: 0...20000)
        let labels = try #require(chart.render().scene.root.axis(.left)).groups(role: .axisLabel).first?.texts
        #expect(labels == ["0", "5000", "10k", "15k", "20k"])
    }

    @Test func emptyDataGivesAnEmptyChartAndADiagnostic() {
        let rendered = bars([]).render()
        #expect(rendered.diagnostics.map(\.kind).contains(.emptyData))
        #expect(rendered.scene.root.layer(0)?.rects.isEmpty ?? true)
        #expect(rendered.scene.size == Size(width: 400, height: 300))
    }

    @Test func infiniteValuesAreSkippedAndReported() throws {
        let rendered = bars([1, .infinity, 3, .nan]).render()
        #expect(rendered.diagnostics.map(\.kind).contains(.nonFiniteValuesSkipped(column: "Value", count: 1)))
        #expect(try #require(rendered.scene.root.layer(0)).rects.count == 2)
    }

    @Test func allEqualAndSingleValuesStillDraw() throws {
        let line = Chart { LineMark(x: .value("x", 1.0), y: .value("y", 5.0)) }.render()
        #expect(line.plotFrame.width > 0)
        let equal = Chart {
            for i in 0..<3 { PointMark(x: .value("x", Double(i)), y: .value("y", 7.0)) }
        }.render()
        let points = try #require(equal.scene.root.layer(0)).leaves
        #expect(points.count == 3)
        for case .symbol(let s) in points { #expect(s.center.y.isFinite && equal.plotFrame.contains(s.center)) }
    }

    @Test func thousandsOfCategoriesThinTheirLabels() throws {
        let values = (0..<2000).map { Double($0 % 17) }
        let rendered = bars(values).render()
        #expect(try #require(rendered.scene.root.layer(0)).rects.count == 2000)
        let labels = try #require(rendered.scene.root.axis(.bottom)).groups(role: .axisLabel).first?.texts ?? []
        #expect(labels.count < 100)
        #expect(!labels.isEmpty)
    }

    @Test func longLabelsAreRotatedOrTruncatedToStayReadable() throws {
        let names = (0..<12).map { "An extremely long category name number \($0) that never ends" }
        let chart = Chart(names.indices) { BarMark(x: .value("Name", names[$0]), y: .value("Value", Double($0))) }
            .frame(width: 400, height: 300)
        let rendered = chart.render()
        let axis = try #require(rendered.scene.root.axis(.bottom))
        let labelNodes = axis.leaves.compactMap { if case .text(let t) = $0, t.angle != 0 { t } else { nil } }
        #expect(!labelNodes.isEmpty)
        #expect(labelNodes.allSatisfy { $0.text.hasSuffix("…") })
        #expect(rendered.plotFrame.height > 50)
    }

    @Test func seriesGetPaletteColoursAndALegend() throws {
        let chart = Chart {
            for (s, name) in ["North", "South"].enumerated() {
                for i in 0..<3 {
                    LineMark(x: .value("Day", i), y: .value("Sales", Double(i * (s + 1)))).foregroundStyle(
                        by: .value("Region", name))
                }
            }
        }
        let root = chart.render().scene.root
        let legend = try #require(root.groups(role: .legend).first)
        #expect(legend.groups(role: .legendLabel).first?.texts == ["North", "South"])
        #expect(legend.groups(role: .legendTitle).first?.texts == ["Region"])
        let strokes = try #require(root.layer(0)).leaves.compactMap {
            if case .path(let p) = $0 { p.style.stroke } else { nil }
        }
        #expect(strokes == [.color(Theme.light.palette[0]), .color(Theme.light.palette[1])])
    }

    @Test func annotationsStayInsideThePlot() throws {
        let chart = Chart {
            PointMark(x: .value("x", 0.0), y: .value("y", 10.0))
                .annotation(position: .top) { "A long annotation that would overflow" }
            PointMark(x: .value("x", 10.0), y: .value("y", 0.0))
        }
        .frame(width: 300, height: 200)
        let rendered = chart.render()
        let annotation = try #require(rendered.scene.root.groups(role: .annotation).first)
        for case .text(let t) in annotation.leaves {
            let width = StandardTextMeasurer.shared.width(of: t.text, font: t.font)
            #expect(t.position.x - width / 2 >= rendered.plotFrame.minX - 1e-9)
            #expect(t.position.y >= rendered.plotFrame.minY)
        }
    }

    @Test func logScaleOverZeroIsReportedNotFatal() {
        let chart = Chart {
            for v in [0.0, 10, 100] { PointMark(x: .value("x", v), y: .value("y", v)) }
        }
        .chartYScale(type: .log(base: 10))
        let rendered = chart.render()
        #expect(rendered.diagnostics.map(\.kind).contains(.logDomainNotPositive(channel: .y)))
        #expect(rendered.scene.size.width > 0)
    }

    @Test func aChannelNamingAMissingColumnIsReported() throws {
        let data = try DataTable([("a", .numbers([1, 2]))])
        let layer = LayerSpec(mark: MarkSpec(.point), data: data, encoding: [.x: .field("a"), .y: .field("nope")])
        let rendered = ChartLayout.render(ChartSpec(layers: [layer]))
        #expect(rendered.diagnostics.map(\.kind) == [.missingColumn("nope")])
    }

    @Test func allZeroBarsDrawNothingVisible() throws {
        let rendered = bars([0, 0, 0]).render()
        let rects = try #require(rendered.scene.root.layer(0)).rects
        #expect(rects.allSatisfy { $0.rect.height == 0 })
    }

    @Test func plotInsetsKeepDataAwayFromThePlotEdges() throws {
        let chart = Chart {
            for i in 0..<3 { PointMark(x: .value("x", Double(i)), y: .value("y", Double(i))) }
        }
        .chartXScale(nice: false)
        .chartYScale(nice: false)
        .chartPlotInsets(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        let rendered = chart.render()
        let plot = rendered.plotFrame
        let centers = try #require(rendered.scene.root.layer(0)).leaves.compactMap {
            if case .symbol(let s) = $0 { s.center } else { nil }
        }
        #expect(abs(centers[0].x - (plot.minX + 20)) < 1e-9)
        #expect(abs(centers[0].y - (plot.maxY - 30)) < 1e-9)
        #expect(abs(centers[2].x - (plot.maxX - 40)) < 1e-9)
        #expect(abs(centers[2].y - (plot.minY + 10)) < 1e-9)
    }

    @Test func aScrollingChartLabelsOnlyTheVisiblePage() throws {
        let names = (0..<13).map { "n\($0)" }
        for (page, expected) in [(0, 0..<5), (1, 5..<10), (2, 10..<13)] {
            let chart = Chart(names.indices) { BarMark(x: .value("Name", names[$0]), y: .value("V", 1.0)) }
                .chartXVisibleDomain(length: 5)
                .chartScrollPosition(x: Double(page * 5))
            let labels = try #require(chart.render().scene.root.axis(.bottom)).groups(role: .axisLabel).first?.texts
            #expect(labels == Array(names[expected]))
        }
    }

    @Test func layoutIsDeterministic() {
        let a = bars([3, 1, 2]).render().scene
        let b = bars([3, 1, 2]).render().scene
        #expect(a == b)
    }
}
