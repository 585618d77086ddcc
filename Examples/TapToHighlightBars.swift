import Charta

/// Reference chart 1: a column chart whose bars can be tapped to highlight one of them.
///
/// Bars fill the full width, taking 80% of it together (gaps 20%, none before the first or after the
/// last); heights are relative to the largest value; corners are rounded by `50 / N` points; the
/// highlighted bar is drawn at 40% opacity. Negative values draw below a zero baseline. When every
/// value is zero (or there are none) the chart has nothing to draw and shows an empty plot.
public enum TapToHighlightBars {
    /// The bar counts the demo's picker offers.
    public static let counts = [4, 8, 12, 16]

    /// Demo values drawn uniformly from 20…100 with a fixed seed, so every render is the same.
    public static func demoValues(count: Int, seed: UInt64 = 1) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        return (0..<max(0, count)).map { _ in generator.uniform(in: 20...100).rounded() }
    }

    /// The inner band padding that makes N bars take 80% of the width with no outer gap.
    public static func innerPadding(barCount n: Int) -> Double {
        n > 1 ? 0.2 * Double(n) / (Double(n) - 0.8) : 0.2
    }

    /// The chart for `values`, with bar `highlighted` (if any) drawn at 40% opacity.
    public static func chart(values: [Double], highlighted: Int? = nil, size: Size = Size(width: 320, height: 200))
        -> Chart
    {
        let n = max(1, values.count)
        let finite = values.filter(\.isFinite)
        let low = min(0, finite.min() ?? 0)
        let high = max(0, finite.max() ?? 0)
        return Chart(values.indices) { i in
            BarMark(x: .value("Bar", "\(i + 1)"), y: .value("Value", values[i]))
                .foregroundStyle(i == highlighted ? Color.systemBlue.opacity(0.4) : .systemBlue)
                .cornerRadius(50 / Double(n))
        }
        .chartXScale(paddingInner: innerPadding(barCount: n), paddingOuter: 0)
        .chartYScale(domain: low...(high > low ? high : low + 1))
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartPadding(.zero)
        .frame(width: size.width, height: size.height)
    }
}
