import Charta
import Testing

@testable import ChartaVegaLite

/// Bars over time units: grouped by an offset channel, spaced and kept at a least width as
/// Vega-Lite lays them out.
@Suite struct ReaderTimeBandTests {
    /// Two years (2001, 2002: 730 days) on a 730-point plot, one point per day, two groups per year.
    static func grouped(bandPosition: String = "") -> String {
        let rows = #"""
            [{"t": "2001-06-01", "g": "a", "v": 1}, {"t": "2001-06-01", "g": "b", "v": 2},
             {"t": "2002-06-01", "g": "a", "v": 3}, {"t": "2002-06-01", "g": "b", "v": 4}]
            """#
        return VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding: #"""
                {"x": {"field": "t", "timeUnit": "year", "type": "temporal"\#(bandPosition)},
                 "xOffset": {"field": "g"}, "color": {"field": "g"},
                 "y": {"field": "v", "type": "quantitative"}}
                """#,
            extra: #""width": 730"#)
    }

    static func bars(_ json: String) throws -> (bars: [Rect], plot: Rect) {
        let rendered = try #require(VL.render(json))
        let bars = rendered.scene.root.rects(of: .rect).map(\.rect).sorted { $0.minX < $1.minX }
        return (bars, rendered.plotFrame)
    }

    @Test func offsetSplitsEachTimeUnitIntervalIntoSubBands() throws {
        // The offset scale spans 10% to 90% of a year (365 days in 2001) from the year's start.
        let (bars, plot) = try Self.bars(Self.grouped())
        #expect(bars.count == 4)
        let expected: [(Double, Double)] = [(36.5, 182.5), (182.5, 328.5), (401.5, 547.5), (547.5, 693.5)]
        for (bar, (a, b)) in zip(bars, expected) {
            #expect(abs(bar.minX - plot.minX - a) < 0.01)
            #expect(abs(bar.maxX - plot.minX - b) < 0.01)
        }
    }

    @Test func bandPositionZeroCentresTheGroupOnTheIntervalStart() throws {
        // The domain moves half an interval back, so 2001-01-01 sits 182.5 points into the plot.
        let (bars, plot) = try Self.bars(Self.grouped(bandPosition: #", "bandPosition": 0"#))
        #expect(bars.count == 4)
        let groupStart = try #require(bars.first).minX - plot.minX
        let groupEnd = bars[1].maxX - plot.minX
        #expect(abs(groupStart - (182.5 - 146)) < 0.01)
        #expect(abs(groupEnd - (182.5 + 146)) < 0.01)
    }

    @Test func intervalBarsKeepBinSpacingBetweenNeighbours() throws {
        // One bar per year, 365 points wide: half a point of the default spacing comes off each side.
        let json = VL.unit(
            mark: "\"bar\"", rows: #"[{"t": "2001-06-01", "v": 1}, {"t": "2002-06-01", "v": 2}]"#,
            encoding:
                #"{"x": {"field": "t", "timeUnit": "year", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}"#,
            extra: #""width": 730"#)
        let (bars, plot) = try Self.bars(json)
        #expect(bars.count == 2)
        #expect(abs(bars[0].minX - plot.minX - 0.5) < 0.01)
        #expect(abs(bars[0].width - 364) < 0.01)
        #expect(abs(bars[1].minX - plot.minX - 365.5) < 0.01)
    }

    @Test func narrowIntervalsGrowToTheMinimumBandSizeAboutTheirCentre() throws {
        // Days on a 73-point plot for 730 days: 0.1 point each, drawn 2 points wide.
        let json = VL.unit(
            mark: "\"bar\"", rows: #"[{"t": "2001-01-01T12:00", "v": 1}, {"t": "2002-12-31T12:00", "v": 2}]"#,
            encoding:
                #"{"x": {"field": "t", "timeUnit": "yearmonthdate", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}"#,
            extra: #""width": 73, "config": {"bar": {"minBandSize": 2}}"#)
        let (bars, plot) = try Self.bars(json)
        #expect(bars.count == 2)
        #expect(bars.allSatisfy { abs($0.width - 2) < 1e-9 })
        // The domain runs from the first day's start to the last day's end: centres a half day in.
        #expect(abs(bars[0].midX - plot.minX - 0.05) < 1e-6)
        #expect(abs(bars[1].midX - plot.maxX + 0.05) < 1e-6)
    }
}

extension Group {
    /// The rectangles of the mark groups of one type.
    func rects(of type: MarkType) -> [RectNode] {
        markItems(type).compactMap { if case .rect(let r) = $0 { r } else { nil } }
    }
}
