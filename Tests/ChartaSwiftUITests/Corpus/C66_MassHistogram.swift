#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

struct MassHistogramBin: Identifiable {
    let lower: Double
    let upper: Double
    let count: Int
    var id: Double { lower }
}

/// A histogram of penguin body mass: the app bins the data itself and draws each bin as a bar from its
/// lower to its upper edge.
struct MassHistogramView: View {
    var binWidth: Double = 250

    private var bins: [MassHistogramBin] {
        let masses = CorpusData.penguins.map(\.bodyMass)
        let lowest = ((masses.min() ?? 0) / binWidth).rounded(.down) * binWidth
        let highest = masses.max() ?? 0
        var bins: [MassHistogramBin] = []
        var lower = lowest
        while lower <= highest {
            let upper = lower + binWidth
            let count = masses.filter { $0 >= lower && $0 < upper }.count
            bins.append(MassHistogramBin(lower: lower, upper: upper, count: count))
            lower = upper
        }
        return bins
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Body mass distribution")
                .font(.headline)
            Text("\(Int(binWidth)) g bins")
                .font(.caption)
                .foregroundStyle(.secondary)

            Chart(bins) { bin in
                BarMark(
                    xStart: .value("Mass", bin.lower),
                    xEnd: .value("Mass", bin.upper),
                    y: .value("Penguins", bin.count)
                )
                .foregroundStyle(.cyan)
                .offset(xStart: 0.5, xEnd: -0.5, y: 0)
            }
            .chartXScale(domain: .automatic(includesZero: false))
            .chartXAxisLabel("Body mass (g)", position: .bottom, alignment: .center)
            .frame(height: 220)
        }
        .padding()
    }
}
