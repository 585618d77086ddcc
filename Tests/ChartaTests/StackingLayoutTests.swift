import Foundation
import Testing

@testable import Charta

@Suite struct StackingLayoutTests {
    /// Two series per category: (category, series, value).
    let rows: [(String, String, Double)] = [("a", "s1", 2), ("a", "s2", 3), ("b", "s1", 4), ("b", "s2", -1)]

    func stacked(_ stacking: Stacking) -> Chart {
        Chart(rows.indices) { i in
            BarMark(x: .value("Cat", rows[i].0), y: .value("Value", rows[i].2), stacking: stacking)
                .foregroundStyle(by: .value("Series", rows[i].1))
        }
        .frame(width: 300, height: 200)
    }

    @Test func standardStackingPutsEachBarOnTheOneBeforeAndNegativesBelowZero() throws {
        let rendered = stacked(.standard).render()
        let rects = try #require(rendered.scene.root.layer(0)).rects
        #expect(rects.count == 4)
        let unit = rects[0].rect.height / 2  // points per value unit
        #expect(abs(rects[1].rect.maxY - rects[0].rect.minY) < 1e-9)  // a/s2 sits on a/s1
        #expect(abs(rects[1].rect.height - 3 * unit) < 1e-9)
        #expect(abs(rects[3].rect.minY - rects[2].rect.maxY) < 1e-9)  // b/s2 hangs from zero
        #expect(abs(rects[3].rect.height - 1 * unit) < 1e-9)
        #expect(rects[0].rect.minX == rects[1].rect.minX)
    }

    @Test func normalizedStacksFillTheSameHeight() throws {
        let rendered = stacked(.normalized).render()
        let rects = try #require(rendered.scene.root.layer(0)).rects
        let a = rects[0].rect.union(rects[1].rect)
        let b = rects[2].rect.union(rects[3].rect)
        #expect(abs(a.height - b.height) < 1e-9)
    }

    @Test func horizontalBarsGrowAlongX() throws {
        let chart = Chart {
            BarMark(xStart: .value("Value", 0.0), xEnd: .value("Value", 5.0), y: .value("Name", "a"))
            BarMark(xStart: .value("Value", 0.0), xEnd: .value("Value", 10.0), y: .value("Name", "b"))
        }
        let rects = try #require(chart.render().scene.root.layer(0)).rects
        #expect(rects.count == 2)
        #expect(abs(rects[1].rect.width - 2 * rects[0].rect.width) < 1e-9)
        #expect(rects[0].rect.minX == rects[1].rect.minX)
        #expect(rects[0].rect.minY != rects[1].rect.minY)
    }

    @Test func barsOnADateAxisGetAWidthFromTheirSpacing() throws {
        let day = 86_400.0
        let chart = Chart {
            for i in 0..<3 {
                BarMark(x: .value("Day", Date(timeIntervalSince1970: Double(i) * day)), y: .value("V", 1.0))
            }
        }
        let rects = try #require(chart.render().scene.root.layer(0)).rects
        #expect(rects.count == 3)
        let spacing = rects[1].rect.midX - rects[0].rect.midX
        #expect(abs(rects[0].rect.width - 0.8 * spacing) < 1e-6)
    }
}
