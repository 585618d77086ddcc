#if canImport(Charts)
    import SwiftUI
    import Charts
#else
    import Foundation
    import ChartaSwiftUI
#endif

/// A histogram whose bins Swift Charts chooses: `NumberBins(data:desiredCount:)`, each bin's
/// `ChartBinRange` plotted as the bar's position, counts on an axis with a minimum stride, and a
/// dimming rectangle masked by the bars.
struct FlipperBinsView: View {
    private var masses: [Double] { CorpusData.penguins.map(\.bodyMass) }

    private var bins: NumberBins<Double> { NumberBins(data: masses, desiredCount: 12) }

    private var counts: [(index: Int, range: ChartBinRange<Double>, count: Int)] {
        let bins = bins
        var counts = [Int](repeating: 0, count: bins.count)
        for mass in masses { counts[bins.index(for: mass)] += 1 }
        return bins.indices.map { (index: $0, range: bins[$0], count: counts[$0]) }
    }

    var body: some View {
        Chart(counts, id: \.index) { bin in
            BarMark(
                x: .value("Body mass", bin.range),
                y: .value("Penguins", bin.count),
                width: .automatic,
                height: .automatic
            )
            .foregroundStyle(.teal.gradient)
        }
        .chartYAxis {
            AxisMarks(values: .automatic(minimumStride: 1, desiredCount: 8, roundLowerBound: false)) { _ in
                AxisGridLine()
                AxisValueLabel()
            }
        }
        .chartXAxisLabel("Body mass (g)")
        .frame(height: 220)
        .padding()
    }
}
