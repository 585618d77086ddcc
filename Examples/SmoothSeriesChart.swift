import Charta
import Foundation

/// Reference chart 4: three smooth series over 30 days with gradient fills and nothing else — no
/// axes, grid, legend or inset — so the curves fill the area. Touching it selects the nearest day: a
/// 2-pt rule in the series colour, a white circle on each series and an info bubble with the date and
/// each series' value, kept inside the plot; each point's row (with its date) goes back to the host.
public enum SmoothSeriesChart {
    /// The series colours.
    public static let colors = [
        Color(r: 56, g: 58, b: 209), Color(r: 235, g: 113, b: 52), Color(r: 52, g: 235, b: 143),
    ]

    /// The 30 days from 2024-03-01 (UTC).
    public static func days(count: Int) -> [Date] {
        let start = Date(timeIntervalSince1970: 1_709_251_200)  // 2024-03-01T00:00:00Z
        return (0..<count).map { start.addingTimeInterval(Double($0) * 86_400) }
    }

    /// The gradient under a series: its colour at 50% at the top, transparent from 79% of the height.
    public static func gradient(_ color: Color) -> ChartGradient {
        ChartGradient(stops: [
            GradientStop(offset: 0, color: color.opacity(0.5)), GradientStop(offset: 0.79, color: color.opacity(0)),
            GradientStop(offset: 1, color: color.opacity(0)),
        ])
    }

    /// The chart of the named series.
    public static func chart(series: [(name: String, values: [Double])], size: Size = Size(width: 360, height: 220))
        -> Chart
    {
        let dates = days(count: series.map(\.values.count).max() ?? 0)
        return Chart {
            // All fills first, then all lines, so no fill covers another series' line.
            for (s, entry) in series.enumerated() {
                ForEach(entry.values.indices) { i in
                    AreaMark(
                        x: .value("Date", dates[i]), y: .value("Value", entry.values[i]),
                        series: .value("Series", entry.name), stacking: .unstacked)
                }
                .foregroundStyle(gradient(colors[s % colors.count]))
                .interpolationMethod(.monotone)
            }
            for (s, entry) in series.enumerated() {
                ForEach(entry.values.indices) { i in
                    LineMark(
                        x: .value("Date", dates[i]), y: .value("Value", entry.values[i]),
                        series: .value("Series", entry.name))
                }
                .foregroundStyle(colors[s % colors.count])
                .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round))
                .interpolationMethod(.monotone)
            }
        }
        .chartXScale(nice: false)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        .chartYScale(includesZero: false, nice: false)
        .chartPadding(.zero)
        .chartSelection(.nearestX)
        .frame(width: size.width, height: size.height)
        .animation(.easeInOut(duration: 0.35))
    }

    /// The interaction state after a touch on day `day` (0-based) of the rendered chart: its marker and
    /// info bubble are drawn by `state.scene(for: rendered)`.
    public static func touch(day: Int, in rendered: RenderedChart) -> InteractionState {
        let dates = days(count: max(0, day) + 1)
        guard day >= 0, let x = ChartProxy(rendered).position(forX: .date(dates[day])) else {
            return InteractionState()
        }
        return InteractionState().reduce(.tap(Point(x: x, y: rendered.plotFrame.midY)), in: rendered)
    }
}
