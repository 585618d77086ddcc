#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Axis customisation: two sets of marks on the y axis (dashed automatic grid plus a red goal line),
/// and centred, anchored weekday labels with greedy collision resolution on the x axis.
struct AxisStylingView: View {
    private let goal = 10_000

    var body: some View {
        VStack(alignment: .leading) {
            Text("Steps with a goal line")
                .font(.headline)

            Chart(CorpusData.dailySteps) { day in
                BarMark(
                    x: .value("Day", day.day, unit: .day),
                    y: .value("Steps", day.steps),
                    width: .ratio(0.7)
                )
                .foregroundStyle(.teal)
            }
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 5)) { _ in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                    AxisValueLabel()
                }
                AxisMarks(position: .trailing, values: [goal]) { _ in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 1.5))
                        .foregroundStyle(.red)
                    AxisValueLabel {
                        Text("Goal")
                            .foregroundStyle(.red)
                    }
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisTick(length: 4)
                    AxisValueLabel(
                        format: .dateTime.weekday(.abbreviated),
                        centered: true,
                        anchor: .top,
                        collisionResolution: .greedy
                    )
                }
            }
            .frame(height: 240)
        }
        .padding()
    }
}
