import ChartaScene
import ChartaTestSupport
import Testing

@testable import ChartaSVG

@Suite("SVG golden files")
struct GoldenTests {
    @Test("every node kind")
    func primitives() {
        assertGolden(renderSVG(GoldenScenes.primitives), named: "primitives")
    }

    @Test("every style feature")
    func styles() {
        assertGolden(renderSVG(GoldenScenes.styles), named: "styles")
        assertGolden(renderSVG(GoldenScenes.symbols), named: "symbols")
    }

    @Test("roles, items, transforms and clips in a small chart")
    func chart() {
        let svg = renderSVG(GoldenScenes.chart, idPrefix: "c1-", roleDescription: "bar chart")
        assertGolden(svg, named: "chart")
    }

    @Test("interactive output marks items as selectable")
    func interactive() {
        assertGolden(renderSVG(GoldenScenes.chart, interactive: true), named: "chart-interactive")
    }

    @Test("precision 0 and 4")
    func precision() {
        assertGolden(renderSVG(GoldenScenes.primitives, precision: 0), named: "primitives-precision0")
        assertGolden(renderSVG(GoldenScenes.primitives, precision: 4), named: "primitives-precision4")
    }

    @Test("golden documents are well-formed XML")
    func wellFormed() {
        for scene in [GoldenScenes.primitives, GoldenScenes.styles, GoldenScenes.chart] {
            let parsed = parseXML(renderSVG(scene, interactive: true))
            #expect(parsed.error == nil)
            #expect(parsed.elements.first == "svg")
        }
    }
}
