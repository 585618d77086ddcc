import Foundation
import Testing

@testable import Charta

/// When layout reduces marks, what it keeps, and what stays whole.
@Suite struct ReductionLayoutTests {
    static func lineSpec(rows: Int, width: Double = 400, reduction: DataReduction = .automatic) throws -> ChartSpec {
        let x = (0..<rows).map(Double.init)
        let y = (0..<rows).map { (i: Int) -> Double in
            i % 5_000 == 2_500 ? .nan : sin(Double(i) / 300) * 10 + Double(i % 7)
        }
        var spec = ChartSpec(
            layers: [
                LayerSpec(
                    mark: MarkSpec(.line), data: try DataTable([("x", .numbers(x)), ("y", .numbers(y))]),
                    encoding: [.x: .field("x"), .y: .field("y")])
            ],
            size: .total(width: width, height: 300))
        spec.reduction = reduction
        return spec
    }

    static func linePath(_ rendered: RenderedChart) -> Path? {
        rendered.scene.root.layer(0)?.leaves.compactMap { if case .path(let p) = $0 { p.path } else { nil } }.first
    }

    /// 3,000 points on 30 spots of a plot 400 points wide: opaque ones are drawn once a spot, translucent
    /// ones (which darken where they overlap) every one, until they outnumber a quarter of the plot's area
    /// and 10,000; on a plot 40 points high the 9,000 translucent points are all drawn.
    @Test(
        arguments: [
            (nil, 3_000, 300, 30), (0.7, 3_000, 300, 3_000), (0.7, 40_000, 300, 30), (0.7, 9_000, 40, 9_000),
            (0.7, 12_000, 40, 30),
        ] as [(Double?, Int, Double, Int)])
    func translucentPointsAreMergedOnlyPastThePlotsRoom(opacity: Double?, rows: Int, height: Double, drawn: Int)
        throws
    {
        let x = (0..<rows).map { Double($0 % 30) }
        var mark = MarkSpec(.point)
        mark.opacity = opacity
        var spec = ChartSpec(
            layers: [
                LayerSpec(
                    mark: mark, data: try DataTable([("x", .numbers(x)), ("y", .numbers(x))]),
                    encoding: [.x: .field("x"), .y: .field("y")])
            ],
            size: .total(width: 400, height: height))
        spec.reduction = .automatic
        let symbols = ChartLayout.render(spec).scene.root.layer(0)?.leaves.filter {
            if case .symbol = $0 { true } else { false }
        }
        #expect(symbols?.count == drawn)
    }

    @Test func lineIsReducedOnlyAboveTwicePlotWidth() throws {
        let small = ChartLayout.render(try Self.lineSpec(rows: 500))
        #expect(Self.linePath(small)?.points.count == 500)
        let large = ChartLayout.render(try Self.lineSpec(rows: 200_000))
        let plot = large.plotFrame.width
        let kept = try #require(Self.linePath(large)?.points.count)
        #expect(kept <= Int(4 * DataReduction.columnsPerPoint * (plot + 1)))
        #expect(kept > Int(plot))
        let full = ChartLayout.render(try Self.lineSpec(rows: 200_000, reduction: .none))
        #expect(Self.linePath(full)?.points.count == 200_000 - 40)
    }

    @Test func gapsSurviveReduction() throws {
        let rendered = ChartLayout.render(try Self.lineSpec(rows: 200_000))
        let moves = Self.linePath(rendered)?.verbs.count { $0 == .move }
        #expect(moves == 41)  // 40 missing values split the line into 41 runs
    }

    @Test func interactionStillSeesEveryRow() throws {
        var spec = try Self.lineSpec(rows: 50_000)
        spec.interaction.selection = .nearestX
        let rendered = ChartLayout.render(spec)
        #expect(ChartProxy(rendered).xPositions.count == 50_000 - 10)  // every row with a y value
        #expect((Self.linePath(rendered)?.points.count ?? 0) < 10_000)
    }

    @Test func lastTickLabelStaysOnTheCanvas() throws {
        var spec = try Self.lineSpec(rows: 1_000_001, width: 1600)
        spec.padding = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let rendered = ChartLayout.render(spec)
        let axis = try #require(rendered.scene.root.axis(.bottom))
        let labels = axis.groups(role: .axisLabel).flatMap(\.leaves).compactMap { node -> TextNode? in
            if case .text(let t) = node { t } else { nil }
        }
        let last = try #require(labels.last)
        #expect(last.text == "1,000,000")
        let measurer = StandardTextMeasurer.shared
        let right = last.position.x + measurer.width(of: last.text, font: last.font) / 2
        #expect(right <= rendered.scene.size.width - 5 + 1e-9)
    }
}

/// Reduction of points and bars against plain implementations of the same rule.
@Suite struct PointAndBarReductionTests {
    /// The per-cell merge against a dictionary keyed by cell and look: the last point of each (cell,
    /// colour, shape, size) is kept, in row order.
    @Test func mergedPointsMatchAPlainDictionary() {
        var generator = SeededGenerator(seed: 7)
        let colors = [Color(r: 255, g: 0, b: 0), Color(r: 0, g: 0, b: 255)]
        let looks = (0..<5_000).map { row in
            PointLook(
                row: row,
                position: Point(
                    x: Double.random(in: 0..<6, using: &generator), y: Double.random(in: -3..<3, using: &generator)),
                color: colors[Int.random(in: 0..<2, using: &generator)],
                shape: Bool.random(using: &generator) ? .circle : .square,
                size: Bool.random(using: &generator) ? 30 : 60)
        }
        struct Key: Hashable {
            var column: Int
            var line: Int
            var color: Color
            var shape: SymbolShape
            var size: Double
        }
        var last: [Key: Int] = [:]
        for (k, look) in looks.enumerated() {
            let key = Key(
                column: Int((look.position.x * 4).rounded(.down)), line: Int((look.position.y * 4).rounded(.down)),
                color: look.color, shape: look.shape, size: look.size)
            last[key] = k
        }
        let expected = last.values.sorted().map { looks[$0].row }
        let merged = MarkBuilder.mergedPerCell(looks).map(\.row)
        #expect(merged == expected)
        #expect(merged.count < looks.count)
    }

    /// The bit-set merge against a plain dictionary keyed by cell and look: the last point of each is
    /// kept, in order; points without a cell are left out; too wide a spread of cells is refused.
    @Test func lastPerCellMatchesAPlainDictionary() throws {
        var generator = SeededGenerator(seed: 3)
        let cells = (0..<20_000).map { k -> (column: Int, line: Int, look: Int)? in
            k % 101 == 0
                ? nil
                : (
                    Int.random(in: -40..<40, using: &generator), Int.random(in: 0..<30, using: &generator),
                    Int.random(in: 0..<3, using: &generator)
                )
        }
        struct Key: Hashable {
            var column: Int
            var line: Int
            var look: Int
        }
        var last: [Key: Int] = [:]
        for (k, c) in cells.enumerated() {
            guard let c else { continue }
            last[Key(column: c.column, line: c.line, look: c.look)] = k
        }
        let kept = try #require(MarkBuilder.lastPerCell(count: cells.count, looks: 3) { cells[$0] })
        #expect(kept == last.values.sorted())
        #expect(kept.count < cells.count / 2)
        // Stopped at point 5,000: the points before it, as if there were no others, each asked once.
        var asked: [Int] = []
        let stopAt5000 = { (k: Int) -> Bool in
            asked.append(k)
            return k == 5_000
        }
        let first = try #require(
            MarkBuilder.lastPerCell(count: cells.count, looks: 3, stop: stopAt5000, cell: { cells[$0] }))
        let firstAlone = try #require(MarkBuilder.lastPerCell(count: 5_000, looks: 3) { cells[$0] })
        #expect(first == firstAlone && first.last ?? 0 < 5_000)
        #expect(asked == Array(0...5_000))
        // Two points 2^20 cells apart both ways (2^40 cells) are more than the bit set takes; the stop is
        // not asked then (the per-look merge that runs instead asks it).
        let far = [(column: 0, line: 0, look: 0), (column: 1 << 20, line: 1 << 20, look: 0)]
        asked = []
        let refused = MarkBuilder.lastPerCell(count: 2, looks: 1, stop: stopAt5000, cell: { far[$0] })
        #expect(refused == nil)
        #expect(asked.isEmpty)
        let extreme = [(column: Int.min, line: 0, look: 0), (column: Int.max, line: 0, look: 0)]
        #expect(MarkBuilder.lastPerCell(count: 2, looks: 1) { extreme[$0] } == nil)
        #expect(MarkBuilder.lastPerCell(count: 0, looks: 1) { cells[$0] } == [])
    }

    /// The one-bit merge of a point layer coloured by series, against the per-look merge of the same
    /// rows' looks (``MarkBuilder/mergedPerCell(_:)``): whole layers and lists of rows, with a budget that
    /// stops the rows partway (each asked once, at the same rows as the per-row loop asks), and nil without
    /// asking the budget when a point lies too far out.
    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func oneBitMergeMatchesThePerLookMerge(listed: Bool, budgeted: Bool) throws {
        let count = 20_000
        var generator = SeededGenerator(seed: 9)
        let x = (0..<count).map { _ in Double(Int.random(in: 0..<50, using: &generator)) }
        let y = (0..<count).map { i in i % 301 == 0 ? .nan : Double(Int.random(in: 0..<40, using: &generator)) }
        let names = ["a", "b", "c", "d"]
        let series = (0..<count).map { _ in names[Int.random(in: 0..<4, using: &generator)] }
        let table = try DataTable([("x", .numbers(x)), ("y", .numbers(y)), ("s", .strings(series))])
        let spec = LayerSpec(
            mark: MarkSpec(.point), data: table, encoding: [.x: .field("x"), .y: .field("y"), .color: .field("s")])
        let domain = ChannelDomain(kind: .quantitative, categories: [], hasBands: false, hasValueBars: false)
        let layer = LayerData(spec, index: 0, xDomain: domain, yDomain: domain)
        func scale(_ length: Double) -> PositionScale {
            PositionScale(
                kind: .continuous(LinearScale(domain: [0, 50], range: [0, length])), domain: domain, length: length)
        }
        let (red, blue) = (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
        var ctx = MarkContext(
            plot: Rect(x: 10, y: 5, width: 100, height: 80), x: scale(100), y: scale(80), theme: .light,
            seriesColors: ["a": red, "b": blue, "c": red], reduction: .automatic)  // "d": the accent
        let rows = listed ? RowSelection(Array(stride(from: 0, to: count, by: 2))) : RowSelection(all: count)
        func budget() -> (RenderBudget, () -> Int) {
            final class Asked: @unchecked Sendable { var count = 0 }
            let asked = Asked()
            return (
                RenderBudget(reason: "test") {
                    asked.count += 1
                    return asked.count > 2
                }, { asked.count }
            )
        }
        let xs = ctx.x.centers(layer.x, rows: rows, origin: ctx.plot.minX)
        let ys = ctx.y.centers(layer.y, rows: rows, origin: ctx.plot.minY)
        let (fastBudget, fastAsked) = budget()
        if budgeted { ctx.budget = fastBudget }
        let fast = try #require(
            MarkBuilder.lastPointPerCellAndColor(layer, rows, xs: xs, ys: ys, shape: .circle, size: 30, ctx))
        // The per-row loop's rule: stop at the first row the budget stops at.
        let (slowBudget, slowAsked) = budget()
        if budgeted { ctx.budget = slowBudget }
        var looks: [PointLook] = []
        for (k, row) in rows.enumerated() {
            if ctx.shouldStop(atRow: row) { break }
            let p = Point(x: xs[k], y: ys[k])
            guard p.x.isFinite, p.y.isFinite else { continue }
            looks.append(PointLook(row: row, position: p, color: ctx.color(layer, row: row), shape: .circle, size: 30))
        }
        let slow = MarkBuilder.mergedPerCell(looks)
        #expect(fast.map(\.row) == slow.map(\.row))
        #expect(fast.map(\.position) == slow.map(\.position) && fast.map(\.color) == slow.map(\.color))
        #expect(slow.count > 500 && slow.count < looks.count * 9 / 10)
        #expect(fastAsked() == slowAsked())
        if budgeted { #expect(fast.last.map { $0.row < 2 * RenderBudget.checkInterval * (listed ? 2 : 1) } == true) }
        // A point 10^8 points out: too many cells for the bit set; nil, the budget not asked.
        var far = xs
        far[7] = 1e8
        let (farBudget, farAsked) = budget()
        ctx.budget = farBudget
        #expect(
            MarkBuilder.lastPointPerCellAndColor(layer, rows, xs: far, ys: ys, shape: .circle, size: 30, ctx) == nil)
        #expect(farAsked() == 0)
    }

    /// Points coloured by their series are merged with one bit per cell and colour; the same points given
    /// the same colours as identity colours go through the per-look merge (``MarkBuilder/mergedPerCell(_:)``).
    /// Both keep the same points in the same order: with three series, with twelve sharing three colours
    /// (series of one colour merge with each other), and with points far outside the plot (too many cells
    /// for the bit set: both merge per look). Gaps are left out.
    @Test(arguments: [(3, false), (12, false), (3, true)])
    func pointsMergedPerColorMatchThePerLookMerge(series: Int, outliers: Bool) throws {
        let rows = 30_000
        var generator = SeededGenerator(seed: 5)
        let palette = ["#ff0000", "#0000ff", "#00aa00"]
        // Sixty positions a side, so that points share cells.
        let x = (0..<rows).map { _ in Double(Int.random(in: 0..<60, using: &generator)) * 1.5 }
        let y = (0..<rows).map { i in
            i % 997 == 0 ? .nan : outliers && i % 1_999 == 0 ? 1e7 : Double(Int.random(in: 0..<60, using: &generator))
        }
        let group = (0..<rows).map { _ in Int.random(in: 0..<series, using: &generator) }
        func symbols(_ color: ChannelEncoding, scale: ScaleSpec?) throws -> [SymbolNode] {
            let table = try DataTable([
                ("x", .numbers(x)), ("y", .numbers(y)), ("group", .strings(group.map { "g\($0)" })),
                ("paint", .strings(group.map { palette[$0 % palette.count] })),
            ])
            let encoding: [Channel: ChannelEncoding] = [.x: .field("x"), .y: .field("y"), .color: color]
            var spec = ChartSpec(
                layers: [LayerSpec(mark: MarkSpec(.point), data: table, encoding: encoding)],
                size: .total(width: 300, height: 200), scales: [.y: ScaleSpec(domain: .numbers(0...100))],
                legend: LegendSpec(hidden: true))
            spec.scales[.color] = scale
            let layer = try #require(ChartLayout.render(spec).scene.root.layer(0))
            return layer.leaves.compactMap { if case .symbol(let s) = $0 { s } else { nil } }
        }
        let bySeries = try symbols(
            .field("group"),
            scale: ScaleSpec(
                domain: .categories((0..<series).map { "g\($0)" }),
                range: (0..<series).map { palette[$0 % palette.count] }))
        let byIdentity = try symbols(ChannelEncoding(.field("paint"), identity: true), scale: nil)
        #expect(bySeries.count > 1_000 && bySeries.count < rows * 9 / 10)
        #expect(bySeries.map(\.item?.row) == byIdentity.map(\.item?.row))
        #expect(bySeries.map(\.center) == byIdentity.map(\.center))
        #expect(bySeries.map(\.style.fill) == byIdentity.map(\.style.fill))
    }

    /// Bars on strictly increasing positions (one per position) skip the stacking tables; they must stand
    /// where the same bars in reverse order (which go through the tables) stand.
    @Test func barsOnDistinctPositionsStackLikeAnyOrder() throws {
        let x = (0..<3_000).map(Double.init)
        let y = x.map { sin($0 / 40) * 10 }
        func rects(_ order: [Int]) throws -> [Rect] {
            let table = try DataTable([("x", .numbers(order.map { x[$0] })), ("y", .numbers(order.map { y[$0] }))])
            var spec = ChartSpec(
                layers: [LayerSpec(mark: MarkSpec(.bar), data: table, encoding: [.x: .field("x"), .y: .field("y")])])
            spec.layers[0].encoding[.y]?.stack = .standard
            spec.size = .total(width: 400, height: 300)
            spec.reduction = DataReduction.none
            let layer = try #require(ChartLayout.render(spec).scene.root.layer(0))
            return layer.rects.map(\.rect).sorted { $0.minX < $1.minX }
        }
        let forward = try rects(Array(x.indices))
        let backward = try rects(x.indices.reversed())
        #expect(forward.count == x.count)
        #expect(forward == backward)
    }
}
