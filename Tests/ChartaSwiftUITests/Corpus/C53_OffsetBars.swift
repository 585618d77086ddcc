#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct OffsetBarsQuarter: Identifiable {
    let quarter: String
    let lastYear: Double
    let thisYear: Double
    var id: String { quarter }
}

/// This year against last year without `position(by:)`: two narrow fixed-width bars per quarter,
/// nudged apart with `offset(x:y:)`, last year's faded.
struct OffsetBarsView: View {
    static let quarters: [OffsetBarsQuarter] = [
        OffsetBarsQuarter(quarter: "Q1", lastYear: 8.2, thisYear: 9.6),
        OffsetBarsQuarter(quarter: "Q2", lastYear: 9.1, thisYear: 8.8),
        OffsetBarsQuarter(quarter: "Q3", lastYear: 7.4, thisYear: 10.3),
        OffsetBarsQuarter(quarter: "Q4", lastYear: 11.0, thisYear: 12.7),
    ]

    private let barWidth: CGFloat = 14

    var body: some View {
        VStack(alignment: .leading) {
            Text("Bookings, this year vs. last")
                .font(.headline)
            HStack(spacing: 12) {
                Label("2023", systemImage: "square.fill")
                    .foregroundStyle(.blue.opacity(0.35))
                Label("2024", systemImage: "square.fill")
                    .foregroundStyle(.blue)
            }
            .font(.caption)

            Chart(Self.quarters) { quarter in
                BarMark(
                    x: .value("Quarter", quarter.quarter),
                    y: .value("Bookings", quarter.lastYear),
                    width: .fixed(barWidth)
                )
                .foregroundStyle(.blue)
                .opacity(0.35)
                .offset(x: -barWidth / 2 - 1, y: 0)

                BarMark(
                    x: .value("Quarter", quarter.quarter),
                    y: .value("Bookings", quarter.thisYear),
                    width: .fixed(barWidth)
                )
                .foregroundStyle(.blue)
                .offset(x: barWidth / 2 + 1, y: 0)
            }
            .frame(height: 220)
        }
        .padding()
    }
}
