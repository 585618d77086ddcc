#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Per-mark accessibility: each bar gets a label and a spoken value, the decorative target rule is
/// hidden from VoiceOver.
struct MarkAccessibilityView: View {
    private let target = 10_000.0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Profit by department")
                .font(.headline)

            Chart {
                ForEach(CorpusData.departmentProfits) { item in
                    BarMark(
                        x: .value("Department", item.department),
                        y: .value("Profit", item.profit)
                    )
                    .foregroundStyle(item.profit >= target ? Color.green : Color.orange)
                    .accessibilityLabel(item.department)
                    .accessibilityValue("\(Int(item.profit)) dollars")
                }

                RuleMark(y: .value("Target", target))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
                    .accessibilityHidden(true)
            }
            .accessibilityLabel("Profit by department, target ten thousand dollars")
            .frame(height: 220)
        }
        .padding()
    }
}
