import Charta

#if Cairo
    import ChartaExamples
    import ChartaScene
    import Testing

    @testable import ChartaCairo

    /// Every PNG encoding is lossless: decoded by libpng (through cairo's reader) it gives back exactly the
    /// pixels that were drawn. PNG bytes are never compared.
    @Suite struct PNGEncodingTests {
        /// A chart with few colours (a palette), one with thousands (gradients), and the latter again on
        /// a transparent background (RGBA).
        static func scenes() throws -> [(name: String, scene: Scene, colorType: UInt8)] {
            let entries = try Gallery.entries()
            let bars = try #require(entries.first { $0.name == "tap-bars-8" }).chart.render().scene
            let smooth = try #require(entries.first { $0.name == "smooth-series" }).chart.render().scene
            var clear = smooth
            clear.background = nil
            return [("tap-bars-8", bars, 3), ("smooth-series", smooth, 2), ("smooth-series, transparent", clear, 6)]
        }

        @Test(arguments: [PNGEncoding.standard, .smallest, .fast, .cairo])
        func decodesToTheDrawnPixels(encoding: PNGEncoding) throws {
            let renderer = CairoRenderer(pngEncoding: encoding)
            for (name, scene, colorType) in try Self.scenes() {
                let drawn = DecodedImage(try renderer.image(scene, scale: 2))
                let bytes = try renderer.png(scene, scale: 2)
                let decoded = try DecodedImage(png: bytes)
                #expect(decoded.width == drawn.width && decoded.height == drawn.height)
                let mismatches = zip(decoded.rgba, drawn.rgba).filter { $0 != $1 }.count
                #expect(mismatches == 0, "\(name): \(mismatches) bytes differ")
                if encoding != .cairo { #expect(pngColorType(bytes) == colorType, "\(name)") }
            }
        }

        @Test func standardEncodingIsSmallerThanCairosOnCharts() throws {
            for (name, scene, _) in try Self.scenes() {
                let standard = try CairoRenderer(pngEncoding: .standard).png(scene, scale: 2).count
                let cairo = try CairoRenderer(pngEncoding: .cairo).png(scene, scale: 2).count
                #expect(standard < cairo, "\(name): \(standard) vs cairo's \(cairo) bytes")
            }
        }

        @Test func pdfOutputIsDeterministic() throws {
            let scene = try Self.scenes()[0].scene
            #expect(try CairoRenderer().pdf(scene) == CairoRenderer().pdf(scene))
        }
    }
#endif
