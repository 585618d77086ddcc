import ChartaSwiftUI
import Foundation

/// The five reference charts written as Swift Charts views, with their fixtures, as the gallery renders
/// them (SVG, PNG and an interactive page made from each view's own gesture and button closures).
public enum SwiftChartsGallery {
    /// A view of the gallery: a file-name-safe name, a heading, a caption and the view.
    public struct Entry {
        public var name: String
        public var title: String
        public var caption: String
        public var view: any View
        /// Values the interactive page shows with each picture (what the view told its host).
        public var stateData: (() -> [String: String])?
    }

    /// What a view last told its host (the hour, day or entry selected).
    final class HostLog {
        var value: String?
    }

    /// The gallery's views (the energy price view marks the current hour, so it is drawn for today).
    @MainActor
    public static func entries() throws -> [Entry] {
        try EnergyLinePriceExample.registerAssets()
        return [
            tapToHighlightBars(), try monthlyLineChart(), try energyLinePrice(), try smoothSeries(),
            try pagedBars(),
        ]
    }

    @MainActor
    static func tapToHighlightBars() -> Entry {
        Entry(
            name: "tap-bars-swiftui", title: "Tap-to-highlight bars",
            caption: "Seeded demo values; the picker chooses 4, 8, 12 or 16 bars and a tap highlights one.",
            view: TapToHighlightBarsView(counts: TapToHighlightBars.counts, count: 8) {
                TapToHighlightBars.demoValues(count: $0)
            })
    }

    @MainActor
    static func monthlyLineChart() throws -> Entry {
        Entry(
            name: "monthly-swiftui", title: "Monthly totals",
            caption: "Eight months at a time on a dark background; the buttons move a year or a month.",
            view: MonthlyLineChartView(totals: try ExampleData.monthlyTotals()))
    }

    @MainActor
    static func energyLinePrice() throws -> Entry {
        let log = HostLog()
        return Entry(
            name: "energy-price-swiftui", title: "Hourly energy price",
            caption: "The tutorial's EnergyLinePriceView compiled as written; the reference prices on today's "
                + "hours. Tap or drag to select an hour.",
            view: EnergyLinePriceExample.view(prices: try ExampleData.energyPrices()) { log.value = String($0) },
            stateData: { ["selected-index": log.value ?? ""] })
    }

    @MainActor
    static func smoothSeries() throws -> Entry {
        let colors = SmoothSeriesChart.colors.map { Color(red: $0.red, green: $0.green, blue: $0.blue) }
        let series = try ExampleData.smoothSeries().enumerated().map { i, s in
            SmoothSeriesChartView.Series(name: s.name, color: colors[i % colors.count], values: s.values)
        }
        let log = HostLog()
        let days = SmoothSeriesChart.days(count: series.map(\.values.count).max() ?? 0)
        return Entry(
            name: "smooth-series-swiftui", title: "Smooth series with gradient fill",
            caption: "Three monotone curves over 30 days from 2024-03-01; tap or drag to select a day.",
            view: SmoothSeriesChartView(series: series, days: days) { day in
                log.value = day.map { ISO8601DateFormatter().string(from: $0) }
            },
            stateData: { ["selected-day": log.value ?? ""] })
    }

    @MainActor
    static func pagedBars() throws -> Entry {
        let entries = try ExampleData.pagedEntries().map { PagedBarChartView.Entry(name: $0.name, value: $0.value) }
        let log = HostLog()
        return Entry(
            name: "paged-bars-swiftui", title: "Paged bars",
            caption: "Five bars a page, the largest value in orange; tap a bar to open its entry.",
            view: PagedBarChartView(entries: entries) { log.value = $0.name },
            stateData: { ["tapped-entry": log.value ?? ""] })
    }
}
