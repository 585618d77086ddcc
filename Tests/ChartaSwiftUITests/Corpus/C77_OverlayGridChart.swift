#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A line revealed over a second, empty chart drawn in the first one's `chartOverlay` (the empty chart
/// shares the helper that styles both, so its axes line up): the inner chart takes its own modifiers
/// only and does not draw the overlay again inside itself.
struct OverlayGridChartView: View {
    static let levels: [(hour: Int, level: Double)] = [
        (0, 3.1), (3, 3.4), (6, 4.2), (9, 5.0), (12, 4.6), (15, 4.1), (18, 3.7), (21, 3.3),
    ]

    var body: some View {
        styled {
            ForEach(Self.levels, id: \.hour) { entry in
                LineMark(x: .value("Hour", entry.hour), y: .value("Level", entry.level))
                    .interpolationMethod(.catmullRom)
            }
        }
        .chartOverlay { proxy in
            styled {}
                .opacity(0.5)
                .frame(width: proxy.plotSize.width)
        }
        .padding()
    }

    private func styled<Content: ChartContent>(@ChartContentBuilder _ content: () -> Content) -> some View {
        Chart {
            content()
        }
        .chartXScale(domain: 0...24)
        .chartYScale(domain: 0...6)
        .chartYAxis {
            AxisMarks(preset: .aligned) { _ in
                AxisGridLine()
                AxisValueLabel()
            }
        }
        .frame(height: 180)
    }
}
