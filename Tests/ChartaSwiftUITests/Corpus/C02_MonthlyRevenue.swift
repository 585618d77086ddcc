#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Monthly revenue as gradient bars, one per month, with a month axis and "k$" value labels.
struct MonthlyRevenueView: View {
    var sales: [SalesMonth] = CorpusData.monthlySales

    private var totalRevenue: Double {
        sales.reduce(0) { $0 + $1.revenue }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Revenue")
                .font(.headline)
            Text("Total \(totalRevenue, specifier: "%.0f")k$ in 2023")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(sales) { month in
                BarMark(
                    x: .value("Month", month.month, unit: .month),
                    y: .value("Revenue", month.revenue)
                )
                .foregroundStyle(.blue.gradient)
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { value in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(format: .dateTime.month(.narrow), centered: true)
                }
            }
            .chartYAxis {
                AxisMarks { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let revenue = value.as(Double.self) {
                            Text("\(Int(revenue))k$")
                        }
                    }
                }
            }
            .frame(height: 240)
        }
        .padding()
    }
}
