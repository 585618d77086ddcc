#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A statistics screen as apps build them around charts: a grid of figures, a date picker, a gauge,
/// pages of charts in a tab view, a lazy column, a header that falls back when it doesn't fit, and a
/// note inset at the bottom.
struct StatsScreenView: View {
    @State private var page = 1
    @State private var start = CorpusDate.month(2023, 1)
    @State private var search = ""
    @Namespace private var tabs

    private var total: Double { CorpusData.monthlySales.map(\.revenue).reduce(0, +) }

    var body: some View {
        LazyVStack(alignment: .leading, spacing: 12) {
            ViewThatFits(in: .horizontal) {
                Text("Revenue statistics for the whole of the year 2023, month by month, in thousands")
                    .font(.headline)
                Text("Revenue 2023").font(.headline)
            }
            .textCase(.uppercase)
            Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
                GridRow {
                    Text("Total")
                    Text("Best month")
                }
                .foregroundStyle(.secondary)
                GridRow {
                    Text(total, format: .number.precision(.fractionLength(1)))
                    Text("Dec")
                }
                .font(.title3.bold())
            }
            DatePicker("From", selection: $start, displayedComponents: .date)
            TextField("Filter months", text: $search)
                .textFieldStyle(.roundedBorder)
            Gauge(value: total, in: 0...1000) {
                Text("Yearly goal")
            }
            TabView(selection: $page) {
                Chart(CorpusData.monthlySales) { sale in
                    BarMark(x: .value("Month", sale.month, unit: .month), y: .value("Revenue", sale.revenue))
                }
                .tag(0)
                Chart(CorpusData.monthlySales) { sale in
                    LineMark(x: .value("Month", sale.month, unit: .month), y: .value("Revenue", sale.revenue))
                }
                .matchedGeometryEffect(id: "chart", in: tabs)
                .tag(1)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .frame(height: 200)
        }
        .padding()
        .safeAreaInset(edge: .bottom) {
            Text("Figures in thousands of dollars").font(.caption)
        }
    }
}
