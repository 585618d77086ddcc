import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Axis `labelExpr`: arrays give labels of several lines, and the expression may come from the config.
@Suite struct ReaderLabelExprTests {
    static let rows = #"[{"k": "a", "v": 1}, {"k": "b", "v": 2}]"#

    static func chart(axis: String = "{}", config: String = "{}") throws -> RenderedChart {
        let json = VL.unit(
            mark: #""bar""#, rows: rows,
            encoding: #"{"x": {"field": "k", "type": "nominal", "axis": \#(axis)}, "#
                + #""y": {"field": "v", "type": "quantitative"}}"#,
            extra: #""config": \#(config)"#)
        return try #require(VL.render(json))
    }

    @Test func arrayLabelExprGivesLabelsOfSeveralLines() throws {
        let lines = try Self.chart(axis: #"{"labelExpr": "[datum.label, 'z']", "labelAngle": 0}"#)
        #expect(lines.scene.root.axisLabels(.bottom) == ["a\nz", "b\nz"])
        // The axis makes room for the second line: the chart is a line height taller than with one line.
        let single = try Self.chart(axis: #"{"labelExpr": "datum.label + 'z'", "labelAngle": 0}"#)
        #expect(single.scene.root.axisLabels(.bottom) == ["az", "bz"])
        #expect(lines.scene.size.height > single.scene.size.height + 8)
    }

    @Test func labelExprInTheAxisConfigApplies() throws {
        let x = try Self.chart(config: #"{"axisX": {"labelExpr": "upper(datum.label)"}}"#)
        #expect(x.scene.root.axisLabels(.bottom) == ["A", "B"])
        let any = try Self.chart(config: #"{"axis": {"labelExpr": "datum.label + '!'"}}"#)
        #expect(any.scene.root.axisLabels(.bottom) == ["a!", "b!"])
        // The axis's own expression wins over the config's.
        let own = try Self.chart(
            axis: #"{"labelExpr": "datum.label + '?'"}"#, config: #"{"axisX": {"labelExpr": "'no'"}}"#)
        #expect(own.scene.root.axisLabels(.bottom) == ["a?", "b?"])
    }
}
