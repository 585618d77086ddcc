import ChartaSwiftUI
import Testing

/// Colour effects and a compositing layer around a chart compile and leave its picture as it is.
@MainActor
@Suite struct ColourEffectsTests {
    struct Bars: View {
        let effects: Bool
        var body: some View {
            let chart = Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4_200))
                BarMark(x: .value("Day", "Tue"), y: .value("Steps", 6_100))
            }
            .frame(width: 240, height: 160)
            if effects {
                chart.saturation(0.5).brightness(0.1).contrast(1.2).hueRotation(.degrees(30))
                    .colorMultiply(.blue).colorInvert().compositingLayer()
            } else {
                chart
            }
        }
    }

    @Test func theChartIsDrawnInItsOwnColours() {
        let plain = ViewRenderer(content: Bars(effects: false)).svg()
        #expect(plain.contains("<rect"))
        #expect(ViewRenderer(content: Bars(effects: true)).svg() == plain)
    }
}
