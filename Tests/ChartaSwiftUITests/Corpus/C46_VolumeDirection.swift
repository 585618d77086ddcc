#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Trading volume coloured by whether the day closed up or down, the colours given by a mapping
/// closure on the foreground style scale.
struct VolumeDirectionView: View {
    private func direction(of quote: StockQuote) -> String {
        quote.isUp ? "Up" : "Down"
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Volume")
                .font(.headline)
            Text("Thousands of shares")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.stockQuotes) { quote in
                BarMark(
                    x: .value("Day", quote.date, unit: .day),
                    y: .value("Volume", quote.volume / 1_000)
                )
                .foregroundStyle(by: .value("Direction", direction(of: quote)))
            }
            .chartForegroundStyleScale(mapping: { (direction: String) -> Color in
                direction == "Up" ? .green : .red
            })
            .chartXAxis {
                AxisMarks(values: .stride(by: .weekOfYear)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.day().month(.abbreviated))
                }
            }
            .frame(height: 200)
        }
        .padding()
    }
}
