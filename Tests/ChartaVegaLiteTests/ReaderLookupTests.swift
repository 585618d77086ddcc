import Charta
import Testing

@testable import ChartaVegaLite

/// The `lookup` transform from inline data and from a selection's initial value, and point
/// selections whose value is a date-time.
@Suite struct ReaderLookupTests {
    static func yValues(_ json: String) throws -> [Double] {
        let (spec, diagnostics) = VL.read(json)
        #expect(diagnostics.isEmpty)
        let layer = try #require(spec?.layers.first { $0.mark.kind == .point })
        guard case .numbers(let ys)? = layer.data["y"] else { return [] }
        return ys
    }

    @Test func lookupFromDataTakesTheNamedFields() throws {
        let json = #"""
            {"data": {"values": [{"k": "a", "v": 1}, {"k": "b", "v": 2}, {"k": "c", "v": 3}]},
             "transform": [{"lookup": "k", "from": {"data": {"values": [{"id": "a", "w": 10}, {"id": "b", "w": 20}]},
                                                    "key": "id", "fields": ["w"]}, "default": 0}],
             "mark": "point",
             "encoding": {"x": {"field": "v", "type": "quantitative"}, "y": {"field": "w", "type": "quantitative"}}}
            """#
        #expect(try Self.yValues(json) == [10, 20, 0])
    }

    @Test func lookupFromSelectionIndexesBySelectedRows() throws {
        // The selection holds the rows at 2005-01-01; each row is divided by its series' value there.
        let json = #"""
            {"data": {"values": [{"s": "a", "t": "2004-12-01T00:00", "p": 5}, {"s": "a", "t": "2005-01-01T00:00", "p": 10},
                                 {"s": "b", "t": "2005-01-01T00:00", "p": 4}, {"s": "b", "t": "2005-02-01T00:00", "p": 8}]},
             "layer": [
               {"params": [{"name": "index", "value": [{"x": {"year": 2005, "month": 1, "date": 1}}],
                            "select": {"type": "point", "encodings": ["x"]}}],
                "mark": "rule", "encoding": {"x": {"field": "t", "type": "temporal"}}},
               {"transform": [{"lookup": "s", "from": {"param": "index", "key": "s"}},
                              {"calculate": "datum.p / datum.index.p", "as": "r"}],
                "mark": "point",
                "encoding": {"x": {"field": "t", "type": "temporal"}, "y": {"field": "r", "type": "quantitative"}}}]}
            """#
        #expect(try Self.yValues(json) == [0.5, 1, 1, 2])
    }
}
