import Foundation

/// A laid-out chart: the scene to draw, where the plot sits, and what was noticed on the way.
public struct RenderedChart: Sendable {
    /// The display list for every back end.
    public var scene: Scene
    /// The plot area in scene coordinates.
    public var plotFrame: Rect
    /// Problems found while resolving and laying out the chart.
    public var diagnostics: [Diagnostic]
    /// The resolved layers, for interaction.
    var layers: [LayerData]
    var x: PositionScale
    var y: PositionScale
    /// The spec the chart was laid out from, and the colour of each series, for interaction overlays.
    var spec = ChartSpec()
    var seriesColors: [String: Color] = [:]
    /// The data sorted along x, for interaction (empty unless the spec asks for interaction).
    var index = XIndex()
    /// A concatenation's charts, each with the offset of its scene in this one (empty otherwise).
    package var cells: [(chart: RenderedChart, offset: Point)] = []
    /// How far the chrome (padding, axes, title) reaches left of and above the plot, before the plot's
    /// corner was rounded to whole points; nil for a composition, whose plot frame is its first cell's.
    var exactChrome: Point?
    /// The ticks of each drawn axis: offset from the plot's leading or top edge, and label.
    package var axisTicks: [Channel: [(offset: Double, label: String, value: DataValue?)]] = [:]
    /// The entry effect of each data layer group in scene order (see ``entryAnimation``).
    var entryEffects: [EntryAnimation.Effect?] = []
}

extension Chart {
    /// Lays the chart out at its own size (or `size`) and returns the scene with diagnostics.
    public func render(size: Size? = nil, measurer: any TextMeasurer = StandardTextMeasurer.shared) -> RenderedChart {
        var rendered = ChartLayout.render(spec, size: size, measurer: measurer)
        rendered.diagnostics.insert(contentsOf: errors.map { Diagnostic(.compile($0), severity: .error) }, at: 0)
        return rendered
    }
}

extension RenderedChart {
    /// The width of a band of the x or y scale (0 for continuous scales).
    package func bandwidth(_ channel: Channel) -> Double { channel == .x ? x.bandwidth : y.bandwidth }
}

extension RenderedChart {
    /// The angle value (the running total of the theta channel, as Swift Charts' angle selection gives it)
    /// at a point, for a chart of sectors; `inPlot` when the point is relative to the plot's corner.
    package func sectorValue(at point: Point, inPlot: Bool) -> DataValue? {
        guard let layer = layers.first(where: { $0.spec.mark.kind == .arc }),
            let column = layer.spec.column(.theta)
        else { return nil }
        let p = inPlot ? Point(x: plotFrame.minX + point.x, y: plotFrame.minY + point.y) : point
        let dx = p.x - plotFrame.midX
        let dy = p.y - plotFrame.midY
        var angle = atan2(dx, -dy)
        if angle < 0 { angle += 2 * .pi }
        let values = (0..<column.count).map { max(0, column.number(at: $0).isFinite ? column.number(at: $0) : 0) }
        let total = values.reduce(0, +)
        guard total > 0 else { return nil }
        return .number(angle / (2 * .pi) * total)
    }
}

extension RenderedChart {
    /// The ticks an axis along `channel` would have for other values, with the axis's format: their
    /// offsets along the plot, labels and values.
    package func ticks(_ channel: Channel, values: AxisValues) -> [(offset: Double, label: String, value: DataValue?)] {
        let scale = channel == .x ? x : y
        var probe = spec
        probe.axes[channel, default: AxisSpec()].values = values
        let count = LayoutState.tickCount(probe, channel, length: scale.length, bounds: scale.numberBounds)
        return scale.shownTicks(values: values, format: probe.axes[channel]?.format ?? .automatic, count: count)
            .map { ($0.offset, $0.label, $0.value) }
    }
}
