import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Binned positions in layered charts: shared bins, domains that span them, their labels and the
/// independent legends of layered size channels.
@Suite struct ReaderLayerBinTests {
    /// `v` from 0 to 95 in steps of 5; `g` is "a" for the first quarter.
    static let rows =
        "["
        + stride(from: 0, to: 100, by: 5).map { #"{"v": \#($0), "g": "\#($0 < 25 ? "a" : "b")"}"# }
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

/// Binned sizes and the room facet cells give marks that reach out of their plots.
@Suite struct ReaderBinnedSizeTests {
    @Test func binnedSizesTakeTheirBinsMiddles() throws {
        // Bins of 100: 0–100 and 100–200. The legend has one symbol per bin, labelled with its range and
        // sized at the bin's start on the scale (as Vega sizes it); the marks at 50 and 150, the middles.
        let json = VL.unit(
            mark: #""point""#, rows: #"[{"d": 10, "x": 1}, {"d": 120, "x": 2}, {"d": 199, "x": 3}]"#,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "#
                + #""size": {"bin": {"step": 100}, "field": "d", "type": "quantitative"}}"#)
        let spec = try #require(VL.spec(json))
        guard case .numbers(let sizes)? = spec.layers.first?.data["size"],
            case .symbols(let legend)? = spec.legend.content
        else {
            Issue.record("sized points and a size legend")
            return
        }
        #expect(legend.map(\.label) == ["0 – 100", "100 – 200"])
        #expect(abs(sizes[1] - sizes[2]) < 1e-9 && sizes[0] < sizes[1])
        let (at0, at100) = (legend[0].size ?? .nan, legend[1].size ?? .nan)
        #expect(abs(sizes[0] - (at0 + at100) / 2) < 1e-9)
        #expect(abs(sizes[1] - (at100 + (at100 - at0) / 2)) < 1e-9)
    }

    static func columnStep(size: Int, x: [Int]) throws -> Double {
        let rows = x.enumerated().map { #"{"c": "\#($0.offset % 2)", "x": \#($0.element)}"# }.joined(separator: ", ")
        let json = VL.unit(
            mark: #"{"type": "point", "filled": true}"#, rows: "[\(rows)]",
            encoding: #"{"column": {"field": "c"}, "x": {"field": "x", "type": "quantitative", "#
                + #""scale": {"domain": [0, 10]}}, "size": {"value": \#(size)}}"#, extra: #""width": 100"#)
        let rendered = try #require(VL.render(json))
        let xs = rendered.scene.root.axisXs(.bottom).sorted()
        try #require(xs.count == 2)
        return xs[1] - xs[0]
    }

    @Test func facetCellsMakeRoomForMarksOverTheirEdges() throws {
        // Small points inside the plots: cells 100 + 22 apart. Large points (radius 20) on the plots'
        // left and right edges push every column apart by what reaches out on both sides.
        let inside = try Self.columnStep(size: 30, x: [3, 4, 6, 7])
        #expect(abs(inside - 122) < 0.5)
        let edges = try Self.columnStep(size: 1600, x: [0, 0, 10, 10])
        #expect(edges >= 122 + 2 * 20)
        #expect(edges <= 122 + 2 * 20 + 4)
    }
}
