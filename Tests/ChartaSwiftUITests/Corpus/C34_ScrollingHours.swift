#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct ScrollingHoursReading: Identifiable {
    let time: Date
    let heartRate: Int
    var id: Date { time }
}

/// A week of hourly heart-rate readings on a date axis that scrolls, twelve hours visible at a time
/// (the visible length is in seconds for a date axis), starting at a fixed date.
@available(iOS 17.0, macOS 14.0, *)
struct ScrollingHoursView: View {
    static let start = CorpusDate.day(2024, 9, 2)

    static let readings: [ScrollingHoursReading] = (0..<(7 * 24)).map { hour in
        let hourOfDay = hour % 24
        let asleep = hourOfDay < 7 || hourOfDay >= 23
        let base = asleep ? 54 : 72
        let variation = (hour * 29) % 17
        return ScrollingHoursReading(
            time: CorpusDate.adding(hour, .hour, to: start),
            heartRate: base + variation
        )
    }

    @State private var scrollPosition: Date = CorpusDate.day(2024, 9, 4, hour: 6)

    var body: some View {
        VStack(alignment: .leading) {
            Text("Heart rate")
                .font(.headline)
            Text(scrollPosition, format: .dateTime.weekday(.wide).hour())
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(Self.readings) { reading in
                LineMark(
                    x: .value("Time", reading.time, unit: .hour),
                    y: .value("BPM", reading.heartRate)
                )
                .foregroundStyle(.red)
                .interpolationMethod(.monotone)
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3600 * 12)
            .chartScrollPosition(x: $scrollPosition)
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 3)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .chartYScale(domain: 40...100)
            .frame(height: 220)
        }
        .padding()
    }
}
