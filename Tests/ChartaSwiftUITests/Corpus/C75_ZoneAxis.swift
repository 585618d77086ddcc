#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Heart-rate zones named on the y axis: a `switch` over the axis values that names three of them and
/// leaves the rest with `EmptyAxisMark()`, ticks as long as the longest label, a type-erased
/// `AnyAxisMark`, and a domain that the data decides (`.automatic(dataType:modifyInferredDomain:)`).
struct ZoneAxisView: View {
    static let beats: [(minute: Int, bpm: Int)] = [
        (0, 92), (5, 118), (10, 135), (15, 151), (20, 164), (25, 148), (30, 121),
    ]

    var body: some View {
        Chart(Self.beats, id: \.minute) { beat in
            LineMark(x: .value("Minute", beat.minute), y: .value("BPM", beat.bpm))
        }
        .chartYScale(domain: [80, 180])
        .chartXScale(
            domain: .automatic(dataType: Int.self) { domain in
                domain.append(35)
            }
        )
        .chartYAxis {
            AxisMarks(values: [100, 140, 170]) { value in
                AxisGridLine()
                    .offset(x: 0, y: 0)
                AxisTick(length: .longestLabel(extendPastBy: 4))
                switch value.as(Int.self) ?? 0 {
                case 100:
                    AxisValueLabel("Easy", anchor: .leading)
                case 140:
                    AxisValueLabel("Tempo", anchor: .leading)
                default:
                    EmptyAxisMark()
                }
            }
        }
        .chartXAxis {
            AxisMarks { _ in
                AnyAxisMark(AxisValueLabel())
            }
        }
        .frame(height: 200)
        .padding()
    }
}
