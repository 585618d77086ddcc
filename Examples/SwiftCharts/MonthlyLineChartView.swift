#if canImport(Charts)
    import Charts
    import SwiftUI
#else
    import ChartaSwiftUI
    import Foundation
#endif

/// Reference chart 2 written with Swift Charts: up to eight months of one year's totals, white on black,
/// a dotted grid and compact `k` labels on the y axis, the last point ringed in orange, and buttons that
/// move the window by a year or a month.
public struct MonthlyLineChartView: View {
    /// One month of the window.
    struct Month: Identifiable {
        let id: Int
        let name: String
        let total: Double
    }

    let totals: ExampleData.MonthlyTotals
    @State private var navigation: MonthlyNavigation

    /// The chart of `totals`, showing the latest months of the latest year.
    public init(totals: ExampleData.MonthlyTotals) {
        self.totals = totals
        _navigation = State(initialValue: MonthlyNavigation(totals: totals))
    }

    public var body: some View {
        let values = totals.years.first { $0.year == navigation.year }?.values ?? []
        let months = MonthlyLineChart.window(values: values, endMonth: navigation.endMonth).enumerated().map {
            Month(id: $0.offset, name: $0.element.month, total: $0.element.value)
        }
        let axis = MonthlyLineChart.yAxis(maximum: months.map(\.total).max() ?? 0)
        VStack(spacing: 12) {
            HStack {
                Button("‹ Year") { navigation.previousYear() }
                    .disabled(!navigation.canGoToPreviousYear)
                Spacer()
                Text(String(navigation.year)).font(.headline)
                Spacer()
                Button("Year ›") { navigation.nextYear() }
                    .disabled(!navigation.canGoToNextYear)
            }
            chart(months, step: axis.step, top: axis.top)
                .frame(height: 240)
            HStack {
                Button("‹ Month") { navigation.previousMonth() }
                    .disabled(!navigation.canGoToPreviousMonth)
                Spacer()
                Button("Month ›") { navigation.nextMonth() }
                    .disabled(!navigation.canGoToNextMonth)
            }
        }
        .padding()
        .foregroundStyle(.white)
        .background(Color.black)
    }

    private func chart(_ months: [Month], step: Double, top: Double) -> some View {
        Chart {
            ForEach(months) { month in
                LineMark(x: .value("Month", month.name), y: .value("Total", month.total))
                    .lineStyle(StrokeStyle(lineWidth: 2))
                    .symbol {
                        Circle().fill(.white).frame(width: 10, height: 10)
                    }
            }
            .foregroundStyle(.white)
            if let last = months.last {
                PointMark(x: .value("Month", last.name), y: .value("Total", last.total))
                    .symbol(.circle.strokeBorder(lineWidth: 3))
                    .symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.orange)
            }
        }
        .chartYScale(domain: 0...top)
        .chartYAxis {
            AxisMarks(position: .leading, values: .stride(by: step)) { value in
                if let total = value.as(Double.self) {
                    if total != 0 {
                        AxisGridLine(stroke: StrokeStyle(lineWidth: 1, dash: [5]))
                            .foregroundStyle(.white.opacity(0.5))
                    }
                    AxisValueLabel(Self.compact(total))
                        .foregroundStyle(.white)
                }
            }
        }
        .chartXAxis {
            AxisMarks { _ in
                AxisTick().foregroundStyle(.white)
                AxisValueLabel().foregroundStyle(.white)
            }
        }
        .chartPlotStyle { plot in
            // The y-axis line at the leading edge and the x-axis line under the plot.
            plot
                .overlay(alignment: .leading) { Rectangle().fill(.white).frame(width: 1) }
                .overlay(alignment: .bottom) { Rectangle().fill(.white).frame(height: 1) }
        }
    }

    /// Totals below 10,000 as integers, larger ones in thousands (`15k`).
    static func compact(_ total: Double) -> String {
        total < 10_000 ? String(Int(total)) : "\(Int((total / 1000).rounded()))k"
    }
}
