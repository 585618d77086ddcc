import Charta
import ChartaScene
import Foundation

/// Turns an axis's `AxisMarks` into the chart model's axis settings: their values and position first,
/// then, against the ticks a first layout chose, which parts each value has and what its label says.
struct AxisResolver {
    let marks: [AxisMarks]

    /// The position and values of the first marks; an empty content hides the axis.
    func prepare(_ channel: Channel, _ spec: inout ChartSpec) {
        var axis = spec.axes[channel] ?? AxisSpec()
        guard let first = marks.first else {
            axis.hidden = true
            spec.axes[channel] = axis
            return
        }
        if first.position.position != .automatic { axis.position = first.position.position }
        axis.values = first.values.values
        axis.tickMinStep = first.values.minimumStride ?? axis.tickMinStep
        spec.axes[channel] = axis
    }

    /// Each tick's parts and label, from the content of every marks whose values include the tick's:
    /// the first marks' ticks are the first layout's, the others' come from the same scale, and the axis
    /// then shows them all.
    @MainActor
    func label(_ channel: Channel, _ spec: inout ChartSpec, rendered: RenderedChart, environment: ViewEnvironment) {
        guard !marks.isEmpty, let firstTicks = rendered.axisTicks[channel] else { return }
        var axis = spec.axes[channel] ?? AxisSpec()
        // Ticks carry their values (a tick without one has nothing for the closures to see).
        func values(_ ticks: [(offset: Double, label: String, value: DataValue?)]) -> [(Double, DataValue)] {
            ticks.compactMap { tick in tick.value.map { (tick.offset, $0) } }
        }
        let sets = marks.indices.map { i in
            values(i == 0 ? firstTicks : rendered.ticks(channel, values: marks[i].values.values))
        }
        var seen = Set<DataValue>()
        // In value order (categories in the axis's order), as Swift Charts numbers them.
        let all = sets.joined().filter { seen.insert($0.1).inserted }.sorted { a, b in
            switch (a.1, b.1) {
            case (.number(let x), .number(let y)): x < y
            case (.date(let x), .date(let y)): x < y
            default: a.0 < b.0
            }
        }
        var any = (grid: false, tick: false, label: false)
        let dateFormat = Self.dateFormat(spacing: all.map(\.1), calendar: spec.calendar)
        for (_, value) in all {
            var parts = AxisMarkParts()
            for (mark, set) in zip(marks, sets) {
                guard let index = set.firstIndex(where: { $0.1 == value }) else { continue }
                parts.add(mark.content(AxisValue(index: index, count: set.count, value: value)))
            }
            if let grid = parts.grid {
                any.grid = true
                if let dash = grid.stroke?.dash, !dash.isEmpty { axis.gridDash = dash }
                axis.gridWidth = grid.stroke?.lineWidth ?? axis.gridWidth
                axis.gridColor = grid.style.map(Self.color(of:)) ?? axis.gridColor
            }
            if let mark = parts.tick {
                any.tick = true
                axis.tickColor = mark.style.map(Self.color(of:)) ?? axis.tickColor
                axis.tickWidth = mark.stroke?.lineWidth ?? axis.tickWidth
            }
            var text: String?
            if let label = parts.label {
                any.label = true
                axis.labelColor = label.style.map(Self.color(of:)) ?? axis.labelColor
                axis.labelFontSize = label.font?.size ?? axis.labelFontSize
                axis.labelsCentered = label.centered ?? axis.labelsCentered
                text = self.text(of: label, value: value, environment: environment)
                if text == nil, case .date(let date) = value { text = dateFormat?(date) }
            }
            axis.partsByValue[value] = AxisTickParts(
                grid: parts.grid != nil, tick: parts.tick != nil, label: parts.label != nil, text: text)
        }
        axis.values = .explicit(all.map(\.1))
        axis.grid = any.grid
        axis.ticks = any.tick
        axis.labels = any.label
        spec.axes[channel] = axis
    }

    /// How Swift Charts labels dates `spacing` apart, in English: times of day below a day, days below
    /// a month, months below a year, else years (nil: the values are not dates).
    static func dateFormat(spacing values: [DataValue], calendar: Calendar) -> DateFormat? {
        let dates = values.compactMap { if case .date(let d) = $0 { d } else { nil } }.sorted()
        guard dates.count == values.count, !dates.isEmpty else { return nil }
        let step = zip(dates, dates.dropFirst()).map { $1.timeIntervalSince($0) }.min() ?? 86_400
        let pattern =
            switch step {
            case ..<3_600: "%-I:%M %p"
            case ..<86_400: "%-I %p"
            case ..<(28 * 86_400): "%b %-d"
            case ..<(365 * 86_400): "%b"
            default: "%Y"
            }
        return DateFormat(pattern, calendar: calendar)
    }

    /// The colour a grid line, tick or label is given (a gradient gives its first colour).
    static func color(of style: AnyShapeStyle) -> ChartaScene.Color {
        switch style.resolved(foreground: .color(.black)).chartStyle {
        case .color(let c): c
        case .linearGradient(let stops, _, _): stops.first?.color ?? .black
        }
    }

    /// The text of a label at a value (nil: the axis's own format).
    @MainActor
    private func text(of label: AxisValueLabel, value: DataValue, environment: ViewEnvironment) -> String? {
        switch label.source {
        case .automatic: return nil
        case .format(let format): return format(value)
        case .text(let text): return text
        case .view(let make): return plainText(of: make(), in: environment)
        }
    }
}

/// The text a view shows, its texts joined by spaces in drawing order (for labels given as views).
@MainActor
func plainText(of view: any View, in environment: ViewEnvironment) -> String {
    var canvas = SceneCanvas()
    let element = layoutElement(of: view, in: environment.child(11))
    element.place(in: Rect(origin: .zero, size: element.size(for: .unspecified)), into: &canvas)
    var texts: [String] = []
    func collect(_ nodes: [SceneNode]) {
        for node in nodes {
            switch node {
            case .text(let t): texts.append(t.text)
            case .group(let g): collect(g.children)
            default: break
            }
        }
    }
    collect(canvas.nodes)
    return texts.joined(separator: " ")
}
