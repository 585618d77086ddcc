#if Cairo
    import CCairo
    import Charta
    import Testing

    @testable import ChartaCairo

    /// Ten million vertices draw as a line: cairo's stroker breaks on paths this long (from about six
    /// million vertices the stroke turned into filled bands), so a long line is filled as its stroke's
    /// outline (``CairoContext/fillStrokeOutline(_:style:)``) and other long paths are stroked in pieces.
    @Suite struct LongPathTests {
        @Test func tenMillionPointLineIsStrokedAlongItsWholeLength() throws {
            let n = 10_000_000
            var g = SeededGenerator(seed: 5)
            var level = 0.0
            var y = [Double](repeating: 0, count: n)
            for i in 0..<n {
                level += g.uniform(in: -1...1)
                y[i] = level
            }
            let x = (0..<n).map(Double.init)
            let table = try DataTable([("t", .numbers(x)), ("v", .numbers(y))])
            var spec = ChartSpec(
                layers: [LayerSpec(mark: MarkSpec(.line), data: table, encoding: [.x: .field("t"), .y: .field("v")])],
                size: .total(width: 600, height: 400))
            spec.reduction = .none  // every vertex reaches cairo
            let rendered = ChartLayout.render(spec)
            let vertices = rendered.scene.root.placedLeaves().reduce(0) { count, placed in
                if case .path(let p) = placed.node { return count + p.path.points.count }
                return count
            }
            #expect(vertices == n)
            let image = DecodedImage(try CairoRenderer().image(rendered.scene))
            let proxy = ChartProxy(rendered)
            let plot = rendered.plotFrame
            let line = spec.theme.accent
            // Probe every 8th pixel column: the middle of the data's y range in that column is the line's
            // colour, and 4 pixels above its top and below its bottom are not.
            let px = { (v: Double) in proxy.position(forX: .number(v)) ?? .nan }
            let py = { (v: Double) in proxy.position(forY: .number(v)) ?? .nan }
            let (x0, x1) = (px(0), px(Double(n - 1)))
            var probed = 0
            // The rows whose x falls in pixel columns a..<b.
            let rows = { (a: Int, b: Int) -> ClosedRange<Int> in
                let lo = Int(((Double(a) - x0) / (x1 - x0) * Double(n - 1)).rounded(.up))
                let hi = Int(((Double(b) - x0) / (x1 - x0) * Double(n - 1)).rounded(.down))
                return max(0, lo)...min(n - 1, max(lo, hi))
            }
            for column in stride(from: Int(plot.minX) + 4, to: Int(plot.maxX) - 4, by: 8) {
                let own = y[rows(column, column + 1)]
                let middle = (py(own.max() ?? 0) + py(own.min() ?? 0)) / 2
                let p = image.at(Double(column) + 0.5, middle)
                #expect(p.isNear(line, tolerance: 60), "column \(column): \(p)")
                // Above the highest and below the lowest point of this and the neighbouring columns (the
                // stroke is 2 points wide), the line's colour must not appear.
                let near = y[rows(column - 2, column + 3)]
                for outside in [py(near.max() ?? 0) - 4, py(near.min() ?? 0) + 4]
                where outside > plot.minY && outside < plot.maxY {
                    let q = image.at(Double(column) + 0.5, outside)
                    #expect(!q.isNear(line, tolerance: 60), "column \(column) at \(outside): \(q)")
                }
                probed += 1
            }
            #expect(probed > 50)
        }

        /// A path of seven million vertices whose x goes back and forth is stroked in pieces (it has no
        /// outline to fill): a thin zigzag band along its whole length, nothing beside it.
        @Test func sevenMillionVertexZigzagIsStrokedAlongItsWholeLength() throws {
            let n = 7_000_000
            var path = Path()
            path.reserveCapacity(verbs: n, points: n)
            for i in 0..<n {
                // x steps forward and back by turns; y alternates a pixel above and below 200.
                let p = Point(x: 20 + 560 * Double(i) / Double(n) - (i % 2 == 0 ? 0 : 0.05), y: i % 2 == 0 ? 199 : 201)
                if i == 0 { path.move(to: p) } else { path.line(to: p) }
            }
            var style = Style(stroke: .color(Color(red: 0, green: 0, blue: 1)), strokeWidth: 1)
            (style.lineCap, style.lineJoin) = (.round, .round)
            let image = try drawnOnWhite(width: 600, height: 400, format: CAIRO_FORMAT_RGB24) { cr in
                let context = CairoContext(cr: cr, measurer: StandardTextMeasurer())
                #expect(!context.fillStrokeOutline(path, style: style))
                context.drawPath(PathNode(path: path, style: style))
            }
            let pixel = { (x: Int, y: Int) in
                image.rgba.withUnsafeBytes { $0.load(fromByteOffset: 4 * (y * 600 + x), as: UInt32.self) } & 0xFF_FFFF
            }
            for x in stride(from: 24, to: 576, by: 8) {
                #expect(pixel(x, 200) == 0x00_00FF, "column \(x) on the line: \(String(pixel(x, 200), radix: 16))")
                for y in [150, 195, 205, 250] {
                    #expect(pixel(x, y) == 0xFF_FFFF, "column \(x), row \(y): \(String(pixel(x, y), radix: 16))")
                }
            }
        }
    }
#endif
