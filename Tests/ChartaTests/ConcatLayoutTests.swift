import Foundation
import Testing

@testable import Charta

/// Concatenated charts, Vega's grid placement, brushes and stacked legends.
@Suite struct ConcatLayoutTests {
    static func scatter(_ values: [Double], size: Double = 200) throws -> ChartSpec {
        let data = try DataTable([("a", .numbers(values)), ("b", .numbers(values.map { $0 * 2 }))])
        var spec = ChartSpec(layers: [
            LayerSpec(mark: MarkSpec(.point), data: data, encoding: [.x: .field("a"), .y: .field("b")])
        ])
        spec.size = ChartSize(width: .plot(size), height: .plot(size / 2))
        return spec
    }

    @Test func gridPlacementFollowsVegaAlignment() {
        // Boxes relative to their origins: chrome on the left (negative x) and legends on the right.
        let boxes = [
            Rect(x: -30, y: -5, width: 130, height: 60), Rect(x: -50, y: -5, width: 250, height: 60),
            Rect(x: -20, y: -5, width: 120, height: 40), Rect(x: -40, y: -5, width: 140, height: 40),
        ]
        let each = GridPlacement(columns: 2, align: .each, center: false, rowPadding: 10, columnPadding: 20)
            .origins(boxes)
        // Column 1 starts after column 0's widest right edge (100), the spacing and its widest left chrome (50).
        #expect(each.map(\.x) == [0, 170, 0, 170])
        // Row 1 starts after row 0's lowest edge (55), the spacing and its top chrome (5).
        #expect(each.map(\.y) == [0, 0, 70, 70])
        let all = GridPlacement(columns: 2, align: .all, center: false, rowPadding: 10, columnPadding: 20)
            .origins(boxes)
        // Every column as wide as the widest cell (200).
        #expect(all.map(\.x) == [0, 270, 0, 270])
        let none = GridPlacement(columns: 2, align: .none, center: false, rowPadding: 10, columnPadding: 20)
            .origins(boxes)
        #expect(none[1].x == 170 && none[3].x == 160)
    }

    @Test func concatenatedChartsShareOneScene() throws {
        var spec = ChartSpec()
        spec.concat = .horizontal([try Self.scatter([1, 2, 3]), try Self.scatter([4, 5])])
        let rendered = ChartLayout.render(spec)
        let cells = rendered.scene.root.children.compactMap { node -> Group? in
            if case .group(let g) = node { return g }
            return nil
        }
        #expect(cells.count == 2)
        #expect(
            rendered.scene.root.groups(role: .mark).flatMap(\.leaves).filter {
                if case .symbol = $0 { true } else { false }
            }.count == 5)
        let x0 = cells[0].transform.tx
        let x1 = cells[1].transform.tx
        #expect(x1 - x0 > 200 + 20)
        #expect(rendered.scene.size.width > 400 + 20)
        var vertical = ChartSpec()
        vertical.concat = .vertical([try Self.scatter([1, 2, 3]), try Self.scatter([4, 5])])
        let stacked = ChartLayout.render(vertical)
        #expect(stacked.scene.size.height > 200 + 20)
        #expect(stacked.scene.size.width < rendered.scene.size.width)
    }

    @Test func aTotalSizeFitsTheCharts() throws {
        var spec = ChartSpec()
        spec.concat = .vertical([try Self.scatter([1, 2, 3]), try Self.scatter([4, 5])])
        spec.size = ChartSize(width: .total(300), height: .automatic)
        #expect(ChartLayout.render(spec).scene.size.width == 300)
    }

    @Test func brushesDrawAFillAndAnOutline() throws {
        var spec = try Self.scatter([0, 10])
        spec.brushes = [BrushSpec(x: 2...4), BrushSpec(isEmpty: true)]
        let rendered = ChartLayout.render(spec)
        let rects = rendered.scene.root.groups(role: .mark).filter { $0.markType == .rect }.flatMap(\.rects)
        #expect(rects.count == 4)
        let plot = rendered.plotFrame
        let brush = rects[0].rect
        // x from 2 to 4 of a 0…10 domain, the full plot height.
        #expect(abs(brush.minX - (plot.minX + plot.width * 0.2)) < 0.5)
        #expect(abs(brush.width - plot.width * 0.2) < 0.5)
        #expect(abs(brush.height - plot.height) < 0.5)
        #expect(rects[1].rect == Rect(x: plot.minX, y: plot.minY, width: 0, height: 0))
    }

    @Test func extraLegendsStackBelowTheLegend() throws {
        var spec = try Self.scatter([1, 2])
        spec.legend.content = .symbols([LegendEntry("a", color: .white)])
        spec.legend.title = "First"
        spec.extraLegends = [LegendSpec(title: "Second", content: .symbols([LegendEntry("b", color: .white)]))]
        let rendered = ChartLayout.render(spec)
        let legends = rendered.scene.root.groups(role: .legend)
        #expect(legends.count == 2)
        let boxes = rendered.scene.root.children.compactMap { node -> Rect? in
            guard case .group(let g) = node, g.role == .legend || !g.groups(role: .legend).isEmpty else { return nil }
            return g.bounds(measurer: StandardTextMeasurer.shared)
        }
        #expect(boxes.count == 2)
        #expect(boxes[1].minY > boxes[0].maxY)
        #expect(abs(boxes[1].minX - boxes[0].minX) < 1)
    }
}
