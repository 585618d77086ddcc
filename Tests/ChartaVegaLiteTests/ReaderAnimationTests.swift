import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Vega-Lite animations (a point selection on a timer and a `time` channel) drawn at their first frame.
@Suite struct ReaderAnimationTests {
    static func spec(rows: String, time: String = #"{"field": "t", "type": "ordinal"}"#) -> String {
        #"""
        {"data": {"values": \#(rows)}, "mark": "point",
         "params": [{"name": "frame", "select": {"type": "point", "fields": ["t"], "on": "timer"}}],
         "transform": [{"filter": {"param": "frame"}}],
         "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"},
                      "time": \#(time)}}
        """#
    }

    static let rows = #"""
        [{"t": "2001", "x": 5, "y": 50}, {"t": "2000", "x": 1, "y": 2}, {"t": "2000", "x": 2, "y": 3},
         {"t": "2002", "x": 9, "y": 90}, {"t": null, "x": 0, "y": 0}]
        """#

    @Test func theFirstFrameIsDrawnOnScalesOfEveryFrame() throws {
        let (spec, diagnostics) = VL.read(Self.spec(rows: Self.rows))
        // The first value of t in ascending order is "2000": its two rows are drawn.
        let rendered = ChartLayout.render(try #require(spec))
        let points = rendered.scene.root.markItems(.symbol)
        #expect(points.count == 2)
        // The scales still span every frame (y up to 90), as Vega-Lite's do.
        #expect(rendered.scene.root.axisLabels(.left).last == "90")
        // The time channel is the animation's; only the animation itself is reported as not playing.
        #expect(diagnostics.map(\.path) == ["params[0]"])
    }

    @Test func numericFramesStartAtTheSmallestValue() throws {
        let rows =
            #"[{"t": 10, "x": 1, "y": 1}, {"t": 2, "x": 2, "y": 2}, {"t": 2, "x": 3, "y": 3}, {"t": 33, "x": 4, "y": 4}]"#
        let spec = try #require(VL.spec(Self.spec(rows: rows)))
        #expect(ChartLayout.render(spec).scene.root.markItems(.symbol).count == 2)
    }

    @Test func anInitialValueIsTheFirstFrame() throws {
        let json = Self.spec(rows: Self.rows).replacingOccurrences(
            of: #""on": "timer"}"#, with: #""on": "timer"}, "value": [{"t": "2002"}]"#)
        let spec = try #require(VL.spec(json))
        #expect(ChartLayout.render(spec).scene.root.markItems(.symbol).count == 1)
    }

    @Test func aTimeChannelWithoutATimerIsReported() throws {
        let json = VL.unit(
            mark: #""point""#, rows: Self.rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "time": {"field": "t", "type": "ordinal"}}"#)
        let (_, diagnostics) = VL.read(json)
        #expect(diagnostics.map(\.path) == ["encoding.time"])
    }
}
