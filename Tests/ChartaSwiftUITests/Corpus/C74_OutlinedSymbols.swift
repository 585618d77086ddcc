#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct OutlinedSymbolsReading: Identifiable {
    let station: String
    let hour: Int
    let level: Double
    var id: String { "\(station)-\(hour)" }
}

/// River gauges as points: symbols outlined with a stroke style (`.circle.strokeBorder(style:)`), a
/// symbol scale that mixes filled and outlined symbols of different types, and a symbol size scale.
struct OutlinedSymbolsView: View {
    static let readings: [OutlinedSymbolsReading] = (0..<6).flatMap { hour in
        [
            OutlinedSymbolsReading(station: "Upstream", hour: hour, level: 2 + Double(hour) * 0.3),
            OutlinedSymbolsReading(station: "Downstream", hour: hour, level: 1.4 + Double(hour % 3) * 0.5),
        ]
    }

    var body: some View {
        VStack(spacing: 16) {
            Chart(Self.readings) { reading in
                PointMark(x: .value("Hour", reading.hour), y: .value("Level", reading.level))
                    .symbol(by: .value("Station", reading.station))
                    .symbolSize(by: .value("Station", reading.station))
            }
            .chartSymbolScale([
                "Upstream": .circle,
                "Downstream": .square.strokeBorder(lineWidth: 2),
            ])
            .chartSymbolSizeScale([
                "Upstream": 40,
                "Downstream": 80,
            ])
            .frame(height: 160)

            Chart(Self.readings.filter { $0.station == "Upstream" }) { reading in
                PointMark(x: .value("Hour", reading.hour), y: .value("Level", reading.level))
                    .symbol(.circle.strokeBorder(style: StrokeStyle(lineWidth: 1, dash: [2])))
            }
            .frame(height: 120)
        }
        .padding()
    }
}
