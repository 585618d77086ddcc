#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A closing-price area that fades out downwards under a cardinal-spline line, a classic stock card.
struct GradientAreaView: View {
    private let quotes = CorpusData.stockQuotes
    private let accent = Color.blue

    private var areaFill: LinearGradient {
        LinearGradient(
            colors: [accent.opacity(0.4), accent.opacity(0.05)],
            startPoint: .top,
            endPoint: .bottom
        )
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("ACME close")
                .font(.headline)

            Chart {
                ForEach(quotes) { quote in
                    AreaMark(
                        x: .value("Day", quote.date, unit: .day),
                        yStart: .value("Floor", 175.0),
                        yEnd: .value("Close", quote.close)
                    )
                    .interpolationMethod(.cardinal)
                    .foregroundStyle(areaFill)

                    LineMark(
                        x: .value("Day", quote.date, unit: .day),
                        y: .value("Close", quote.close)
                    )
                    .interpolationMethod(.cardinal)
                    .foregroundStyle(accent)
                    .lineStyle(StrokeStyle(lineWidth: 2))
                }
            }
            .chartYScale(domain: 175...200)
            .frame(height: 220)
        }
        .padding()
    }
}
