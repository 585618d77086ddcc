import Testing

@testable import Charta

/// An axis can stand off the plot (Vega's `offset`), and its labels can be anchored, aligned and moved
/// along it (`labelAlign`, `labelBaseline`, `labelOffset`).
@Suite struct AxisOffsetTests {
    static func chart(_ edit: (inout AxisSpec) -> Void) -> RenderedChart {
        var chart = Chart {
            for (i, name) in ["Europe", "Japan", "USA"].enumerated() {
                BarMark(x: .value("Cars", Double(70 + i * 10)), y: .value("Origin", name))
            }
        }
        edit(&chart.spec.axes[.y, default: AxisSpec()])
        return chart.frame(width: 300, height: 200).render()
    }

    static func labels(_ rendered: RenderedChart) throws -> [TextNode] {
        try #require(rendered.scene.root.axis(.left)).groups(role: .axisLabel).flatMap(\.leaves).compactMap {
            if case .text(let t) = $0 { t } else { nil }
        }
    }

    @Test func anOffsetMovesTheLabelsOutAndLeavesTheGrid() throws {
        let plain = Self.chart { _ in }
        let standing = Self.chart { $0.offset = 50 }
        let a = try Self.labels(plain).map(\.position.x)
        let b = try Self.labels(standing).map(\.position.x)
        try #require(a.count == 3 && b.count == 3)
        for (x, y) in zip(a, b) { #expect(abs((x - plain.plotFrame.minX) - (y - standing.plotFrame.minX) - 50) < 0.01) }
    }

    @Test func labelsAnchoredAtTheirStartSitInsideThePlotAndMoveAlongTheAxis() throws {
        let plainChart = Self.chart { _ in }
        let plain = try Self.labels(plainChart)
        let rendered = Self.chart {
            $0.labelAnchor = .start
            $0.labelPadding = -5
            $0.labelOffset = -15
        }
        let labels = try Self.labels(rendered)
        try #require(labels.count == 3)
        for (label, before) in zip(labels, plain) {
            #expect(label.anchor == .start)
            // The padding goes from the default 3 points outside to 5 inside; anchored at its start,
            // the text runs into the plot.
            let moved = (label.position.x - rendered.plotFrame.minX) - (before.position.x - plainChart.plotFrame.minX)
            #expect(abs(moved - 8) < 0.01)
            #expect(label.position.x >= rendered.plotFrame.minX)
            // 15 points up from where the label sat, in a plot that leaves room above for the top label.
            let along = (before.position.y - plainChart.plotFrame.minY) / plainChart.plotFrame.height
            #expect(
                abs((label.position.y - rendered.plotFrame.minY) - (along * rendered.plotFrame.height - 15)) < 0.01)
        }
    }
}
