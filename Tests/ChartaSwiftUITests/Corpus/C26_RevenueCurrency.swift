#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct RevenueCurrencyYear: Identifiable {
    let year: Int
    let revenue: Double
    var id: Int { year }
}

/// Yearly revenue with dollar-formatted axis labels (a `format:` on the axis marks) and the best year
/// annotated above its point.
struct RevenueCurrencyView: View {
    static let years: [RevenueCurrencyYear] = [
        RevenueCurrencyYear(year: 2017, revenue: 182_000),
        RevenueCurrencyYear(year: 2018, revenue: 236_500),
        RevenueCurrencyYear(year: 2019, revenue: 251_000),
        RevenueCurrencyYear(year: 2020, revenue: 198_400),
        RevenueCurrencyYear(year: 2021, revenue: 274_900),
        RevenueCurrencyYear(year: 2022, revenue: 318_200),
        RevenueCurrencyYear(year: 2023, revenue: 342_750),
    ]

    private var bestYear: RevenueCurrencyYear? {
        Self.years.max { $0.revenue < $1.revenue }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Annual revenue")
                .font(.headline)

            Chart {
                ForEach(Self.years) { year in
                    LineMark(
                        x: .value("Year", String(year.year)),
                        y: .value("Revenue", year.revenue)
                    )
                    .symbol(.square)
                }

                if let bestYear {
                    PointMark(
                        x: .value("Year", String(bestYear.year)),
                        y: .value("Revenue", bestYear.revenue)
                    )
                    .foregroundStyle(.orange)
                    .symbolSize(100)
                    .annotation(position: .top, spacing: 6) {
                        Text(bestYear.revenue, format: .currency(code: "USD").precision(.fractionLength(0)))
                            .font(.caption)
                            .bold()
                    }
                }
            }
            .chartYAxis {
                AxisMarks(format: .currency(code: "USD").precision(.fractionLength(0)))
            }
            .chartYScale(domain: 0...400_000)
            .frame(height: 240)
        }
        .padding()
    }
}
