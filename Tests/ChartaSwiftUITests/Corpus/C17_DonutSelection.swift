#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A donut whose sectors react to angle selection: the selected category pops out, the others fade.
@available(iOS 17.0, macOS 14.0, *)
struct DonutSelectionView: View {
    private let budget = CorpusData.budget

    @State private var selectedAmount: Double?

    /// The category under the selected angle: the cumulative sum of amounts passes the selected value
    /// inside that category's sector.
    private var selectedCategory: BudgetCategory? {
        guard let selectedAmount else { return nil }
        var cumulative = 0.0
        for category in budget {
            cumulative += category.amount
            if selectedAmount <= cumulative {
                return category
            }
        }
        return nil
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Tap a category")
                .font(.headline)
            Text(selectedCategory?.name ?? "Nothing selected")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(budget) { category in
                let isSelected = category.name == selectedCategory?.name
                SectorMark(
                    angle: .value("Amount", category.amount),
                    innerRadius: .ratio(0.6),
                    outerRadius: isSelected ? .ratio(1.0) : .ratio(0.9),
                    angularInset: 1
                )
                .foregroundStyle(by: .value("Category", category.name))
                .opacity(selectedCategory == nil || isSelected ? 1 : 0.4)
            }
            .chartAngleSelection(value: $selectedAmount)
            .chartLegend(.hidden)
            .frame(height: 260)
        }
        .padding()
    }
}
