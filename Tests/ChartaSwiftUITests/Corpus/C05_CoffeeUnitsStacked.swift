#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Units sold per month, stacked by product, with an explicit colour for each product.
struct CoffeeUnitsStackedView: View {
    private let products = CorpusData.coffeeProducts
    private let palette: [Color] = [.brown, .orange, .cyan]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Cups sold")
                .font(.headline)
            Text("January – June 2024")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.productSales) { sale in
                BarMark(
                    x: .value("Month", sale.month, unit: .month),
                    y: .value("Units", sale.units)
                )
                .foregroundStyle(by: .value("Product", sale.product))
            }
            .chartForegroundStyleScale(domain: products, range: palette)
            .chartLegend(position: .bottom, alignment: .leading)
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
