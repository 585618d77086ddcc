#if Cairo
    import Charta
    import Testing

    @testable import ChartaCairo

    /// Pixel probes on charts built with the DSL: known bars, the background and a grid line must have
    /// the colours the scene asks for, where the scene puts them.
    @Suite struct ChartProbeTests {
        struct Entry {
            var name: String
            var value: Double
        }

        static let entries = [Entry(name: "A", value: 7), Entry(name: "B", value: 1), Entry(name: "C", value: 9)]

        /// A small bar chart whose largest bar is orange.
        static func barChart() -> RenderedChart {
            Chart(entries) { entry in
                BarMark(x: .value("Name", entry.name), y: .value("Value", entry.value))
                    .foregroundStyle(entry.value == 9 ? .systemOrange : .systemBlue)
            }
            .frame(width: 400, height: 300)
            .render()
        }

        /// The bars of the chart in scene coordinates, in data order.
        static func bars(_ scene: Scene) -> [(rect: Rect, style: Style)] {
            scene.root.placedLeaves().compactMap { placed in
                guard case .rect(let r) = placed.node, placed.roles.contains(.mark) else { return nil }
                let a = placed.transform.apply(Point(x: r.rect.minX, y: r.rect.minY))
                let b = placed.transform.apply(Point(x: r.rect.maxX, y: r.rect.maxY))
                return (Rect(corner: a, b), r.style)
            }
        }

        @Test func barsBackgroundAndGridLineHaveTheirColours() throws {
            let rendered = Self.barChart()
            let scene = rendered.scene
            let background = try #require(scene.background)
            let image = try renderPNG(scene)
            #expect(image.width == 400 && image.height == 300)

            let bars = Self.bars(scene)
            try #require(bars.count == 3)
            for (bar, expected) in zip(bars, [Color.systemBlue, .systemBlue, .systemOrange]) {
                let centre = image.at(bar.rect.midX, bar.rect.midY)
                #expect(centre.isNear(expected), "bar centre \(centre) should be \(Pixel(expected))")
            }
            // Just outside the tallest bar, above it: the background (the plot has no fill of its own).
            let tallest = bars[2].rect
            #expect(image.at(tallest.midX, tallest.minY - 3).isNear(background))
            // A gap between two bars, half-way up the shortest one, is background too.
            let gapX = (bars[0].rect.maxX + bars[1].rect.minX) / 2
            #expect(image.at(gapX, bars[1].rect.midY - 1).isNear(background))
            // The top-left corner of the image.
            #expect(image[1, 1].isNear(background))
        }

        @Test func gridLinesAreDrawnWhereTheSceneHasThem() throws {
            let scene = Self.barChart().scene
            let image = try renderPNG(scene, scale: 2)
            let background = Pixel(try #require(scene.background))
            let grid = scene.root.placedLeaves().compactMap { placed -> (Point, Point, Style)? in
                guard case .line(let l) = placed.node, placed.roles.contains(.axisGrid) else { return nil }
                return (placed.transform.apply(l.from), placed.transform.apply(l.to), l.style)
            }
            try #require(!grid.isEmpty, "the default y axis draws grid lines")
            let bars = Self.bars(scene)
            var probed = 0
            for (from, to, style) in grid where from.y == to.y {
                guard case .color(let colour) = style.stroke else { continue }
                probed += 1
                // Sample in the gap left of the first bar… or between bars, where nothing covers the line.
                let x = (bars[0].rect.maxX + bars[1].rect.minX) / 2
                let y = from.y
                // The line is centred on y: sample the device pixel row whose centre is nearest to it.
                let row = Int((y * 2).rounded(.down))
                let onLine = image[Int(x * 2), row]
                let above = image[Int(x * 2), row - 6]
                #expect(onLine.distance(to: background) > 10, "grid line at y=\(y) should be visible, got \(onLine)")
                #expect(onLine.distance(to: Pixel(colour)) < background.distance(to: Pixel(colour)))
                #expect(above == background, "3 points above a grid line is background, got \(above)")
            }
            #expect(probed >= 2, "the chart should have horizontal grid lines with solid strokes")
        }

        @Test func scaleTwoGivesTwiceThePixels() throws {
            let scene = Self.barChart().scene
            let one = try CairoRenderer().png(scene)
            let two = try CairoRenderer().png(scene, scale: 2)
            #expect(pngSize(one)! == (400, 300))
            #expect(pngSize(two)! == (800, 600))
            // The same bar centre, in scene coordinates, has the same colour at both scales.
            let bar = Self.bars(scene)[2].rect
            let image = try DecodedImage(png: two)
            #expect(image.at(bar.midX, bar.midY, scale: 2).isNear(.systemOrange))
            // A fractional scale rounds the pixel size up.
            #expect(pngSize(try CairoRenderer().png(scene, scale: 1.5))! == (600, 450))
        }

        @Test func latinLabelsNeedNoFallback() throws {
            let output = try CairoRenderer().render(Self.barChart().scene, as: .png(scale: 1))
            #expect(output.fontWarnings.isEmpty, "\(output.fontWarnings)")
        }
    }
#endif
