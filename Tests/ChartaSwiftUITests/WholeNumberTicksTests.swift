import Charta
import ChartaSwiftUI
import Foundation
import Testing

/// An axis over whole numbers steps by whole numbers; fractions keep their fractional ticks.
@MainActor
@Suite struct WholeNumberTicksTests {
    struct Days: View {
        let values: [Double]
        var stacking: MarkStackingMethod = .standard

        var body: some View {
            Chart {
                ForEach(values.indices, id: \.self) { i in
                    BarMark(x: .value("Day", values[i]), y: .value("Count", i + 1), stacking: stacking)
                }
            }
            .frame(width: 300, height: 200)
        }
    }

    static func tickValues(_ view: some View, _ channel: Channel) -> [Double] {
        let chart = ViewRenderer(content: view).charts[0].rendered
        return (chart.axisTicks[channel] ?? []).compactMap {
            if case .number(let v)? = $0.value { v } else { nil }
        }
    }

    @Test func wholeNumbersAreTickedAtWholeNumbers() {
        let x = Self.tickValues(Days(values: [0, 1, 2, 3]), .x)
        #expect(x.allSatisfy { $0 == $0.rounded() } && Set([0, 1, 2, 3]).isSubset(of: x), "\(x)")
        let y = Self.tickValues(Days(values: [0, 1, 2, 3]), .y)
        #expect(!y.isEmpty && y.allSatisfy { $0 == $0.rounded() }, "\(y)")
    }

    @Test func fractionsKeepFractionalTicks() {
        let x = Self.tickValues(Days(values: [0, 1.5, 2, 3]), .x)
        #expect(x.contains { $0 != $0.rounded() }, "\(x)")
    }

    @Test func aNormalizedStackOfWholeNumbersKeepsFractionalTicks() {
        let y = Self.tickValues(Days(values: [1, 1, 2, 2], stacking: .normalized), .y)
        #expect(y.contains { $0 != $0.rounded() }, "\(y)")
    }
}
