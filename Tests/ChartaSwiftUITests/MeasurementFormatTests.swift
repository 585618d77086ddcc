import ChartaSwiftUI
import Foundation
import Testing

/// Measurements written as chart labels write them, on Linux too.
@MainActor
@Suite struct MeasurementFormatTests {
    @Test func aMeasurementIsItsNumberAndItsUnitsSymbol() {
        let walk = Measurement(value: 90, unit: UnitDuration.minutes).converted(to: .hours)
        let narrow = walk.formatted(
            .measurement(width: .narrow, numberFormatStyle: .number.precision(.fractionLength(1))))
        #expect(narrow == "1.5hr" || narrow == "1.5h", "\(narrow)")
        let label: LocalizedStringKey =
            "\(Measurement(value: 12, unit: UnitLength.kilometers), format: .measurement(width: .abbreviated))"
        #expect(ViewRenderer(content: Text(label)).svg().contains(">12 km<"))
        #expect(Measurement(value: 3, unit: UnitMass.kilograms).formatted() == "3 kg")
    }
}
