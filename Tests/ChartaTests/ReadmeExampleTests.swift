import ChartaSVG
import Foundation
import Testing

@testable import Charta

/// The README's example, verbatim, so the first code a reader sees keeps working.
@Suite struct ReadmeExampleTests {
    struct Entry {
        var name: String
        var value: Double
    }

    @Test func readmeBarChartRendersThreeBarsWithTheMaximumInOrange() {
        let entries = [Entry(name: "A", value: 7), Entry(name: "B", value: 1), Entry(name: "C", value: 9)]

        let chart = Chart(entries) { entry in
            BarMark(x: .value("Name", entry.name), y: .value("Value", entry.value))
                .foregroundStyle(entry.value == 9 ? .systemOrange : .systemBlue)
        }
        .chartYAxis(AxisSpec(format: .compact(threshold: 10_000)))
        .frame(width: 400, height: 300)

        let rendered = chart.render()
        let svg = SVGRenderer().render(rendered.scene)

        #expect(rendered.diagnostics.isEmpty)
        #expect(svg.components(separatedBy: "data-index=").count - 1 == 3)
        #expect(svg.contains("fill=\"#ff9500\""))
        #expect(svg.contains("width=\"400\" height=\"300\""))
        let y = LinearScale(domain: [0, 97_800], range: [300, 0]).nice(count: 4)
        #expect(y.ticks(count: 4) == [0, 20000, 40000, 60000, 80000, 100000])
    }
}
