import ChartaScene
import ChartaTestSupport
import Testing

@testable import ChartaSVG

/// Pictures as `<image>`: their box, address and scaling, and no address that is not a picture.
@Suite struct ImageSVGTests {
    func svg(_ nodes: [ImageNode]) -> String {
        renderSVG(Scene(size: Size(width: 100, height: 100), root: Group(children: nodes.map(SceneNode.image))))
    }

    @Test func imagesAreWrittenWithTheirBoxAndScaling() {
        let out = svg([
            ImageNode(
                url: "data/a.png", rect: Rect(x: 10, y: 20, width: 30, height: 40), item: ItemID(mark: 0, row: 2)),
            ImageNode(
                url: "b.png", rect: Rect(x: 50, y: 60, width: -10, height: 5), keepsAspectRatio: false, opacity: 0.5),
        ])
        #expect(
            out.contains(
                #"<image data-index="2" href="data/a.png" x="10" y="20" width="30" height="40" preserveAspectRatio="xMidYMid"/>"#
            ))
        #expect(
            out.contains(
                #"<image href="b.png" x="40" y="60" width="10" height="5" preserveAspectRatio="none" opacity="0.5"/>"#))
    }

    @Test func addressesAreEscapedAndScriptsDropped() {
        let out = svg([
            ImageNode(url: #"a.png" onload="alert(1)"#, rect: Rect(x: 0, y: 0, width: 1, height: 1)),
            ImageNode(url: "javascript:alert(1)", rect: Rect(x: 0, y: 0, width: 1, height: 1)),
        ])
        #expect(out.contains(#"href="a.png&quot; onload=&quot;alert(1)""#))
        #expect(!out.contains("javascript"))
        #expect(out.matches(of: /<image/).count == 1)
    }
}
