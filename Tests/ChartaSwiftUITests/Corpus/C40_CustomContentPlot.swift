#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A reusable piece of chart content: a shaded target band between two values with its edges drawn.
struct CustomContentPlotTargetBand: ChartContent {
    let low: Double
    let high: Double
    var color: Color = .green

    var body: some ChartContent {
        RectangleMark(
            yStart: .value("Target low", low),
            yEnd: .value("Target high", high)
        )
        .foregroundStyle(color.opacity(0.12))

        RuleMark(y: .value("Target low", low))
            .foregroundStyle(color.opacity(0.6))
            .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
        RuleMark(y: .value("Target high", high))
            .foregroundStyle(color.opacity(0.6))
            .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
    }
}

/// A custom `ChartContent` type next to a `Plot` that groups a line and its points so that one
/// modifier styles both.
struct CustomContentPlotView: View {
    private let readings = CorpusData.dailyTemperatureRanges

    var body: some View {
        VStack(alignment: .leading) {
            Text("Afternoon highs")
                .font(.headline)
            Text("Band: 16–22 °C target")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart {
                CustomContentPlotTargetBand(low: 16, high: 22)

                Plot {
                    ForEach(readings) { day in
                        LineMark(
                            x: .value("Day", day.day, unit: .day),
                            y: .value("High", day.high)
                        )
                        PointMark(
                            x: .value("Day", day.day, unit: .day),
                            y: .value("High", day.high)
                        )
                    }
                }
                .foregroundStyle(.red)
            }
            .chartYScale(domain: 10...26)
            .frame(height: 220)
        }
        .padding()
    }
}
