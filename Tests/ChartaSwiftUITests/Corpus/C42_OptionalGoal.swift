#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Optional chart content: the goal rule only when a goal is set (`if let`), the weekly trend line
/// only when asked for (`if`).
struct OptionalGoalView: View {
    var goal: Int? = 150
    var showsTrend = true

    private let weeks = CorpusData.weeklyActivity

    /// Least-squares line through the weekly minutes, as its two end points.
    private var trend: (start: Double, end: Double) {
        let n = Double(weeks.count)
        let xs = weeks.indices.map(Double.init)
        let ys = weeks.map { Double($0.minutes) }
        let meanX = xs.reduce(0, +) / n
        let meanY = ys.reduce(0, +) / n
        var numerator = 0.0
        var denominator = 0.0
        for (x, y) in zip(xs, ys) {
            numerator += (x - meanX) * (y - meanY)
            denominator += (x - meanX) * (x - meanX)
        }
        let slope = numerator / denominator
        let intercept = meanY - slope * meanX
        return (intercept, intercept + slope * (n - 1))
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Active minutes per week")
                .font(.headline)

            Chart {
                ForEach(weeks) { week in
                    BarMark(
                        x: .value("Week", week.weekStart, unit: .weekOfYear),
                        y: .value("Minutes", week.minutes)
                    )
                    .foregroundStyle(.teal.opacity(0.7))
                }

                if let goal {
                    RuleMark(y: .value("Goal", goal))
                        .foregroundStyle(.orange)
                        .annotation(position: .top, alignment: .leading) {
                            Text("Goal \(goal) min")
                                .font(.caption2)
                                .foregroundStyle(.orange)
                        }
                }

                if showsTrend, let first = weeks.first, let last = weeks.last {
                    LineMark(
                        x: .value("Week", first.weekStart, unit: .weekOfYear),
                        y: .value("Trend", trend.start),
                        series: .value("Series", "Trend")
                    )
                    LineMark(
                        x: .value("Week", last.weekStart, unit: .weekOfYear),
                        y: .value("Trend", trend.end),
                        series: .value("Series", "Trend")
                    )
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}
