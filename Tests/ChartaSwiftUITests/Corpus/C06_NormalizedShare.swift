#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Each product's share of the month's sales: bars normalized to 100 %, percent axis.
struct NormalizedShareView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Share of sales")
                .font(.headline)
            Chart(CorpusData.productSales) { sale in
                BarMark(
                    x: .value("Month", sale.month, unit: .month),
                    y: .value("Units", sale.units),
                    stacking: .normalized
                )
                .foregroundStyle(by: .value("Product", sale.product))
            }
            .chartYAxis {
                AxisMarks(format: .percent, values: [0.0, 0.25, 0.5, 0.75, 1.0])
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { _ in
                    AxisValueLabel(format: .dateTime.month(.abbreviated), centered: true)
                }
            }
            .frame(height: 240)
        }
        .padding()
    }
}
