import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// A line styled with a gradient is stroked with it, across the plot as an area is filled.
@MainActor
@Suite struct LineGradientTests {
    struct Trend: View {
        var body: some View {
            Chart {
                ForEach(0..<6) { day in
                    LineMark(x: .value("Day", day), y: .value("Value", [3.0, 5, 4, 8, 6, 9][day]))
                        .foregroundStyle(
                            LinearGradient(colors: [.green, .red], startPoint: .bottom, endPoint: .top))
                }
            }
            .frame(width: 300, height: 200)
        }
    }

    /// The strokes of the chart's paths.
    static func strokes(_ node: SceneNode) -> [Paint] {
        switch node {
        case .path(let path): path.style.stroke.map { [$0] } ?? []
        case .group(let group): group.children.flatMap(strokes)
        default: []
        }
    }

    @Test func theLineIsStrokedWithTheGradient() throws {
        let renderer = ViewRenderer(content: Trend())
        let gradients = renderer.scene.root.children.flatMap(Self.strokes).compactMap {
            paint -> ChartaScene.LinearGradient? in
            if case .linearGradient(let gradient) = paint { return gradient }
            return nil
        }
        let gradient = try #require(gradients.first)
        #expect(gradients.count == 1)
        #expect(gradient.stops.count == 2)
        // From the bottom of the plot (green) to its top (red).
        #expect(gradient.start.y > gradient.end.y)
        #expect(renderer.svg().contains("<linearGradient"))
    }
}
