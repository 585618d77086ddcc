import Testing

@testable import Charta

/// Vega's label overlap strategies (`labelOverlap: "parity"` and `"greedy"`, vega-view-transforms
/// `Overlap`) on an axis whose labels differ in width.
@Suite struct AxisLabelOverlapTests {
    /// Ten points a character, one line ten points tall.
    struct FixedMeasurer: TextMeasurer {
        func width(of text: String, font: Font) -> Double { Double(text.count) * 10 }
        func ascent(of font: Font) -> Double { 8 }
        func descent(of font: Font) -> Double { 2 }
    }

    /// The shown labels of a bottom axis with ticks 30 points apart: “b” clears “aaaa”, “cccccc” overlaps
    /// both its neighbours, “d” and “e” clear everything but “cccccc”.
    func shown(_ strategy: LabelOverlapStrategy) -> [String] {
        var spec = AxisSpec()
        spec.hidesOverlappingLabels = true
        spec.labelOverlapStrategy = strategy
        let labels = ["aaaa", "b", "cccccc", "d", "e"]
        let ticks = labels.enumerated().map { AxisTick(offset: Double($0) * 30, label: $1, isZero: false) }
        let axis = AxisModel(
            edge: .bottom, length: 120, ticks: ticks, title: nil, spec: spec, theme: .light, gridByDefault: false)
        let visible = axis.visibleLabels(Array(ticks.indices), plan: .plain, measurer: FixedMeasurer())
        return ticks.indices.filter(visible.contains).map { labels[$0] }
    }

    @Test func parityHidesEveryOtherLabel() {
        #expect(shown(.parity) == ["aaaa", "cccccc", "e"])
    }

    @Test func greedyHidesEachLabelThatOverlapsTheLastOneShown() {
        #expect(shown(.greedy) == ["aaaa", "b", "d", "e"])
    }
}
