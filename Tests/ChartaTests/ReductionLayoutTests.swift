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
