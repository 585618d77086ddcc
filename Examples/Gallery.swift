import Charta

/// The gallery: every reference chart of the project, in the states its description asks to show.
public enum Gallery {
    /// One chart of the gallery.
    public struct Entry: Sendable {
        /// A file-name-safe identifier (`tap-bars-8`).
        public var name: String
        public var title: String
        /// What the chart shows and which state it is in.
        public var caption: String
        public var chart: Chart
    }

    /// All entries, in presentation order.
    public static func entries() throws -> [Entry] {
        var entries: [Entry] = []
        for (i, count) in TapToHighlightBars.counts.enumerated() {
            let highlighted = i % count
            entries.append(
                Entry(
                    name: "tap-bars-\(count)", title: "Tap-to-highlight bars (\(count))",
                    caption: "\(count) bars from seeded demo values; bar \(highlighted + 1) is highlighted.",
                    chart: TapToHighlightBars.chart(
                        values: TapToHighlightBars.demoValues(count: count), highlighted: highlighted)))
        }
        let monthly = try ExampleData.monthlyTotals()
        if let latest = monthly.years.last {
            entries.append(
                Entry(
                    name: "monthly-\(latest.year)", title: "Monthly totals, \(latest.year)",
                    caption: "The eight months up to the latest one, on a dark background.",
                    chart: MonthlyLineChart.chart(values: latest.values, endMonth: latest.values.count - 1)))
        }
        let prices = try ExampleData.energyPrices()
        entries.append(
            Entry(
                name: "energy-price", title: "Hourly energy price",
                caption: "Øre per kWh on 2022-07-12 in Europe/Oslo; now is 14:00.",
                chart: EnergyPriceChart.chart(prices: prices)))
        entries.append(
            Entry(
                name: "smooth-series", title: "Smooth series with gradient fill",
                caption: "Three monotone curves over 30 days from 2024-03-01.",
                chart: SmoothSeriesChart.chart(series: try ExampleData.smoothSeries())))
        let named = try ExampleData.pagedEntries()
        for page in 0..<PagedBarChart.pageCount(named.count) {
            entries.append(
                Entry(
                    name: "paged-bars-\(page + 1)", title: "Paged bars, page \(page + 1)",
                    caption: "Five bars a page; the largest value in orange.",
                    chart: PagedBarChart.chart(entries: named, page: page)))
        }
        return entries
    }
}
