#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct ForecastLineStylePoint: Identifiable {
    let month: Date
    let value: Double
    let kind: String
    var id: String { "\(kind)-\(Int(month.timeIntervalSince1970))" }
}

/// Actual and forecast revenue as two series told apart by line style (solid and dashed), through a
/// line style scale.
struct ForecastLineStyleView: View {
    static let points: [ForecastLineStylePoint] = {
        var points = CorpusData.monthlySales.prefix(9).map {
            ForecastLineStylePoint(month: $0.month, value: $0.revenue, kind: "Actual")
        }
        // The forecast starts at the last actual value so that the two lines join.
        let forecast: [Double] = [57.6, 63.5, 69.0, 79.5]
        for (offset, value) in forecast.enumerated() {
            points.append(
                ForecastLineStylePoint(month: CorpusDate.month(2023, 9 + offset), value: value, kind: "Forecast"))
        }
        return points
    }()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Revenue forecast")
                .font(.headline)

            Chart(Self.points) { point in
                LineMark(
                    x: .value("Month", point.month, unit: .month),
                    y: .value("Revenue", point.value),
                    series: .value("Kind", point.kind)
                )
                .lineStyle(by: .value("Kind", point.kind))
                .foregroundStyle(.blue)
            }
            .chartLineStyleScale([
                "Actual": StrokeStyle(lineWidth: 2),
                "Forecast": StrokeStyle(lineWidth: 2, dash: [5, 3]),
            ])
            .chartLegend(position: .top, alignment: .leading)
            .frame(height: 220)
        }
        .padding()
    }
}
