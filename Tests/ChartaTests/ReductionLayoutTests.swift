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
