#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A dashboard card: a titled group box holding a headline number and a small area chart.
struct GroupBoxCardView: View {
    private let weeks = CorpusData.weeklyActivity

    private var totalMinutes: Int {
        weeks.map(\.minutes).reduce(0, +)
    }

    var body: some View {
        GroupBox("Training load") {
            VStack(alignment: .leading, spacing: 6) {
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("\(totalMinutes)")
                        .font(.title)
                        .bold()
                    Text("minutes in 12 weeks")
                        .font(.footnote)
                        .foregroundColor(.secondary)
                }

                Chart(weeks) { week in
                    AreaMark(
                        x: .value("Week", week.weekStart, unit: .weekOfYear),
                        y: .value("Minutes", week.minutes)
                    )
                    .foregroundStyle(.mint.gradient)
                    .interpolationMethod(.monotone)
                }
                .chartXAxis(.hidden)
                .chartYAxis {
                    AxisMarks(position: .leading, values: .automatic(desiredCount: 3))
                }
                .frame(height: 120)
            }
        }
        .padding()
    }
}
