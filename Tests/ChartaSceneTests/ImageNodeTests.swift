import Testing

@testable import ChartaScene

/// Which picture addresses back ends follow, and the sizes PNG headers declare.
@Suite struct ImageNodeTests {
    func image(_ url: String) -> ImageNode { ImageNode(url: url, rect: Rect(x: 0, y: 0, width: 10, height: 10)) }

    @Test func picturesArePathsWebAndImageDataAddresses() {
        for url in [
            "data/a.png", "./a:b.png", "/srv/a.png", "https://example.org/a.png", "FILE:///a.png",
            "data:image/png;base64,AAAA",
        ] {
            #expect(image(url).hasPictureAddress, "\(url)")
        }
        for url in [
            "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>", "vbscript:x", "",
            "a.png\nb", "a\0.png",
        ] {
            #expect(!image(url).hasPictureAddress, "\(url)")
        }
    }

    @Test func localFilesResolveAgainstTheirFolder() {
        #expect(image("data/a.png").localFile(relativeTo: "/specs") == "/specs/data/a.png")
        #expect(image("data/a.png").localFile(relativeTo: "/specs/") == "/specs/data/a.png")
        #expect(image("/abs/a.png").localFile(relativeTo: "/specs") == "/abs/a.png")
        #expect(image("file:///pics/my%20a.png").localFile(relativeTo: "/specs") == "/pics/my a.png")
        #expect(image("file://localhost/pics/a.png").localFile(relativeTo: nil) == "/pics/a.png")
        #expect(image("https://example.org/a.png").localFile(relativeTo: "/specs") == nil)
        #expect(image("javascript:x").localFile(relativeTo: "/specs") == nil)
    }

    @Test func pngHeadersGiveTheirSize() {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0x01, 0x2C, 0, 0, 0, 0x64]
        #expect(PictureSize(pngHeader: header) == PictureSize(width: 300, height: 100))
        #expect(PictureSize(pngHeader: Array(header.prefix(20))) == nil)
        var gif = header
        gif[1] = 0x47
        #expect(PictureSize(pngHeader: gif) == nil)
        var empty = header
        empty.replaceSubrange(16..<20, with: [0, 0, 0, 0])
        #expect(PictureSize(pngHeader: empty) == nil)
        #expect(PictureSize(width: 9_000, height: 10).isDecodable == false)
        #expect(PictureSize(pngFile: "/nonexistent/picture.png") == nil)
    }

    @Test func imagesHaveBoundsHitShapesAndFade() throws {
        let node = SceneNode.image(ImageNode(url: "a.png", rect: Rect(x: 10, y: 20, width: -4, height: 8)))
        #expect(node.bounds(measurer: StandardTextMeasurer.shared) == Rect(x: 6, y: 20, width: 4, height: 8))
        #expect(node.hitShape(measurer: StandardTextMeasurer.shared)?.filled == true)
        guard case .image(let faded) = node.fading(0.5) else {
            Issue.record("not an image")
            return
        }
        #expect(faded.opacity == 0.5)
    }
}
