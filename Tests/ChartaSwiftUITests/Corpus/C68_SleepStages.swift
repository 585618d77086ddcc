#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct SleepStagesInterval: Identifiable {
    let stage: String
    let start: Date
    let end: Date
    var id: Date { start }
}

/// A night of sleep as intervals on a time axis, one row per stage (awake on top), in the style of a
/// health app.
struct SleepStagesView: View {
    static let stages = ["Awake", "REM", "Core", "Deep"]

    static let intervals: [SleepStagesInterval] = {
        // (stage, minutes) in order, from 23:10 on 11 March 2024.
        let sequence: [(String, Int)] = [
            ("Awake", 10), ("Core", 35), ("Deep", 40), ("Core", 25), ("REM", 20), ("Core", 45), ("Deep", 30),
            ("Core", 30), ("REM", 30), ("Awake", 5), ("Core", 50), ("REM", 35), ("Core", 30), ("Awake", 8),
        ]
        var intervals: [SleepStagesInterval] = []
        var time = CorpusDate.adding(10, .minute, to: CorpusDate.day(2024, 3, 11, hour: 23))
        for (stage, minutes) in sequence {
            let end = CorpusDate.adding(minutes, .minute, to: time)
            intervals.append(SleepStagesInterval(stage: stage, start: time, end: end))
            time = end
        }
        return intervals
    }()

    private let stageColors: [Color] = [.orange, .cyan, .blue, .indigo]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sleep")
                .font(.headline)
            Text("Night of 11 March")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(Self.intervals) { interval in
                BarMark(
                    xStart: .value("Start", interval.start),
                    xEnd: .value("End", interval.end),
                    y: .value("Stage", interval.stage),
                    height: .fixed(18)
                )
                .foregroundStyle(by: .value("Stage", interval.stage))
                .cornerRadius(2)
            }
            .chartForegroundStyleScale(domain: Self.stages, range: stageColors)
            .chartYScale(domain: Self.stages)
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 2)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour().minute())
                }
            }
            .chartLegend(.hidden)
            .frame(height: 200)
        }
        .padding()
    }
}
