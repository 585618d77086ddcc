import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Legend details that follow Vega-Lite's defaults.
@Suite struct ReaderLegendDefaultTests {
    static let rows = #"[{"x": "a", "c": -20, "s": 10}, {"x": "b", "c": 20, "s": 70}]"#

    @Test func horizontalGradientBelowANarrowPlotIsOneHundredLong() throws {
        let json = VL.unit(
            mark: #""point""#, rows: ReaderLegendDefaultTests.rows,
            encoding: #"{"x": {"field": "x", "type": "nominal"}, "color": {"field": "c", "type": "quantitative"}}"#,
            extra: #""height": 300, "config": {"legend": {"orient": "bottom", "direction": "horizontal"}}"#)
        let spec = try #require(VL.spec(json))
        guard case .gradient(_, let labels)? = spec.legend.content else {
            Issue.record("expected a gradient legend")
            return
        }
        // trail_comet.svg: a ramp along the bottom follows the plot's width, not its height: 40 points
        // wide, clamped to 100, so Vega asks for two ticks over −20…20.
        #expect(labels.map(\.text) == ["−20", "0", "20"])
    }

    @Test func sizeLegendShowsItsGivenValues() throws {
        let json = VL.unit(
            mark: #""point""#, rows: ReaderLegendDefaultTests.rows,
            encoding:
                #"{"x": {"field": "x", "type": "nominal"}, "size": {"field": "s", "type": "quantitative", "legend": {"values": [20, 60]}}}"#
        )
        let root = try #require(VL.render(json)).scene.root
        #expect(root.legendLabels == ["20", "60"])
    }

    @Test func unfilledPointsHaveOutlinedSwatchesAndFilledOnesFilled() throws {
        func swatches(_ mark: String) throws -> [SymbolNode] {
            let json = VL.unit(
                mark: mark, rows: ReaderLegendDefaultTests.rows,
                encoding: #"{"x": {"field": "c", "type": "quantitative"}, "color": {"field": "x", "type": "nominal"}}"#)
            let root = try #require(VL.render(json)).scene.root
            return root.groups(role: .legendSymbol).flatMap(\.leaves).compactMap {
                if case .symbol(let s) = $0 { s } else { nil }
            }
        }
        // Vega-Lite's points are unfilled by default, and so are their legend's symbols.
        let outlined = try swatches(#""point""#)
        #expect(outlined.count == 2)
        #expect(outlined.allSatisfy { $0.style.fill == nil && $0.style.stroke != nil && $0.style.strokeWidth == 1.5 })
        let filled = try swatches(#"{"type": "point", "filled": true}"#)
        #expect(filled.count == 2)
        #expect(filled.allSatisfy { $0.style.fill != nil && $0.style.stroke == nil })
        let circles = try swatches(#""circle""#)
        #expect(circles.allSatisfy { $0.style.fill != nil })
    }

    @Test func continuousColourRunsOverVegasBlues() throws {
        let json = VL.unit(
            mark: #""point""#, rows: ReaderLegendDefaultTests.rows,
            encoding: #"{"x": {"field": "x", "type": "nominal"}, "color": {"field": "c", "type": "quantitative"}}"#)
        let layer = try #require(VL.spec(json)?.layers.first)
        guard case .strings(let colors)? = layer.data["color"] else {
            Issue.record("expected a colour per row")
            return
        }
        // vega-scale's "blues" runs from #cfe1f2 to #0a4a90 (d3-scale-chromatic's from #f7fbff to #08306b).
        #expect(colors.map { $0?.lowercased() } == ["#cfe1f2", "#0a4a90"])
    }

    @Test func customNumberFormatTypeWritesGradientLabels() throws {
        let json = VL.unit(
            mark: #""point""#, rows: #"[{"x": "a", "c": 8}, {"x": "b", "c": 24.8}]"#,
            encoding: #"{"x": {"field": "x", "type": "nominal"}, "color": {"field": "c", "type": "quantitative"}}"#,
            extra:
                #""height": 100, "config": {"customFormatTypes": true, "numberFormatType": "pow", "numberFormat": "1.0"}"#
        )
        let spec = try #require(VL.spec(json))
        guard case .gradient(_, let labels)? = spec.legend.content else {
            Issue.record("expected a gradient legend")
            return
        }
        // Vega-Lite writes the labels as pow(value, "1.0"): the domain's ends as they are, not the
        // tick format's "25".
        #expect(labels.map(\.text) == ["8", "24.8"])
    }
}
