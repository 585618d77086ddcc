#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// An app that still supports iOS 16 but uses a newer modifier where it can: an `if #available`
/// inside the chart content sends the highlight rule behind the bars on iOS 17.
struct AvailabilityContentView: View {
    private let sales = CorpusData.monthlySales

    private var bestMonth: SalesMonth {
        sales.max { $0.revenue < $1.revenue } ?? sales[0]
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Best month")
                .font(.headline)
            Text(bestMonth.month, format: .dateTime.month(.wide).year())
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart {
                ForEach(sales) { month in
                    BarMark(
                        x: .value("Month", month.month, unit: .month),
                        y: .value("Revenue", month.revenue)
                    )
                    .foregroundStyle(.blue)
                }

                if #available(iOS 17, macOS 14, *) {
                    RuleMark(x: .value("Best", bestMonth.month, unit: .month))
                        .foregroundStyle(.yellow.opacity(0.35))
                        .lineStyle(StrokeStyle(lineWidth: 18))
                        .zIndex(-1)
                } else {
                    RuleMark(x: .value("Best", bestMonth.month, unit: .month))
                        .foregroundStyle(.yellow)
                        .lineStyle(StrokeStyle(lineWidth: 2))
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}
