#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Two stacked charts that share their x range, padded by 20 points at both ends so the first and
/// last days are not cut at the plot edges.
struct DashboardView: View {
    private let quotes = CorpusData.stockQuotes

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("ACME")
                    .font(.title2)
                    .bold()
                Spacer()
                Text(quotes.last?.close ?? 0, format: .currency(code: "USD"))
                    .font(.title3)
                    .monospacedDigit()
            }

            Chart(quotes) { quote in
                LineMark(
                    x: .value("Day", quote.date, unit: .day),
                    y: .value("Close", quote.close)
                )
                .foregroundStyle(.blue)
            }
            .chartXScale(range: .plotDimension(padding: 20))
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis(.hidden)
            .frame(height: 160)

            Divider()

            Chart(quotes) { quote in
                BarMark(
                    x: .value("Day", quote.date, unit: .day),
                    y: .value("Volume", quote.volume)
                )
                .foregroundStyle(.gray)
            }
            .chartXScale(range: .plotDimension(padding: 20))
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 2))
            }
            .frame(height: 70)

            Spacer(minLength: 0)
        }
        .padding()
    }
}
