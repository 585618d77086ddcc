import ChartaScales
import Testing

@testable import Charta

/// A layout's tick label memo changes no label: axes asked for with one shared memo, in any order, get
/// what they get without it.
struct TickLabelMemoTests {
    static func scale(_ lo: Double, _ hi: Double, length: Double = 400) -> PositionScale {
        let domain = ChannelDomain(
            kind: .quantitative, categories: [], hasBands: false, extent: lo...hi, hasValueBars: false, title: nil)
        return PositionScale(
            kind: .continuous(LinearScale(domain: [lo, hi], range: [0, length])), domain: domain, length: length)
    }

    @Test func sharedMemoGivesTheLabelsEachAxisGetsAlone() {
        let domains: [(Double, Double)] = [(0, 1), (0, 1_000_000), (-480, 140), (-480, 160), (0.001, 0.0042), (-3, 3)]
        let formats: [LabelFormat] = [
            .automatic, .number("~s"), .number(".1%"), .number(",d"), .compact(threshold: 1000),
        ]
        let values: [AxisValues] = [
            .automatic(count: nil), .automatic(count: 3), .stride(0.25),
            .explicit([.number(0), .number(0.5), .number(1)]),
        ]
        var asks: [(PositionScale, AxisValues, LabelFormat, Int)] = []
        for (lo, hi) in domains {
            for format in formats {
                for value in values {
                    // Tick counts that give the same ticks with the same step, and counts that do not.
                    for count in [2, 5, 10, 24, 25, 38, 40] { asks.append((Self.scale(lo, hi), value, format, count)) }
                }
            }
        }
        let memo = TickLabelMemo()
        var generator = SystemRandomNumberGenerator()
        for (scale, value, format, count) in asks.shuffled(using: &generator) {
            let alone = scale.axisTicks(values: value, format: format, count: count).map(\.label)
            let shared = scale.axisTicks(values: value, format: format, count: count, memo: memo).map(\.label)
            #expect(shared == alone, "\(scale.domain.extent!) \(value) \(format) \(count)")
        }
    }
}
