import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// End to end: Vega-Lite JSON → ChartSpec → scene, against what Vega draws for the same spec (the
/// reference renders in the shared conformance corpus).
@Suite struct ReaderChartTests {
    static let bars = #"[{"a": "A", "b": 28}, {"a": "B", "b": 55}, {"a": "C", "b": 43}, {"a": "D", "b": 91}]"#

    @Test func simpleBarsUseVegaLiteDefaults() throws {
        let json = VL.unit(
            mark: "\"bar\"", rows: ReaderChartTests.bars,
            encoding: #"{"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"}}"#)
        let spec = try #require(VL.spec(json))
        // 20 points per band, 300 points for the continuous height (Vega-Lite's view config).
        #expect(spec.size.width == .step(20))
        #expect(spec.size.height == .plot(300))
        #expect(spec.scales[.color] == nil)
        let root = try #require(VL.render(json)).scene.root
        // bar_title.svg: 0 … 100 by 10 on a 300-point axis.
        #expect(root.axisLabels(.left) == (0...10).map { String($0 * 10) })
        #expect(root.axisLabels(.bottom) == ["A", "B", "C", "D"])
        #expect(root.axisTitle(.left) == "b")
        #expect(root.markItems(.rect).count == 4)
    }

    @Test func aggregateTitlesAndHorizontalBars() throws {
        let json = VL.unit(
            mark: "\"bar\"", rows: ReaderChartTests.bars,
            encoding: #"{"y": {"field": "a"}, "x": {"field": "b", "aggregate": "sum", "type": "quantitative"}}"#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.axisTitle(.bottom) == "Sum of b")
        // Discrete y runs top to bottom, as in Vega-Lite: A is the topmost label.
        let axis = try #require(root.groups(role: .axis).first { $0.orient == .left }?.groups(role: .axisLabel).first)
        let labels = axis.leaves.compactMap { node -> (String, Double)? in
            if case .text(let t) = node, t.text.count == 1 { return (t.text, t.position.y) }
            return nil
        }
        #expect(labels.sorted { $0.1 < $1.1 }.map(\.0) == ["A", "B", "C", "D"])
    }

    @Test func legendListsAnExplicitColourDomainInOrder() throws {
        let json = VL.unit(
            mark: "\"line\"", rows: #"[{"x": 1, "y": 2, "g": "b"}, {"x": 2, "y": 3, "g": "b"}]"#,
            encoding:
                #"{"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}, "color": {"field": "g", "scale": {"domain": [null, "a", "b"]}}}"#
        )
        let root = try #require(VL.render(json)).scene.root
        #expect(root.legendLabels == ["null", "a", "b"])
    }

    @Test func quantitativeColourGetsAGradientLegend() throws {
        let json = VL.unit(
            mark: "\"bar\"", rows: #"[{"a": "A", "b": 3, "c": 1}, {"a": "B", "b": 4, "c": 2}]"#,
            encoding:
                #"{"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}, "color": {"field": "c", "type": "quantitative"}}"#
        )
        let spec = try #require(VL.spec(json))
        guard case .gradient(_, let labels)? = spec.legend.content else {
            Issue.record("expected a gradient legend")
            return
        }
        // bar_invalid_color_show_override.svg: a 200-point ramp over 1…2 is labelled 1.0 … 2.0 by 0.2.
        #expect(labels.map(\.text) == ["1.0", "1.2", "1.4", "1.6", "1.8", "2.0"])
        #expect(spec.layers[0].encoding[.color]?.identity == true)
    }

    @Test func groupedBarsSitSideBySideInTheirBand() throws {
        let rows = #"[{"c": "A", "g": "x", "v": 1}, {"c": "A", "g": "y", "v": 2}, {"c": "B", "g": "x", "v": 3}]"#
        let json = VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding:
                #"{"x": {"field": "c"}, "xOffset": {"field": "g"}, "y": {"field": "v", "type": "quantitative"}, "color": {"field": "g"}}"#
        )
        let rendered = try #require(VL.render(json))
        let rects = rendered.scene.root.markItems(.rect).compactMap { node -> Rect? in
            if case .rect(let r) = node { return r.rect }
            return nil
        }
        #expect(rects.count == 3)
        let widths = Set(rects.map { ($0.width * 1000).rounded() })
        #expect(widths.count == 1)
        // In band A the two bars touch (offset paddings 0) and do not overlap.
        let inA = rects.filter { $0.minX < rendered.plotFrame.midX }.sorted { $0.minX < $1.minX }
        #expect(inA.count == 2)
        #expect(abs(inA[0].maxX - inA[1].minX) < 1e-6)
    }

    @Test func arcsStackThetaAroundTheCircle() throws {
        let json = VL.unit(
            mark: "\"arc\"", rows: #"[{"k": "a", "v": 1}, {"k": "b", "v": 3}]"#,
            encoding: #"{"theta": {"field": "v", "type": "quantitative"}, "color": {"field": "k"}}"#)
        let rendered = try #require(VL.render(json))
        #expect(rendered.scene.root.markItems(.arc).count == 2)
        #expect(rendered.scene.root.legendLabels == ["a", "b"])
    }

    @Test func missingPositionsCentrePointsAndSpanBars() throws {
        let points = try #require(
            VL.render(
                VL.unit(mark: "\"point\"", rows: #"[{"a": "A"}, {"a": "B"}]"#, encoding: #"{"x": {"field": "a"}}"#)))
        let ys = points.scene.root.markItems(.symbol).compactMap { node -> Double? in
            if case .symbol(let s) = node { return s.center.y }
            return nil
        }
        #expect(ys.count == 2)
        #expect(ys.allSatisfy { abs($0 - points.plotFrame.midY) < 1e-9 })
        let bars = try #require(
            VL.render(VL.unit(mark: "\"bar\"", rows: #"[{"a": "A"}]"#, encoding: #"{"y": {"field": "a"}}"#)))
        let rect = try #require(bars.scene.root.rects.first { $0.item != nil })
        #expect(abs(rect.rect.width - bars.plotFrame.width) < 1e-9)
    }

    @Test func timeUnitAxesUseTheUnitFormat() throws {
        let rows = #"[{"d": "2022-01-01", "b": 1}, {"d": "2022-01-03", "b": 2}]"#
        let json = VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding:
                #"{"y": {"field": "d", "timeUnit": "binnedutcyearmonthdate", "type": "temporal"}, "x": {"field": "b", "type": "quantitative"}}"#
        )
        let root = try #require(VL.render(json)).scene.root
        #expect(root.axisLabels(.left) == ["Jan 01, 2022", "Jan 02, 2022", "Jan 03, 2022", "Jan 04, 2022"])
    }

    @Test func logAxesLabelPowersOnly() throws {
        let json = VL.unit(
            mark: "\"point\"", rows: #"[{"x": 0, "y": 1}, {"x": 1, "y": 10000000}]"#,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "scale": {"type": "log"}}}"#)
        let labels = try #require(VL.render(json)).scene.root.axisLabels(.left).filter { !$0.isEmpty }
        // point_log.svg: over seven decades only the powers of ten are labelled.
        #expect(labels == ["1", "10", "100", "1,000", "10,000", "100,000", "1,000,000", "10,000,000"])
    }

    @Test func shapeFieldsDrawShapesAndALegend() throws {
        let json = VL.unit(
            mark: "\"point\"", rows: #"[{"x": 1, "y": 1, "k": "b"}, {"x": 2, "y": 2, "k": "a"}]"#,
            encoding:
                #"{"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}, "shape": {"field": "k"}}"#
        )
        let root = try #require(VL.render(json)).scene.root
        let shapes = root.markItems(.symbol).compactMap { node -> SymbolShape? in
            if case .symbol(let s) = node { return s.shape }
            return nil
        }
        // Vega's symbol range: circle for the first category (a), square for the second (b).
        #expect(shapes == [.square, .circle])
        #expect(root.legendLabels == ["a", "b"])
    }

    @Test func sizeFieldsGetASizeLegend() throws {
        let json = VL.unit(
            mark: "\"circle\"", rows: #"[{"x": 1, "s": 10}, {"x": 2, "s": 91}]"#,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "size": {"field": "s", "type": "quantitative"}}"#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.legendLabels == ["0", "20", "40", "60", "80"])
    }

    @Test func colourAndSizeOnOneFieldShareASymbolLegend() throws {
        let json = VL.unit(
            mark: "\"point\"", rows: #"[{"x": 1, "s": 10}, {"x": 2, "s": 41}]"#,
            encoding:
                #"{"x": {"field": "x", "type": "quantitative"}, "color": {"field": "s", "type": "quantitative"}, "size": {"field": "s", "type": "quantitative"}}"#
        )
        let spec = try #require(VL.spec(json))
        guard case .symbols(let entries)? = spec.legend.content else {
            Issue.record("expected a symbol legend")
            return
        }
        // point_colorramp_size.svg: the size scale's ticks from zero, each symbol in the colour scale's colour.
        #expect(entries.map(\.label) == ["0", "10", "20", "30", "40"])
        #expect(entries[0].color == entries[1].color)
        #expect(entries[1].color != entries[4].color)
        #expect((entries[1].size ?? 0) < (entries[4].size ?? 0))
    }

    @Test func binnedAxesTickAtBinBoundaries() throws {
        let json = VL.unit(
            mark: "\"bar\"", rows: #"[{"v": 1.3}, {"v": 4.8}, {"v": 10.2}]"#,
            encoding: #"{"x": {"field": "v", "bin": true}, "y": {"aggregate": "count"}}"#)
        let root = try #require(VL.render(json)).scene.root
        // vega-statistics: extent [1.3, 10.2] with 10 bins → 1 … 11 by 1, written as Vega writes the
        // scale's ticks for the axis's count (200 points / 10 = 20 ticks, a step of 0.5): one decimal.
        #expect(root.axisLabels(.bottom) == (1...11).map { "\($0).0" })
        #expect(root.axisTitle(.bottom) == "v (binned)")
        #expect(root.axisTitle(.left) == "Count of Records")
    }

    @Test func facetsDrawOneCellPerValueWithHeaders() throws {
        let json = #"""
            {"data": {"values": [{"c": "A", "g": "x", "v": 1}, {"c": "A", "g": "y", "v": 2}, {"c": "B", "g": "x", "v": 3}]},
             "mark": "bar",
             "encoding": {"column": {"field": "c"}, "x": {"field": "g"}, "y": {"field": "v", "type": "quantitative"}}}
            """#
        let spec = try #require(VL.spec(json))
        #expect(spec.facet?.column?.values == ["A", "B"])
        #expect(spec.facet?.column?.title == "c")
        let root = try #require(VL.render(json)).scene.root
        // One bar per row, each cell with its own data; one shared y axis; headers and the facet title.
        #expect(root.markItems(.rect).count == 3)
        #expect(
            root.groups(role: .axis).filter { $0.orient == .left && !$0.groups(role: .axisLabel).isEmpty }.count == 1)
        let titles = root.groups(role: .titleText).flatMap(\.texts)
        #expect(Set(titles) == ["c", "A", "B"])
        // Cells are side by side: the B bar is right of both A bars.
        let rects = root.rects.filter { $0.item != nil }
        #expect(rects.count == 3)
    }

    @Test func ticksAreThinRectanglesAcrossTheirBand() throws {
        let json = VL.unit(
            mark: #"{"type": "tick", "thickness": 2}"#, rows: ReaderChartTests.bars,
            encoding: #"{"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}}"#)
        let rendered = try #require(VL.render(json))
        let rects = rendered.scene.root.markItems(.rect).compactMap { node -> Rect? in
            if case .rect(let r) = node { return r.rect }
            return nil
        }
        #expect(rects.count == 4)
        #expect(rects.allSatisfy { abs($0.height - 2) < 1e-9 })
        // tick_width_band.svg: ticks fill 3/4 of their 20-point step (tickBandPaddingInner 0.25).
        #expect(rects.allSatisfy { abs($0.width - 15) < 1e-6 })
    }

    @Test func continuousXAxesAlignTheirEndLabelsFlush() throws {
        let encoding = #"{"x": {"field": "b", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}"#
        let spec = try #require(VL.spec(VL.unit(mark: #""point""#, rows: ReaderChartTests.bars, encoding: encoding)))
        #expect(spec.axes[.x]?.labelFlush == 1)
        #expect(spec.axes[.y]?.labelFlush == nil)
        let off = encoding.replacingOccurrences(
            of: #""quantitative"}, "y""#, with: #""quantitative", "axis": {"labelFlush": false}}, "y""#)
        let unflushed = try #require(VL.spec(VL.unit(mark: #""point""#, rows: ReaderChartTests.bars, encoding: off)))
        #expect(unflushed.axes[.x]?.labelFlush == nil)
        let nominal = #"{"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}}"#
        let bars = try #require(VL.spec(VL.unit(mark: #""bar""#, rows: ReaderChartTests.bars, encoding: nominal)))
        #expect(bars.axes[.x]?.labelFlush == nil)
    }

    @Test func symbolsOfEachShapeGetVegasSizeForThatShape() throws {
        let rows = #"[{"a": "A", "b": 1}, {"a": "B", "b": 2}]"#
        let json = VL.unit(
            mark: #""point""#, rows: rows,
            encoding: #"{"x": {"field": "b", "type": "quantitative"}, "size": {"value": 200}, "#
                + #""shape": {"field": "a", "type": "nominal", "scale": {"range": ["circle", "triangle-up"]}}}"#)
        let layer = try #require(VL.spec(json)?.layers.first)
        let sizes = try #require(layer.data[Channel.size.rawValue])
        // Vega draws a circle √200 across and a triangle √200 wide at its base.
        #expect(abs(sizes.number(at: 0) - 200 * Double.pi / 4) < 1e-9)
        #expect(abs(sizes.number(at: 1) - 200 * 3.0.squareRoot() / 4) < 1e-9)
        #expect(layer.encoding[.size]?.identity == true)
    }

    /// A size scale runs from `minSize` (4) to its maximum over zero to the largest value, or over the
    /// domain the scale gives, as Vega-Lite's does.
    @Test func sizeScalesFollowAGivenDomain() throws {
        let rows = #"[{"n": 0}, {"n": 50}]"#
        func sizes(_ scale: String) throws -> [Double] {
            let json = VL.unit(
                mark: #""point""#, rows: rows,
                encoding: #"{"x": {"field": "n", "type": "quantitative"}, "#
                    + #""size": {"field": "n", "type": "quantitative"\#(scale)}}"#)
            let column = try #require(VL.spec(json)?.layers.first?.data[Channel.size.rawValue])
            return (0..<2).map { column.number(at: $0) / (Double.pi / 4) }
        }
        let plain = try sizes("")
        #expect(abs(plain[0] - 4) < 1e-9)
        let given = try sizes(#", "scale": {"domain": [-1, 50]}"#)
        // 0 lies a 51st of the way along [-1, 50]; 50 at its end.
        #expect(abs(given[0] - (4 + (plain[1] - 4) / 51)) < 1e-9)
        #expect(abs(given[1] - plain[1]) < 1e-9)
    }

    /// Colours in a scale's range may be signals: a parameter's value (a colour picker's) colours its
    /// category.
    @Test func rangeColoursMayBeParameters() throws {
        let json = #"""
            {"params": [{"name": "tint", "value": "#ff0000", "bind": {"input": "color"}}],
             "data": {"values": [{"a": "p"}, {"a": "q"}]}, "mark": "point",
             "encoding": {"x": {"field": "a"}, "color": {"field": "a", "type": "nominal",
               "scale": {"domain": ["p", "q"], "range": [{"expr": "tint"}, "blue"]}}}}
            """#
        let spec = try #require(VL.spec(json))
        #expect(spec.scales[.color]?.range == ["#ff0000", "#0000ff"])
    }

    /// An `xOffset` without `x` divides the whole plot: each group's bars side by side, stacked within
    /// their group.
    @Test func anOffsetWithoutItsPositionDividesThePlot() throws {
        let rows = #"[{"c": "A", "g": "p", "v": 1}, {"c": "B", "g": "p", "v": 2}, {"c": "A", "g": "q", "v": 4}]"#
        let json = VL.unit(
            mark: #""bar""#, rows: rows,
            encoding: #"{"y": {"field": "v", "type": "quantitative"}, "xOffset": {"field": "g"}, "#
                + #""color": {"field": "c"}}"#)
        let rendered = try #require(VL.render(json))
        let rects = rendered.scene.root.markItems(.rect).compactMap { node -> Rect? in
            if case .rect(let r) = node { r.rect.standardized } else { nil }
        }
        try #require(rects.count == 3)
        let plot = rendered.plotFrame
        // Two groups, each half the plot wide: p's two bars stacked on the left, q's bar on the right.
        let left = rects.filter { $0.midX < plot.midX }
        let right = rects.filter { $0.midX > plot.midX }
        #expect(left.count == 2 && right.count == 1)
        #expect(rects.allSatisfy { abs($0.width - plot.width / 2) < 0.5 })
        let stacked: Double = left.map(\.height).reduce(0, +)
        let single: Double = right.first?.height ?? 0
        #expect(abs(stacked - 0.75 * single) < 0.5)
    }

    /// A text mark's `dx` and `dy` move it by points, as Vega offsets text.
    @Test func textOffsetsMoveLabelsByPoints() throws {
        func spec(_ mark: String) throws -> MarkSpec {
            let json = VL.unit(
                mark: mark, rows: #"[{"a": 1, "t": "x"}]"#,
                encoding: #"{"x": {"field": "a", "type": "quantitative"}, "text": {"field": "t"}}"#)
            return try #require(VL.spec(json)?.layers.first?.mark)
        }
        let moved = try spec(#"{"type": "text", "dx": 4, "dy": -3}"#)
        #expect(moved.xOffset == 4 && moved.yOffset == -3)
        let plain = try spec(#""text""#)
        #expect(plain.xOffset == 0 && plain.yOffset == 0)
    }

    /// Vega's `autosize: pad` grows the view to keep a label past the plot on the canvas; `none` keeps
    /// the plot's size.
    @Test func theViewGrowsForLabelsPastThePlot() throws {
        func width(_ extra: String) throws -> (canvas: Double, labelEnd: Double) {
            let json = VL.unit(
                mark: #"{"type": "text", "align": "left", "dx": 4}"#, rows: #"[{"a": 1, "t": "a long label"}]"#,
                encoding: #"{"x": {"field": "a", "type": "quantitative"}, "text": {"field": "t"}}"#, extra: extra)
            let rendered = try #require(VL.render(json))
            let box = try #require(
                rendered.scene.root.groups(role: .mark).first?.bounds(measurer: StandardTextMeasurer.shared))
            return (rendered.scene.size.width, box.maxX)
        }
        let padded = try width("")
        #expect(padded.canvas >= padded.labelEnd)
        let fixed = try width(#""autosize": "none""#)
        #expect(fixed.canvas < fixed.labelEnd)
    }
}
