#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct SparklinesTicker: Identifiable {
    let symbol: String
    let closes: [Double]
    var id: String { symbol }
    var change: Double { (closes.last ?? 0) - (closes.first ?? 0) }
}

/// A watch list: one row per ticker with its name, a sparkline without axes and the change, rows
/// separated by dividers.
struct SparklinesView: View {
    static let tickers: [SparklinesTicker] = [
        SparklinesTicker(symbol: "ACME", closes: CorpusData.stockQuotes.map(\.close)),
        SparklinesTicker(symbol: "GLOBX", closes: [54.2, 53.8, 55.1, 56.0, 55.4, 54.1, 53.2, 52.7, 53.9, 52.1]),
        SparklinesTicker(symbol: "INITECH", closes: [12.1, 12.4, 12.2, 12.9, 13.5, 13.3, 13.8, 14.6, 14.2, 15.0]),
    ]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Self.tickers) { ticker in
                HStack {
                    Text(ticker.symbol)
                        .font(.system(size: 15, weight: .semibold))
                        .frame(width: 80, alignment: .leading)
                    Spacer()
                    sparkline(for: ticker)
                        .frame(width: 120, height: 32)
                    Spacer()
                    Text(ticker.change, format: .number.precision(.fractionLength(2)).sign(strategy: .always()))
                        .font(.callout)
                        .monospacedDigit()
                        .foregroundStyle(ticker.change >= 0 ? Color.green : Color.red)
                        .frame(width: 70, alignment: .trailing)
                }
                .padding(.vertical, 8)
                Divider()
            }
        }
        .padding()
    }

    private func sparkline(for ticker: SparklinesTicker) -> some View {
        Chart {
            ForEach(Array(ticker.closes.enumerated()), id: \.offset) { index, close in
                LineMark(
                    x: .value("Index", index),
                    y: .value("Close", close)
                )
                .foregroundStyle(ticker.change >= 0 ? Color.green : Color.red)
                .lineStyle(StrokeStyle(lineWidth: 1.5))
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartYScale(domain: .automatic(includesZero: false))
        .chartLegend(.hidden)
    }
}
