import ChartaScene
import Foundation
import Testing

@testable import Charta

/// `position(by:)`: marks of one band placed side by side by a category, in the order the rows give.
@Suite struct PositionByTests {
    struct Sale {
        var quarter: String
        var region: String
        var total: Double
    }

    static let sales = [
        Sale(quarter: "Q1", region: "Americas", total: 4), Sale(quarter: "Q1", region: "Europe", total: 3),
        Sale(quarter: "Q1", region: "Asia", total: 2), Sale(quarter: "Q2", region: "Americas", total: 5),
        Sale(quarter: "Q2", region: "Europe", total: 1), Sale(quarter: "Q2", region: "Asia", total: 6),
    ]

    static func bars(_ chart: Chart) -> [Rect] {
        var rects: [Rect] = []
        func walk(_ nodes: [SceneNode], inMark: Bool) {
            for node in nodes {
                if case .group(let g) = node { walk(g.children, inMark: inMark || g.role == .mark) }
                if inMark, case .rect(let r) = node { rects.append(r.rect) }
            }
        }
        walk(chart.render().scene.root.children, inMark: false)
        return rects
    }

    @Test func barsOfABandStandSideBySideUnstacked() throws {
        let chart = Chart(Self.sales.indices) { i in
            BarMark(x: .value("Quarter", Self.sales[i].quarter), y: .value("Total", Self.sales[i].total))
                .foregroundStyle(by: .value("Region", Self.sales[i].region))
                .position(by: .value("Region", Self.sales[i].region), vertical: false)
        }
        .frame(width: 400, height: 300)
        let rendered = chart.render()
        let bars = Self.bars(chart)
        try #require(bars.count == 6)
        let proxy = ChartProxy(rendered)
        let zero = try #require(proxy.position(forY: .number(0)))
        for (rect, sale) in zip(bars, Self.sales) {
            // Each bar rises from zero to its own total: nothing is stacked.
            let top = try #require(proxy.position(forY: .number(sale.total)))
            #expect(abs(rect.height - abs(zero - top)) < 0.01)
        }
        // Within a quarter the three regions sit left to right without overlapping, equally wide.
        for quarter in [0, 3] {
            let group = Array(bars[quarter..<quarter + 3])
            #expect(group[0].maxX <= group[1].minX + 0.01 && group[1].maxX <= group[2].minX + 0.01)
            #expect(abs(group[0].width - group[2].width) < 0.01)
        }
        #expect(bars[3].minX > bars[2].maxX, "the second quarter's bars follow the first's")
    }
}
