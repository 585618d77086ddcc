import Charta
import ChartaSVG
import ChartaTestSupport
import Testing

@testable import ChartaExamples

/// Golden SVGs of the reference charts, rendered with the standard metrics exactly as the gallery
/// draws them. Each golden was checked as an image against `seed-charts.md` when recorded.
@Suite struct GalleryGoldenTests {
    func svg(_ chart: Chart) -> String { SVGRenderer().render(chart.render().scene) }

    @Test func tapToHighlightBars() {
        let chart = TapToHighlightBars.chart(values: TapToHighlightBars.demoValues(count: 8), highlighted: 1)
        assertGolden(svg(chart), named: "tap-bars-8")
    }

    @Test func monthlyLineChart() throws {
        let latest = try #require(try ExampleData.monthlyTotals().years.last)
        assertGolden(
            svg(MonthlyLineChart.chart(values: latest.values, endMonth: latest.values.count - 1)), named: "monthly")
    }

    @Test func energyPriceChart() throws {
        assertGolden(svg(EnergyPriceChart.chart(prices: try ExampleData.energyPrices())), named: "energy-price")
    }

    @Test func smoothSeriesWithTouchMarker() throws {
        let chart = SmoothSeriesChart.chart(series: try ExampleData.smoothSeries())
        let rendered = chart.render()
        let scene = SmoothSeriesChart.touch(day: 9, in: rendered).scene(for: rendered)
        assertGolden(SVGRenderer().render(scene), named: "smooth-series")
    }

    @Test func pagedBarChartLastPage() throws {
        let entries = try ExampleData.pagedEntries()
        assertGolden(svg(PagedBarChart.chart(entries: entries, page: 2)), named: "paged-bars-3")
    }
}
