import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Vega-Lite's invalid data modes (`mark.invalid`, `config.scale.invalid`) and the legends of
/// continuous colours that fill some marks and stroke others.
@Suite struct ReaderInvalidDataTests {
    /// Rows with a missing `b` at both ends of `a`.
    static let gaps = #"[{"a": -10, "b": null}, {"a": -5, "b": -25}, {"a": 5, "b": 40}, {"a": 10, "b": null}]"#
    /// Three series of `c`, one of them missing.
    static let series = #"""
        [{"a": 1, "b": 15, "c": 1}, {"a": 2, "b": 25, "c": 1}, {"a": 1, "b": 12, "c": 2}, {"a": 2, "b": 21, "c": 2},
         {"a": 1, "b": 8, "c": null}, {"a": 2, "b": 31, "c": null}]
        """#
    static let xy = #""x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}"#

    func points(mode: String) -> String {
        VL.unit(
            mark: #""point""#, rows: ReaderInvalidDataTests.gaps, encoding: "{\(ReaderInvalidDataTests.xy)}",
            extra: #""width": 100, "config": {"mark": {"invalid": \#(mode)}}"#)
    }

    @Test func breakPathsShowDomainsKeepsHiddenPointsInTheScales() throws {
        let root = try #require(VL.render(points(mode: #""break-paths-show-domains""#))).scene.root
        // The rows without `b` stretch the x scale to −10…10 but draw no point.
        #expect(root.axisLabels(.bottom) == ["−10", "−5", "0", "5", "10"])
        #expect(root.markItems(.symbol).count == 2)
    }

    /// A line under `break-paths-filter-domains` breaks at the rows without `b` and leaves their `a` out
    /// of the x scale; under `break-paths-show-domains` the scale keeps it.
    @Test(arguments: [("filter", ["−5", "0", "5"]), ("show", ["−10", "−5", "0", "5", "10"])])
    func linesBreakingAtInvalidRowsFilterOrShowTheirDomains(domains: String, labels: [String]) throws {
        let json = VL.unit(
            mark: #""line""#, rows: ReaderInvalidDataTests.gaps, encoding: "{\(ReaderInvalidDataTests.xy)}",
            extra: #""width": 100, "config": {"mark": {"invalid": "break-paths-\#(domains)-domains"}}"#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.axisLabels(.bottom) == labels)
    }

    @Test func filterLeavesInvalidRowsOutOfTheScales() throws {
        let root = try #require(VL.render(points(mode: #""filter""#))).scene.root
        #expect(root.axisLabels(.bottom) == ["−5", "0", "5"])
        #expect(root.markItems(.symbol).count == 2)
    }

    @Test func unknownModeWarnsAndFilters() throws {
        let (spec, diagnostics) = VL.read(points(mode: #""hide""#))
        #expect(spec != nil)
        #expect(diagnostics.contains { $0.severity == .warning && $0.path?.contains("invalid") == true })
    }

    @Test func shownMissingDimensionStacksApartFromZero() throws {
        let json = VL.unit(
            mark: #""area""#, rows: #"[{"a": null, "b": 100}, {"a": 0, "b": null}, {"a": 1, "b": 30}]"#,
            encoding: "{\(ReaderInvalidDataTests.xy)}", extra: #""config": {"mark": {"invalid": null}}"#)
        let layer = try #require(VL.spec(json)?.layers.first)
        guard case .numbers(let ends)? = layer.data["y"], case .numbers(let starts)? = layer.data["y2"] else {
            Issue.record("expected stacked y and y2 columns")
            return
        }
        // The row without `a` sits at zero but is not a base for the row at a = 0, as in Vega, where the
        // stack groups by the field's own value.
        #expect(ends == [100, 0, 30])
        #expect(starts == [0, 0, 0])
    }

    func colored(mark: String, config: String, channel: String = "color") -> String {
        VL.unit(
            mark: mark, rows: ReaderInvalidDataTests.series,
            encoding: "{\(ReaderInvalidDataTests.xy), \"\(channel)\": {\"field\": \"c\", \"type\": \"quantitative\"}}",
            extra: #""config": \#(config)"#)
    }

    @Test func scaleInvalidOutputKeepsTheRowsAndColoursThem() throws {
        let spec = try #require(
            VL.spec(
                colored(
                    mark: #""point""#,
                    config: #"{"mark": {"invalid": "filter"}, "scale": {"invalid": {"color": {"value": "red"}}}}"#)))
        let layer = try #require(spec.layers.first)
        #expect(layer.data.rowCount == 6)
        guard case .strings(let colors)? = layer.data["color"] else {
            Issue.record("expected a colour per row")
            return
        }
        #expect(colors.filter { $0?.lowercased() == "#ff0000" }.count == 2)
    }

    @Test func shownMissingColourIsTheDomainMinimumsColour() throws {
        let spec = try #require(VL.spec(colored(mark: #""point""#, config: #"{"mark": {"invalid": "show"}}"#)))
        let layer = try #require(spec.layers.first)
        guard case .strings(let colors)? = layer.data["color"] else {
            Issue.record("expected a colour per row")
            return
        }
        // Rows 0 and 4 hold c = 1 and c = null.
        #expect(colors[4] == colors[0])
        #expect(colors[2] != colors[0])
    }

    @Test func opacityFieldSplitsLines() throws {
        let json = colored(mark: #""line""#, config: #"{"mark": {"invalid": "show"}}"#, channel: "opacity")
        let root = try #require(VL.render(json)).scene.root
        let lines = root.markItems(.line)
        #expect(lines.count == 3)
        // No colour encodes the series: every line keeps the mark's colour.
        let strokes = lines.compactMap { node -> Paint? in if case .path(let p) = node { p.style.stroke } else { nil } }
        #expect(strokes == Array(repeating: .color(Color(r: 0x4C, g: 0x78, b: 0xA8)), count: 3))
    }

    @Test func colourOfFillsAndStrokesHasASymbolLegendAtFiveTicks() throws {
        let json = #"""
            {"data": {"values": \#(ReaderInvalidDataTests.series)},
             "encoding": {\#(ReaderInvalidDataTests.xy), "color": {"field": "c", "type": "quantitative"}},
             "layer": [{"mark": "point"}, {"mark": "bar"}]}
            """#
        let spec = try #require(VL.spec(json))
        guard case .symbols(let entries)? = spec.legend.content else {
            Issue.record("expected a symbol legend")
            return
        }
        #expect(entries.map(\.label) == ["1.0", "1.2", "1.4", "1.6", "1.8", "2.0"])
    }

    @Test func colourOfStrokesAloneKeepsItsGradient() throws {
        let spec = try #require(VL.spec(colored(mark: #""point""#, config: "{}")))
        guard case .gradient? = spec.legend.content else {
            Issue.record("expected a gradient legend")
            return
        }
    }

    @Test func colourAndSizeOfOneFieldInTwoViewsShareASizeLegend() throws {
        let rows = #"[{"a": 1, "b": 15, "c": 1}, {"a": 2, "b": 25, "c": 2}]"#
        func view(_ channel: String) -> String {
            #"{"mark": "point", "encoding": {\#(ReaderInvalidDataTests.xy), "\#(channel)": {"field": "c", "type": "quantitative"}}}"#
        }
        let json = #"{"data": {"values": \#(rows)}, "hconcat": [\#(view("color")), \#(view("size"))]}"#
        let root = try #require(VL.render(json)).scene.root
        // Vega merges the two legends of `c` into one led by the size scale, whose domain starts at zero.
        #expect(root.legendLabels == ["0.0", "0.5", "1.0", "1.5", "2.0"])
    }
}
