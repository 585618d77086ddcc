#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A summary header full of formatted text (a printf specifier, a date format, a number format, a
/// fixed-size semibold font) above a temperature chart.
struct TextFormattingView: View {
    private let days = CorpusData.dailyTemperatureRanges

    private var warmest: DailyTemperatureRange {
        days.max { $0.high < $1.high } ?? days[0]
    }

    private var averageHigh: Double {
        days.map(\.high).reduce(0, +) / Double(days.count)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text("\(averageHigh, specifier: "%.1f") °C")
                    .font(.system(size: 28, weight: .semibold))
                Text("average high")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 4) {
                Text("Warmest:")
                Text(warmest.day, format: .dateTime.day().month())
                    .bold()
                Text("·")
                Text(days.count, format: .number)
                Text("days")
            }
            .font(.system(size: 12, weight: .semibold))
            .foregroundStyle(.secondary)

            Chart(days) { day in
                LineMark(
                    x: .value("Day", day.day, unit: .day),
                    y: .value("High", day.high)
                )
                .foregroundStyle(.orange)
                .symbol(.circle)
                .symbolSize(20)
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .frame(height: 200)
        }
        .padding()
    }
}
