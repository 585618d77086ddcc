import Charta
import Testing

@testable import ChartaVegaLite

/// Quantile, quantize and threshold scales on colour and size, and the legend they share.
@Suite struct ReaderDiscretizeTests {
    static let rows = """
        [{"b": 28}, {"b": 55}, {"b": 43}, {"b": 91}, {"b": 81}, {"b": 53}, {"b": 19}, {"b": 87}, {"b": 52}]
        """

    @Test func quantileSizeRangeSetsTheBucketsOfTheSharedLegend() throws {
        // Five sizes ask for five quantiles (d3's quantile scale has one bucket per range value); the
        // legend lists the size scale's buckets, in the legend's own format.
        let json = VL.unit(
            mark: "\"circle\"", rows: Self.rows,
            encoding: #"""
                {"y": {"field": "b", "type": "nominal"},
                 "size": {"field": "b", "type": "quantitative",
                          "scale": {"type": "quantile", "range": [80, 160, 240, 320, 400]}},
                 "color": {"field": "b", "type": "quantitative", "scale": {"type": "quantile"},
                           "legend": {"format": "d"}}}
                """#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.legendLabels == ["< 37", "37 – 52", "52 – 55", "55 – 83", "≥ 83"])
    }

    @Test func quantileColourAloneKeepsTheConfiguredCount() throws {
        let json = VL.unit(
            mark: "\"circle\"", rows: Self.rows,
            encoding: #"""
                {"y": {"field": "b", "type": "nominal"},
                 "color": {"field": "b", "type": "quantitative", "scale": {"type": "quantile"},
                           "legend": {"format": "d"}}}
                """#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.legendLabels == ["< 43", "43 – 53", "53 – 81", "≥ 81"])
    }
}
