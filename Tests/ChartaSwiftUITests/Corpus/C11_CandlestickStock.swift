#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// One candle: a body from open to close and a wick from low to high, green when the day closed up.
struct CandlestickStockMark: ChartContent {
    let quote: StockQuote

    private var color: Color { quote.isUp ? .green : .red }

    var body: some ChartContent {
        RuleMark(
            x: .value("Day", quote.date, unit: .day),
            yStart: .value("Low", quote.low),
            yEnd: .value("High", quote.high)
        )
        .lineStyle(StrokeStyle(lineWidth: 1))
        .foregroundStyle(color)

        RectangleMark(
            x: .value("Day", quote.date, unit: .day),
            yStart: .value("Open", quote.open),
            yEnd: .value("Close", quote.close),
            width: 6
        )
        .foregroundStyle(color)
    }
}

/// A candlestick chart built from a custom `ChartContent` type, on a price axis that leaves out zero.
struct CandlestickStockView: View {
    var quotes: [StockQuote] = CorpusData.stockQuotes

    var body: some View {
        VStack(alignment: .leading) {
            Text("ACME")
                .font(.headline)
            Text("Daily prices, February 2024")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(quotes) { quote in
                CandlestickStockMark(quote: quote)
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartYAxis {
                AxisMarks(position: .leading) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .currency(code: "USD"))
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .weekOfYear)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.month(.abbreviated).day())
                }
            }
            .frame(height: 260)
        }
        .padding()
    }
}
