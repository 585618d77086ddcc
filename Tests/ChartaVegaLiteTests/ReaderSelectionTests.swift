import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Selections in their initial state: conditions, filters and brushes.
@Suite struct ReaderSelectionTests {
    static let rows = #"[{"a": 1, "b": 1, "g": "x"}, {"a": 2, "b": 4, "g": "y"}, {"a": 3, "b": 9, "g": "z"}]"#

    static func spec(params: String, color: String, transform: String = "[]") -> String {
        #"""
        {"data": {"values": \#(rows)}, "params": \#(params), "transform": \#(transform), "mark": "point",
         "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"},
                      "color": \#(color)}}
        """#
    }

    static let fieldCondition = #"{"condition": {"param": "s", "field": "g", "type": "nominal"}, "value": "grey"}"#

    @Test func anEmptySelectionHoldsEveryRowAndDrawsAnEmptyBrush() throws {
        let spec = try #require(
            VL.spec(Self.spec(params: #"[{"name": "s", "select": "interval"}]"#, color: Self.fieldCondition)))
        #expect(spec.layers.count == 1)
        #expect(spec.legend.hidden == false)
        #expect(spec.brushes == [BrushSpec(isEmpty: true)])
        #expect(spec.interaction.selection == nil)
    }

    @Test func emptyFalseHoldsNoRowButKeepsTheLegend() throws {
        let color = #"{"condition": {"param": "s", "empty": false, "field": "g", "type": "nominal"}, "value": "grey"}"#
        let spec = try #require(VL.spec(Self.spec(params: #"[{"name": "s", "select": "point"}]"#, color: color)))
        #expect(spec.layers.map(\.data.rowCount) == [0, 3])
        #expect(spec.scales[.color]?.domain == .categories(["x", "y", "z"]))
        #expect(spec.interaction.selection == .item(unselectedOpacity: 0.4))
    }

    @Test func anIntervalValueSplitsTheRowsAndPlacesTheBrush() throws {
        let params = #"[{"name": "s", "select": "interval", "value": {"x": [1.5, 3], "y": [0, 10]}}]"#
        let spec = try #require(VL.spec(Self.spec(params: params, color: Self.fieldCondition)))
        // Rows 2 and 3 are inside: coloured by g; row 1 is grey.
        #expect(spec.layers.map(\.data.rowCount) == [2, 1])
        #expect(spec.brushes == [BrushSpec(x: 1.5...3, y: 0...10)])
    }

    @Test func aPointValueAndFilterBySelection() throws {
        let params = #"[{"name": "s", "select": {"type": "point", "fields": ["g"]}, "value": [{"g": "y"}]}]"#
        let filtered = try #require(
            VL.spec(Self.spec(params: params, color: #"{"value": "red"}"#, transform: #"[{"filter": {"param": "s"}}]"#))
        )
        #expect(filtered.layers.map(\.data.rowCount) == [1])
        let either =
            #"{"condition": {"test": {"or": [{"param": "s"}, {"not": {"param": "s"}}]}, "value": "red"}, "value": "grey"}"#
        #expect(try #require(VL.spec(Self.spec(params: params, color: either))).layers.count == 1)
    }
}
