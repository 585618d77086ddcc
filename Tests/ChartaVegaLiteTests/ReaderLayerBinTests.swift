import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Binned positions in layered charts: shared bins, domains that span them, their labels and the
/// independent legends of layered size channels.
@Suite struct ReaderLayerBinTests {
    /// `v` from 0 to 95 in steps of 5; `g` is "a" for the first quarter.
    static let rows =
        "[" + stride(from: 0, to: 100, by: 5).map { #"{"v": \#($0), "g": "\#($0 < 25 ? "a" : "b")"}"# }
        .joined(separator: ", ") + "]"

    /// All rows binned by `v`, and on top the rows of group `a` binned the same way, sized by count.
    static func layered(resolve: String = "") -> String {
        let enc = { (title: String, color: String) in
            #"{"x": {"bin": true, "field": "v", "type": "quantitative"}, "#
                + #""size": {"aggregate": "count", "type": "quantitative", "title": "\#(title)"}\#(color)}"#
        }
        return """
            {"data": {"values": \(rows)}, "width": 300,
             "layer": [{"mark": "circle", "encoding": \(enc("All", ""))},
                       {"transform": [{"filter": "datum.g === 'a'"}], "mark": "circle",
                        "encoding": \(enc("Group a", #", "color": {"value": "firebrick"}"#))}]\(resolve)}
            """
    }

    static func xValues(_ layer: LayerSpec) -> [Double] {
        guard case .numbers(let v)? = layer.data["x"] else { return [] }
        return v
    }

    @Test func layersBinningOneFieldShareTheirBins() throws {
        let spec = try #require(VL.spec(Self.layered()))
        try #require(spec.layers.count == 2)
        // All rows: ten bins of 10 (0 to 100). Group a alone (0 to 20) would get bins of 2; it shares the
        // bins of 10 instead: three of them, 0–10, 10–20 and 20–30, drawn in their middles.
        #expect(Self.xValues(spec.layers[0]).count == 10)
        #expect(Self.xValues(spec.layers[1]).sorted() == [5, 15, 25])
    }

    @Test func aBinnedDomainEndsAtTheLastBinsEnd() throws {
        let rendered = try #require(VL.render(Self.layered()))
        let labels = rendered.scene.root.axisLabels(.bottom)
        // Points sit in the middle of their bins (95 in 90–100), yet the axis runs to the last bin's end.
        #expect(labels.first == "0")
        #expect(labels.last == "100")
    }

    @Test func binnedAxisLabelsTakeTheTickStepsPrecision() throws {
        // Bins of 2 from 8 to 26 over 300 points: 30 ticks' worth, a step of 0.5, so one decimal.
        let values = [8.0, 12.5, 17, 24.8].map { #"{"a": \#($0)}"# }.joined(separator: ", ")
        let json = VL.unit(
            mark: #""point""#, rows: "[\(values)]",
            encoding: #"{"x": {"bin": true, "field": "a", "type": "quantitative"}}"#, extra: #""width": 300"#)
        let labels = try #require(VL.render(json)).scene.root.axisLabels(.bottom)
        #expect(labels.first == "8.0")
        #expect(labels.last == "26.0")
    }

    @Test func independentSizeLegendsKeepEachLayersTitleAndColour() throws {
        let shared = try #require(VL.spec(Self.layered()))
        #expect(shared.extraLegends.isEmpty)
        let spec = try #require(VL.spec(Self.layered(resolve: #", "resolve": {"legend": {"size": "independent"}}"#)))
        #expect(spec.legend.title == "All")
        try #require(spec.extraLegends.count == 1)
        #expect(spec.extraLegends[0].title == "Group a")
        guard case .symbols(let all)? = spec.legend.content, case .symbols(let group)? = spec.extraLegends[0].content
        else {
            Issue.record("size legends have symbols")
            return
        }
        // One size scale: the same ticks and sizes in both; the colours are the layers'.
        #expect(all.map(\.label) == group.map(\.label))
        #expect(all.map(\.size) == group.map(\.size))
        #expect(Set(group.map(\.color)) == [try #require(VLColor.parse("firebrick"))])
        #expect(Set(all.map(\.color)) == [VLTheme.accent])
        let rendered = ChartLayout.render(spec)
        #expect(rendered.scene.root.groups(role: .legend).count == 2)
    }
}
