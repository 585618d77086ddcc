import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Facets (`row`, `column`, `facet`, nested facets) and the stack order their cells share with single
/// views.
@Suite struct ReaderFacetTests {
    /// Two colour categories at one position: `p` with 1, `q` with 2 (in the other row order too).
    static let stackRows = #"[{"v": "A", "c": "q", "n": 2}, {"v": "A", "c": "p", "n": 1}]"#

    static func rects(_ json: String) throws -> [Rect] {
        let rendered = try #require(VL.render(json))
        return rendered.scene.root.markItems(.rect).compactMap { node in
            if case .rect(let r) = node { r.rect.standardized } else { nil }
        }
    }

    @Test func horizontalStacksRunInAscendingColourOrder() throws {
        let json = VL.unit(
            mark: #""bar""#, rows: Self.stackRows,
            encoding: #"{"x": {"field": "n", "type": "quantitative", "aggregate": "sum"}, "#
                + #""y": {"field": "v", "type": "nominal"}, "color": {"field": "c", "type": "nominal"}}"#)
        let rects = try Self.rects(json).sorted { $0.width < $1.width }
        try #require(rects.count == 2)
        // `p` (the first colour) starts at zero, on the left; `q` follows it.
        #expect(rects[0].minX < rects[1].minX)
        #expect(abs(rects[0].maxX - rects[1].minX) < 0.01)
    }

    @Test func verticalStacksRunInDescendingColourOrder() throws {
        let json = VL.unit(
            mark: #""bar""#, rows: Self.stackRows,
            encoding: #"{"y": {"field": "n", "type": "quantitative", "aggregate": "sum"}, "#
                + #""x": {"field": "v", "type": "nominal"}, "color": {"field": "c", "type": "nominal"}}"#)
        let rects = try Self.rects(json).sorted { $0.height < $1.height }
        try #require(rects.count == 2)
        // `q` (the last colour) sits on the baseline, `p` on top of it.
        #expect(rects[0].maxY < rects[1].maxY)
        #expect(abs(rects[0].maxY - rects[1].minY) < 0.01)
    }

    @Test func pieSlicesRunClockwiseInColourOrder() throws {
        let json = VL.unit(
            mark: #""arc""#, rows: Self.stackRows,
            encoding: #"{"theta": {"field": "n", "type": "quantitative"}, "#
                + #""color": {"field": "c", "type": "nominal"}}"#)
        let rendered = try #require(VL.render(json))
        let slices = rendered.scene.root.markItems(.arc).compactMap { node -> Rect? in
            if case .path(let p) = node { p.path.bounds } else { nil }
        }
        try #require(slices.count == 2)
        let plot = rendered.plotFrame
        // `p` (a third of the pie) starts at 12 o'clock and runs clockwise, so it lies right of the centre;
        // `q` takes the rest, reaching round to the left.
        let p = try #require(slices.min { $0.height < $1.height })
        let q = try #require(slices.max { $0.height < $1.height })
        #expect(p.minX > plot.midX - 0.01)
        #expect(q.minX < plot.midX - 1)
    }

    @Test func facetCellsOfViewsWithoutPositionsHaveNoFrame() throws {
        let rows = #"[{"y": "1931", "c": "p", "n": 1}, {"y": "1932", "c": "q", "n": 2}]"#
        let pie = VL.unit(
            mark: #""arc""#, rows: rows,
            encoding: #"{"column": {"field": "y"}, "theta": {"field": "n", "type": "quantitative"}, "#
                + #""color": {"field": "c", "type": "nominal"}}"#)
        let points = VL.unit(
            mark: #""point""#, rows: rows,
            encoding: #"{"column": {"field": "y"}, "x": {"field": "n", "type": "quantitative"}}"#)
        // A view with x or y has Vega's "cell" style, whose frame stroke widens each cell by a point on
        // each side; a pie's view has the plain "view" style.
        #expect(try #require(VL.spec(pie)?.facet).spacing == 20)
        #expect(try #require(VL.spec(points)?.facet).spacing == 22)
    }

    @Test func rowHeadersReadUpwardsUnlessTurned() throws {
        let rows = #"[{"y": "1931", "n": 1}, {"y": "1932", "n": 2}]"#
        func facet(_ header: String) throws -> FacetSpec {
            let json = VL.unit(
                mark: #""point""#, rows: rows,
                encoding: #"{"row": {"field": "y"\#(header)}, "x": {"field": "n", "type": "quantitative"}}"#)
            return try #require(VL.spec(json)?.facet)
        }
        // Vega-Lite's row labels are turned -90 degrees, in a band as thick as the font's size.
        #expect(try facet("").headers.uprightRowLabels)
        #expect(try facet("").headers.fontBands)
        #expect(try !facet(#", "header": {"labelAngle": 0}"#).headers.uprightRowLabels)
        let rendered = try #require(
            VL.render(
                VL.unit(
                    mark: #""point""#, rows: rows,
                    encoding: #"{"row": {"field": "y"}, "x": {"field": "n", "type": "quantitative"}}"#)))
        let labels = rendered.scene.root.groups(role: .titleText).flatMap(\.leaves).compactMap { node -> TextNode? in
            if case .text(let t) = node, t.text.hasPrefix("193") { t } else { nil }
        }
        #expect(labels.count == 2)
        #expect(labels.allSatisfy { $0.angle == -90 })
    }

    /// Row `r2` has data only in column `c1`: Vega-Lite crosses row and column values, so `(r2, c2)` is
    /// still a cell, with its grid and the x axis under its column.
    @Test func rowAndColumnCellsAreCrossedAndKeepTheirGrids() throws {
        let rows =
            #"[{"r": "r1", "c": "c1", "n": 1, "m": 1}, {"r": "r1", "c": "c2", "n": 2, "m": 2}, "#
            + #"{"r": "r2", "c": "c1", "n": 3, "m": 3}]"#
        let json = VL.unit(
            mark: #""point""#, rows: rows,
            encoding: #"{"row": {"field": "r"}, "column": {"field": "c"}, "#
                + #""x": {"field": "n", "type": "quantitative"}, "y": {"field": "m", "type": "quantitative"}}"#)
        let (spec, diagnostics) = VL.read(json)
        let rendered = ChartLayout.render(try #require(spec))
        // Both columns have an x axis at the bottom, and every cell draws x and y grid lines, though only
        // the first column and the last row draw axes.
        #expect(
            rendered.scene.root.groups(role: .axis).filter { $0.orient == .bottom && !$0.leaves.isEmpty }
                .flatMap { $0.groups(role: .axisLabel) }.count == 2)
        #expect(rendered.scene.root.groups(role: .axisGrid).count == 8)
        // A cell without rows is no warning about the chart's data.
        #expect(!(diagnostics + rendered.diagnostics).contains { $0.kind == .emptyData })
    }

    /// `resolve.axis` gives every cell its own axis over the shared scale (the same labels in each).
    @Test func independentAxesAreDrawnInEveryCell() throws {
        let rows = #"[{"r": "r1", "n": 1}, {"r": "r2", "n": 5}]"#
        func bottomAxes(_ resolve: String) throws -> [[String]] {
            let json = VL.unit(
                mark: #""point""#, rows: rows,
                encoding: #"{"row": {"field": "r"}, "x": {"field": "n", "type": "quantitative"}}"#, extra: resolve)
            let rendered = try #require(VL.render(json))
            return rendered.scene.root.groups(role: .axis).filter { $0.orient == .bottom }
                .compactMap { $0.groups(role: .axisLabel).first?.texts }
        }
        let shared = try bottomAxes("")
        let own = try bottomAxes(#""resolve": {"axis": {"x": "independent"}}"#)
        #expect(shared.count == 1)
        #expect(own.count == 2)
        #expect(own.allSatisfy { $0 == shared.first })
    }

    /// An independent quantitative x fits each cell to its own rows; a given domain stays shared.
    @Test func independentContinuousScalesFitEachCell() throws {
        let rows = #"[{"r": "a", "n": 4}, {"r": "b", "n": 400}]"#
        func bottomAxes(_ scale: String) throws -> [[String]] {
            let json = VL.unit(
                mark: #""bar""#, rows: rows,
                encoding: #"{"row": {"field": "r"}, "x": {"field": "n", "type": "quantitative"\#(scale)}}"#,
                extra: #""resolve": {"scale": {"x": "independent"}}"#)
            let rendered = try #require(VL.render(json))
            return rendered.scene.root.groups(role: .axis).filter { $0.orient == .bottom }
                .compactMap { $0.groups(role: .axisLabel).first?.texts }
        }
        let own = try bottomAxes("")
        try #require(own.count == 2)
        #expect(own[0].last == "4.0")  // ticks every 0.5, as Vega labels them
        #expect(own[1].last == "400")
        let given = try bottomAxes(#", "scale": {"domain": [0, 10]}"#)
        #expect(given.count == 2 && given[0] == given[1] && given[0].last == "10")
    }

    /// Stacked areas stack in descending colour order (the last colour at the bottom) but are drawn in
    /// the order their series first come, as Vega draws the areas' facet.
    @Test func stackedAreasAreDrawnInTheOrderTheirSeriesCome() throws {
        let rows =
            #"[{"x": 1, "v": 1, "c": "p"}, {"x": 2, "v": 2, "c": "p"}, {"x": 1, "v": 3, "c": "q"}, "#
            + #"{"x": 2, "v": 1, "c": "q"}]"#
        let json = VL.unit(
            mark: #""area""#, rows: rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}, "#
                + #""color": {"field": "c"}}"#)
        let areas = try #require(VL.render(json)).scene.root.markItems(.area).compactMap { node -> PathNode? in
            if case .path(let p) = node { p } else { nil }
        }
        try #require(areas.count == 2)
        #expect(areas[0].style.fill == .color(Color(r: 0x4C, g: 0x78, b: 0xA8)))
        // `p`, drawn first, sits on top of `q`: its area starts higher on the page than q's baseline.
        let (first, second) = (try #require(areas[0].path.bounds), try #require(areas[1].path.bounds))
        #expect(first.minY < second.minY)
    }

    /// Cells with their own scales are aligned as Vega's grid aligns them with both a row and a column
    /// field (`align: "all"`): every row as tall as the tallest. With only a row field an independent y
    /// lets the rows flow, each as tall as its own plot (`align: "none"`).
    @Test func independentCellsAlignAsVegaLiteAlignsThem() throws {
        let rows =
            #"[{"r": "r1", "k": "c", "b": "x"}, {"r": "r1", "k": "c", "b": "y"}, {"r": "r2", "k": "c", "b": "x"}, "#
            + #"{"r": "r3", "k": "c", "b": "y"}]"#
        func strides(_ column: String) throws -> (Double, Double) {
            let json = VL.unit(
                mark: #""point""#, rows: rows,
                encoding: #"{"row": {"field": "r"}\#(column), "y": {"field": "b", "type": "nominal"}}"#,
                extra: #""resolve": {"scale": {"y": "independent"}}"#)
            let root = try #require(VL.render(json)).scene.root
            // The cells are the translated groups that hold an axis.
            let tops = root.children.compactMap { node -> Double? in
                guard case .group(let g) = node, !g.groups(role: .axis).isEmpty, g.transform != .identity
                else { return nil }
                return g.transform.ty
            }
            try #require(tops.count == 3)
            return (tops[1] - tops[0], tops[2] - tops[1])
        }
        let aligned = try strides(#", "column": {"field": "k"}"#)
        #expect(abs(aligned.0 - aligned.1) < 0.01)
        let flowing = try strides("")
        #expect(flowing.0 > flowing.1 + 1)
    }
}
