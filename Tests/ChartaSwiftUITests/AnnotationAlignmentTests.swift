import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// An annotation's alignment lines it up with its mark across the side it is on.
@MainActor
@Suite struct AnnotationAlignmentTests {
    struct Average: View {
        let alignment: Alignment

        var body: some View {
            Chart {
                ForEach([3.0, 5, 4, 6].enumerated().map { $0 }, id: \.offset) { day, steps in
                    BarMark(x: .value("Day", "D\(day)"), y: .value("Steps", steps))
                }
                RuleMark(y: .value("Average", 4.5))
                    .annotation(position: .top, alignment: alignment) {
                        Text("Average")
                    }
            }
            .frame(height: 200)
        }
    }

    /// The x where the annotation's text starts and the plot's frame.
    func place(_ alignment: Alignment) throws -> (x: Double, plot: CGRect) {
        let renderer = ViewRenderer(content: Average(alignment: alignment))
        let plot = try #require(renderer.charts.first).plotFrameInView
        let text = try #require(ReferenceViewTests.position(of: "Average", in: renderer.scene))
        return (text.x, plot)
    }

    @Test func aRuleAcrossThePlotCarriesItsTextAtTheAlignedEnd() throws {
        let leading = try place(.leading)
        let center = try place(.center)
        let trailing = try place(.trailing)
        #expect(abs(leading.x - leading.plot.minX) < 2, "\(leading)")
        #expect(leading.x < center.x && center.x < trailing.x)
        #expect(abs((center.x - leading.x) - (trailing.x - center.x)) < 1, "the centre lies halfway")
    }
}
