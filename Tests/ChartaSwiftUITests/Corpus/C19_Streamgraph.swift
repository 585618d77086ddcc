#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A streamgraph: areas stacked around a centre baseline, smoothed, with no y axis.
struct StreamgraphView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Product mix over time")
                .font(.headline)

            Chart(CorpusData.productSales) { sale in
                AreaMark(
                    x: .value("Month", sale.month, unit: .month),
                    y: .value("Units", sale.units),
                    stacking: .center
                )
                .foregroundStyle(by: .value("Product", sale.product))
                .interpolationMethod(.catmullRom)
            }
            .chartYAxis(.hidden)
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.month(.abbreviated))
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}
