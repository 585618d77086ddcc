#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Horizontal bars selected along the y axis: `chartYSelection` binds the department under the pointer,
/// the other bars dim.
@available(iOS 17.0, macOS 14.0, *)
struct YSelectionBarsView: View {
    @State private var selectedDepartment: String?

    private let highlight = Color.accentColor

    var body: some View {
        VStack(alignment: .leading) {
            Text("Profit by department")
                .font(.headline)
            Text(selectedDepartment ?? "Select a department")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.departmentProfits) { item in
                BarMark(
                    x: .value("Profit", item.profit),
                    y: .value("Department", item.department)
                )
                .foregroundStyle(highlight)
                .opacity(selectedDepartment == nil || selectedDepartment == item.department ? 1 : 0.3)
            }
            .chartYSelection(value: $selectedDepartment)
            .chartXAxis {
                AxisMarks(format: .currency(code: "USD").precision(.fractionLength(0)))
            }
            .frame(height: 220)
        }
        .padding()
    }
}
