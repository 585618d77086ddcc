#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Overlapping, translucent areas for three cities: `stacking: .unstacked` draws each area from zero
/// instead of on top of the previous one.
struct UnstackedAreasView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Temperature profiles")
                .font(.headline)
            Text("Areas overlap, they are not stacked")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.cityTemperatures) { reading in
                AreaMark(
                    x: .value("Month", reading.month, unit: .month),
                    y: .value("Temperature", reading.celsius),
                    stacking: .unstacked
                )
                .foregroundStyle(by: .value("City", reading.city))
                .opacity(0.45)
                .interpolationMethod(.monotone)
            }
            .chartLegend(position: .bottom, alignment: .center, spacing: 12)
            .frame(height: 240)
        }
        .padding()
    }
}
