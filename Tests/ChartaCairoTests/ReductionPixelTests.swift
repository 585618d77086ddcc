#if Cairo
    import Charta
    import Testing

    @testable import ChartaCairo

    /// Reduction is invisible: a chart drawn from the rows layout keeps looks like the chart drawn from all
    /// of them. M4 is exact for aliased one-pixel lines; with anti-aliasing a kept vertex may sit a
    /// quarter point from the one it stands for, which shifts edge coverage a little, so pixels count as
    /// different when a channel differs by more than 32 of 255, and at most 0.3% of them may.
    @Suite struct ReductionPixelTests {
        /// A chart of `rows` rows of a random walk with spikes and gaps, drawn as `mark`.
        static func spec(
            _ mark: MarkKind, rows: Int, reduction: DataReduction, horizontal: Bool = false, seed: UInt64 = 7
        ) throws -> ChartSpec {
            var g = SeededGenerator(seed: seed)
            var level = 0.0
            let y = (0..<rows).map { i -> Double in
                level += g.uniform(in: -1...1)
                if i % 9_973 == 0 { return level + 60 }  // a spike
                if (40_000..<40_400).contains(i) { return .nan }  // a gap
                return level
            }
            let table = try DataTable([("t", .numbers((0..<rows).map(Double.init))), ("v", .numbers(y))])
            var markSpec = MarkSpec(mark)
            if horizontal { markSpec.horizontal = true }
            let encoding: [Channel: ChannelEncoding] =
                horizontal ? [.y: .field("t"), .x: .field("v")] : [.x: .field("t"), .y: .field("v")]
            var spec = ChartSpec(
                layers: [LayerSpec(mark: markSpec, data: table, encoding: encoding)],
                size: .total(width: horizontal ? 500 : 800, height: horizontal ? 800 : 500))
            spec.reduction = reduction
            return spec
        }

        /// The share of pixels whose colour differs by more than a small tolerance.
        static func differingShare(_ a: CairoImage, _ b: CairoImage) -> Double {
            #expect(a.width == b.width && a.height == b.height)
            var differing = 0
            for i in stride(from: 0, to: min(a.rgba.count, b.rgba.count), by: 4) {
                let d = (0..<4).map { abs(Int(a.rgba[i + $0]) - Int(b.rgba[i + $0])) }.max() ?? 0
                if d > 32 { differing += 1 }
            }
            return Double(differing) / Double(a.width * a.height)
        }

        @Test(arguments: [MarkKind.line, .area, .bar, .point], [1.0, 2.0])
        func reducedChartLooksLikeTheFullOne(mark: MarkKind, scale: Double) throws {
            let full = ChartLayout.render(try Self.spec(mark, rows: 120_000, reduction: .none))
            let reduced = ChartLayout.render(try Self.spec(mark, rows: 120_000, reduction: .automatic))
            let vertices = { (scene: Scene) in
                scene.root.placedLeaves().reduce(0) { n, placed in
                    switch placed.node {
                    case .path(let p): return n + p.path.points.count
                    case .rect, .symbol: return placed.roles.contains(.mark) ? n + 1 : n
                    default: return n
                    }
                }
            }
            // The reduction really happened: a few points per column instead of every row.
            #expect(
                vertices(reduced.scene) < (mark == .point ? 120_000 * 3 / 5 : 4 * 4 * 800 * (mark == .area ? 2 : 1)))
            #expect(vertices(full.scene) >= 119_000)
            let renderer = CairoRenderer()
            let share = Self.differingShare(
                try renderer.image(full.scene, scale: scale), try renderer.image(reduced.scene, scale: scale))
            // Where ~150 bars overlap per pixel, the full picture's edge pixels pile up the anti-aliased
            // coverage of every bar and turn opaque; the merged bars show one edge, so bars get 1%.
            #expect(share <= (mark == .bar ? 0.01 : 0.003), "\(share * 100)% of the pixels differ")
        }

        /// Horizontal bars are merged per device row, as upright ones per column.
        @Test(arguments: [1.0, 2.0])
        func reducedHorizontalBarsLookLikeTheFullOnes(scale: Double) throws {
            let full = ChartLayout.render(try Self.spec(.bar, rows: 120_000, reduction: .none, horizontal: true))
            let reduced = ChartLayout.render(
                try Self.spec(.bar, rows: 120_000, reduction: .automatic, horizontal: true))
            let bars = { (scene: Scene) in
                scene.root.placedLeaves().filter { if case .rect = $0.node { $0.roles.contains(.mark) } else { false } }
            }
            #expect(bars(full.scene).count >= 119_000)
            #expect(bars(reduced.scene).count < 2 * 4 * 800)
            let renderer = CairoRenderer()
            let share = Self.differingShare(
                try renderer.image(full.scene, scale: scale), try renderer.image(reduced.scene, scale: scale))
            #expect(share <= 0.01, "\(share * 100)% of the pixels differ")
        }

        /// The share of pixels whose kind differs: background (near white), bluish or not. Thousands of
        /// stacked bars a fraction of a pixel tall each leave their edges' partial coverage in every pixel
        /// they share, so the full picture is paler than the merged one (whose bars cover their pixels
        /// whole); the kind of colour, and where it is, must still agree.
        static func differingKindShare(_ a: CairoImage, _ b: CairoImage) -> Double {
            func kind(_ image: CairoImage, _ i: Int) -> Int {
                let (r, g, b) = (image.rgba[i], image.rgba[i + 1], image.rgba[i + 2])
                if min(r, g, b) > 240 { return 0 }
                return b > r ? 1 : 2
            }
            var differing = 0
            for i in stride(from: 0, to: min(a.rgba.count, b.rgba.count), by: 4) where kind(a, i) != kind(b, i) {
                differing += 1
            }
            return Double(differing) / Double(a.width * a.height)
        }

        /// Stacked bars of categories that take turns row by row, uncoloured or coloured by a group that
        /// changes every 1,000 rows, with values of both signs or positive only: each band's bars merge
        /// although other bands' bars come between them, only where they meet (so no colour is painted over
        /// another's bars), and the picture keeps its colours where they were.
        @Test(arguments: [(false, true), (true, false), (true, true)])
        func stackedBarsOfCategoriesTakingTurnsMergePerBand(coloured: Bool, bothSigns: Bool) throws {
            let rows = 20_000
            var g = SeededGenerator(seed: 11)
            let names = ["North", "East", "South", "West", "Centre"]
            let values = (0..<rows).map { i in g.uniform(in: 0...1) * (bothSigns && i % 7 == 0 ? -1 : 1) }
            func spec(_ reduction: DataReduction) throws -> ChartSpec {
                var columns: [(String, DataColumn)] = [
                    ("region", .strings((0..<rows).map { names[$0 % names.count] })), ("sales", .numbers(values)),
                ]
                var encoding: [Channel: ChannelEncoding] = [
                    .x: .field("region"), .y: ChannelEncoding(.field("sales"), stack: .standard),
                ]
                if coloured {
                    columns.append(("group", .strings((0..<rows).map { $0 / 1_000 % 2 == 0 ? "a" : "b" })))
                    encoding[.color] = .field("group")
                }
                var spec = ChartSpec(
                    layers: [LayerSpec(mark: MarkSpec(.bar), data: try DataTable(columns), encoding: encoding)],
                    size: .total(width: 600, height: 400))
                spec.reduction = reduction
                return spec
            }
            let full = ChartLayout.render(try spec(.none))
            let reduced = ChartLayout.render(try spec(.automatic))
            let bars = { (scene: Scene) in
                scene.root.placedLeaves().filter { if case .rect = $0.node { $0.roles.contains(.mark) } else { false } }
            }
            #expect(bars(full.scene).count == rows)
            if coloured && bothSigns {
                // A colour's bars above zero and below it do not meet (the other colour's lie between):
                // merged in turns only.
                #expect(bars(reduced.scene).count < rows / 2)
            } else {
                // Per band: one bar, or one per run of a colour (20 runs).
                #expect(bars(reduced.scene).count <= names.count * (coloured ? 20 : 1))
            }
            let renderer = CairoRenderer()
            let share = Self.differingKindShare(try renderer.image(full.scene), try renderer.image(reduced.scene))
            #expect(share <= 0.003, "\(share * 100)% of the pixels differ in kind")
        }
    }
#endif
