#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A chart in an app's own colours: a named asset colour for the brand, RGB colours for the rest,
/// kept as constants.
struct BrandColorsView: View {
    private let brand = Color("AccentBrand")
    private let secondaryBrand = Color(red: 0.95, green: 0.55, blue: 0.20)
    private let muted = Color(red: 0.62, green: 0.64, blue: 0.68)

    private let channels: [(name: String, visits: Int)] = [
        ("Search", 4_820), ("Direct", 3_150), ("Social", 2_240), ("Email", 1_380), ("Referral", 640),
    ]

    private func color(forRank rank: Int) -> Color {
        switch rank {
        case 0: brand
        case 1: secondaryBrand
        default: muted
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Visits by channel")
                .font(.headline)
                .foregroundStyle(brand)

            Chart {
                ForEach(Array(channels.enumerated()), id: \.element.name) { rank, channel in
                    BarMark(
                        x: .value("Visits", channel.visits),
                        y: .value("Channel", channel.name)
                    )
                    .foregroundStyle(color(forRank: rank))
                    .annotation(position: .trailing) {
                        Text(channel.visits, format: .number)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .chartXAxis(.hidden)
            .frame(height: 200)
        }
        .padding()
    }
}
