#if canImport(Charts)
    import Charts
    import SwiftUI
#else
    import ChartaSwiftUI
    import Foundation
#endif

/// Reference chart 4 written with Swift Charts: smooth series over days with gradient fills and no axes,
/// grid or legend. A tap or drag selects the nearest day: a 2-pt rule, a white circle on each series and
/// a bubble with the date and each series' value; the host is told the day selected.
public struct SmoothSeriesChartView: View {
    /// One series: its name, colour and a value a day.
    public struct Series: Identifiable {
        public var name: String
        public var color: Color
        public var values: [Double]
        public var id: String { name }

        public init(name: String, color: Color, values: [Double]) {
            self.name = name
            self.color = color
            self.values = values
        }
    }

    let series: [Series]
    let days: [Date]
    let onDaySelected: (Date?) -> Void
    @State private var selected: Int?

    /// The chart of `series` over `days`; `onDaySelected` is told each day selected (nil off the data).
    public init(series: [Series], days: [Date], onDaySelected: @escaping (Date?) -> Void = { _ in }) {
        self.series = series
        self.days = days
        self.onDaySelected = onDaySelected
    }

    public var body: some View {
        Chart {
            // All fills first, then all lines, so no fill covers another series' line.
            ForEach(series) { s in
                ForEach(Array(zip(days, s.values)), id: \.0) { day, value in
                    AreaMark(
                        x: .value("Day", day), y: .value("Value", value), series: .value("Series", s.name),
                        stacking: .unstacked
                    )
                    .foregroundStyle(Self.fill(s.color))
                    .interpolationMethod(.monotone)
                }
            }
            ForEach(series) { s in
                ForEach(Array(zip(days, s.values)), id: \.0) { day, value in
                    LineMark(x: .value("Day", day), y: .value("Value", value), series: .value("Series", s.name))
                        .foregroundStyle(s.color)
                        .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round))
                        .interpolationMethod(.monotone)
                }
            }
            if let selected, days.indices.contains(selected) {
                RuleMark(x: .value("Day", days[selected]))
                    .foregroundStyle(series.first?.color ?? .blue)
                    .lineStyle(StrokeStyle(lineWidth: 2))
                    .annotation(
                        position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .fit(to: .chart))
                    ) {
                        bubble(day: selected)
                    }
                // A white circle with a 2-pt ring in the series colour on each series.
                ForEach(series) { s in
                    if s.values.indices.contains(selected) {
                        PointMark(x: .value("Day", days[selected]), y: .value("Value", s.values[selected]))
                            .symbolSize(CGSize(width: 18, height: 18))
                            .foregroundStyle(s.color)
                        PointMark(x: .value("Day", days[selected]), y: .value("Value", s.values[selected]))
                            .symbolSize(CGSize(width: 14, height: 14))
                            .foregroundStyle(.white)
                    }
                }
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        .chartXScale(domain: (days.first ?? Date())...(days.last ?? Date()))
        .chartYScale(domain: valueRange)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { value in select(at: value.location, proxy: proxy, geometry: geometry) }
                    )
                    .onTapGesture { location in select(at: location, proxy: proxy, geometry: geometry) }
            }
        }
    }

    /// From the lowest value to the highest, so that the curves fill the chart.
    private var valueRange: ClosedRange<Double> {
        let values = series.flatMap(\.values).filter(\.isFinite)
        guard let low = values.min(), let high = values.max() else { return 0...1 }
        return low...(high > low ? high : low + 1)
    }

    /// The info bubble: the day, then a swatch and the value of each series.
    private func bubble(day: Int) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(days[day], format: .dateTime.month(.abbreviated).day())
                .font(.caption.bold())
            ForEach(series) { s in
                if s.values.indices.contains(day) {
                    HStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 2).fill(s.color).frame(width: 8, height: 8)
                        Text(s.values[day], format: .number.precision(.fractionLength(1)))
                            .font(.caption)
                    }
                }
            }
        }
        .padding(6)
        .background(RoundedRectangle(cornerRadius: 6).fill(.white))
        .overlay { RoundedRectangle(cornerRadius: 6).stroke(Color.gray.opacity(0.5)) }
    }

    /// Selects the day nearest the touch; a touch beside the data clears the selection.
    private func select(at location: CGPoint, proxy: ChartProxy, geometry: GeometryProxy) {
        guard let plot = proxy.plotFrame else { return }
        let origin = geometry[plot].origin
        guard let day: Date = proxy.value(atX: location.x - origin.x),
            let first = days.first, let last = days.last,
            day >= first.addingTimeInterval(-43_200), day <= last.addingTimeInterval(43_200)
        else {
            selected = nil
            onDaySelected(nil)
            return
        }
        selected = days.indices.min { abs(days[$0].timeIntervalSince(day)) < abs(days[$1].timeIntervalSince(day)) }
        onDaySelected(selected.map { days[$0] })
    }

    /// The gradient under a series: its colour at 50% at the top, transparent from 79% of the height.
    static func fill(_ color: Color) -> LinearGradient {
        LinearGradient(
            stops: [
                .init(color: color.opacity(0.5), location: 0), .init(color: color.opacity(0), location: 0.79),
                .init(color: color.opacity(0), location: 1),
            ],
            startPoint: .top, endPoint: .bottom)
    }
}
