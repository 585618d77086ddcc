#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct LiveBadgeSample: Identifiable {
    let second: Int
    let requests: Int
    var id: Int { second }
}

/// A live-metrics tile: the chart in a `ZStack` under a "LIVE" badge, and an overlay that shows the
/// latest value in the middle of the chart.
struct LiveBadgeView: View {
    static let samples: [LiveBadgeSample] = (0..<40).map { second in
        LiveBadgeSample(second: second, requests: 120 + (second * 53) % 47 + (second % 10 == 0 ? 60 : 0))
    }

    private var latest: Int {
        Self.samples.last?.requests ?? 0
    }

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Chart(Self.samples) { sample in
                LineMark(
                    x: .value("Second", sample.second),
                    y: .value("Requests", sample.requests)
                )
                .foregroundStyle(.red)
                .interpolationMethod(.linear)
            }
            .chartYScale(domain: 0...250)
            .chartXAxis(.hidden)
            .overlay {
                VStack(spacing: 0) {
                    Text("\(latest)")
                        .font(.system(size: 34, weight: .bold))
                    Text("requests / s")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .opacity(0.8)
            }
            .frame(height: 180)

            Text("LIVE")
                .font(.caption2)
                .bold()
                .foregroundStyle(.white)
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background {
                    RoundedRectangle(cornerRadius: 4)
                        .fill(.red)
                }
        }
        .padding()
    }
}
