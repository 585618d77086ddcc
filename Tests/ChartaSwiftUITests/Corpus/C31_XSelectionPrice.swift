#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// The iOS 17 way to inspect a line: `chartXSelection` binds the date under the pointer; a rule sits
/// behind the line (`zIndex`) with a callout kept inside the chart.
@available(iOS 17.0, macOS 14.0, *)
struct XSelectionPriceView: View {
    private let quotes = CorpusData.stockQuotes

    @State private var selectedDate: Date?

    private var selectedQuote: StockQuote? {
        guard let selectedDate else { return nil }
        return quotes.first { CorpusDate.calendar.isDate($0.date, inSameDayAs: selectedDate) }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("ACME")
                .font(.headline)
            Text(selectedQuote.map { "Close \($0.close)" } ?? "Touch and hold to inspect")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart {
                ForEach(quotes) { quote in
                    LineMark(
                        x: .value("Date", quote.date, unit: .day),
                        y: .value("Close", quote.close)
                    )
                    .foregroundStyle(.blue)
                }

                if let selectedQuote {
                    RuleMark(x: .value("Selected", selectedQuote.date, unit: .day))
                        .foregroundStyle(.gray.opacity(0.3))
                        .offset(yStart: -10)
                        .zIndex(-1)
                        .annotation(
                            position: .top,
                            spacing: 0,
                            overflowResolution: .init(x: .fit(to: .chart), y: .disabled)
                        ) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(selectedQuote.date, format: .dateTime.month(.abbreviated).day())
                                    .font(.caption2)
                                    .foregroundStyle(.secondary)
                                Text(selectedQuote.close, format: .number.precision(.fractionLength(2)))
                                    .font(.system(size: 13, weight: .semibold))
                            }
                            .padding(6)
                            .background(.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 6))
                        }
                }
            }
            .chartXSelection(value: $selectedDate)
            .chartYScale(domain: .automatic(includesZero: false))
            .frame(height: 260)
        }
        .padding()
    }
}
