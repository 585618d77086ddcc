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
    }
}
