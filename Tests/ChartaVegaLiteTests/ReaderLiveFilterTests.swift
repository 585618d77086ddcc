import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Filters by a selection in interactive output: a view that draws one item per row after the filter
/// draws every row and hides by a `display` condition; other views keep the initial rows and are
/// reported at the filter.
@Suite struct ReaderLiveFilterTests {
    static func hidden(_ param: String, _ empty: Bool, view: Int = 0) -> ParamCondition {
        var condition = ParamCondition(
            property: .display, cases: [.init(param: param, emptySelects: empty, value: nil)], otherwise: .hidden)
        condition.view = view
        return condition
    }

    static func read(_ json: String, interactive: Bool = true) throws -> (ChartSpec, [Diagnostic]) {
        let options = VegaLiteReader.Options(timeZone: VL.newYork, interactive: interactive)
        let (spec, diagnostics) = VegaLiteReader.read(json: Data(json.utf8), baseURL: nil, options: options)
        return (try #require(spec), diagnostics)
    }

    @Test func aFilteredViewDrawsEveryRowAndHidesWhatTheSelectionLeavesOut() throws {
        let json = ReaderSelectionTests.spec(
            params: #"[{"name": "s", "select": {"type": "point", "fields": ["g"]}, "value": [{"g": "y"}]}]"#,
            color: #"{"value": "red"}"#, transform: #"[{"filter": {"param": "s"}}]"#)
        let (spec, diagnostics) = try Self.read(json)
        #expect(spec.layers.map(\.data.rowCount) == [3])
        // The filter is the only condition: the selection is not dimmed for as well.
        #expect(spec.interaction.parameters?.conditions == [Self.hidden("s", true)])
        #expect(diagnostics.isEmpty)
        // Static output keeps the rows the initial value holds.
        let (still, _) = try Self.read(json, interactive: false)
        #expect(still.layers.map(\.data.rowCount) == [1])
    }

    static let brushView = #"""
        {"params": [{"name": "brush", "select": "interval"}], "mark": "point",
         "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}}
        """#

    static func concat(_ views: String...) -> String {
        #"{"data": {"values": \#(ReaderSelectionTests.rows)}, "hconcat": [\#(([brushView] + views).joined(separator: ", "))]}"#
    }

    @Test func onlyViewsWithOneItemPerRowAreRefilteredTheOthersAreReported() throws {
        let points = #"""
            {"transform": [{"filter": {"param": "brush", "empty": false}}, {"calculate": "datum.a * 2", "as": "c"}],
             "mark": "tick", "encoding": {"x": {"field": "c", "type": "quantitative"}}}
            """#
        let counts = #"""
            {"transform": [{"filter": {"param": "brush"}}], "mark": "bar",
             "encoding": {"x": {"field": "g", "type": "nominal"}, "y": {"aggregate": "count"}}}
            """#
        let ranked = #"""
            {"transform": [{"filter": {"param": "brush"}}, {"window": [{"op": "rank", "as": "r"}]}],
             "mark": "point", "encoding": {"x": {"field": "r", "type": "quantitative"}}}
            """#
        let (spec, diagnostics) = try Self.read(Self.concat(points, counts, ranked))
        let parameters = try #require(spec.interaction.parameters)
        #expect(parameters.conditions == [Self.hidden("brush", false, view: 1)])
        let charts = try #require(spec.concat?.charts)
        // `empty: false` holds nothing yet, yet the refiltered view draws every row for the page to show.
        #expect(charts[1].layers.map(\.data.rowCount) == [3])
        // The refiltered view carries the brushed fields, to be tested against the brush's ranges.
        #expect(charts[1].layers.first?.data[ParamSelection.column("a")] == .strings(["1", "2", "3"]))
        #expect(charts[3].layers.map(\.data.rowCount) == [3])
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(diagnostics.map(\.path) == ["hconcat[2].transform[0].filter", "hconcat[3].transform[0].filter"])
        #expect(diagnostics.allSatisfy { $0.description.contains("does not refilter") })
        // Static output reports nothing.
        #expect(try Self.read(Self.concat(points, counts, ranked), interactive: false).1.isEmpty)
    }

    @Test func aLayeredOrFacetedViewKeepsItsInitialRows() throws {
        let layered = #"""
            {"transform": [{"filter": {"param": "brush", "empty": false}}],
             "layer": [{"mark": "point", "encoding": {"x": {"field": "a", "type": "quantitative"}}}]}
            """#
        let (spec, diagnostics) = try Self.read(Self.concat(layered))
        #expect(spec.interaction.parameters?.conditions.isEmpty == true)
        #expect(spec.concat?.charts[1].layers.map(\.data.rowCount) == [0])
        #expect(diagnostics.map(\.path) == ["hconcat[1].transform[0].filter"])
        let faceted = #"""
            {"transform": [{"filter": {"param": "brush", "empty": false}}], "mark": "point",
             "encoding": {"x": {"field": "a", "type": "quantitative"}, "row": {"field": "g"}}}
            """#
        // A facet beside the brush leaves the whole page at its initial state, as static output draws it.
        let (grid, reported) = try Self.read(Self.concat(faceted))
        #expect(grid.interaction.parameters == nil)
        #expect(grid.concat?.charts[1].layers.map(\.data.rowCount) == [0])
        #expect(reported.isEmpty)
    }
}
