#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A small view model in the ObservableObject style: which product is highlighted and how many months
/// are shown.
@MainActor
final class ObservableModelStore: ObservableObject {
    @Published var highlightedProduct: String? = "Cold Brew"
    @Published var monthCount: Int = 6

    var visibleSales: [ProductSale] {
        let months = Set(CorpusData.productSales.map(\.month)).sorted().prefix(monthCount)
        return CorpusData.productSales.filter { months.contains($0.month) }
    }

    func opacity(for product: String) -> Double {
        guard let highlightedProduct else { return 1 }
        return product == highlightedProduct ? 1 : 0.3
    }
}

/// A line chart that reads everything from a `@StateObject` store.
struct ObservableModelView: View {
    @StateObject private var store = ObservableModelStore()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Cups per product")
                .font(.headline)
            Text(store.highlightedProduct.map { "Highlight: \($0)" } ?? "All products")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(store.visibleSales) { sale in
                LineMark(
                    x: .value("Month", sale.month, unit: .month),
                    y: .value("Units", sale.units)
                )
                .foregroundStyle(by: .value("Product", sale.product))
                .opacity(store.opacity(for: sale.product))
                .symbol(.circle)
            }
            .frame(height: 220)
        }
        .padding()
    }
}
