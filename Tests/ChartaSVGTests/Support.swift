import ChartaScene
import ChartaTestSupport
import Foundation
import Testing

@testable import ChartaSVG

/// Fixed, round metrics so that golden files are easy to check by hand: ascent 0.8 em, descent 0.2 em,
/// every character 0.5 em wide.
struct StubMeasurer: TextMeasurer {
    func width(of text: String, font: Font) -> Double { Double(text.count) * font.size / 2 }
    func ascent(of font: Font) -> Double { font.size * 0.8 }
    func descent(of font: Font) -> Double { font.size * 0.2 }
}

/// Renders with the stub metrics and the given settings.
func renderSVG(
    _ scene: Scene, precision: Int = 2, interactive: Bool = false, idPrefix: String = "",
    roleDescription: String? = nil
) -> String {
    let options = SVGOptions(
        measurer: StubMeasurer(), precision: precision, interactive: interactive, idPrefix: idPrefix,
        roleDescription: roleDescription)
    return SVGRenderer(options: options).render(scene)
}
