#if Cairo
    import Charta
    import Testing

    @testable import ChartaCairo

    /// The entry animation drawn by cairo: frames probed at known pixels, and the animated PNG's chunks.
    @Suite struct AnimatedPNGTests {
        static let rendered = ChartProbeTests.barChart()
        static let transition = rendered.entryTransition

        /// The tallest bar (orange, value 9) in the final scene.
        func tallest() throws -> (rect: Rect, style: Style) {
            try #require(ChartProbeTests.bars(Self.rendered.scene).max { $0.rect.height < $1.rect.height })
        }

        /// A PNG holding one frame of the animation: the header, the frame's data and the end.
        func still(header: [UInt8], data: [UInt8]) -> [UInt8] {
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            PNGEncoder.appendChunk("IHDR", header, to: &png)
            PNGEncoder.appendChunk("IDAT", data, to: &png)
            PNGEncoder.appendChunk("IEND", [], to: &png)
            return png
        }

        @Test func halfwayFrameShowsTheBarTopHalfway() throws {
            let bar = try tallest()
            guard case .color(let fill)? = bar.style.fill else { throw ProbeError.noFill }
            // cubic in-out is exactly ½ at t = ½.
            let image = try DecodedImage(png: CairoRenderer().png(Self.transition.scene(at: 0.5)))
            let top = bar.rect.maxY - bar.rect.height / 2
            #expect(image.at(bar.rect.midX, top + 3).isNear(fill))
            #expect(!image.at(bar.rect.midX, top - 3).isNear(fill, tolerance: 40))
            #expect(image.at(bar.rect.midX, bar.rect.maxY - 2).isNear(fill))
            let start = try DecodedImage(png: CairoRenderer().png(Self.transition.scene(at: 0)))
            #expect(!start.at(bar.rect.midX, bar.rect.maxY - 3).isNear(fill, tolerance: 40))
        }

        @Test func animatedPNGHasOneControlChunkPerFrameInSequence() throws {
            let frames = [0, 0.5, 1].map { Self.transition.scene(at: $0) }
            let apng = try CairoRenderer().animatedPNG(frames, frameDuration: 0.175)
            let chunks = CairoRenderer.chunks(of: apng)
            #expect(chunks.map(\.0) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
            let word = { (bytes: [UInt8], at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect(word(chunks[1].1, 0) == 3 && word(chunks[1].1, 4) == 1)
            let sequence = chunks.filter { $0.0 == "fcTL" || $0.0 == "fdAT" }.map { word($0.1, 0) }
            #expect(sequence == Array(0..<5))
            let header = chunks[0].1
            for control in chunks.filter({ $0.0 == "fcTL" }).map(\.1) {
                #expect(Array(control[4..<12]) == Array(header[0..<8]))  // full-canvas frames
                #expect(Array(control[20..<24]) == [0, 175, 0x03, 0xE8])  // 175/1000 s
            }
            // Plain PNG viewers show the first frame (no bars); the last frame has the full bar.
            let bar = try tallest()
            guard case .color(let fill)? = bar.style.fill else { throw ProbeError.noFill }
            let first = try DecodedImage(png: apng)
            #expect(!first.at(bar.rect.midX, bar.rect.midY).isNear(fill, tolerance: 40))
            let lastData = Array(chunks[7].1.dropFirst(4))
            let last = try DecodedImage(png: still(header: header, data: lastData))
            #expect(last.at(bar.rect.midX, bar.rect.minY + 3).isNear(fill))
            let middle = try DecodedImage(png: still(header: header, data: Array(chunks[5].1.dropFirst(4))))
            #expect(middle.at(bar.rect.midX, bar.rect.maxY - bar.rect.height / 2 + 3).isNear(fill))
        }

        @Test func framesOfDifferentSizesAreRefused() {
            var other = Self.rendered.scene
            other.size.width += 10
            #expect(throws: CairoError.self) {
                try CairoRenderer().animatedPNG([Self.rendered.scene, other], frameDuration: 0.1)
            }
        }

        enum ProbeError: Error { case noFill }
    }
#endif
