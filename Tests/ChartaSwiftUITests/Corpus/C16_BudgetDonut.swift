#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A donut with rounded, separated sectors and the total written in the hole, placed with the chart
/// proxy's plot frame.
@available(iOS 17.0, macOS 14.0, *)
struct BudgetDonutView: View {
    private let budget = CorpusData.budget

    private var total: Double {
        budget.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Where the money goes")
                .font(.headline)

            Chart(budget) { category in
                SectorMark(
                    angle: .value("Amount", category.amount),
                    innerRadius: .ratio(0.618),
                    angularInset: 1.5
                )
                .cornerRadius(5)
                .foregroundStyle(by: .value("Category", category.name))
            }
            .chartLegend(position: .trailing, alignment: .center)
            .chartBackground { proxy in
                GeometryReader { geometry in
                    if let plotFrame = proxy.plotFrame {
                        let frame = geometry[plotFrame]
                        VStack(spacing: 2) {
                            Text("Total")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                            Text(total, format: .currency(code: "USD").precision(.fractionLength(0)))
                                .font(.title3)
                                .bold()
                        }
                        .position(x: frame.midX, y: frame.midY)
                    }
                }
            }
            .frame(height: 260)
        }
        .padding()
    }
}
