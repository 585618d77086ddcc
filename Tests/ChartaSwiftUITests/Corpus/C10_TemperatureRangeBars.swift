#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Floating bars from each day's low to its high, capsule-shaped, with a cold-to-warm gradient and a
/// y axis that does not start at zero.
struct TemperatureRangeBarsView: View {
    private let days = CorpusData.dailyTemperatureRanges
    private let barGradient = Gradient(colors: [.blue, .yellow, .orange])

    var body: some View {
        VStack(alignment: .leading) {
            Text("Daily range")
                .font(.headline)
            Text("Low to high, °C")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(days) { day in
                BarMark(
                    x: .value("Day", day.day, unit: .day),
                    yStart: .value("Low", day.low),
                    yEnd: .value("High", day.high),
                    width: .fixed(12)
                )
                .clipShape(Capsule())
                .foregroundStyle(barGradient)
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: 3)) { _ in
                    AxisValueLabel(format: .dateTime.month(.abbreviated).day())
                }
            }
            .frame(height: 240)
        }
        .padding()
    }
}
