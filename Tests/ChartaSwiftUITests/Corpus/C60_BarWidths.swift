#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// The three ways to size a bar, side by side on the same data: a ratio of the band, a fixed width in
/// points, and the band minus an inset.
struct BarWidthsView: View {
    private let profits = CorpusData.departmentProfits

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Bar widths")
                .font(.headline)

            labelled("ratio(0.6)") {
                Chart(profits) { item in
                    BarMark(
                        x: .value("Department", item.department),
                        y: .value("Profit", item.profit),
                        width: .ratio(0.6)
                    )
                }
            }
            labelled("fixed(12)") {
                Chart(profits) { item in
                    BarMark(
                        x: .value("Department", item.department),
                        y: .value("Profit", item.profit),
                        width: .fixed(12)
                    )
                    .foregroundStyle(.green)
                }
            }
            labelled("inset(4)") {
                Chart(profits) { item in
                    BarMark(
                        x: .value("Department", item.department),
                        y: .value("Profit", item.profit),
                        width: .inset(4)
                    )
                    .foregroundStyle(.orange)
                }
            }
        }
        .padding()
    }

    private func labelled<Content: View>(_ title: String, @ViewBuilder chart: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            chart()
                .chartYAxis(.hidden)
                .frame(height: 90)
        }
    }
}
