#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct ComfortZoneReading: Identifiable {
    let id: Int
    let humidity: Double
    let temperature: Double
}

/// Indoor readings as points over a shaded "comfort zone" rectangle, on fixed humidity and temperature
/// domains.
struct ComfortZoneView: View {
    static let readings: [ComfortZoneReading] = [
        ComfortZoneReading(id: 0, humidity: 34, temperature: 19.5),
        ComfortZoneReading(id: 1, humidity: 41, temperature: 21.0),
        ComfortZoneReading(id: 2, humidity: 45, temperature: 22.4),
        ComfortZoneReading(id: 3, humidity: 52, temperature: 23.1),
        ComfortZoneReading(id: 4, humidity: 58, temperature: 24.8),
        ComfortZoneReading(id: 5, humidity: 63, temperature: 26.2),
        ComfortZoneReading(id: 6, humidity: 71, temperature: 27.5),
        ComfortZoneReading(id: 7, humidity: 38, temperature: 17.2),
        ComfortZoneReading(id: 8, humidity: 29, temperature: 20.3),
        ComfortZoneReading(id: 9, humidity: 48, temperature: 21.8),
        ComfortZoneReading(id: 10, humidity: 55, temperature: 20.6),
        ComfortZoneReading(id: 11, humidity: 66, temperature: 22.9),
    ]

    private let zoneHumidity = 40.0...60.0
    private let zoneTemperature = 20.0...24.0

    private func isComfortable(_ reading: ComfortZoneReading) -> Bool {
        zoneHumidity.contains(reading.humidity) && zoneTemperature.contains(reading.temperature)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Living room")
                .font(.headline)
            Text("Green area: comfortable")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart {
                RectangleMark(
                    xStart: .value("Humidity", zoneHumidity.lowerBound),
                    xEnd: .value("Humidity", zoneHumidity.upperBound),
                    yStart: .value("Temperature", zoneTemperature.lowerBound),
                    yEnd: .value("Temperature", zoneTemperature.upperBound)
                )
                .foregroundStyle(.green)
                .opacity(0.15)

                ForEach(Self.readings) { reading in
                    PointMark(
                        x: .value("Humidity", reading.humidity),
                        y: .value("Temperature", reading.temperature)
                    )
                    .foregroundStyle(isComfortable(reading) ? Color.green : Color.orange)
                }
            }
            .chartXScale(domain: 0...100)
            .chartYScale(domain: [10.0, 35.0])
            .chartXAxisLabel("Relative humidity (%)")
            .chartYAxisLabel("°C")
            .frame(height: 260)
        }
        .padding()
    }
}
