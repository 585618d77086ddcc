import ChartaSwiftUI
import Foundation
import Testing

/// The SwiftUI around a chart screen that a picture does not show: alerts, tooltips, links, pinches,
/// adjustable actions, and a timeline drawn once, at the moment of rendering.
@MainActor
@Suite struct PresentationTests {
    struct UsageCard: View {
        @Environment(\.openURL) private var openURL
        @State private var failed = false
        @State private var zoom: CGFloat = 1
        @State private var level = 0.5
        let tint = UIColor.systemBlue.withAlphaComponent(0.3)

        var body: some View {
            VStack {
                TimelineView(.periodic(from: .now, by: 30)) { context in
                    Text("Updated \(context.date.timeIntervalSince1970 > 0 ? "now" : "never")")
                }
                Chart {
                    ForEach(0..<5, id: \.self) { day in
                        BarMark(x: .value("Day", "D\(day)"), y: .value("Tokens", day * 10))
                    }
                }
                .help("Tokens a day")
                .gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
                .accessibilityAdjustableAction { direction in level += direction == .increment ? 0.1 : -0.1 }
                Button("Docs") { openURL(URL(string: "https://example.com")!) }
                    .background(Color(uiColor: tint))
            }
            .alert("Could not load", isPresented: $failed) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Try again later")
            }
            .frame(width: 320, height: 260)
        }
    }

    @Test func aScreenWithAlertsAndLinksDrawsItsChartAndText() {
        let renderer = ViewRenderer(content: UsageCard())
        let texts = EnergyLinePriceViewTests.texts(renderer.scene)
        #expect(texts.contains("Updated now"), "\(texts)")
        #expect(texts.contains("Docs"))
        #expect(!texts.contains("Could not load"), "an alert not presented is not drawn")
        #expect(renderer.charts.count == 1)
    }

    @Test func aColourTakesANewAlpha() {
        let faint = UIColor.systemBlue.withAlphaComponent(0.25)
        #expect(faint == UIColor.systemBlue.withAlphaComponent(0.25))
        #expect(faint != UIColor.systemBlue)
    }
}
