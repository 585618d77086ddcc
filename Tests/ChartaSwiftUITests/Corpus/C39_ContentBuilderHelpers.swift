#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

enum ContentBuilderHelpersStyle {
    case bars
    case line
    case points
}

/// Chart content split into `@ChartContentBuilder` helpers, and a `switch` over a style inside the
/// chart to pick the mark type.
struct ContentBuilderHelpersView: View {
    var style: ContentBuilderHelpersStyle = .bars
    var showsAverage = true

    private let sales = CorpusData.monthlySales

    private var average: Double {
        sales.map(\.revenue).reduce(0, +) / Double(sales.count)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Revenue")
                .font(.headline)

            Chart {
                ForEach(sales) { month in
                    switch style {
                    case .bars:
                        bar(for: month)
                    case .line:
                        LineMark(
                            x: .value("Month", month.month, unit: .month),
                            y: .value("Revenue", month.revenue)
                        )
                    case .points:
                        PointMark(
                            x: .value("Month", month.month, unit: .month),
                            y: .value("Revenue", month.revenue)
                        )
                    }
                }

                if showsAverage {
                    averageRule
                }
            }
            .frame(height: 220)
        }
        .padding()
    }

    @ChartContentBuilder
    private func bar(for month: SalesMonth) -> some ChartContent {
        BarMark(
            x: .value("Month", month.month, unit: .month),
            y: .value("Revenue", month.revenue)
        )
        .foregroundStyle(month.revenue >= average ? Color.blue : Color.blue.opacity(0.5))
    }

    /// The average as a dashed rule, over a faint band of ±10 % around it.
    @ChartContentBuilder
    private var averageRule: some ChartContent {
        RectangleMark(
            yStart: .value("Low", average * 0.9),
            yEnd: .value("High", average * 1.1)
        )
        .foregroundStyle(.orange.opacity(0.08))

        RuleMark(y: .value("Average", average))
            .foregroundStyle(.orange)
            .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [6, 3]))
            .annotation(position: .bottom, alignment: .trailing) {
                Text("avg")
                    .font(.caption2)
                    .foregroundStyle(.orange)
            }
    }
}
