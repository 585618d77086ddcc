#if Cairo
    import ChartaScene
    import Foundation
    import Testing

    @testable import ChartaCairo

    /// Pictures drawn from PNG files, scaled as SVG's `preserveAspectRatio` scales them, and only from
    /// the folder the renderer is given.
    @Suite struct ImageTests {
        let white = Pixel(r: 255, g: 255, b: 255)
        let red = Pixel(r: 255, g: 0, b: 0)

        /// A folder holding `wide.png`, a red picture 20 × 10 pixels.
        func folder() throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("charta-images-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let picture = Scene(
                size: Size(width: 20, height: 10), background: Color(red: 1, green: 0, blue: 0),
                root: Group())
            try Data(CairoRenderer().png(picture)).write(to: folder.appendingPathComponent("wide.png"))
            return folder
        }

        func render(_ node: ImageNode, from directory: String?) throws -> DecodedImage {
            var renderer = CairoRenderer()
            renderer.imageDirectory = directory
            return try DecodedImage(png: renderer.png(scene([.image(node)])))
        }

        @Test func aPictureKeepsItsAspectRatioCentredInItsBox() throws {
            let folder = try folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            // A 40 × 40 box: the 2:1 picture is 40 × 20, centred from y = 30 to 50.
            let node = ImageNode(url: "wide.png", rect: Rect(x: 10, y: 20, width: 40, height: 40))
            let image = try render(node, from: folder.path)
            #expect(image.at(30, 40) == red)
            #expect(image.at(11, 31) == red)
            #expect(image.at(30, 25) == white)
            #expect(image.at(30, 55) == white)
        }

        @Test func aStretchedPictureFillsItsBox() throws {
            let folder = try folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let node = ImageNode(
                url: "wide.png", rect: Rect(x: 10, y: 20, width: 40, height: 40), keepsAspectRatio: false)
            let image = try render(node, from: folder.path)
            #expect(image.at(30, 25) == red)
            #expect(image.at(30, 55) == red)
            #expect(image.at(5, 25) == white)
        }

        @Test func noFolderOrNoPictureDrawsNothing() throws {
            let folder = try folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let box = Rect(x: 10, y: 20, width: 40, height: 40)
            for (url, directory) in [
                ("wide.png", nil), ("missing.png", folder.path), ("javascript:alert(1)", folder.path),
                ("https://example.org/wide.png", folder.path),
            ] as [(String, String?)] {
                let image = try render(ImageNode(url: url, rect: box), from: directory)
                #expect(image.at(30, 40) == white, "\(url)")
            }
        }
    }
#endif
