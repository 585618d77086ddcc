import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Wrapped facets (`facet` with `columns`) and category orders sorted by an aggregate of a field.
@Suite struct ReaderFacetWrapTests {
    /// Three sites wrapped into two columns: a 2 × 2 grid with one place left empty.
    static let wrapped = VL.unit(
        mark: #""point""#,
        rows: #"[{"s": "a", "n": 1}, {"s": "b", "n": 2}, {"s": "c", "n": 3}]"#,
        encoding: #"{"facet": {"field": "s", "type": "nominal", "columns": 2}, "#
            + #""x": {"field": "n", "type": "quantitative"}, "y": {"field": "n", "type": "quantitative"}}"#)

    @Test func facetColumnsWrapCellsIntoRows() throws {
        let spec = try #require(VL.spec(Self.wrapped))
        #expect(spec.facet?.wrap == 2)
        let rendered = ChartLayout.render(spec)
        // Axes that show labels (a cell's hidden axis keeps an empty group).
        let axes = rendered.scene.root.groups(role: .axis).filter {
            !($0.groups(role: .axisLabel).first?.texts.isEmpty ?? true)
        }
        // y axes on the left column (rows 1 and 2); x axes under the last cell of each column: `c` in the
        // first column, `b` in the second (nothing sits below it).
        #expect(axes.filter { $0.orient == .left }.count == 2)
        #expect(axes.filter { $0.orient == .bottom }.count == 2)
        // Each cell has its own header; `c` starts a second row, below `a` and level with it.
        var headers: [String: Point] = [:]
        for case .text(let t) in rendered.scene.root.leaves { headers[t.text] = t.position }
        let a = try #require(headers["a"])
        let b = try #require(headers["b"])
        let c = try #require(headers["c"])
        #expect(abs(a.y - b.y) < 0.01)
        #expect(c.y > a.y + 50)
        #expect(abs(c.x - a.x) < 0.01)
    }

    @Test func sortByAggregatedChannelUsesItsOpOverTheRows() throws {
        // `A`'s values have median 10 but its colour groups' medians are 1 and 10; `B`'s median is 5.
        let rows =
            #"[{"v": "A", "g": "p", "n": 1}, {"v": "A", "g": "q", "n": 10}, {"v": "A", "g": "q", "n": 10}, "#
            + #"{"v": "A", "g": "q", "n": 10}, {"v": "B", "g": "p", "n": 5}, {"v": "B", "g": "q", "n": 5}]"#
        let json = VL.unit(
            mark: #""point""#, rows: rows,
            encoding: #"{"x": {"field": "n", "type": "quantitative", "aggregate": "median"}, "#
                + #""y": {"field": "v", "type": "ordinal", "sort": "-x"}, "color": {"field": "g"}}"#)
        let spec = try #require(VL.spec(json))
        #expect(spec.scales[.y]?.domain == .categories(["A", "B"]))
    }

    @Test func facetSortByMedianOfAField() throws {
        // Site `s1` has median 9 (minimum 1), `s2` median 5.
        let rows =
            #"[{"s": "s1", "n": 1}, {"s": "s1", "n": 9}, {"s": "s1", "n": 9}, {"s": "s2", "n": 5}, "#
            + #"{"s": "s2", "n": 5}]"#
        let json = VL.unit(
            mark: #""point""#, rows: rows,
            encoding: #"{"row": {"field": "s", "sort": {"op": "median", "field": "n"}}, "#
                + #""x": {"field": "n", "type": "quantitative", "aggregate": "median"}}"#)
        let spec = try #require(VL.spec(json))
        #expect(spec.facet?.row?.values == ["s2", "s1"])
    }
}
