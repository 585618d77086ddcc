#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A chart that describes itself for VoiceOver's Audio Graphs: the view is its own
/// `AXChartDescriptorRepresentable`.
struct AudioGraphView: View {
    var sales: [SalesMonth] = CorpusData.monthlySales

    var body: some View {
        VStack(alignment: .leading) {
            Text("Revenue, with an audio graph")
                .font(.headline)

            Chart(sales) { month in
                LineMark(
                    x: .value("Month", month.month, unit: .month),
                    y: .value("Revenue", month.revenue)
                )
                .foregroundStyle(.cyan)
                PointMark(
                    x: .value("Month", month.month, unit: .month),
                    y: .value("Revenue", month.revenue)
                )
                .foregroundStyle(.cyan)
            }
            .accessibilityChartDescriptor(self)
            .frame(height: 220)
        }
        .padding()
    }
}

extension AudioGraphView: @preconcurrency AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor {
        let monthNames = sales.map { $0.month.formatted(.dateTime.month(.wide)) }
        let revenues = sales.map(\.revenue)
        let lowest = revenues.min() ?? 0
        let highest = revenues.max() ?? 0

        let xAxis = AXCategoricalDataAxisDescriptor(
            title: "Month",
            categoryOrder: monthNames
        )
        let yAxis = AXNumericDataAxisDescriptor(
            title: "Revenue",
            range: lowest...highest,
            gridlinePositions: []
        ) { value in
            "\(Int(value)) thousand dollars"
        }
        let series = AXDataSeriesDescriptor(
            name: "Revenue 2023",
            isContinuous: true,
            dataPoints: zip(monthNames, revenues).map { name, revenue in
                AXDataPoint(x: name, y: revenue)
            }
        )
        return AXChartDescriptor(
            title: "Monthly revenue",
            summary: "Revenue grew through the year and peaked in December.",
            xAxis: xAxis,
            yAxis: yAxis,
            additionalAxes: [],
            series: [series]
        )
    }
}
