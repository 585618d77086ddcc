#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Weekly bars (week-of-year unit) whose axis labels use the axis value's index and count: the first
/// and last labels give the month, the others only the day.
struct WeeklyTrainingView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Minutes per week")
                .font(.headline)
            Text("Q1 2024")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.weeklyActivity) { week in
                BarMark(
                    x: .value("Week", week.weekStart, unit: .weekOfYear),
                    y: .value("Minutes", week.minutes)
                )
                .foregroundStyle(.purple.gradient)
                .cornerRadius(4)
            }
            .chartYScale(domain: [0, 300])
            .chartXAxis {
                AxisMarks(values: .stride(by: .weekOfYear, count: 2)) { value in
                    AxisGridLine()
                    if value.index == 0 || value.index == value.count - 1 {
                        AxisValueLabel(format: .dateTime.month(.abbreviated).day())
                    } else {
                        AxisValueLabel(format: .dateTime.day())
                    }
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}
