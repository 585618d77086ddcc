import ChartaSwiftUI
import Foundation
import Testing

/// A measurement of any unit, plottable only for durations: a conditional conformance on a type that is
/// not `Sendable`, as apps write them (Swift Charts' `Plottable` asks for no `Sendable`).
struct PlottableDuration<UnitType: Unit> {
    var measurement: Measurement<UnitType>
}

extension PlottableDuration: Plottable where UnitType == UnitDuration {
    var primitivePlottable: Double { measurement.converted(to: .minutes).value }

    init?(primitivePlottable: Double) {
        self.init(measurement: Measurement(value: primitivePlottable, unit: .minutes))
    }
}

@MainActor
@Suite struct PlottableConformanceTests {
    struct Walks: View {
        let hours = [1.5, 2.4, 0.7]
        var body: some View {
            Chart(hours.indices, id: \.self) { i in
                BarMark(
                    x: .value(
                        "Duration",
                        PlottableDuration(measurement: Measurement(value: hours[i], unit: UnitDuration.hours))),
                    y: .value("Walk", "Walk \(i + 1)"))
            }
            .chartXAxis {
                AxisMarks { value in
                    AxisValueLabel(
                        "\(value.as(PlottableDuration.self)!.measurement.converted(to: .hours), format: .measurement(width: .narrow, numberFormatStyle: .number.precision(.fractionLength(0))))"
                    )
                }
            }
            .frame(width: 300, height: 150)
        }
    }

    @Test func aConditionalConformanceOfAClassBackedValuePlots() throws {
        let renderer = ViewRenderer(content: Walks())
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let ticks = renderer.charts[0].rendered.axisTicks[.x] ?? []
        // Minutes on the scale, hours in the labels.
        #expect(ticks.contains { $0.label == "1hr" || $0.label == "1h" }, "\(ticks.map(\.label))")
    }
}

/// A model object an app keeps its readings in: a class, not `Sendable`.
final class ReadingsModel {
    var readings: [Double] = [3, 5, 4, 6]
}

/// Chart content of the app's own holding its model, as Swift Charts allows (its `ChartContent` asks
/// for no `Sendable`).
struct ReadingsContent: ChartContent {
    let model: ReadingsModel

    var body: some ChartContent {
        ForEach(model.readings.indices, id: \.self) { i in
            LineMark(x: .value("Reading", i), y: .value("Value", model.readings[i]))
        }
    }
}

@MainActor
@Suite struct ChartContentOfTheAppsOwnTests {
    @Test func contentHoldingAClassDrawsItsMarks() {
        let view = Chart { ReadingsContent(model: ReadingsModel()) }.frame(width: 200, height: 100)
        let renderer = ViewRenderer(content: view)
        #expect(renderer.diagnostics.isEmpty)
        #expect(renderer.charts[0].rendered.axisTicks[.x]?.isEmpty == false)
    }
}
