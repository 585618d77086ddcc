import Charta
import ChartaScene
import Foundation
import Testing

@testable import ChartaVegaLite

/// Marks over bin and time-unit intervals: ticks across a time unit, and the ticks of an axis over
/// data binned before the spec.
@Suite struct ReaderIntervalTests {
    @Test(arguments: [(#", "type": "temporal""#, true), (#", "type": "temporal", "bin": false"#, true), ("", false)])
    func aTickOverATimeUnitSpansTheUnit(type: String, spans: Bool) throws {
        let rows = #"[{"d": "2001-03-01", "v": 1}, {"d": "2002-06-01", "v": 2}, {"d": "2003-09-01", "v": 3}]"#
        let json = VL.unit(
            mark: "\"tick\"", rows: rows,
            encoding:
                #"{"x": {"field": "d", "timeUnit": "utcyear"\#(type)}, "y": {"field": "v", "type": "quantitative"}}"#)
        let chart = try #require(VL.render(json))
        let ticks = chart.scene.root.markItems(.rect).compactMap { node -> RectNode? in
            if case .rect(let r) = node { r } else { nil }
        }
        #expect(ticks.count == 3)
        // Three whole years fill the plot when each tick spans its year; otherwise ticks are 14 wide.
        let widths = ticks.map(\.rect.width)
        let third = chart.plotFrame.width / 3
        #expect(widths.allSatisfy { abs($0 - third) < 1 } == spans, "\(widths)")
    }

    @Test func dataBinnedBeforeTheSpecIsTickedAtItsStep() throws {
        let rows =
            #"[{"s": 40, "e": 60, "n": 3}, {"s": 60, "e": 80, "n": 5}, {"s": 80, "e": 100, "n": 2}, {"s": 200, "e": 220, "n": 1}]"#
        let json = VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding: #"""
                {"x": {"field": "s", "bin": {"binned": true, "step": 60}}, "x2": {"field": "e"},
                 "y": {"field": "n", "type": "quantitative"}}
                """#)
        let chart = try #require(VL.render(json))
        #expect(chart.scene.root.axisLabels(.bottom) == ["40", "100", "160", "220"])
    }

    @Test func aBinnedSizeLegendShowsOneSymbolPerBinWithItsRange() throws {
        let rows = #"[{"x": 1, "a": 6}, {"x": 2, "a": 12}, {"x": 3, "a": 17}, {"x": 4, "a": 24}]"#
        let json = VL.unit(
            mark: "\"point\"", rows: rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "size": {"bin": true, "field": "a"}}"#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.legendLabels == ["5 – 10", "10 – 15", "15 – 20", "20 – 25"])
    }

    @Test func aMarkAtABandPositionOfItsTimeUnitHasTheUnitsEndInItsDomain() throws {
        let rows = #"[{"d": "2001-01-15", "v": 1}, {"d": "2001-03-15", "v": 2}]"#
        let json = VL.unit(
            mark: "\"line\"", rows: rows,
            encoding: #"""
                {"x": {"field": "d", "timeUnit": "utcmonth", "type": "temporal", "bandPosition": 0.5},
                 "y": {"field": "v", "type": "quantitative"}}
                """#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.axisLabels(.bottom).last == "Apr")
    }
}
