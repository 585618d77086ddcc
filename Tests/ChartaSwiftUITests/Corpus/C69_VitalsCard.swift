#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A health-app card: a custom group box style, an axis chosen through an environment value of the
/// app's own, labels given as text resources, a stored unit setting and an empty state.
private struct ChartYAxisKey: EnvironmentKey {
    static var defaultValue: AnyAxisContent? { nil }
}

extension EnvironmentValues {
    fileprivate var customChartYAxis: AnyAxisContent? {
        get { self[ChartYAxisKey.self] }
        set { self[ChartYAxisKey.self] = newValue }
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            configuration.label
                .font(.subheadline.bold())
                .foregroundStyle(.red)
            configuration.content
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    }
}

struct VitalsGraph: View {
    let readings: [(date: Date, bpm: Double)]
    let xName: LocalizedStringResource = "Day"
    @Environment(\.customChartYAxis) private var customChartYAxis
    @AppStorage("heartRateUnit") private var unit = "bpm"
    @ScaledMetric private var chartHeight: CGFloat = 180

    var body: some View {
        if readings.isEmpty {
            ContentUnavailableView("No readings", systemImage: "heart", description: Text("Wear your watch."))
        } else {
            Chart(readings, id: \.date) { reading in
                LineMark(x: .value(Text(xName), reading.date, unit: .day), y: .value("Rate", reading.bpm))
                    .foregroundStyle(.red)
                    .symbol(.circle)
            }
            .chartYAxis {
                if let customChartYAxis {
                    customChartYAxis
                } else {
                    AxisMarks()
                }
            }
            .chartYAxisLabel(unit)
            .chartScrollTargetBehavior(.valueAligned(unit: 1))
            .sensoryFeedback(.selection, trigger: readings.count)
            .frame(height: chartHeight)
        }
    }
}

struct VitalsCardView: View {
    var body: some View {
        VStack(spacing: 16) {
            GroupBox("Resting heart rate") {
                VitalsGraph(readings: CorpusData.restingHeartRate)
            }
            GroupBox("Last week") {
                VitalsGraph(readings: [])
                    .frame(height: 120)
            }
        }
        .groupBoxStyle(CardGroupBoxStyle())
        .environment(\.customChartYAxis, AnyAxisContent(AxisMarks(position: .leading, values: [58, 60, 62])))
        .padding()
    }
}
