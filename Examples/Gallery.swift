import Charta

/// The gallery: every reference chart of the project, in the states its description asks to show.
/// Interactive states come from the interaction engine: each entry holds the chart and an
/// `InteractionState` reached by feeding it events, and ``Gallery/Entry/render(_:measurer:)`` draws both.
public enum Gallery {
    /// One chart of the gallery.
    public struct Entry: Sendable {
        /// A file-name-safe identifier (`tap-bars-8`).
        public var name: String
        /// The heading shown above the chart.
        public var title: String
        /// What the chart shows and which state it is in.
        public var caption: String
        /// The chart in its static form; ``state`` says what is selected or visible.
        public var chart: Chart
        /// The interaction state shown (selection, visible window).
        public var state = InteractionState()
        /// For charts that show their selection with their own marks (the energy chart's rule, annotation
        /// and circles): the chart for a state. nil: ``chart`` with the engine's overlay.
        public var chartForState: (@Sendable (InteractionState) -> Chart)?

        /// The chart laid out in `state` (nil: ``state``), with the selection drawn: restyled items and the
        /// overlay on top, or the chart's own marks for the selection.
        public func render(
            _ state: InteractionState? = nil, measurer: any TextMeasurer = StandardTextMeasurer.shared
        ) -> RenderedChart {
            let state = state ?? self.state
            let base = chartForState?(state) ?? chart
            var rendered = base.applying(state).render(measurer: measurer)
            rendered.scene = state.scene(for: rendered, measurer: measurer)
            return rendered
        }
    }

    /// All entries, in presentation order.
    public static func entries() throws -> [Entry] {
        var entries: [Entry] = []
        for (i, count) in TapToHighlightBars.counts.enumerated() {
            let highlighted = i % count
            let values = TapToHighlightBars.demoValues(count: count)
            let chart = TapToHighlightBars.chart(values: values).chartSelection(tapSelection)
            entries.append(
                Entry(
                    name: "tap-bars-\(count)", title: "Tap-to-highlight bars (\(count))",
                    caption: "\(count) bars from seeded demo values; bar \(highlighted + 1) is highlighted.",
                    chart: chart, state: tap(bar: highlighted, of: values, in: chart.render())))
        }
        let monthly = try ExampleData.monthlyTotals()
        let navigation = MonthlyNavigation(totals: monthly)
        if !navigation.years.isEmpty {
            entries.append(
                Entry(
                    name: "monthly-\(navigation.year)", title: "Monthly totals, \(navigation.year)",
                    caption: "The eight months up to the latest one, on a dark background.",
                    chart: navigation.chart(totals: monthly)))
        }
        let prices = try ExampleData.energyPrices()
        entries.append(
            Entry(
                name: "energy-price", title: "Hourly energy price",
                caption: "Øre per kWh on 2022-07-12 in Europe/Oslo; now is 14:00.",
                chart: EnergyPriceChart.chart(prices: prices).chartSelection(energySelection),
                chartForState: { state in
                    EnergyPriceChart.chart(prices: prices, selected: state.selection?.index)
                        .chartSelection(energySelection)
                }))
        let smooth = SmoothSeriesChart.chart(series: try ExampleData.smoothSeries())
        entries.append(
            Entry(
                name: "smooth-series", title: "Smooth series with gradient fill",
                caption: "Three monotone curves over 30 days from 2024-03-01, touched on March 10.",
                chart: smooth, state: SmoothSeriesChart.touch(day: 9, in: smooth.render())))
        let named = try ExampleData.pagedEntries()
        let paged = PagedBarChart.chart(entries: named, page: 0).chartViewport(.paged)
            .chartSelection(.item(selectedOpacity: 1, unselectedOpacity: 1, activatesOnTap: true))
        let firstPage = paged.render()
        for page in 0..<PagedBarChart.pageCount(named.count) {
            entries.append(
                Entry(
                    name: "paged-bars-\(page + 1)", title: "Paged bars, page \(page + 1)",
                    caption: "Five bars a page; the largest value in orange.", chart: paged,
                    state: InteractionState().reduce(.viewport(.page(by: page)), in: firstPage)))
        }
        return entries
    }

    /// The energy chart's selection: the nearest hour of the price line (layer 0); the chart draws the
    /// rule, annotation and circles for it itself.
    public static let energySelection = ChartSelection.nearestX(marks: [0], overlay: .none)

    /// The tap-to-highlight chart's selection: the tapped bar at 40% opacity, the others unchanged.
    public static let tapSelection = ChartSelection.item(selectedOpacity: 0.4, unselectedOpacity: 1)

    /// The state after tapping bar `bar` (0-based) halfway up.
    static func tap(bar: Int, of values: [Double], in rendered: RenderedChart) -> InteractionState {
        let proxy = ChartProxy(rendered)
        guard values.indices.contains(bar), let x = proxy.position(forX: .string("\(bar + 1)")),
            let y = proxy.position(forY: .number(values[bar] / 2))
        else { return InteractionState() }
        return InteractionState().reduce(.tap(Point(x: x, y: y)), in: rendered)
    }
}
