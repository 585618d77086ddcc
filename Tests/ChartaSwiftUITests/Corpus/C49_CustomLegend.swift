#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// The built-in legend hidden and replaced by a row of capsule swatches above the chart, with the
/// city colours shared between the two through constants.
struct CustomLegendView: View {
    private let cities = CorpusData.cities
    private let cityColors: [Color] = [.orange, .blue, .teal]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Monthly temperature")
                .font(.headline)

            HStack(spacing: 16) {
                ForEach(cities.indices, id: \.self) { index in
                    HStack(spacing: 6) {
                        Capsule()
                            .fill(cityColors[index])
                            .frame(width: 16, height: 6)
                        Text(cities[index])
                            .font(.caption)
                    }
                }
                Spacer()
            }

            Chart(CorpusData.cityTemperatures) { reading in
                LineMark(
                    x: .value("Month", reading.month, unit: .month),
                    y: .value("Temperature", reading.celsius)
                )
                .foregroundStyle(by: .value("City", reading.city))
                .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round))
            }
            .chartForegroundStyleScale(domain: cities, range: cityColors)
            .chartLegend(.hidden)
            .frame(height: 220)
        }
        .padding()
    }
}
