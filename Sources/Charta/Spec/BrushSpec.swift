/// A selected rectangle drawn over the plot: an interval selection's brush in its current (or initial)
/// state, as Vega-Lite draws it, a translucent fill under the marks and an outline over them.
public struct BrushSpec: Hashable, Sendable {
    /// The selected x range in the x channel's numbers (values, or dates as seconds); nil spans the plot.
    public var x: ClosedRange<Double>?
    /// The selected y range; nil spans the plot.
    public var y: ClosedRange<Double>?
    /// Whether nothing is selected yet: the brush has no size and sits at the plot's corner.
    public var isEmpty: Bool
    /// Whether an empty brush spans the plot's width instead of having no width (Vega-Lite's brush of a
    /// selection that is not resolved globally and does not select along x).
    public var emptySpansWidth = false
    /// Whether an empty brush spans the plot's height instead of having no height.
    public var emptySpansHeight = false
    public var fill: Color
    public var fillOpacity: Double
    public var stroke: Color?

    /// Creates a brush.
    public init(
        x: ClosedRange<Double>? = nil, y: ClosedRange<Double>? = nil, isEmpty: Bool = false,
        fill: Color = Color(r: 0x33, g: 0x33, b: 0x33), fillOpacity: Double = 0.125, stroke: Color? = .white
    ) {
        self.x = x
        self.y = y
        self.isEmpty = isEmpty
        self.fill = fill
        self.fillOpacity = fillOpacity
        self.stroke = stroke
    }
}
