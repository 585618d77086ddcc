#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct PlanShareSlice: Identifiable {
    let plan: String
    let subscribers: Int
    var id: String { plan }
}

/// Subscription plans as one strip: one-dimensional bars written with Swift Charts' full initializer
/// (`BarMark(x:yStart:yEnd:width:stacking:)` with the stacking kept in a `MarkStackingMethod`
/// property), and a target rule with fixed ends in points (`RuleMark(x:yStart:yEnd:)`).
struct PlanShareView: View {
    static let slices: [PlanShareSlice] = [
        PlanShareSlice(plan: "Monthly", subscribers: 420),
        PlanShareSlice(plan: "Yearly", subscribers: 310),
        PlanShareSlice(plan: "Family", subscribers: 150),
        PlanShareSlice(plan: "Student", subscribers: 120),
    ]

    var stacking: MarkStackingMethod = .normalized

    var body: some View {
        VStack(alignment: .leading) {
            Text("Plans")
                .font(.headline)
            Chart {
                ForEach(Self.slices) { slice in
                    BarMark(
                        x: .value("Share", slice.subscribers),
                        width: .ratio(0.5),
                        stacking: stacking
                    )
                    .foregroundStyle(by: .value("Plan", slice.plan))
                }
                RuleMark(x: .value("Target", 0.75), yStart: 4, yEnd: 60)
                    .foregroundStyle(.black)
            }
            .chartXAxis {
                AxisMarks(values: [0, 0.25, 0.5, 0.75, 1])
            }
            .frame(height: 90)
        }
        .padding()
    }
}
