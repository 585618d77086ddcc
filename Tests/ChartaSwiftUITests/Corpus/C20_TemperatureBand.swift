#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A range area between daily lows and highs, filled with a gradient, with the daily mean as a line
/// and points on top.
struct TemperatureBandView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("April temperatures")
                .font(.headline)
            Text("Band: low to high · line: mean")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.dailyTemperatureRanges) { day in
                AreaMark(
                    x: .value("Day", day.day, unit: .day),
                    yStart: .value("Low", day.low),
                    yEnd: .value("High", day.high)
                )
                .foregroundStyle(Gradient(colors: [.blue.opacity(0.35), .orange.opacity(0.35)]))

                LineMark(
                    x: .value("Day", day.day, unit: .day),
                    y: .value("Mean", day.mean)
                )
                .foregroundStyle(.primary)

                PointMark(
                    x: .value("Day", day.day, unit: .day),
                    y: .value("Mean", day.mean)
                )
                .foregroundStyle(.primary)
                .symbolSize(16)
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .frame(height: 240)
        }
        .padding()
    }
}
