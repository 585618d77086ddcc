#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// The pre-iOS 17 way to inspect a line: a transparent overlay with a drag gesture turns the finger's
/// x position into a date through the chart proxy; the nearest day gets a rule and a callout.
struct DragInspectorView: View {
    private let quotes = CorpusData.stockQuotes

    @State private var selectedDate: Date?

    private var selectedQuote: StockQuote? {
        guard let selectedDate else { return nil }
        return quotes.min {
            abs($0.date.timeIntervalSince(selectedDate)) < abs($1.date.timeIntervalSince(selectedDate))
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Drag across the chart")
                .font(.headline)

            Chart {
                ForEach(quotes) { quote in
                    LineMark(
                        x: .value("Date", quote.date, unit: .day),
                        y: .value("Close", quote.close)
                    )
                    .foregroundStyle(.indigo)
                }

                if let selectedQuote {
                    RuleMark(x: .value("Selected", selectedQuote.date, unit: .day))
                        .foregroundStyle(.gray.opacity(0.5))
                        .annotation(position: .top, alignment: .leading) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(selectedQuote.date, format: .dateTime.day().month())
                                    .font(.caption2)
                                    .foregroundStyle(.secondary)
                                Text(selectedQuote.close, format: .currency(code: "USD"))
                                    .font(.caption)
                                    .bold()
                            }
                            .padding(6)
                            .background(.white, in: RoundedRectangle(cornerRadius: 6))
                        }

                    PointMark(
                        x: .value("Selected", selectedQuote.date, unit: .day),
                        y: .value("Close", selectedQuote.close)
                    )
                    .foregroundStyle(.indigo)
                    .symbolSize(60)
                }
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle()
                        .fill(.clear)
                        .contentShape(Rectangle())
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { value in
                                    let x = value.location.x - geometry[proxy.plotAreaFrame].origin.x
                                    if let date: Date = proxy.value(atX: x) {
                                        selectedDate = date
                                    }
                                }
                                .onEnded { _ in
                                    selectedDate = nil
                                }
                        )
                }
            }
            .frame(height: 260)
        }
        .padding()
    }
}
