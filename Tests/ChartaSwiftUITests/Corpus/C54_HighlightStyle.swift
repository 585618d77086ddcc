#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// One highlighted month among grey ones: the two different shape styles (a gradient and a flat
/// translucent grey) are type-erased with `AnyShapeStyle` so one modifier can take either.
struct HighlightStyleView: View {
    var highlightedMonth: Int = 11

    private func style(for month: SalesMonth) -> AnyShapeStyle {
        let number = CorpusDate.calendar.component(.month, from: month.month)
        if number == highlightedMonth {
            return AnyShapeStyle(.orange.gradient)
        }
        return AnyShapeStyle(.gray.opacity(0.35))
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("November stood out")
                .font(.headline)

            Chart(CorpusData.monthlySales) { month in
                BarMark(
                    x: .value("Month", month.month, unit: .month),
                    y: .value("Revenue", month.revenue)
                )
                .foregroundStyle(style(for: month))
                .cornerRadius(3, style: .continuous)
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .month, count: 2)) { _ in
                    AxisValueLabel(format: .dateTime.month(.abbreviated))
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}
