#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Two weeks of steps as a smooth line with circle symbols and a dashed average rule.
struct DailyStepsView: View {
    private let steps = CorpusData.dailySteps
    private let lineColor = Color.green

    private var averageSteps: Double {
        Double(steps.map(\.steps).reduce(0, +)) / Double(steps.count)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Daily steps")
                .font(.headline)
            Text("4 – 17 March 2024")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart {
                ForEach(steps, id: \.day) { day in
                    LineMark(
                        x: .value("Day", day.day, unit: .day),
                        y: .value("Steps", day.steps)
                    )
                    .interpolationMethod(.catmullRom)
                    .symbol(.circle)
                    .foregroundStyle(lineColor)
                }

                RuleMark(y: .value("Average", averageSteps))
                    .foregroundStyle(.gray)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("Average \(Int(averageSteps))")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: 2)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.day())
                }
            }
            .frame(height: 240)
        }
        .padding()
    }
}
