import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// The README's first view, verbatim, so the first code a reader sees keeps working.
struct SalesView: View {
    let sales: [(month: String, total: Double)]
    @State private var selected: String?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sales").font(.headline)
            Chart(sales, id: \.month) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Total", sale.total))
                    .foregroundStyle(sale.month == selected ? Color.orange : .blue)
            }
            .chartXSelection(value: $selected)
            .chartYAxis { AxisMarks(position: .leading) }
            .frame(height: 240)
        }
        .padding()
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    let sales: [(month: String, total: Double)] = [("Jan", 120), ("Feb", 90), ("Mar", 150)]

    @Test func salesViewRendersAndATapSelectsAMonth() throws {
        let renderer = ViewRenderer(content: SalesView(sales: sales), width: 390)
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        #expect(!renderer.svg().contains("#ff9500"), "nothing is selected at first")
        let chart = renderer.charts[0]
        let x = try #require(chart.position(forX: "Mar"))
        #expect(renderer.tap(at: CGPoint(x: chart.plotFrameInView.minX + x, y: chart.plotFrameInView.maxY - 5)))
        #expect(renderer.svg().contains("#ff9500"), "March is drawn orange once selected")
        #expect(renderer.charts[0].rendered.diagnostics.isEmpty)
        let page = renderer.interactiveHTML()
        #expect(page.contains("<template id=\"charta-state-"))
    }

    @Test func scalesFollowD3() {
        let y = LinearScale(domain: [0, 97_800], range: [300, 0]).nice(count: 4)
        #expect(y.ticks(count: 4) == [0, 20000, 40000, 60000, 80000, 100000])
    }
}
