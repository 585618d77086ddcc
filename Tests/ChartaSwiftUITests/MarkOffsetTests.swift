import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// `offset(x:y:)` moves marks from where their values place them, as Swift Charts draws them.
@MainActor
@Suite struct MarkOffsetTests {
    /// The translations of the chart's mark groups, in drawing order.
    static func markOffsets(_ node: SceneNode) -> [(x: Double, y: Double)] {
        guard case .group(let g) = node else { return [] }
        if g.role == .mark { return [(g.transform.tx, g.transform.ty)] }
        return g.children.flatMap(markOffsets)
    }

    @Test func offsetsMoveEachMarksLayerAndAddUp() {
        let renderer = ViewRenderer(content: OffsetBarsView())
        let offsets = Self.markOffsets(.group(renderer.scene.root))
        // 14-point bars nudged 8 points apart either side of their band's centre.
        #expect(offsets.map(\.x).sorted() == [-8, 8], "\(offsets)")
        #expect(offsets.allSatisfy { $0.y == 0 })

        let twice = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 2))
                .offset(x: 3, y: -2)
                .offset(CGSize(width: 1, height: 5))
        }
        let moved = Self.markOffsets(.group(ViewRenderer(content: twice).scene.root))
        #expect(moved.count == 1 && moved[0].x == 4 && moved[0].y == 3, "\(moved)")
    }
}
