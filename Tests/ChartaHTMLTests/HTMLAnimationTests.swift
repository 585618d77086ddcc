import Charta
import Foundation
import Testing

@testable import ChartaHTML

/// The animation tables of a page: timing and eased keyframes from the chart's animation, each view's
/// entry effects from layout, and the animation script only where the chart asks to animate.
@Suite struct HTMLAnimationTests {
    let names = ["A", "B", "C"]
    let values = [3.0, -1, 5]

    /// The bars as a chart of their own (no selection).
    var bars: Chart {
        Chart(values.indices) { i in BarMark(x: .value("Name", names[i]), y: .value("Value", values[i])) }
    }

    func chart(_ animation: ChartAnimation?) -> Chart {
        bars.chartSelection(.item())
            .frame(width: 300, height: 200)
            .animation(animation)
    }

    @Test func tablesComeFromTheChartsAnimationAndLayout() throws {
        let animated = chart(.easeOut(duration: 0.5))
        let page = HTMLRenderer(options: HTMLOptions(id: "bars")).render(InteractiveChart(animated))
        let tables = try HTMLDocumentTests.tables(page, id: "bars")
        let motion = try #require(tables["motion"] as? [String: Any])
        #expect(motion["ms"] as? Double == 500)
        let eased = try #require(motion["e"] as? [Double])
        #expect(eased.count == EntryAnimation.sampleCount)
        for (k, e) in eased.enumerated() {
            #expect(abs(e - Easing.cubicOut(Double(k) / Double(eased.count - 1))) < 1e-12)
        }
        let rendered = animated.render()
        guard case .growY(let baseline)? = rendered.entryAnimation.layers.first else {
            Issue.record("bars do not grow")
            return
        }
        let views = try #require(tables["views"] as? [[String: Any]])
        let entry = try #require(views.first?["entry"] as? [[Any]])
        #expect(entry.count == 1 && entry[0][0] as? String == "y")
        #expect(abs((entry[0][1] as? Double ?? 0) - baseline) < 1e-3)
        #expect(page.contains("var ChartaMotion = function (root, T)"))
    }

    @Test func aChartWithoutAnimationCarriesNoneOfIt() throws {
        let page = HTMLRenderer(options: HTMLOptions(id: "bars")).render(InteractiveChart(chart(nil)))
        let tables = try HTMLDocumentTests.tables(page, id: "bars")
        #expect(tables["motion"] == nil)
        #expect(!page.contains("var ChartaMotion"))
        let instant = HTMLRenderer(options: HTMLOptions(id: "bars")).render(
            InteractiveChart(chart(.linear(duration: 0))))
        #expect(!instant.contains("var ChartaMotion"))
        #expect(try HTMLDocumentTests.tables(instant, id: "bars")["motion"] == nil)
    }

    @Test func aPageWithoutScriptPlaysTheEntryAsCSS() {
        let still = bars
        let page = HTMLRenderer().render(still.animation(.linear()).render())
        #expect(!page.contains("<script"))
        #expect(page.contains("@keyframes charta-grow-y") && page.contains("prefers-reduced-motion"))
        #expect(!HTMLRenderer().render(still.render()).contains("@keyframes"))
    }

    @Test func navigationViewsCarryTheirEntryEffects() throws {
        let navigation = ChartNavigation(
            commands: [ChartNavigation.Command(symbol: "›", label: "Next")],
            views: [
                ChartNavigation.View(chart: chart(.default).render(), caption: "one", targets: [1]),
                ChartNavigation.View(
                    chart: Chart(values.indices) { i in
                        LineMark(x: .value("Name", names[i]), y: .value("Value", values[i]))
                    }
                    .animation(.default).render(), caption: "two", targets: [nil]),
            ])
        let page = HTMLRenderer(options: HTMLOptions(id: "nav")).render(navigation)
        let views = try #require(try HTMLDocumentTests.tables(page, id: "nav")["views"] as? [[String: Any]])
        #expect((views[0]["entry"] as? [[Any]])?.first?.first as? String == "y")
        #expect((views[1]["entry"] as? [[Any]])?.first?.first as? String == "f")
    }
}
