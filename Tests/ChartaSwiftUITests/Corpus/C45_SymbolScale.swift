#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// Species mapped to chosen symbol shapes through a symbol scale, and body mass mapped to symbol size.
struct SymbolScaleView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Penguins by shape and size")
                .font(.headline)
            Text("Symbol area grows with body mass")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(CorpusData.penguins) { penguin in
                PointMark(
                    x: .value("Flipper length", penguin.flipperLength),
                    y: .value("Body mass", penguin.bodyMass)
                )
                .symbol(by: .value("Species", penguin.species))
                .symbolSize(by: .value("Mass", penguin.bodyMass))
                .foregroundStyle(.gray)
            }
            .chartSymbolScale([
                "Adélie": .circle,
                "Chinstrap": .triangle,
                "Gentoo": .diamond,
            ])
            .chartXScale(domain: 170...235)
            .chartYScale(domain: 3000...6000)
            .frame(height: 260)
        }
        .padding()
    }
}
