import ChartaScene
import ChartaTestSupport
import Foundation
import Testing

@testable import ChartaSVG

/// The entry animation written as CSS: keyframes sampled from the easing, one animated group per data
/// layer, the baseline as transform origin, and no motion under reduced motion.
@Suite("SVG entry animation")
struct EntryAnimationSVGTests {
    /// Two bar layers (the second with a transform, which must not be replaced), a translucent line
    /// layer, an item label and a group that is not a data layer.
    let scene = Scene(
        size: Size(width: 200, height: 100),
        root: Group(children: [
            .group(
                Group(
                    role: .axis,
                    children: [.line(LineNode(from: .zero, to: Point(x: 200, y: 0), style: .stroke(.black)))])),
            .group(
                Group(
                    id: "layer0", role: .mark, markType: .rect,
                    children: [
                        .rect(
                            RectNode(
                                rect: Rect(x: 10, y: 20, width: 30, height: 60), style: .fill(.black),
                                item: ItemID(row: 0)))
                    ])),
            .group(
                Group(
                    id: "layer1", role: .mark, markType: .rect, transform: .translation(x: 5, y: 0),
                    children: [.rect(RectNode(rect: Rect(x: 50, y: 40, width: 30, height: 40), style: .fill(.black)))])),
            .group(
                Group(
                    id: "layer2", role: .mark, markType: .line, opacity: 0.5,
                    children: [
                        .line(LineNode(from: Point(x: 0, y: 50), to: Point(x: 200, y: 10), style: .stroke(.black)))
                    ])),
            .group(
                Group(
                    role: .annotation,
                    children: [.text(TextNode(text: "7", position: .zero, font: Font(size: 9), style: .fill(.black)))])),
        ]))

    func render(_ animation: EntryAnimation?) -> String {
        SVGRenderer(options: SVGOptions(measurer: StubMeasurer(), entryAnimation: animation)).render(scene)
    }

    @Test("each data layer gets its effect; keyframes follow the easing; reduced motion stops them")
    func layersAndKeyframes() throws {
        let animation = EntryAnimation(
            duration: 0.5, easing: .cubicOut, layers: [.growY(baseline: 80), .growX(baseline: 12), .fade])
        let svg = render(animation)
        #expect(
            svg.contains(
                "<g id=\"layer0\" class=\"role-mark mark-rect charta-enter\" "
                    + "style=\"animation-name:charta-grow-y;transform-origin:0 80px\">"))
        // A group with a transform of its own fades: a CSS transform would replace its transform.
        #expect(
            svg.contains(
                "<g id=\"layer1\" class=\"role-mark mark-rect charta-enter\" style=\"animation-name:charta-fade\""))
        // The translucent line fades to its own opacity, with keyframes of its own.
        #expect(
            svg.contains(
                "<g id=\"layer2\" class=\"role-mark mark-line charta-enter\" style=\"animation-name:charta-fade1\""))
        #expect(svg.contains("<g class=\"role-axis\">"))
        // Item labels fade in with the layers.
        #expect(svg.contains("<g class=\"role-annotation charta-enter\" style=\"animation-name:charta-fade\">"))
        #expect(!svg.contains("charta-grow-x"))
        #expect(svg.contains("animation-duration:500ms"))
        #expect(svg.contains("@media (prefers-reduced-motion:reduce){.charta-enter{animation:none!important}}"))
        // The keyframes sample the easing every 2.5 % of the time; half way is one of them.
        let half = animation.easing(0.5)
        #expect(abs(half - 0.875) < 1e-12)
        #expect(svg.contains("50%{transform:scale(1,0.875)}"))
        #expect(svg.contains("50%{opacity:0.4375}"))
        #expect(svg.contains("0%{transform:scale(1,0)}") && svg.contains("100%{transform:scale(1,1)}"))
        let steps = try #require(svg.split(separator: "\n").first { $0.hasPrefix("@keyframes charta-grow-y") })
        #expect(steps.components(separatedBy: "transform:").count - 1 == EntryAnimation.sampleCount)
        // Well-formed, and the same bytes every time.
        let parsed = parseXML(svg)
        #expect(parsed.error == nil && parsed.elements.contains("style"))
        #expect(render(animation) == svg)
    }

    @Test("sideways growth scales x about the baseline")
    func growX() {
        let svg = render(EntryAnimation(duration: 1, easing: .linear, layers: [.growX(baseline: 12)]))
        #expect(svg.contains("style=\"animation-name:charta-grow-x;transform-origin:12px 0\""))
        #expect(svg.contains("50%{transform:scale(0.5,1)}"))
    }

    @Test("without animation, with no effects or no time the picture is still")
    func still() {
        let plain = render(nil)
        #expect(!plain.contains("<style") && !plain.contains("charta-enter"))
        #expect(render(EntryAnimation(duration: 1, easing: .linear, layers: [nil, nil, nil])) == plain)
        #expect(render(EntryAnimation(duration: 0, easing: .linear, layers: [.fade, .fade, .fade])) == plain)
        #expect(render(EntryAnimation(duration: 1, easing: .linear, layers: [])) == plain)
    }
}
