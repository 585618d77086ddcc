#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Views drawn over the plot at data positions: a ringed dot at the last close (`position(forX:)`
/// and `position(forY:)`) and a star at the highest close (`position(for:)`).
struct PositionMarkersView: View {
    private let quotes = CorpusData.stockQuotes

    private var latest: StockQuote { quotes[quotes.count - 1] }

    private var highest: StockQuote {
        quotes.max { $0.close < $1.close } ?? latest
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Markers from the chart proxy")
                .font(.headline)

            Chart(quotes) { quote in
                LineMark(
                    x: .value("Date", quote.date),
                    y: .value("Close", quote.close)
                )
                .foregroundStyle(.purple)
            }
            .chartYScale(domain: 178...198)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    let origin = geometry[proxy.plotAreaFrame].origin
                    if let x = proxy.position(forX: latest.date),
                        let y = proxy.position(forY: latest.close)
                    {
                        Circle()
                            .fill(.purple)
                            .frame(width: 10, height: 10)
                            .overlay {
                                Circle().stroke(.white, lineWidth: 2)
                            }
                            .position(x: origin.x + x, y: origin.y + y)
                    }
                    if let point = proxy.position(for: (x: highest.date, y: highest.close)) {
                        Image(systemName: "star.fill")
                            .foregroundStyle(.yellow)
                            .font(.system(size: 14))
                            .position(x: origin.x + point.x, y: origin.y + point.y - 12)
                    }
                }
            }
            .frame(height: 240)
        }
        .padding()
    }
}
