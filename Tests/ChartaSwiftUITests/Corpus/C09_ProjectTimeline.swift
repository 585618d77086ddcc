#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct ProjectTimelineTask: Identifiable {
    let name: String
    let team: String
    let start: Date
    let end: Date
    var id: String { name }
}

/// A Gantt chart: one interval bar per task from its start to its end day, a dashed "status date" rule.
struct ProjectTimelineView: View {
    static let tasks: [ProjectTimelineTask] = [
        ProjectTimelineTask(
            name: "Research", team: "Design", start: CorpusDate.day(2024, 5, 6), end: CorpusDate.day(2024, 5, 17)),
        ProjectTimelineTask(
            name: "Wireframes", team: "Design", start: CorpusDate.day(2024, 5, 13), end: CorpusDate.day(2024, 5, 31)),
        ProjectTimelineTask(
            name: "API", team: "Engineering", start: CorpusDate.day(2024, 5, 20), end: CorpusDate.day(2024, 6, 21)),
        ProjectTimelineTask(
            name: "App", team: "Engineering", start: CorpusDate.day(2024, 6, 3), end: CorpusDate.day(2024, 7, 5)),
        ProjectTimelineTask(
            name: "Beta", team: "QA", start: CorpusDate.day(2024, 6, 24), end: CorpusDate.day(2024, 7, 12)),
        ProjectTimelineTask(
            name: "Launch", team: "Marketing", start: CorpusDate.day(2024, 7, 8), end: CorpusDate.day(2024, 7, 19)),
    ]

    var statusDate: Date = CorpusDate.day(2024, 6, 14)

    var body: some View {
        VStack(alignment: .leading) {
            Text("Summer release")
                .font(.headline)

            Chart {
                ForEach(Self.tasks) { task in
                    BarMark(
                        xStart: .value("Start", task.start, unit: .day),
                        xEnd: .value("End", task.end, unit: .day),
                        y: .value("Task", task.name),
                        height: .ratio(0.6)
                    )
                    .foregroundStyle(by: .value("Team", task.team))
                    .cornerRadius(3)
                }

                RuleMark(x: .value("Status date", statusDate, unit: .day))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                    .annotation(position: .top, alignment: .center) {
                        Text("Today")
                            .font(.caption2)
                            .foregroundStyle(.red)
                    }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .weekOfYear, count: 2)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.month(.abbreviated).day())
                }
            }
            .chartLegend(position: .bottom, alignment: .leading)
            .frame(height: 260)
        }
        .padding()
    }
}
