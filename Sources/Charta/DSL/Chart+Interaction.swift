/// Chart modifiers for interaction, named after Swift Charts' selection and scrolling modifiers.
extension Chart {
    /// What taps, drags, hovering and arrow keys select: `.item`, `.nearestX`, `.rangeX`, with options.
    public func chartSelection(_ selection: ChartSelection?) -> Chart { with { $0.interaction.selection = selection } }

    /// How the visible x window moves: `.paged`, `.sliding(step:)`, `.zoomable(minLength:)`. Its length
    /// and start come from `chartXVisibleDomain(length:)` and `chartScrollPosition(x:)`.
    public func chartViewport(_ viewport: ChartViewport?) -> Chart { with { $0.interaction.viewport = viewport } }

    /// The chart with an interaction state's visible window and y domain; render it to show the state
    /// (and draw the selection with ``InteractionState/scene(for:measurer:)``).
    public func applying(_ state: InteractionState) -> Chart { with { $0 = $0.applying(state) } }
}

extension ChartSpec {
    /// The spec with an interaction state's visible window and y domain.
    public func applying(_ state: InteractionState) -> ChartSpec {
        guard let viewport = state.viewport else { return self }
        var spec = self
        spec.visibleX = viewport.visibleX
        if let y = viewport.yDomain {
            let isTemporal = spec.layers.contains { $0.isTemporal(.y) } && spec.scales[.y]?.kind != .linear
            spec.scales[.y, default: ScaleSpec()].domain = isTemporal ? .dates(y) : .numbers(y)
        }
        return spec
    }
}
