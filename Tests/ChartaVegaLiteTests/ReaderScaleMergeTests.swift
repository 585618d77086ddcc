import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Bins, shared scales and guide formats as Vega-Lite settles them: the bins' stop in the last bin,
/// the first layer's `zero`, and percentages for normalized stacks.
@Suite struct ReaderScaleMergeTests {
    @Test func theStopFallsInTheLastBin() throws {
        // 1…100 in at most 10 bins: bins of 10 from 0 to 100, 100 itself in 90–100 (vega-transforms Bin).
        let rows = "[" + [1, 50, 100].map { #"{"v": \#($0)}"# }.joined(separator: ", ") + "]"
        let json = VL.unit(
            mark: #""bar""#, rows: rows,
            encoding: #"{"x": {"bin": {"maxbins": 10}, "field": "v"}, "y": {"aggregate": "count"}}"#)
        let spec = try #require(VL.spec(json))
        guard case .numbers(let starts)? = spec.layers[0].data["x"] else {
            Issue.record("no bin starts")
            return
        }
        #expect(starts.sorted() == [0, 50, 90])
        #expect(try #require(VL.render(json)).scene.root.axisLabels(.bottom).last == "100")
    }

    @Test func theFirstLayerSetsWhetherASharedScaleIncludesZero() throws {
        // A histogram (binned: no zero) under a rule at the mean (a rule's scale would include zero).
        let rows = "[" + [3, 4.5, 6, 7.5].map { #"{"v": \#($0)}"# }.joined(separator: ", ") + "]"
        func labels(_ layers: [String]) throws -> [String] {
            let json = #"{"data": {"values": \#(rows)}, "layer": [\#(layers.joined(separator: ", "))]}"#
            return try #require(VL.render(json)).scene.root.axisLabels(.bottom)
        }
        let bars = #"{"mark": "bar", "encoding": {"x": {"field": "v", "bin": true}, "y": {"aggregate": "count"}}}"#
        let rule = #"{"mark": "rule", "encoding": {"x": {"aggregate": "mean", "field": "v"}}}"#
        #expect(try labels([bars, rule]).first != "0")
        #expect(try labels([rule, bars]).first == "0")
    }

    @Test func normalizedStacksAreLabelledInPercent() throws {
        let rows = #"[{"a": "x", "g": "m", "v": 1}, {"a": "x", "g": "f", "v": 3}, {"a": "y", "g": "m", "v": 2}]"#
        let encoding =
            #"{"x": {"field": "a"}, "y": {"aggregate": "sum", "field": "v", "stack": "normalize"}, "#
            + #""color": {"field": "g"}}"#
        let labels = try #require(VL.render(VL.unit(mark: #""bar""#, rows: rows, encoding: encoding)))
            .scene.root.axisLabels(.left)
        #expect(labels.first == "0%" && labels.last == "100%")
        let config = #""config": {"normalizedNumberFormat": ".1%"}"#
        let custom = try #require(VL.render(VL.unit(mark: #""bar""#, rows: rows, encoding: encoding, extra: config)))
        #expect(custom.scene.root.axisLabels(.left).last == "100.0%")
    }
}
