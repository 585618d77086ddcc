#if canImport(Charts)
    import Charts
    import SwiftUI
#else
    import ChartaSwiftUI
    import Foundation
#endif

/// Reference chart 1 written with Swift Charts: columns filling the width (80% bars, 20% gaps, none at
/// the edges), rounded by `50 / N` points, a picker for the number of bars, and a tap that highlights
/// the bar under the finger at 40% opacity. Negative values hang below a zero baseline.
public struct TapToHighlightBarsView: View {
    /// One column: its place across the width (0…1) and its value.
    struct Bar: Identifiable {
        let id: Int
        let start: Double
        let end: Double
        let value: Double
    }

    let counts: [Int]
    let values: (Int) -> [Double]
    @State private var count: Int
    @State private var highlighted: Int?

    /// The chart of `values(count)` for each bar count the picker offers, starting at `count` bars.
    public init(counts: [Int] = [4, 8, 12, 16], count: Int = 8, values: @escaping (Int) -> [Double]) {
        self.counts = counts
        self.values = values
        _count = State(initialValue: count)
    }

    public var body: some View {
        let bars = Self.bars(values(count))
        VStack(spacing: 12) {
            Picker(
                "Bars",
                selection: Binding(
                    get: { count },
                    set: {
                        count = $0
                        highlighted = nil
                    })
            ) {
                ForEach(counts, id: \.self) { n in
                    Text("\(n)").tag(n)
                }
            }
            .pickerStyle(.segmented)
            Chart(bars) { bar in
                RectangleMark(
                    xStart: .value("Start", bar.start), xEnd: .value("End", bar.end),
                    yStart: .value("Base", 0), yEnd: .value("Value", bar.value)
                )
                .foregroundStyle(Color.blue.opacity(bar.id == highlighted ? 0.4 : 1))
                .cornerRadius(50 / Double(max(1, bars.count)))
            }
            .chartXScale(domain: 0...1)
            .chartYScale(domain: Self.valueDomain(bars))
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .onTapGesture { location in
                            guard let plot = proxy.plotFrame,
                                let x: Double = proxy.value(atX: location.x - geometry[plot].origin.x)
                            else { return }
                            if let bar = bars.first(where: { $0.start <= x && x <= $0.end }) {
                                highlighted = bar.id
                            }
                        }
                }
            }
            .frame(height: 200)
        }
        .padding()
    }

    /// The columns of `values`: N bars of 0.8 / N of the width with 0.2 / (N - 1) between them.
    static func bars(_ values: [Double]) -> [Bar] {
        let n = Double(values.count)
        let width = values.count > 1 ? 0.8 / n : 1
        let gap = values.count > 1 ? 0.2 / (n - 1) : 0
        return values.enumerated().map { i, value in
            let start = Double(i) * (width + gap)
            return Bar(id: i, start: start, end: start + width, value: value.isFinite ? value : 0)
        }
    }

    /// From the lowest value (or zero) to the highest (or zero), never empty.
    static func valueDomain(_ bars: [Bar]) -> ClosedRange<Double> {
        let low = min(0, bars.map(\.value).min() ?? 0)
        let high = max(0, bars.map(\.value).max() ?? 0)
        return low...(high > low ? high : low + 1)
    }
}
