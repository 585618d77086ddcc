import Testing

@testable import Charta

@Suite struct LabelTruncationTests {
    let font = Font()
    let measurer = StandardTextMeasurer.shared

    @Test func theLongestFittingPrefixIsKept() {
        for label in ["Wednesday", "A rather long category name", String(repeating: "wide W ", count: 20_000)] {
            for maxWidth in [5.0, 30, 61.5, 120] {
                let cut = AxisModel.truncate(label, maxWidth: maxWidth, font: font, measurer: measurer)
                guard measurer.width(of: label, font: font) > maxWidth else {
                    #expect(cut == label)
                    continue
                }
                #expect(cut.hasSuffix("…"))
                let kept = cut.dropLast()
                #expect(label.hasPrefix(kept))
                if !kept.isEmpty { #expect(measurer.width(of: cut, font: font) <= maxWidth) }
                // One more character would not fit.
                let longer = String(label.prefix(kept.count + 1)) + "…"
                #expect(measurer.width(of: longer, font: font) > maxWidth)
            }
        }
    }

    @Test func labelsThatFitAreKept() {
        #expect(AxisModel.truncate("Mon", maxWidth: 100, font: font, measurer: measurer) == "Mon")
        #expect(AxisModel.truncate("Mon", maxWidth: .infinity, font: font, measurer: measurer) == "Mon")
    }
}
