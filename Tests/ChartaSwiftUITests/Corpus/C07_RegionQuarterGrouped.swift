#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Grouped bars (one group per quarter, one bar per region) and a hand-made legend under the plot.
struct RegionQuarterGroupedView: View {
    private let regions = ["Americas", "Europe", "Asia Pacific"]
    private let regionColors: [Color] = [.indigo, .teal, .pink]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Revenue by region")
                .font(.headline)
            Text("Millions of dollars")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.regionRevenue) { item in
                BarMark(
                    x: .value("Quarter", item.quarter),
                    y: .value("Revenue", item.revenue)
                )
                .foregroundStyle(by: .value("Region", item.region))
                .position(by: .value("Region", item.region))
            }
            .chartForegroundStyleScale(domain: regions, range: regionColors)
            .chartLegend(position: .bottom) {
                HStack(spacing: 12) {
                    ForEach(regions.indices, id: \.self) { index in
                        HStack(spacing: 4) {
                            Circle()
                                .fill(regionColors[index])
                                .frame(width: 8, height: 8)
                            Text(regions[index])
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .frame(height: 240)
        }
        .padding()
    }
}
