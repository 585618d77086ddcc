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
        spec.axes[channel] = axis
    }

    /// Each tick's parts and label, from every marks' content at the tick's value.
    @MainActor
    func label(_ channel: Channel, _ spec: inout ChartSpec, rendered: RenderedChart, environment: ViewEnvironment) {
        guard !marks.isEmpty, let ticks = rendered.axisTicks[channel] else { return }
        var axis = spec.axes[channel] ?? AxisSpec()
        let proxy = Charta.ChartProxy(rendered)
        var anyGrid = false
        var anyTick = false
        var anyLabel = false
        for (index, tick) in ticks.enumerated() {
            let value =
                tick.value
                ?? (channel == .x
                    ? proxy.value(atX: rendered.plotFrame.minX + tick.offset)
                    : proxy.value(atY: rendered.plotFrame.minY + tick.offset))
            guard let value else { continue }
            var parts = AxisMarkParts()
            for mark in marks { parts.add(mark.content(AxisValue(index: index, count: ticks.count, value: value))) }
            if let grid = parts.grid {
                anyGrid = true
                if let dash = grid.stroke?.dash, !dash.isEmpty { axis.gridDash = dash }
                axis.gridColor = grid.style.map(Self.color(of:)) ?? axis.gridColor
            }
            if let mark = parts.tick {
                anyTick = true
                axis.tickColor = mark.style.map(Self.color(of:)) ?? axis.tickColor
            } else {
                axis.hiddenTicks.insert(tick.label)
            }
            guard let label = parts.label else {
                axis.hiddenLabels.insert(tick.label)
                continue
            }
            anyLabel = true
            axis.labelColor = label.style.map(Self.color(of:)) ?? axis.labelColor
            axis.labelFontSize = label.font?.size ?? axis.labelFontSize
            if let text = text(of: label, value: value, environment: environment), text != tick.label {
                axis.relabel[tick.label] = text
            }
        }
        axis.grid = anyGrid
        axis.ticks = anyTick
        axis.labels = anyLabel
        spec.axes[channel] = axis
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
    var canvas = Canvas()
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
