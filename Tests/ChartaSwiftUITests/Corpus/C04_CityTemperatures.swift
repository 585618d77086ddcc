#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Three cities' monthly temperatures: one line per city, coloured and marked by city, legend on top.
struct CityTemperaturesView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Average temperature")
                .font(.headline)
            Text("Monthly means, 2023")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.cityTemperatures) { reading in
                LineMark(
                    x: .value("Month", reading.month, unit: .month),
                    y: .value("Temperature", reading.celsius)
                )
                .foregroundStyle(by: .value("City", reading.city))
                .symbol(by: .value("City", reading.city))
                .interpolationMethod(.monotone)
            }
            .chartForegroundStyleScale([
                "Cupertino": .orange,
                "Chicago": .blue,
                "Oslo": .teal,
            ])
            .chartLegend(position: .top, alignment: .center, spacing: 8)
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { _ in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(format: .dateTime.month(.abbreviated))
                }
            }
            .chartYAxisLabel("°C")
            .frame(height: 260)
        }
        .padding()
    }
}
