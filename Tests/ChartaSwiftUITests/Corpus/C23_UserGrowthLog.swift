#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct UserGrowthPoint: Identifiable {
    let month: Int
    let users: Double
    var id: Int { month }
}

/// Exponential growth on a logarithmic y scale, with grid lines at the powers of ten.
struct UserGrowthLogView: View {
    static let growth: [UserGrowthPoint] = {
        let users: [Double] = [3, 8, 21, 46, 120, 310, 720, 1_900, 4_400, 11_000, 26_500, 61_000, 140_000, 310_000]
        return users.enumerated().map { month, count in
            UserGrowthPoint(month: month + 1, users: count)
        }
    }()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Active users")
                .font(.headline)
            Text("Log scale")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(Self.growth) { point in
                LineMark(
                    x: .value("Month", point.month),
                    y: .value("Users", point.users)
                )
                PointMark(
                    x: .value("Month", point.month),
                    y: .value("Users", point.users)
                )
                .symbolSize(20)
            }
            .chartYScale(type: .log)
            .chartYAxis {
                AxisMarks(values: [1.0, 10.0, 100.0, 1_000.0, 10_000.0, 100_000.0, 1_000_000.0]) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let users = value.as(Double.self) {
                            Text(users, format: .number.notation(.compactName))
                        }
                    }
                }
            }
            .chartXAxisLabel("Month since launch")
            .frame(height: 240)
        }
        .padding()
    }
}
