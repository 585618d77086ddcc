#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Daily steps against a goal: bars that reach the goal are green, the others grey (an `if`/`else`
/// inside the chart content), and a dashed goal rule with a label.
struct StepGoalBarsView: View {
    var goal: Int = 10_000

    private var daysOnGoal: Int {
        CorpusData.dailySteps.filter { $0.steps >= goal }.count
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Step goal")
                .font(.headline)
            Text("\(daysOnGoal) of \(CorpusData.dailySteps.count) days on goal")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart {
                ForEach(CorpusData.dailySteps) { day in
                    if day.steps >= goal {
                        BarMark(
                            x: .value("Day", day.day, unit: .day),
                            y: .value("Steps", day.steps)
                        )
                        .foregroundStyle(.green)
                    } else {
                        BarMark(
                            x: .value("Day", day.day, unit: .day),
                            y: .value("Steps", day.steps)
                        )
                        .foregroundStyle(.gray.opacity(0.5))
                    }
                }

                RuleMark(y: .value("Goal", goal))
                    .lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 4]))
                    .foregroundStyle(.green)
                    .annotation(position: .top, alignment: .trailing) {
                        Text("Goal")
                            .font(.caption)
                            .foregroundStyle(.green)
                    }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}
