#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct EnergyAxisLabelsMonth: Identifiable {
    let month: String
    let kilowattHours: Int
    var id: String { month }
}

/// Axis titles on both axes (a trailing view for the unit), y marks at explicit values on the leading
/// edge with the aligned preset.
struct EnergyAxisLabelsView: View {
    static let months: [EnergyAxisLabelsMonth] = [
        ("Jan", 92), ("Feb", 84), ("Mar", 71), ("Apr", 55), ("May", 41), ("Jun", 33),
        ("Jul", 30), ("Aug", 32), ("Sep", 44), ("Oct", 61), ("Nov", 79), ("Dec", 95),
    ].map { EnergyAxisLabelsMonth(month: $0.0, kilowattHours: $0.1) }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Heating energy")
                .font(.headline)

            Chart(Self.months) { month in
                BarMark(
                    x: .value("Month", month.month),
                    y: .value("Energy", month.kilowattHours)
                )
                .foregroundStyle(.orange)
            }
            .chartYAxis {
                AxisMarks(preset: .aligned, position: .leading, values: [0, 50, 100]) { _ in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel()
                }
            }
            .chartXAxisLabel("Month")
            .chartYAxisLabel(position: .trailing) {
                Text("kWh")
            }
            .frame(height: 240)
        }
        .padding()
    }
}
