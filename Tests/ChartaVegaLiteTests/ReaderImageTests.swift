import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

/// Vega-Lite's `image` mark: pictures centred on their positions, sized by the mark or by their files.
@Suite struct ReaderImageTests {
    static let rows = #"[{"x": 0, "y": 0, "img": "a.png"}, {"x": 10, "y": 10, "img": "b.png"}]"#
    static let encoding =
        #"{"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}, "#
        + #""url": {"field": "img", "type": "nominal"}}"#

    /// The images of a spec read with `options`, beside `baseURL`.
    func images(
        _ json: String, baseURL: URL? = nil, options: VegaLiteReader.Options = VL.options
    ) -> ([ImageNode], [Diagnostic]) {
        let (spec, diagnostics) = VegaLiteReader.read(json: Data(json.utf8), baseURL: baseURL, options: options)
        let nodes = spec.map { ChartLayout.render($0).scene.root.markItems(.image) } ?? []
        return (nodes.compactMap { if case .image(let i) = $0 { i } else { nil } }, diagnostics)
    }

    /// A folder with PNG headers declaring `a.png` 40 × 20 and `b.png` 10 × 30 pixels.
    func pictures() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("charta-vl-images-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, w, h) in [("a.png", 40, 20), ("b.png", 10, 30)] {
            var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            header += [0, 0, UInt8(w >> 8), UInt8(w & 255), 0, 0, UInt8(h >> 8), UInt8(h & 255)]
            try Data(header).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func picturesOfAGivenSizeAreCentredOnTheirPoints() throws {
        let json = VL.unit(
            mark: #"{"type": "image", "width": 50, "height": 30}"#, rows: Self.rows, encoding: Self.encoding)
        let (nodes, diagnostics) = images(json)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(nodes.map(\.url) == ["a.png", "b.png"])
        #expect(nodes.allSatisfy { $0.rect.width == 50 && $0.rect.height == 30 })
        // x = 0 is the plot's left edge and y = 0 its bottom; x = 10 is to the right and above.
        #expect(nodes[0].rect.midX < nodes[1].rect.midX && nodes[0].rect.midY > nodes[1].rect.midY)
        // Vega-Lite's default continuous view is 300 × 300 here: x = 10 is 300 points right of x = 0.
        #expect(abs((nodes[1].rect.midX - nodes[0].rect.midX) - 300) < 1e-9)
    }

    @Test func picturesPastThePlotMoveTheChartAsVegaPadsIt() throws {
        // The picture at the top right reaches 15 points above the plot and 25 right of it: the chart
        // moves down and grows right, keeping Vega-Lite's 5 points of padding around the marks.
        let json = VL.unit(
            mark: #"{"type": "image", "width": 50, "height": 30}"#, rows: Self.rows, encoding: Self.encoding)
        let rendered = try #require(VL.render(json))
        let nodes = rendered.scene.root.markItems(.image).compactMap { if case .image(let i) = $0 { i } else { nil } }
        let top = try #require(nodes.map(\.rect.minY).min())
        let right = try #require(nodes.map(\.rect.maxX).max())
        #expect(abs(top - 5) < 1e-9)
        #expect(abs(rendered.plotFrame.minY - 20) < 1e-9)
        #expect(abs(rendered.scene.size.width - (right + 5)) <= 1)
    }

    @Test func withoutASizeEachPictureTakesItsNaturalSize() throws {
        let folder = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = VL.unit(mark: #""image""#, rows: Self.rows, encoding: Self.encoding)
        let (nodes, diagnostics) = images(json, baseURL: folder)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(nodes.map(\.rect.size) == [Size(width: 40, height: 20), Size(width: 10, height: 30)])
        // One side given: the other follows the picture's aspect ratio.
        let wide = VL.unit(mark: #"{"type": "image", "width": 20}"#, rows: Self.rows, encoding: Self.encoding)
        #expect(
            images(wide, baseURL: folder).0.map(\.rect.size) == [
                Size(width: 20, height: 10), Size(width: 20, height: 60),
            ])
    }

    @Test func unreadablePicturesWarnAndAreNotDrawn() throws {
        let folder = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = VL.unit(mark: #""image""#, rows: Self.rows, encoding: Self.encoding)
        var closed = VL.options
        closed.fileAccess = .none
        for (base, options) in [(nil, VL.options), (folder, closed)] as [(URL?, VegaLiteReader.Options)] {
            let (nodes, diagnostics) = images(json, baseURL: base, options: options)
            #expect(nodes.isEmpty)
            #expect(
                diagnostics.map(\.description).contains { $0.contains("give the image mark a “width” and “height”") })
        }
        var inFolder = VL.options
        inFolder.fileAccess = .within(folder)
        #expect(images(json, options: inFolder).0.count == 2)
    }

    @Test func anImageWithoutAURLChannelWarns() {
        let json = VL.unit(
            mark: #""image""#, rows: Self.rows,
            encoding: #"{"x": {"field": "x", "type": "quantitative"}}"#)
        let (nodes, diagnostics) = images(json)
        #expect(nodes.isEmpty)
        #expect(diagnostics.map(\.description).contains { $0.contains("without a “url” channel") })
    }
}
