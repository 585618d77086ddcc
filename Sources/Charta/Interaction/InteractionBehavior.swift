/// How a chart responds to pointer, touch and keyboard input: what a tap or drag selects and how the
/// visible x window moves. Stored in ``ChartSpec/interaction`` and set with the chart modifiers
/// `chartSelection(_:)` and `chartViewport(_:)`; ``InteractionState`` carries out what it describes.
public struct InteractionBehavior: Hashable, Sendable {
    /// What taps, drags, hovering and arrow keys select; nil: nothing is selectable.
    public var selection: ChartSelection?
    /// How the visible x window pages, slides, pans and zooms; nil: it stays as the spec says.
    public var viewport: ChartViewport?
    /// Named selections with the conditions on them (Vega-Lite's selection parameters); nil: none.
    public var parameters: ParamInteraction?

    /// Creates a behaviour.
    public init(selection: ChartSelection? = nil, viewport: ChartViewport? = nil, parameters: ParamInteraction? = nil) {
        self.selection = selection
        self.viewport = viewport
        self.parameters = parameters
    }

    /// Whether the chart reacts to input at all.
    public var isInteractive: Bool { selection != nil || viewport != nil || !(parameters?.selections.isEmpty ?? true) }
}
