import Foundation
import Testing

@testable import Charta

/// Vectorized plots build the same layers as one mark per row, from columns.
@Suite struct PlotTests {
    struct Tick {
        var time: Date
        var price: Double
        var ticker: String
    }

    static let ticks = (0..<300).map { i in
        Tick(
            time: Date(timeIntervalSince1970: Double(i) * 60), price: 100 + sin(Double(i) / 9),
            ticker: i % 3 == 0 ? "A" : "B")
    }

    @Test func linePlotMatchesOneLineMarkPerRow() {
        let plot = Chart { LinePlot(Self.ticks, x: .value("Time", \.time), y: .value("Price", \.price)) }
        let marks = Chart(Self.ticks) { LineMark(x: .value("Time", $0.time), y: .value("Price", $0.price)) }
        #expect(plot.spec.layers == marks.spec.layers)
        #expect(plot.spec.layers.first?.data["Time"]?.kind == .date)
    }

    @Test func seriesByKeyPathAndModifiers() {
        let chart = Chart {
            LinePlot(
                Self.ticks, x: .value("Time", \.time), y: .value("Price", \.price), series: .value("Ticker", \.ticker)
            )
            .foregroundStyle(.systemRed)
            .lineStyle(StrokeStyle(lineWidth: 3))
        }
        let layer = chart.spec.layers[0]
        #expect(layer.data["Ticker"] == .strings(Self.ticks.map(\.ticker)))
        #expect(layer.mark.style == .color(.systemRed))
        #expect(layer.mark.lineWidth == 3)
        let rendered = chart.render()
        let lines = rendered.scene.root.layer(0)?.leaves.count { if case .path = $0 { true } else { false } }
        #expect(lines == 2)
    }

    @Test func columnsGivenAsArrays() {
        let x = (0..<1_000).map(Double.init)
        let y = x.map { $0 * $0 }
        let chart = Chart { LinePlot(x: .value("x", x), y: .value("y", y)) }
        #expect(chart.spec.layers.first?.data["x"] == .numbers(x))
        #expect(chart.spec.layers.first?.data["y"] == .numbers(y))
    }

    enum Trend: String, Plottable {
        case up, down
    }

    /// Strings and a type of the user's read by key path or given as arrays make the columns the same
    /// values make through marks.
    @Test func stringAndCustomColumnsEqualThoseOfMarks() {
        let plot = Chart { BarPlot(Self.ticks, x: .value("Ticker", \.ticker), y: .value("Price", \.price)) }
        let marks = Chart(Self.ticks) { BarMark(x: .value("Ticker", $0.ticker), y: .value("Price", $0.price)) }
        #expect(plot.spec.layers == marks.spec.layers)
        let trends = Self.ticks.map { $0.price > 100 ? Trend.up : .down }
        let names = Self.ticks.map(\.ticker)
        let arrays = Chart { LinePlot(x: .value("Trend", trends), y: .value("Ticker", names)) }
        #expect(arrays.spec.layers.first?.data["Trend"] == .strings(trends.map(\.rawValue)))
        #expect(arrays.spec.layers.first?.data["Ticker"] == .strings(names))
    }

    @Test func everyPlotKindMakesOneLayerInOrder() {
        let chart = Chart {
            AreaPlot(Self.ticks, x: .value("Time", \.time), y: .value("Price", \.price))
            PointPlot(Self.ticks, x: .value("Time", \.time), y: .value("Price", \.price))
            BarPlot(Self.ticks, x: .value("Time", \.time), y: .value("Price", \.price))
            RulePlot(Self.ticks, y: .value("Price", \.price))
            RectanglePlot(
                Self.ticks, xStart: .value("From", \.time), xEnd: .value("To", \.time), yStart: .value("Low", \.price),
                yEnd: .value("High", \.price))
            RuleMark(y: .value("Limit", 100))
        }
        #expect(chart.spec.layers.map(\.mark.kind) == [.area, .point, .bar, .rule, .rect, .rule])
        #expect(chart.spec.layers.prefix(5).allSatisfy { $0.data.rowCount == 300 })
    }
}

extension PlotTests {
    /// The README's large-data example, verbatim.
    @Test func readmeLargeDataExampleBuildsFourLayers() {
        let ticks = Self.ticks
        let times = (0..<5_000).map { Date(timeIntervalSince1970: Double($0)) }
        let values = (0..<5_000).map { sin(Double($0) / 50) }
        let chart = Chart {
            LinePlot(ticks, x: .value("Time", \.time), y: .value("Price", \.price), series: .value("Ticker", \.ticker))
            LinePlot(x: .value("t", times), y: .value("v", values))  // [Double] or [Date] columns
            LinePlot(x: "x", y: "sin x", domain: -10...10) { sin($0) }  // sampled adaptively
            AreaPlot(x: "x", yStart: "low", yEnd: "high", domain: 0...5) { (yStart: sin($0), yEnd: 2) }
        }
        .reduction(.automatic)  // the default; .none draws every row
        #expect(chart.spec.layers.count == 4)
        #expect(chart.spec.reduction == .automatic)
    }
}
