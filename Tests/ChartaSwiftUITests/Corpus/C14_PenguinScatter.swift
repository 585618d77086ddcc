#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A scatter plot coloured and shaped by species, with axis titles and domains that hug the data.
struct PenguinScatterView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Palmer penguins")
                .font(.headline)
            Text("Flipper length against body mass")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.penguins) { penguin in
                PointMark(
                    x: .value("Flipper length", penguin.flipperLength),
                    y: .value("Body mass", penguin.bodyMass)
                )
                .foregroundStyle(by: .value("Species", penguin.species))
                .symbol(by: .value("Species", penguin.species))
                .symbolSize(30)
            }
            .chartXScale(domain: 170...235)
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxisLabel("Flipper length (mm)")
            .chartYAxisLabel("Body mass (g)")
            .frame(height: 280)
        }
        .padding()
    }
}
