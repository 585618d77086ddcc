#if Cairo
    import CCairo
    import Charta
    import Testing

    @testable import ChartaCairo

    /// Long strokes rasterised in two bands at once (``CairoContext/paintInBands(_:style:)``) look as
    /// when drawn in one pass: the same strokes paint each pixel, and where cairo clips a polygon at the
    /// bands' seam a pixel's coverage may round one level differently.
    @Suite struct BandedStrokeTests {
        /// A reduced random-walk line of 400,000 rows, as a scene.
        static func scene(clipped: Bool = false) throws -> Scene {
            var generator = SeededGenerator(seed: 11)
            var level = 0.0
            let y = (0..<400_000).map { _ -> Double in
                level += generator.uniform(in: -1...1)
                return level
            }
            let table = try DataTable([("t", .numbers((0..<y.count).map(Double.init))), ("v", .numbers(y))])
            var spec = ChartSpec(
                layers: [
                    LayerSpec(mark: MarkSpec(.line), data: table, encoding: [.x: .field("t"), .y: .field("v")])
                ],
                size: .total(width: 700, height: 400))
            if clipped { spec.visibleX = VisibleDomain(length: 200_000, start: 100_000) }
            return ChartLayout.render(spec).scene
        }

        /// Pixels whose channels differ at all, and the largest difference of a channel.
        static func difference(_ a: CairoImage, _ b: CairoImage) -> (pixels: Int, largest: Int) {
            var (pixels, largest) = (0, 0)
            for p in stride(from: 0, to: a.rgba.count, by: 4) {
                let d = (0..<4).map { abs(Int(a.rgba[p + $0]) - Int(b.rgba[p + $0])) }.max() ?? 0
                if d > 0 { pixels += 1 }
                largest = max(largest, d)
            }
            return (pixels, largest)
        }

        /// The pixels of `path` stroked in one pass into a 900 × 500 image, in pieces of at most
        /// `maxVerbs` verbs.
        static func stroke(_ path: Path, style: Style, maxVerbs: Int) throws -> CairoImage {
            try drawnOnWhite(width: 900, height: 500) { cr in
                var context = CairoContext(cr: cr, measurer: StandardTextMeasurer())
                context.bandedStrokes = false
                context.strokeInPieces(path, style: style, maxVerbs: maxVerbs)
            }
        }

        /// A round-joined line stroked in short pieces looks as when stroked whole: a round cap on each
        /// side of a seam covers what the join would, and only antialiased edges that two pieces both
        /// cover differ.
        @Test func shortPiecesOfARoundStrokeLookLikeTheWholeStroke() throws {
            let line = try #require(
                try Self.scene().root.placedLeaves().compactMap { if case .path(let p) = $0.node { p } else { nil } }
                    .max { $0.path.points.count < $1.path.points.count })
            #expect(line.path.verbs.count > 16 * CairoContext.roundStrokePieceVerbs)
            #expect(line.style.lineJoin == .round && line.style.lineCap == .round)
            let pieces = try Self.stroke(line.path, style: line.style, maxVerbs: CairoContext.roundStrokePieceVerbs)
            let whole = try Self.stroke(line.path, style: line.style, maxVerbs: .max)
            let share = ReductionPixelTests.differingShare(pieces, whole)
            #expect(share <= 2e-4, "\(share * 100)% of the pixels differ")
            #expect(pieces.rgba != Array(repeating: 255, count: pieces.rgba.count))
        }

        @Test(arguments: [(false, 1.0), (false, 2.0), (true, 1.0)])
        func bandsPaintWhatOnePassPaints(clipped: Bool, scale: Double) throws {
            let scene = try Self.scene(clipped: clipped)
            var onePass = CairoRenderer()
            onePass.bandedStrokes = false
            let banded = try CairoRenderer().image(scene, scale: scale)
            let reference = try onePass.image(scene, scale: scale)
            #expect(banded.width == reference.width && banded.height == reference.height)
            let (pixels, largest) = Self.difference(banded, reference)
            #expect(largest <= 2, "a channel differs by \(largest)")
            #expect(Double(pixels) <= 1e-4 * Double(banded.width * banded.height), "\(pixels) pixels differ")
            // The line is there: a good share of the plot is painted in the line's colour.
            let blue = stride(from: 0, to: banded.rgba.count, by: 4).count {
                banded.rgba[$0 + 2] > 200 && banded.rgba[$0] < 100
            }
            #expect(blue > banded.width * banded.height / 50)
        }
    }
#endif
