#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct WaterfallStep: Identifiable {
    let label: String
    let start: Double
    let end: Double
    let isTotal: Bool
    var id: String { label }
    var delta: Double { end - start }
}

/// A cash-flow waterfall: each step is a bar from the running total before it to the total after it,
/// green for gains, red for losses, blue for the totals.
struct WaterfallView: View {
    static let movements: [(String, Double)] = [
        ("Sales", 420), ("Services", 135), ("Salaries", -260), ("Rent", -48), ("Marketing", -72), ("Tax", -55),
    ]

    static let steps: [WaterfallStep] = {
        var steps: [WaterfallStep] = [WaterfallStep(label: "Opening", start: 0, end: 180, isTotal: true)]
        var running = 180.0
        for (label, amount) in movements {
            steps.append(WaterfallStep(label: label, start: running, end: running + amount, isTotal: false))
            running += amount
        }
        steps.append(WaterfallStep(label: "Closing", start: 0, end: running, isTotal: true))
        return steps
    }()

    private func color(for step: WaterfallStep) -> Color {
        if step.isTotal { return .blue }
        return step.delta >= 0 ? .green : .red
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Cash flow, Q2")
                .font(.headline)
            Text("Thousands of dollars")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(Self.steps) { step in
                BarMark(
                    x: .value("Item", step.label),
                    yStart: .value("From", step.start),
                    yEnd: .value("To", step.end),
                    width: .ratio(0.7)
                )
                .foregroundStyle(color(for: step))
                .annotation(position: step.delta >= 0 ? .top : .bottom) {
                    Text(step.isTotal ? "\(Int(step.end))" : "\(step.delta >= 0 ? "+" : "")\(Int(step.delta))")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            .chartXAxis {
                AxisMarks { _ in
                    AxisValueLabel(orientation: .vertical)
                }
            }
            .frame(height: 260)
        }
        .padding()
    }
}
