#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A pie chart of a monthly budget, each slice labelled with its share in the middle of the slice.
@available(iOS 17.0, macOS 14.0, *)
struct BudgetPieView: View {
    private let budget = CorpusData.budget

    private var total: Double {
        budget.reduce(0) { $0 + $1.amount }
    }

    private func share(of category: BudgetCategory) -> Double {
        category.amount / total
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Monthly budget")
                .font(.headline)

            Chart(budget, id: \.name) { category in
                SectorMark(angle: .value("Amount", category.amount))
                    .foregroundStyle(by: .value("Category", category.name))
                    .annotation(position: .overlay) {
                        Text(share(of: category), format: .percent.precision(.fractionLength(0)))
                            .font(.caption2)
                            .bold()
                            .foregroundStyle(.white)
                    }
            }
            .frame(height: 260)
        }
        .padding()
    }
}
