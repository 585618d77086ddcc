import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// A facet whose spec is a facet: each outer cell is faceted again by the values that occur in it.
@Suite struct ReaderNestedFacetTests {
    /// Origin `E` has cylinders 4 and 6, origin `J` has 3, 4 and 5: the inner facets differ per cell.
    static let rows = """
        [{"o": "E", "c": 4, "h": 50, "a": 10}, {"o": "E", "c": 6, "h": 90, "a": 12},
         {"o": "E", "c": 4, "h": 60, "a": 14}, {"o": "J", "c": 3, "h": 70, "a": 16},
         {"o": "J", "c": 4, "h": 80, "a": 18}, {"o": "J", "c": 5, "h": 200, "a": 20}]
        """

    static func nested(outer: String, inner: String, mark: String = #""point""#, encoding: String? = nil) -> String {
        let enc =
            encoding
            ?? #"{"x": {"field": "h", "type": "quantitative"}, "y": {"field": "a", "type": "quantitative"}}"#
        return """
            {"data": {"values": \(rows)}, "facet": {"\(outer)": {"field": "o"}},
             "spec": {"facet": {"\(inner)": {"field": "c"}}, "spec": {"mark": \(mark), "width": 120, "height": 80, "encoding": \(enc)}}}
            """
    }

    static func titles(_ rendered: RenderedChart) -> [String] {
        rendered.scene.root.groups(role: .titleText).flatMap(\.texts)
    }

    static func axes(_ rendered: RenderedChart, _ edge: Edge) -> [Group] {
        rendered.scene.root.groups(role: .axis).filter { $0.orient == edge && !$0.groups(role: .axisLabel).isEmpty }
    }

    @Test func columnsOfRowsFacetEachCellByItsOwnValues() throws {
        let json = Self.nested(outer: "column", inner: "row")
        let spec = try #require(VL.spec(json))
        let facet = try #require(spec.facet)
        #expect(facet.column?.values == ["E", "J"])
        #expect(facet.inner?.row?.values == ["3", "4", "5", "6"])
        let rendered = ChartLayout.render(spec)
        // Every row is drawn once, in the cell of its origin and cylinders.
        #expect(rendered.scene.root.markItems(.symbol).count == 6)
        // Headers: the outer title and values once, then each inner facet's title and only its own values.
        let titles = Self.titles(rendered)
        #expect(titles.filter { $0 == "o" }.count == 1)
        #expect(titles.filter { $0 == "c" }.count == 2)
        #expect(titles.filter { ["E", "J"].contains($0) }.count == 2)
        #expect(titles.filter { ["3", "4", "5", "6"].contains($0) }.sorted() == ["3", "4", "4", "5", "6"])
        // A y axis beside each of the five inner cells, an x axis under each inner facet.
        #expect(Self.axes(rendered, .left).count == 5)
        #expect(Self.axes(rendered, .bottom).count == 2)
    }

    @Test func nestedCellsShareTheScales() throws {
        let rendered = try #require(VL.render(Self.nested(outer: "column", inner: "row")))
        let left = Self.axes(rendered, .left).map { $0.groups(role: .axisLabel).first?.texts ?? [] }
        let bottom = Self.axes(rendered, .bottom).map { $0.groups(role: .axisLabel).first?.texts ?? [] }
        // The origin J alone reaches 200 horsepower; the E cells share its x domain and the common y one.
        #expect(Set(bottom).count == 1)
        #expect(bottom.first?.last == "200")
        #expect(Set(left).count == 1)
        #expect(left.first?.last == "20")
    }

    @Test func sameDirectionHeadersJoinTheirTitles() throws {
        let columns = try #require(VL.spec(Self.nested(outer: "column", inner: "column")))
        #expect(columns.facet?.column?.title == "o / c")
        #expect(columns.facet?.inner?.column?.title == nil)
        let rows = try #require(VL.spec(Self.nested(outer: "row", inner: "row")))
        #expect(rows.facet?.row?.title == "o / c")
        #expect(rows.facet?.inner?.row?.title == nil)
        // Crossed directions keep both titles.
        let crossed = try #require(VL.spec(Self.nested(outer: "column", inner: "row")))
        #expect(crossed.facet?.column?.title == "o")
        #expect(crossed.facet?.inner?.row?.title == "c")
        let rendered = ChartLayout.render(columns)
        #expect(Self.titles(rendered).filter { $0 == "o / c" }.count == 1)
        // Every inner cell has an x axis; the y axis only beside each inner facet's first cell.
        #expect(Self.axes(rendered, .bottom).count == 5)
        #expect(Self.axes(rendered, .left).count == 2)
    }

    @Test func outerCellsAreSpacedByTheirWholeBoxes() throws {
        let rendered = try #require(VL.render(Self.nested(outer: "column", inner: "row")))
        let xs = Set(rendered.scene.root.axisXs(.left).map { ($0 * 10).rounded() / 10 }).sorted()
        try #require(xs.count == 2)
        // Between the first cell's plot and the second's: the plot, the outer spacing (20), and the
        // second inner facet's row title, labels and y axis (Vega-Lite's row headers: title, 20, labels,
        // 10) — more than plot and spacing alone.
        let step = xs[1] - xs[0]
        #expect(step > 120 + 20 + 10 + 20 + 10)
        #expect(step < 120 + 20 + 10 + 20 + 10 + 60)
    }

    @Test func stacksDoNotCrossOuterCells() throws {
        let json = Self.nested(
            outer: "column", inner: "row", mark: #""bar""#,
            encoding: #"{"x": {"field": "h", "type": "quantitative", "aggregate": "sum"}}"#)
        let rendered = try #require(VL.render(json))
        let bars = rendered.scene.root.markItems(.rect).compactMap { node -> Rect? in
            if case .rect(let r) = node { r.rect.standardized } else { nil }
        }
        // One bar per inner cell (E: 4 and 6, J: 3, 4 and 5), each from zero: E's and J's 4-cylinder
        // bars sit in different outer cells and do not stack on each other.
        #expect(bars.count == 5)
        #expect(Set(bars.map { ($0.minX * 100).rounded() }).count == 1)
    }

    @Test func nestedCellsMayBeLayers() throws {
        let layer = """
            {"layer": [{"mark": "point", "encoding": {"x": {"field": "h", "type": "quantitative"}}},
                       {"mark": "rule", "encoding": {"x": {"field": "h", "type": "quantitative", "aggregate": "mean"}}}]}
            """
        let json = """
            {"data": {"values": \(Self.rows)}, "facet": {"column": {"field": "o"}},
             "spec": {"facet": {"row": {"field": "c"}}, "spec": \(layer)}}
            """
        let rendered = try #require(VL.render(json))
        // Every inner cell draws its points and one rule at its own mean.
        #expect(rendered.scene.root.markItems(.symbol).count == 6)
        #expect(rendered.scene.root.markItems(.rule).count == 5)
    }

    @Test func aConcatenationInsideAFacetIsAnError() throws {
        let json = """
            {"data": {"values": \(Self.rows)}, "facet": {"column": {"field": "o"}},
             "spec": {"hconcat": [{"mark": "point", "encoding": {"x": {"field": "h", "type": "quantitative"}}}]}}
            """
        let (spec, diagnostics) = VL.read(json)
        #expect(spec == nil)
        #expect(diagnostics.contains { $0.isError && $0.path == "spec.hconcat" })
    }
}
