import ChartaSVG
import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// `lineStyle(by:)` draws each category's line in its own stroke, from `chartLineStyleScale` or
/// Vega's default dashes, with a legend of line samples.
@MainActor
@Suite struct LineStyleByTests {
    /// Every node of a scene, groups flattened.
    static func nodes(_ node: SceneNode) -> [SceneNode] {
        if case .group(let g) = node { return g.children.flatMap(nodes) }
        return [node]
    }

    /// The dash patterns of the lines in mark groups, and of the legend's line samples.
    static func dashes(_ node: SceneNode, inMark: Bool = false) -> (marks: [[Double]], legend: [[Double]]) {
        guard case .group(let g) = node else { return ([], []) }
        var out: (marks: [[Double]], legend: [[Double]]) = ([], [])
        for child in g.children {
            switch child {
            case .path(let p) where inMark || g.role == .mark: out.marks.append(p.style.dash)
            case .line(let l) where g.role == .legendSymbol: out.legend.append(l.style.dash)
            case .group:
                let inner = dashes(child, inMark: inMark || g.role == .mark)
                out.marks += inner.marks
                out.legend += inner.legend
            default: break
            }
        }
        return out
    }

    @Test func theScaleGivesEachCategoryItsStroke() {
        let renderer = ViewRenderer(content: ForecastLineStyleView())
        let found = Self.dashes(.group(renderer.scene.root))
        // "Actual" solid and "Forecast" dashed 5-3, in the chart and in its legend.
        #expect(Set(found.marks) == [[], [5, 3]], "\(found.marks)")
        #expect(found.legend == [[], [5, 3]], "\(found.legend)")
        let labels = Self.nodes(.group(renderer.scene.root)).compactMap { node -> String? in
            if case .text(let t) = node { return t.text } else { return nil }
        }
        #expect(labels.contains("Actual") && labels.contains("Forecast"))
    }

    @Test func withoutAScaleCategoriesTakeTheDefaultDashesInDataOrder() {
        let chart = Chart {
            ForEach(0..<6) { i in
                LineMark(x: .value("Day", i % 3), y: .value("Value", i), series: .value("Kind", i < 3 ? "B" : "A"))
                    .lineStyle(by: .value("Kind", i < 3 ? "B" : "A"))
            }
        }
        let found = Self.dashes(.group(ViewRenderer(content: chart).scene.root))
        #expect(found.marks == [[], [4, 2]], "\(found.marks)")
        #expect(found.legend == [[], [4, 2]], "\(found.legend)")
    }
}
