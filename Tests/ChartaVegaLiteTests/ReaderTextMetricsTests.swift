import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Vega-Lite charts measure text as Vega does on Linux (DejaVu Sans) and keep Vega's axis paddings, so
/// views land where the reference renders put them.
@Suite struct ReaderTextMetricsTests {
    /// A 400 × 300 line whose y axis runs from −5 to 40, as in layer_line_rolling_mean_point_raw.
    static let minusFive = #"""
        {"width": 400, "height": 300, "data": {"values": [{"x": 0, "y": -5}, {"x": 1, "y": 40}]},
         "mark": "line", "encoding": {"x": {"field": "x", "type": "quantitative"},
         "y": {"field": "y", "type": "quantitative", "title": "Temperature"}}}
        """#

    func render(_ json: String) throws -> RenderedChart {
        try #require(VL.render(json))
    }

    @Test func theDefaultFontIsDejaVuSans() throws {
        let spec = try #require(VL.spec(Self.minusFive))
        #expect(spec.theme.font == Font(family: Font.dejaVuFamily, size: 10))
        #expect(spec.theme.titleFont.family == Font.dejaVuFamily)
        let root = try render(Self.minusFive).scene.root
        let labels = try #require(root.groups(role: .axis).first { $0.orient == .left }?.groups(role: .axisLabel).first)
        let fonts = labels.leaves.compactMap { node -> Font? in
            if case .text(let t) = node { t.font } else { nil }
        }
        #expect(!fonts.isEmpty)
        #expect(fonts.allSatisfy { $0.family == Font.dejaVuFamily })
        // "−5" is 14.74 points wide in DejaVu Sans (11.4 in Liberation Sans).
        let width = StandardTextMeasurer.shared.width(of: "\u{2212}5", font: fonts[0])
        #expect(abs(width - 3019.0 / 2048 * 10) < 1e-9)
    }

    @Test func theYAxisTitleSitsWhereVegaPutsIt() throws {
        let rendered = try render(Self.minusFive)
        let axis = try #require(rendered.scene.root.groups(role: .axis).first { $0.orient == .left })
        let title = try #require(
            axis.groups(role: .axisTitle).first?.leaves.compactMap { node -> TextNode? in
                if case .text(let t) = node { t } else { nil }
            }.first)
        // Vega: tick 5, label padding 2, "−5" 14.74, title padding 4, then the 11-point bold title, one
        // em deep; the reference render puts the plot at x = 5 + ⌈36.74⌉ = 42.
        #expect(title.font.size == 11)
        let labelWidth: Double = 3019.0 / 2048 * 10
        let reach: Double = 5 + 2 + labelWidth + 4 + 11
        #expect(abs(rendered.plotFrame.minX - title.position.x - reach) < 1e-9)
        #expect(rendered.plotFrame.minX == 42)
    }

    @Test func minExtentKeepsTheTitleAway() throws {
        let json = Self.minusFive.replacingOccurrences(
            of: #""title": "Temperature""#, with: #""title": "Temperature", "axis": {"minExtent": 30}"#)
        let rendered = try render(json)
        let axis = try #require(rendered.scene.root.groups(role: .axis).first { $0.orient == .left })
        let title = try #require(
            axis.groups(role: .axisTitle).first?.leaves.compactMap { node -> TextNode? in
                if case .text(let t) = node { t } else { nil }
            }.first)
        // The ticks and labels reach 21.74 < 30, so the title starts 30 + 4 points out.
        let reach: Double = 30 + 4 + 11
        #expect(abs(rendered.plotFrame.minX - title.position.x - reach) < 1e-9)
    }

    /// The distance between the plots of two views side by side, with `view` as the config's view.
    func plotGap(view: String) throws -> Double {
        let cell = #"""
            {"width": 300, "height": 100, "data": {"values": [{"x": 0, "y": 0}, {"x": 1, "y": 50}]},
             "mark": "bar", "encoding": {"x": {"field": "x", "type": "ordinal", "axis": null},
             "y": {"field": "y", "type": "quantitative", "title": "y"}}}
            """#
        let rendered = try render(#"{"config": {"view": \#(view)}, "hconcat": [\#(cell), \#(cell)]}"#)
        try #require(rendered.cells.count == 2)
        let (a, b) = (rendered.cells[0], rendered.cells[1])
        return b.offset.x + b.chart.plotFrame.minX - a.offset.x - a.chart.plotFrame.minX
    }

    @Test func theViewFrameCountsInTheGrid() throws {
        // The second view's axis reaches 5 + 2 + 12.72 ("50") + 4 + 11 = 34.72 left of its plot. With
        // Vega-Lite's 1-point frame, half of it outside, the boxes round out to 300.5 → 301 and
        // 35.22 → 36 (concat_hover.svg: 301 + 20 + 36 = 357); without a frame to 300 and 35; a 3-point
        // frame to 302 and 37.
        #expect(try plotGap(view: "{}") == 357)
        #expect(try plotGap(view: #"{"stroke": null}"#) == 355)
        #expect(try plotGap(view: #"{"strokeWidth": 3}"#) == 359)
    }

    /// The brush rectangles of a scatter-plot matrix's views, fill and outline per view.
    func brushes(resolve: String, sameField: Bool) throws -> [Rect] {
        let y = sameField ? "a" : "b"
        let json = #"""
            {"data": {"values": [{"a": 1, "b": 2}, {"a": 3, "b": 5}]}, "width": 100, "height": 80,
             "mark": "point",
             "params": [{"name": "brush", "select": {"type": "interval", "resolve": "\#(resolve)"}}],
             "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "\#(y)", "type": "quantitative"}}}
            """#
        let rendered = try render(json)
        return rendered.scene.root.markItems(.rect).compactMap { node -> Rect? in
            if case .rect(let r) = node { r.rect } else { nil }
        }
    }

    @Test func anEmptyBrushSpansWhatItDoesNotSelect() throws {
        // Resolved globally, an empty brush has no size.
        #expect(try brushes(resolve: "global", sameField: true).allSatisfy { $0.width == 0 && $0.height == 0 })
        // Otherwise it spans the plot along a channel without a projection: with one field on x and y
        // (a scatter-plot matrix's diagonal) y has none (interactive_splom.svg: M0,0h0v300h0Z).
        let diagonal = try brushes(resolve: "union", sameField: true)
        #expect(diagonal.count == 2)
        #expect(diagonal.allSatisfy { $0.width == 0 && $0.height == 80 })
        #expect(try brushes(resolve: "union", sameField: false).allSatisfy { $0.width == 0 && $0.height == 0 })
    }

    /// A facet of two columns, each a facet of rows, with `view` as the config's view.
    func nested(view: String) throws -> RenderedChart {
        let json = ReaderNestedFacetTests.nested(outer: "column", inner: "row")
            .replacingOccurrences(of: #"{"data""#, with: #"{"config": {"view": \#(view)}, "data""#)
        return try render(json)
    }

    @Test func aNestedFacetsBoxHoldsItsCellsFrame() throws {
        let framed = try nested(view: "{}")
        let bare = try nested(view: #"{"stroke": null}"#)
        #expect(
            try #require(VL.spec(ReaderNestedFacetTests.nested(outer: "column", inner: "row"))).facet?.inner?.viewStroke
                == 1)
        // The inner cells' frames widen each inner facet's box, so the framed grid is wider (Vega puts
        // the outer columns of facet_column_facet_column_point_future 1001 points apart, 2 more than
        // boxes without the frame).
        #expect(framed.scene.size.width > bare.scene.size.width)
    }
}
