import Charta

/// Reference chart 5: a column chart wider than the screen, paged sideways five bars at a time, with
/// each value above its bar and each name below, the largest bars orange and the rest blue.
public enum PagedBarChart {
    public static let barsPerPage = 5
    /// Space between bars and at the left and right edges, in points.
    public static let spacing = 20.0
    /// Label font and the padding between a label and its bar or the baseline.
    public static let labelFont = Font(size: 20)
    public static let labelPadding = 10.0

    /// The number of pages for `count` entries.
    public static func pageCount(_ count: Int) -> Int { max(1, (count + barsPerPage - 1) / barsPerPage) }

    /// The band step (bar width plus spacing) for a chart `width` points wide: five bars, four gaps and
    /// two margins fill a page.
    public static func step(width: Double) -> Double { max(1, (width - spacing) / Double(barsPerPage)) }

    /// The chart showing page `page` (0-based) of `entries`.
    public static func chart(entries: [ExampleData.NamedValue], page: Int, size: Size = Size(width: 375, height: 300))
        -> Chart
    {
        let maximum = entries.map(\.value).max()
        let step = step(width: size.width)
        let lineHeight =
            StandardTextMeasurer.shared.ascent(of: labelFont) + StandardTextMeasurer.shared.descent(of: labelFont)
        let lastPage = pageCount(entries.count) - 1
        return Chart(entries.indices) { i in
            BarMark(x: .value("Name", entries[i].name), y: .value("Value", entries[i].value))
                .foregroundStyle(entries[i].value == maximum ? .systemOrange : .systemBlue)
                .annotation(position: .top, spacing: labelPadding, keepsInside: false) {
                    AnnotationLine(NumberFormat.integer(entries[i].value), font: labelFont)
                }
        }
        .chartXScale(paddingInner: spacing / step, paddingOuter: spacing / step)
        .chartXVisibleDomain(length: Double(barsPerPage))
        .chartScrollPosition(x: Double(min(max(page, 0), lastPage) * barsPerPage))
        .chartYScale(domain: 0...(maximum.map { max($0, 1) } ?? 1))
        .chartYAxis(.hidden)
        .chartXAxis(AxisSpec(title: "", grid: false, ticks: false, domainLine: true, labelPadding: labelPadding))
        .chartTheme(theme)
        .chartPadding(EdgeInsets(top: lineHeight + labelPadding, leading: 0, bottom: 0, trailing: 0))
        .frame(width: size.width, height: size.height)
        .animation(.easeInOut(duration: 0.35))
    }

    /// A light theme with 20-pt labels and a 1-pt dark gray baseline.
    static var theme: Theme {
        var theme = Theme.light
        theme.font = labelFont
        theme.axisLine = .darkGray
        theme.secondaryForeground = theme.foreground
        return theme
    }
}
