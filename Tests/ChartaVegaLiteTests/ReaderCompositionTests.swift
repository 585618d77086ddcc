import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Composition (`hconcat`, `vconcat`, `concat`, `repeat`), `autosize` and the composite marks.
@Suite struct ReaderCompositionTests {
    static let rows = #"[{"a": "A", "b": 3, "c": 10, "g": "x"}, {"a": "B", "b": 5, "c": 20, "g": "y"}]"#

    static func view(_ x: String, _ y: String = "b", mark: String = "point", color: Bool = false) -> String {
        let colour = color ? #", "color": {"field": "g", "type": "nominal"}"# : ""
        return #"{"mark": "\#(mark)", "encoding": {"x": {"field": "\#(x)", "type": "quantitative"}, "#
            + #""y": {"field": "\#(y)", "type": "quantitative"}\#(colour)}}"#
    }

    /// The top-left corners of the axes on an edge, in scene coordinates (each view is a translated group
    /// of the root).
    static func axisOrigins(_ root: Group, _ edge: Edge) -> [Point] {
        root.children.flatMap { node -> [Point] in
            guard case .group(let cell) = node else { return [] }
            return cell.groups(role: .axis).filter { $0.orient == edge }.compactMap { axis in
                Group(transform: cell.transform, children: [.group(axis)]).bounds(measurer: StandardTextMeasurer.shared)
                    .map { Point(x: $0.minX, y: $0.minY) }
            }
        }
    }

    @Test func hconcatPlacesViewsSideBySide() throws {
        let json = #"{"data": {"values": \#(Self.rows)}, "hconcat": [\#(Self.view("b")), \#(Self.view("c"))]}"#
        let spec = try #require(VL.spec(json))
        let concat = try #require(spec.concat)
        #expect(concat.charts.count == 2)
        #expect(concat.columns == 2)
        #expect(concat.align == .each)
        let rendered = ChartLayout.render(spec)
        #expect(rendered.scene.root.markItems(.symbol).count == 4)
        let axes = Self.axisOrigins(rendered.scene.root, .bottom)
        #expect(axes.count == 2)
        // Side by side: the second axis starts to the right of the first at the same height.
        #expect(axes[1].x > axes[0].x + 200)
        #expect(abs(axes[1].y - axes[0].y) < 1)
    }

    @Test func vconcatStacksViewsAndTheTitleSitsAbove() throws {
        let json =
            #"{"title": "Two", "data": {"values": \#(Self.rows)}, "vconcat": [\#(Self.view("b")), \#(Self.view("c"))]}"#
        let rendered = try #require(VL.render(json))
        let axes = Self.axisOrigins(rendered.scene.root, .bottom)
        #expect(axes.count == 2)
        #expect(axes[1].y > axes[0].y + 200)
        #expect(abs(axes[1].x - axes[0].x) < 30)
        let titleGroup = try #require(rendered.scene.root.groups(role: .titleText).first)
        let title = try #require(titleGroup.bounds(measurer: StandardTextMeasurer.shared))
        #expect(title.maxY < axes[0].y)
    }

    @Test func repeatReplacesFieldReferences() throws {
        let json = #"""
            {"data": {"values": \#(Self.rows)}, "repeat": {"column": ["b", "c"]},
             "spec": {"mark": "point", "encoding": {"x": {"field": {"repeat": "column"}, "type": "quantitative"},
                                                    "y": {"field": "b", "type": "quantitative"}}}}
            """#
        let spec = try #require(VL.spec(json))
        let concat = try #require(spec.concat)
        #expect(concat.align == .all)
        #expect(concat.charts.map { $0.axes[.x]?.title } == ["b", "c"])
    }

    @Test func layerRepeatMakesOneLayeredView() throws {
        let json = #"""
            {"data": {"values": \#(Self.rows)}, "repeat": {"layer": ["b", "c"]},
             "spec": {"mark": "line", "encoding": {"x": {"field": "a", "type": "nominal"},
                                                   "y": {"field": {"repeat": "layer"}, "type": "quantitative"}}}}
            """#
        let spec = try #require(VL.spec(json))
        #expect(spec.concat == nil)
        #expect(spec.layers.count == 2)
    }

    @Test func sharedColourShowsOneLegendOverTheUnitedDomain() throws {
        let other = #"[{"a": "C", "b": 1, "c": 2, "g": "z"}]"#
        let second =
            #"{"data": {"values": \#(other)}, "#
            + String(Self.view("c", color: true).dropFirst())
        let json = #"{"data": {"values": \#(Self.rows)}, "hconcat": [\#(Self.view("b", color: true)), \#(second)]}"#
        let spec = try #require(VL.spec(json))
        let concat = try #require(spec.concat)
        let charts = concat.charts
        #expect(charts.map(\.legend.hidden) == [false, true])
        #expect(concat.legendSource == 0)
        #expect(charts[0].scales[.color]?.domain == .categories(["x", "y", "z"]))
        // Drawn once, right of both views.
        let rendered = ChartLayout.render(spec)
        let legends = rendered.scene.root.groups(role: .legend)
        #expect(legends.count == 1)
        #expect(legends.first?.legendLabels == ["x", "y", "z"])
        let axes = Self.axisOrigins(rendered.scene.root, .bottom)
        let legendBox = try #require(
            rendered.scene.root.children.compactMap { node -> Rect? in
                guard case .group(let g) = node, !g.groups(role: .legend).isEmpty, g.role != .legend else { return nil }
                return g.bounds(measurer: StandardTextMeasurer.shared)
            }.first)
        #expect(legendBox.minX > (axes.last?.x ?? 0) + 200)
        let independent = json.dropLast() + #", "resolve": {"scale": {"color": "independent"}}}"#
        let separate = try #require(VL.spec(String(independent))).concat?.charts ?? []
        #expect(separate.map(\.legend.hidden) == [false, false])
        #expect(try #require(VL.spec(String(independent))).concat?.legendSource == nil)
    }

    @Test func autosizeFitMakesTheWholeViewTheGivenSize() throws {
        let json = VL.unit(
            mark: "\"point\"", rows: Self.rows,
            encoding: #"{"x": {"field": "b", "type": "quantitative"}, "y": {"field": "c", "type": "quantitative"}}"#,
            extra: #""width": 200, "height": 100, "autosize": {"type": "fit", "contains": "padding"}"#)
        let rendered = try #require(VL.render(json))
        #expect(rendered.scene.size == Size(width: 200, height: 100))
        #expect(rendered.plotFrame.width < 190)
        let padded = json.replacingOccurrences(of: #", "contains": "padding""#, with: "")
        #expect(try #require(VL.render(padded)).scene.size == Size(width: 210, height: 110))
    }

    /// A fitted axis counts ticks from its fitted length: 300 points with axes and padding leave about
    /// 255 for the plot, so ⌈255 / 40⌉ = 7 ticks step by 20 over 0…100 (⌈300 / 40⌉ = 8 would step by 10).
    @Test func aFittedAxisCountsTicksFromItsFittedLength() throws {
        let rows = #"[{"a": "A", "b": 28}, {"a": "B", "b": 100}]"#
        let json = VL.unit(
            mark: "\"bar\"", rows: rows,
            encoding: #"{"x": {"field": "a", "type": "ordinal"}, "y": {"field": "b", "type": "quantitative"}}"#,
            extra: #""width": 300, "autosize": {"type": "fit", "contains": "padding"}"#)
        let root = try #require(VL.render(json)).scene.root
        #expect(root.axisLabels(.left) == ["0", "20", "40", "60", "80", "100"])
        let unfitted = json.replacingOccurrences(of: #", "autosize": {"type": "fit", "contains": "padding"}"#, with: "")
        #expect(try #require(VL.render(unfitted)).scene.root.axisLabels(.left).count == 11)
    }

    @Test func errorbarsSpanMeanPlusMinusStandardError() throws {
        let rows = #"[{"g": "A", "v": 1}, {"g": "A", "v": 3}, {"g": "B", "v": 10}, {"g": "B", "v": 14}]"#
        let json = VL.unit(
            mark: "\"errorbar\"", rows: rows,
            encoding: #"{"x": {"field": "g", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}}"#)
        let spec = try #require(VL.spec(json))
        #expect(spec.layers.count == 1)
        #expect(spec.layers[0].mark.kind == .rule)
        #expect(spec.axes[.y]?.title == "v")
        // Group A: mean 2, sample standard deviation √2, standard error 1.
        #expect(VLCompiler.statistic("__lo:stderr", [1, 3]) == 1)
        #expect(VLCompiler.statistic("__hi:stderr", [1, 3]) == 3)
        #expect(VLCompiler.statistic("__lo:whisker:1.5", [1, 2, 3, 4, 100]) == 1)
        #expect(VLCompiler.statistic("__hi:whisker:1.5", [1, 2, 3, 4, 100]) == 4)
    }

    /// A deviation of one value is undefined, as in Vega: a group of one value has no error bounds.
    @Test func aGroupOfOneValueHasNoStandardErrorBounds() {
        #expect(VLCompiler.statistic("__lo:stderr", [5]) == nil)
        #expect(VLCompiler.statistic("__hi:stdev", [5]) == nil)
        #expect(VLCompiler.statistic("stderr", [5]) == nil)
        #expect(VLCompiler.statistic("__lo:min-max", [5]) == 5)
    }

    /// A tooltip field of a composite mark groups its rows, as Vega-Lite's `extractTransformsFromEncoding`
    /// makes every unaggregated field a group: here each value is a group of its own, without a band.
    @Test func aCompositeMarksTooltipFieldGroupsItsRows() throws {
        let rows = #"[{"g": "A", "v": 1}, {"g": "A", "v": 3}, {"g": "B", "v": 10}, {"g": "B", "v": 14}]"#
        func bounds(_ tooltip: String) throws -> Int {
            let json = VL.unit(
                mark: "\"errorbar\"", rows: rows,
                encoding: #"{"x": {"field": "g", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}"#
                    + tooltip + "}")
            let layer = try #require(VL.spec(json)?.layers.first)
            guard case .numbers(let y)? = layer.data["y"] else { return -1 }
            return y.filter(\.isFinite).count
        }
        #expect(try bounds("") == 2)
        #expect(try bounds(#", "tooltip": {"field": "v", "type": "quantitative"}"#) == 0)
    }

    @Test func boxplotsDrawWhiskersBoxMedianAndOutliers() throws {
        let rows = (1...9).map { #"{"g": "A", "v": \#($0)}"# } + [#"{"g": "A", "v": 60}"#]
        let json = VL.unit(
            mark: "\"boxplot\"", rows: "[" + rows.joined(separator: ",") + "]",
            encoding: #"{"x": {"field": "g", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}}"#)
        let spec = try #require(VL.spec(json))
        #expect(spec.layers.map(\.mark.kind) == [.rule, .rule, .bar, .tick, .point])
        #expect(spec.layers[4].data.rowCount == 1)
    }

    @Test func layersCompleteTheirParentsChannelDefinitions() throws {
        // The parent gives x's type and domain; the point layer its field; the text layer no x at all.
        let json = #"""
            {"data": {"values": \#(Self.rows)},
             "encoding": {"x": {"type": "quantitative", "scale": {"domain": [0, 6]}}, "y": {"field": "a", "type": "nominal"}},
             "layer": [{"mark": "point", "encoding": {"x": {"field": "b"}}},
                       {"mark": "text", "encoding": {"text": {"field": "a"}}}]}
            """#
        let (spec, diagnostics) = VL.read(json)
        let chart = try #require(spec)
        #expect(!diagnostics.contains { $0.isError })
        #expect(chart.layers.count == 2)
        #expect(chart.scales[.x]?.domain == .numbers(0...6))
        #expect(chart.layers[0].encoding[.x] != nil)
        #expect(chart.layers[1].encoding[.x] == nil)
        #expect(diagnostics.contains { $0.kind.message.contains("inherited channel") })
        // A definition of the layer's own without a field, value or datum is still an error.
        let own = json.replacingOccurrences(of: #"{"field": "b"}"#, with: #"{"type": "quantitative"}"#)
        #expect(VL.read(own).1.contains { $0.isError })
    }

    @Test func aSharedBandScaleTakesTheFirstLayersPadding() throws {
        let tick = #"{"mark": "tick", "encoding": {"x": {"field": "b", "type": "quantitative"}}}"#
        let circle = #"{"mark": "circle", "encoding": {"x": {"field": "c", "type": "quantitative"}}}"#
        func padding(_ layers: String) throws -> Double? {
            let json = #"""
                {"data": {"values": \#(Self.rows)}, "encoding": {"y": {"field": "a", "type": "nominal"}},
                 "layer": [\#(layers)]}
                """#
            return try #require(VL.spec(json)).scales[.y]?.paddingInner
        }
        // Circles propose a band without padding, ticks Vega-Lite's `tickBandPaddingInner` (0.25).
        #expect(try padding(circle + ", " + tick) == 0)
        #expect(try padding(tick + ", " + circle) == 0.25)
    }

    @Test func nestedConcatenationsShareOneLegend() throws {
        let column = #"{"vconcat": [\#(Self.view("b", color: true)), \#(Self.view("c", color: true))]}"#
        let json = #"{"data": {"values": \#(Self.rows)}, "hconcat": [\#(column), \#(column)]}"#
        let spec = try #require(VL.spec(json))
        let concat = try #require(spec.concat)
        #expect(concat.legendSource == 0)
        #expect(concat.charts[0].concat?.legendSource == 0)
        #expect(concat.charts[1].concat?.legendSource == nil)
        // Four views, one legend, drawn right of the whole grid.
        let rendered = ChartLayout.render(spec)
        let legends = rendered.scene.root.groups(role: .legend)
        #expect(legends.count == 1)
        #expect(legends.first?.legendLabels == ["x", "y"])
        let axes = Self.axisOrigins(rendered.scene.root, .bottom)
        #expect(axes.count == 4)
        let legendBox = try #require(
            rendered.scene.root.children.compactMap { node -> Rect? in
                guard case .group(let g) = node, !g.groups(role: .legend).isEmpty, g.role != .legend else { return nil }
                return g.bounds(measurer: StandardTextMeasurer.shared)
            }.first)
        #expect(legendBox.minX > (axes.map(\.x).max() ?? 0) + 200)
    }
}

extension ReaderCompositionTests {
    /// The x of the second view's plot in an hconcat whose first view has a point on its right edge.
    func secondPlotX(strokeWidth: Int) throws -> Double {
        let view = #"""
            {"width": 100, "height": 100, "data": {"values": [{"a": 0}, {"a": 5}]},
             "mark": {"type": "point", "strokeWidth": \#(strokeWidth)},
             "encoding": {"x": {"field": "a", "type": "quantitative", "scale": {"nice": false}}}}
            """#
        let rendered = try #require(VL.render(#"{"hconcat": [\#(view), \#(view)]}"#))
        let cells = rendered.cells
        try #require(cells.count == 2)
        return cells[1].offset.x + cells[1].chart.plotFrame.minX - cells[0].offset.x - cells[0].chart.plotFrame.minX
    }

    @Test func pointsOnTheEdgeOfAViewPushTheNextViewAway() throws {
        // A stroked symbol's box reaches 2½ stroke widths beyond its outline (half the stroke and
        // `boundStroke`'s two widths): radius √30/2 ≈ 2.74 plus 5 rounds out to 8 past the plot where an
        // unstroked one reaches 3, as test_invalid_filter.svg shows (a point on the right edge of a
        // 100-point view: the next plot 108 + 20 + 44 = 172 further on); the first view's right edge
        // and the second's left edge (no y axis) each grow by 5.
        #expect(try secondPlotX(strokeWidth: 2) - secondPlotX(strokeWidth: 0) == 10)
    }
}
