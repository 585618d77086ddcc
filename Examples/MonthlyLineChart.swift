import Charta

/// Reference chart 2: monthly totals over several years, shown eight months at a time on a dark
/// background, with compact `k` labels and the last point ringed in the accent colour.
public enum MonthlyLineChart {
    /// Month abbreviations, January first.
    public static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The number of months the window shows at most.
    public static let windowLength = 8

    /// The months in the window ending at `endMonth` (0-based) of `values`: the eight months before
    /// and including it, or January up to it when there are fewer.
    public static func window(values: [Double], endMonth: Int) -> [(month: String, value: Double)] {
        guard !values.isEmpty else { return [] }
        let end = min(max(endMonth, 0), values.count - 1)
        let start = max(0, end - windowLength + 1)
        return (start...end).map { (monthNames[$0 % 12], values[$0]) }
    }

    /// The y axis step: d3's nice step for about three ticks from zero to the maximum; the axis runs
    /// from zero to one step above the maximum.
    public static func yAxis(maximum: Double) -> (step: Double, top: Double) {
        let m = maximum.isFinite && maximum > 0 ? maximum : 1
        let step = TickMath.step(start: 0, stop: m, count: 3)
        return (step, ((m / step).rounded(.down) + 1) * step)
    }

    /// The chart of the window ending at `endMonth` of one year's `values`.
    public static func chart(values: [Double], endMonth: Int, size: Size = Size(width: 360, height: 240)) -> Chart {
        let months = window(values: values, endMonth: endMonth)
        let (step, top) = yAxis(maximum: months.map(\.value).max() ?? 0)
        let last = months.last
        return Chart {
            ForEach(months.indices) { i in
                LineMark(x: .value("Month", months[i].month), y: .value("Total", months[i].value))
            }
            .lineStyle(StrokeStyle(lineWidth: 2))
            .symbol(.circle)
            .symbolSize(.pi * 5 * 5)
            .foregroundStyle(.white)
            if let last {
                PointMark(x: .value("Month", last.month), y: .value("Total", last.value))
                    .symbol(.circle, filled: false)
                    .symbolSize(.pi * 9 * 9)
                    .lineStyle(StrokeStyle(lineWidth: 3))
                    .foregroundStyle(.systemOrange)
            }
        }
        .chartYScale(domain: 0...top)
        .chartYAxis(
            AxisSpec(
                values: .stride(step), format: .compact(threshold: 10_000), title: "", grid: true, gridDash: [5],
                gridExcludesZero: true, ticks: false, domainLine: true)
        )
        .chartXAxis(AxisSpec(title: "", grid: false, ticks: true, domainLine: true))
        .chartTheme(.dark)
        .frame(width: size.width, height: size.height)
        .animation(.easeInOut(duration: 0.35))
    }
}

/// Where the monthly chart's window is and how its buttons move it: previous/next-year buttons (only to
/// years with data; a new year shows its last months) and previous/next-month chevrons that slide the
/// window by one month, crossing into the previous or next year at the ends.
public struct MonthlyNavigation: Hashable, Sendable {
    /// The years with data, ascending.
    public let years: [Int]
    /// How many months each year has (January first).
    public let monthCounts: [Int]
    /// The shown year's position in ``years``.
    public private(set) var yearIndex: Int
    /// The window's last month in the shown year, 0-based.
    public private(set) var endMonth: Int

    /// Navigation over years with their month counts (years without months are left out), showing
    /// `year` up to `endMonth`, or the latest months of the latest year.
    public init(years: [(year: Int, monthCount: Int)], year: Int? = nil, endMonth: Int? = nil) {
        let kept = years.filter { $0.monthCount > 0 }.sorted { $0.year < $1.year }
        self.years = kept.map(\.year)
        monthCounts = kept.map { min($0.monthCount, 12) }
        yearIndex = year.flatMap { kept.map(\.year).firstIndex(of: $0) } ?? max(0, kept.count - 1)
        self.endMonth = 0
        self.endMonth = min(max(endMonth ?? .max, 0), lastMonth(yearIndex))
    }

    /// Navigation over the fixture's years, showing the latest months.
    public init(totals: ExampleData.MonthlyTotals) {
        self.init(years: totals.years.map { ($0.year, $0.values.count) })
    }

    /// The shown year (0 when there is no data).
    public var year: Int { years.indices.contains(yearIndex) ? years[yearIndex] : 0 }

    private func lastMonth(_ index: Int) -> Int {
        monthCounts.indices.contains(index) ? monthCounts[index] - 1 : 0
    }

    /// Whether the previous-month chevron is enabled.
    public var canGoToPreviousMonth: Bool { endMonth > 0 || yearIndex > 0 }
    /// Whether the next-month chevron is enabled.
    public var canGoToNextMonth: Bool { endMonth < lastMonth(yearIndex) || yearIndex + 1 < years.count }
    /// Whether the previous-year button is enabled.
    public var canGoToPreviousYear: Bool { yearIndex > 0 }
    /// Whether the next-year button is enabled.
    public var canGoToNextYear: Bool { yearIndex + 1 < years.count }

    /// Slides the window back a month (into December of the previous year from January).
    public mutating func previousMonth() {
        if endMonth > 0 {
            endMonth -= 1
        } else if yearIndex > 0 {
            yearIndex -= 1
            endMonth = lastMonth(yearIndex)
        }
    }

    /// Slides the window on a month (into January of the next year from the year's last month).
    public mutating func nextMonth() {
        if endMonth < lastMonth(yearIndex) {
            endMonth += 1
        } else if yearIndex + 1 < years.count {
            yearIndex += 1
            endMonth = 0
        }
    }

    /// Shows the last months of the previous year with data.
    public mutating func previousYear() {
        guard yearIndex > 0 else { return }
        yearIndex -= 1
        endMonth = lastMonth(yearIndex)
    }

    /// Shows the last months of the next year with data.
    public mutating func nextYear() {
        guard yearIndex + 1 < years.count else { return }
        yearIndex += 1
        endMonth = lastMonth(yearIndex)
    }

    /// Keyboard navigation: left and right slide by a month, down and up change the year.
    public mutating func handle(_ key: InteractionKey) {
        switch key {
        case .left: previousMonth()
        case .right: nextMonth()
        case .down: previousYear()
        case .up: nextYear()
        case .enter, .escape: break
        }
    }

    /// The chart of the shown window.
    public func chart(totals: ExampleData.MonthlyTotals, size: Size = Size(width: 360, height: 240)) -> Chart {
        let values = totals.years.first { $0.year == year }?.values ?? []
        return MonthlyLineChart.chart(values: values, endMonth: endMonth, size: size)
    }
}
