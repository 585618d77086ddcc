import ChartaScene
import Foundation
import Testing

@testable import ChartaSVG

@Suite("SVG multi-line text")
struct MultiLineTextTests {
    static func svg(_ text: String, baseline: TextBaseline) -> String {
        let node = TextNode(
            text: text, position: Point(x: 10, y: 20), font: Font(family: "sans-serif", size: 10),
            baseline: baseline, multiline: true)
        return renderSVG(Scene(size: Size(width: 100, height: 100), root: Group(children: [.text(node)])))
    }

    @Test("a line break starts a tspan one line height lower")
    func linesBecomeTspans() {
        // Stub metrics: ascent 8, descent 2, so a line is 10 high; `top` puts the first baseline 8 lower.
        let top = Self.svg("Jan\n2006", baseline: .top)
        #expect(top.contains(#"<tspan x="10" y="28">Jan</tspan><tspan x="10" y="38">2006</tspan>"#))
        // `middle` centres the block: the middle baseline (y + 3) moves up half of the extra line.
        let middle = Self.svg("Jan\n2006", baseline: .middle)
        #expect(middle.contains(#"<tspan x="10" y="18">Jan</tspan><tspan x="10" y="28">2006</tspan>"#))
    }

    @Test("text of one line, or not multiline, has no tspan")
    func singleLine() {
        let svg = Self.svg("Jan", baseline: .top)
        #expect(!svg.contains("tspan"))
        #expect(svg.contains(">Jan</text>"))
        let plain = renderSVG(
            Scene(
                size: Size(width: 100, height: 100),
                root: Group(children: [.text(TextNode(text: "a\nb", position: Point(x: 1, y: 1)))])))
        #expect(!plain.contains("tspan"))
    }
}
