#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Horizontal bars sorted by profit, each labelled at its end; no x axis, rounded bar corners.
struct DepartmentProfitView: View {
    private var sortedProfits: [DepartmentProfit] {
        CorpusData.departmentProfits.sorted { $0.profit > $1.profit }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Profit by department")
                .font(.headline)

            Chart(sortedProfits) { item in
                BarMark(
                    x: .value("Profit", item.profit),
                    y: .value("Department", item.department)
                )
                .cornerRadius(4)
                .foregroundStyle(.mint)
                .annotation(position: .trailing, alignment: .leading, spacing: 4) {
                    Text(item.profit, format: .currency(code: "USD").precision(.fractionLength(0)))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .chartXAxis(.hidden)
            .chartXScale(domain: 0...18_000)
            .frame(height: 220)
        }
        .padding()
    }
}
