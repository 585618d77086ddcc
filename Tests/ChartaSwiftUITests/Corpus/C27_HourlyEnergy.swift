#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Hourly electricity use: hour-unit bars at 60 % of the slot width, peak hours in orange, hour labels
/// every six hours.
struct HourlyEnergyView: View {
    var peakThreshold: Double = 1.2

    private let normalColor = Color.blue
    private let peakColor = Color.orange

    var body: some View {
        VStack(alignment: .leading) {
            Text("Electricity today")
                .font(.headline)
            Text("Orange: above \(peakThreshold, specifier: "%.1f") kWh")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.hourlyEnergy) { usage in
                BarMark(
                    x: .value("Hour", usage.hour, unit: .hour),
                    y: .value("Energy", usage.kilowattHours),
                    width: .ratio(0.6)
                )
                .foregroundStyle(usage.kilowattHours > peakThreshold ? peakColor : normalColor)
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .chartYAxisLabel("kWh")
            .frame(height: 220)
        }
        .padding()
    }
}
