import Charta
import Foundation

/// Reference chart 3: one day of hourly electricity prices (Europe/Oslo) in the style of Swift Charts,
/// with a "now" rule, its annotation above the plot, and circles on the selected and current hours.
public enum EnergyPriceChart {
    /// The Europe/Oslo calendar the prices are given in.
    public static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Oslo") ?? TimeZone(secondsFromGMT: 7200)!
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }()

    /// The hours of the day from `fromDate` (`yyyy-MM-ddTHH:mm:ss`, Oslo wall-clock time).
    public static func hours(from fromDate: String, count: Int) -> [Date] {
        let parts = fromDate.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard parts.count >= 3 else { return [] }
        let start = calendar.date(
            from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts.count > 3 ? parts[3] : 0))
        guard let start else { return [] }
        return (0..<count).compactMap { calendar.date(byAdding: .hour, value: $0, to: start) }
    }

    /// The hour index of "now" in the reference render: 2022-07-12 14:00.
    public static let nowIndex = 14

    /// The interval label of an hour, e.g. `14:00-15:00`.
    public static func intervalLabel(hour: Int) -> String {
        func two(_ h: Int) -> String { h < 10 ? "0\(h)" : "\(h)" }
        return "\(two(hour % 24)):00-\(two((hour + 1) % 24)):00"
    }

    /// The chart with the "now" hour and, optionally, a selected hour.
    public static func chart(
        prices: ExampleData.EnergyPrices, now: Int = nowIndex, selected: Int? = nil,
        size: Size = Size(width: 360, height: 260)
    ) -> Chart {
        let dates = hours(from: prices.fromDate, count: prices.values.count)
        let ore = prices.values.prefix(dates.count).map { $0.rounded() }
        let marked = selected ?? now
        return Chart {
            ForEach(dates.indices) { i in
                LineMark(x: .value("Hour", dates[i]), y: .value("Price", ore[i]))
            }
            .lineStyle(StrokeStyle(lineWidth: 6, lineCap: .round))
            .foregroundStyle(.systemBlue)
            if dates.indices.contains(marked) {
                RuleMark(x: .value("Hour", dates[marked]))
                    .foregroundStyle(Color.darkGray)
                    .annotation(position: .top, abovePlot: true) {
                        AnnotationLine(intervalLabel(hour: marked), font: Font(size: 12, weight: .bold))
                        AnnotationLine("\(Int(ore[marked])) øre per kWh", font: Font(size: 12))
                    }
                PointMark(x: .value("Hour", dates[marked]), y: .value("Price", ore[marked]))
                    .symbolSize(.pi * 12 * 12)
                    .foregroundStyle(.systemPink)
            }
            if let selected, selected != now, dates.indices.contains(now) {
                PointMark(x: .value("Hour", dates[now]), y: .value("Price", ore[now]))
                    .symbolSize(.pi * 12 * 12)
                    .foregroundStyle(.systemBlue)
            }
        }
        .chartYScale(includesZero: false)
        .chartYAxis(AxisSpec(position: .leading, title: ""))
        .chartXAxis(AxisSpec(values: .calendarStride(.hour, count: 6), format: .date("%H:%M"), title: ""))
        .chartCalendar(calendar)
        .frame(width: size.width, height: size.height)
        .animation(.easeInOut(duration: 0.35))
    }
}
