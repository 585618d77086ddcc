import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// A rectangle given only along one axis spans the plot along the other, as Swift Charts draws it.
@MainActor
@Suite struct BandMarkTests {
    struct NightShade: View {
        var body: some View {
            Chart {
                ForEach(0..<8, id: \.self) { hour in
                    AreaMark(x: .value("Hour", Double(hour)), y: .value("Load", Double(hour % 4)))
                }
                RectangleMark(xStart: .value("Hour", 0.0), xEnd: .value("Hour", 3.0))
                    .foregroundStyle(.black.opacity(0.3))
                RectangleMark(yStart: .value("Load", 1.0), yEnd: .value("Load", 2.0))
                    .foregroundStyle(.red.opacity(0.3))
            }
            .frame(width: 300, height: 200)
        }
    }

    @Test func aBandFromStartToEndSpansThePlot() throws {
        let chart = ViewRenderer(content: NightShade()).charts[0].rendered
        let rects = CorpusBinsAndSymbolsTests.nodes(.group(chart.scene.root)).compactMap { node -> Rect? in
            if case .rect(let r) = node, r.item != nil { return r.rect }
            return nil
        }
        try #require(rects.count == 2, "\(rects)")
        let plot = chart.plotFrame
        #expect(abs(rects[0].height - plot.height) < 0.01 && rects[0].width < plot.width / 2)
        #expect(abs(rects[1].width - plot.width) < 0.01 && rects[1].height < plot.height / 2)
    }
}
