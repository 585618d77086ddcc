#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Weekends shaded behind the plot: the chart background asks the proxy where each weekend starts and
/// ends on the x axis and draws a rectangle there.
struct WeekendBandsView: View {
    private let steps = CorpusData.dailySteps

    /// The Saturdays in the data (9 and 16 March 2024).
    private var saturdays: [Date] {
        steps.map(\.day).filter { CorpusDate.calendar.component(.weekday, from: $0) == 7 }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Weekday and weekend steps")
                .font(.headline)

            Chart(steps) { day in
                LineMark(
                    x: .value("Day", day.day),
                    y: .value("Steps", day.steps)
                )
                .foregroundStyle(.green)
                PointMark(
                    x: .value("Day", day.day),
                    y: .value("Steps", day.steps)
                )
                .foregroundStyle(.green)
            }
            .chartBackground { proxy in
                GeometryReader { geometry in
                    let plot = geometry[proxy.plotAreaFrame]
                    ForEach(saturdays, id: \.self) { saturday in
                        let monday = CorpusDate.adding(2, .day, to: saturday)
                        if let start = proxy.position(forX: saturday),
                            let end = proxy.position(forX: monday)
                        {
                            // The last weekend runs past the data: keep the band inside the plot.
                            let clampedEnd = min(end, plot.width)
                            Rectangle()
                                .fill(.gray.opacity(0.12))
                                .frame(width: max(0, clampedEnd - start), height: plot.height)
                                .position(x: plot.minX + (start + clampedEnd) / 2, y: plot.midY)
                        }
                    }
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}
