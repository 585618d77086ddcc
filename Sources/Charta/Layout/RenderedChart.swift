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
    package var axisTicks: [Channel: [(offset: Double, label: String)]] = [:]
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
