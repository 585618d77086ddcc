import Charta
import Testing

@testable import ChartaVegaLite

/// Discrete time-unit axes: categories stay distinct when the axis format makes labels alike, and
/// per-tick colour conditions hide labels and ticks.
@Suite struct ReaderTimeAxisTests {
    static let json = VL.unit(
        mark: "\"rect\"",
        rows: #"[{"t": "2000-01-15", "v": 1}, {"t": "2000-02-15", "v": 2}, {"t": "2001-01-15", "v": 3}]"#,
        encoding: #"""
            {"x": {"field": "t", "timeUnit": "yearmonth", "type": "ordinal",
                   "axis": {"format": "%Y", "labelOverlap": false,
                            "labelColor": {"condition": {"test": {"timeUnit": "month", "field": "value", "equal": 1},
                                                         "value": "black"}, "value": null},
                            "tickColor": {"condition": {"test": {"timeUnit": "month", "field": "value", "equal": 1},
                                                        "value": "black"}, "value": null}}},
             "color": {"field": "v", "type": "quantitative"}}
            """#)

    @Test func formattedCategoriesStayDistinct() throws {
        let root = try #require(VL.render(Self.json)).scene.root
        #expect(root.rects(of: .rect).count == 3)
        #expect(root.axisLabels(.bottom) == ["2000", "2000", "2001"])
    }

    @Test func labelColorConditionsHideLabelsAndTicks() throws {
        let root = try #require(VL.render(Self.json)).scene.root
        let axis = try #require(root.groups(role: .axis).first { $0.orient == .bottom })
        let labels = axis.groups(role: .axisLabel).first?.leaves.compactMap { n -> TextNode? in
            if case .text(let t) = n { t } else { nil }
        }
        let opacities = try #require(labels).map { $0.style.opacity }
        #expect(opacities == [1, 0, 1])
        #expect(axis.groups(role: .axisTick).first?.leaves.count == 2)
    }
}
