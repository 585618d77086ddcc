#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// The chart part of the screen: it draws the readings and a draggable threshold held by its parent.
struct BindingThresholdChart: View {
    let readings: [HourlyUsage]
    @Binding var threshold: Double

    var body: some View {
        Chart {
            ForEach(readings) { reading in
                BarMark(
                    x: .value("Hour", reading.hour, unit: .hour),
                    y: .value("Energy", reading.kilowattHours)
                )
                .foregroundStyle(reading.kilowattHours > threshold ? Color.red : Color.gray)
            }
            RuleMark(y: .value("Threshold", threshold))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 2))
        }
        .chartYScale(domain: 0...2.2)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle()
                    .fill(.clear)
                    .contentShape(Rectangle())
                    .gesture(
                        DragGesture()
                            .onChanged { drag in
                                let originY = geometry[proxy.plotAreaFrame].origin.y
                                if let value: Double = proxy.value(atY: drag.location.y - originY) {
                                    threshold = min(max(value, 0), 2.2)
                                }
                            }
                    )
            }
        }
    }
}

/// A parent that owns the threshold as `@State` and hands a binding to the chart.
struct BindingThresholdView: View {
    @State private var threshold: Double = 1.2

    private var hoursOver: Int {
        CorpusData.hourlyEnergy.filter { $0.kilowattHours > threshold }.count
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Peak hours")
                .font(.headline)
            Text("\(hoursOver) hours above \(threshold, specifier: "%.2f") kWh")
                .font(.caption)
                .foregroundStyle(.secondary)

            BindingThresholdChart(readings: CorpusData.hourlyEnergy, threshold: $threshold)
                .frame(height: 220)
        }
        .padding()
    }
}
