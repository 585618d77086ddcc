#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct ScrollingStepsDay: Identifiable {
    let index: Int
    let steps: Int
    var id: Int { index }
}

/// Sixty days of steps in a horizontally scrolling chart that shows a week at a time; the scroll
/// position is bound to state and echoed in the subtitle.
@available(iOS 17.0, macOS 14.0, *)
struct ScrollingStepsView: View {
    static let days: [ScrollingStepsDay] = (0..<60).map { index in
        let wave = (index * 37) % 11
        let weekend = index % 7 >= 5 ? 2_500 : 0
        return ScrollingStepsDay(index: index, steps: 6_000 + wave * 650 - weekend)
    }

    @State private var scrollStart: Int = 0

    private var visibleRange: String {
        "Days \(scrollStart + 1)–\(min(scrollStart + 7, Self.days.count))"
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Steps, last 60 days")
                .font(.headline)
            Text(visibleRange)
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(Self.days) { day in
                BarMark(
                    x: .value("Day", day.index),
                    y: .value("Steps", day.steps)
                )
                .foregroundStyle(.pink.gradient)
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 7)
            .chartScrollPosition(x: $scrollStart)
            .frame(height: 220)
        }
        .padding()
    }
}
