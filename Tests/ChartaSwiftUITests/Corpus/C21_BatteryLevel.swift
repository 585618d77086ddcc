#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct BatteryLevelSample: Identifiable {
    let time: Date
    let percent: Int
    var id: Date { time }
}

/// Battery charge over a day as a step line over a step area, on a fixed 0–100 % axis.
struct BatteryLevelView: View {
    static let samples: [BatteryLevelSample] = {
        let levels = [100, 96, 91, 84, 80, 71, 63, 58, 47, 41, 80, 100, 98, 92, 85, 77, 69, 60, 52, 44, 37, 29, 24, 20]
        return levels.enumerated().map { hour, level in
            BatteryLevelSample(time: CorpusDate.day(2024, 2, 10, hour: hour), percent: level)
        }
    }()

    private let tint = Color.green

    var body: some View {
        VStack(alignment: .leading) {
            Text("Battery level")
                .font(.headline)
            Text("Last 24 hours")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(Self.samples) { sample in
                AreaMark(
                    x: .value("Time", sample.time, unit: .hour),
                    y: .value("Level", sample.percent)
                )
                .interpolationMethod(.stepStart)
                .foregroundStyle(tint.opacity(0.2))

                LineMark(
                    x: .value("Time", sample.time, unit: .hour),
                    y: .value("Level", sample.percent)
                )
                .interpolationMethod(.stepStart)
                .foregroundStyle(tint)
            }
            .chartYScale(domain: 0...100)
            .chartYAxis {
                AxisMarks(values: [0, 50, 100]) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let level = value.as(Int.self) {
                            Text("\(level)%")
                        }
                    }
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .frame(height: 200)
        }
        .padding()
    }
}
