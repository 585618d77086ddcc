/// What nearest-x selection draws on top of the chart: a vertical rule at the selected x, a marker on
/// each series' point there and an info bubble, each optional.
public struct NearestXOverlay: Hashable, Sendable {
    /// The vertical rule at the selected x; nil: none.
    public var rule: SelectionRuleStyle?
    /// The circle on each series' point; nil: none.
    public var marker: SelectionMarkerStyle?
    /// The info bubble; nil: none.
    public var bubble: InfoBubbleStyle?

    /// Creates an overlay description.
    public init(
        rule: SelectionRuleStyle? = SelectionRuleStyle(), marker: SelectionMarkerStyle? = SelectionMarkerStyle(),
        bubble: InfoBubbleStyle? = InfoBubbleStyle()
    ) {
        self.rule = rule
        self.marker = marker
        self.bubble = bubble
    }

    /// Rule, markers and bubble with their default styles (reference chart 4).
    public static let standard = NearestXOverlay()

    /// Nothing drawn: the host shows the selection itself (reference chart 3 re-renders its marks).
    public static let none = NearestXOverlay(rule: nil, marker: nil, bubble: nil)
}

/// The vertical rule at the selected x.
public struct SelectionRuleStyle: Hashable, Sendable {
    /// nil: the colour of the first series.
    public var color: Color?
    /// Stroke width in points.
    public var width: Double
    /// Dash lengths, alternately on and off; empty for a solid rule.
    public var dash: [Double]

    /// Creates a rule style; the default is a solid 2-pt rule in the series colour.
    public init(color: Color? = nil, width: Double = 2, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

/// The circle on each series' point at the selected x.
public struct SelectionMarkerStyle: Hashable, Sendable {
    /// Radius in points.
    public var radius: Double
    /// nil: the series colour.
    public var fill: Color?
    /// nil: the series colour.
    public var stroke: Color?
    /// Stroke width in points.
    public var strokeWidth: Double

    /// Creates a marker style; the default is radius 8, white fill and a 2-pt stroke in the series colour.
    public init(radius: Double = 8, fill: Color? = .white, stroke: Color? = nil, strokeWidth: Double = 2) {
        self.radius = radius
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
    }
}

/// The info bubble: the x value as a title, then for each series a colour swatch and its value. It is
/// placed above the highest marker, or beside the rule when there is no room above, and always inside
/// the plot.
public struct InfoBubbleStyle: Hashable, Sendable {
    /// How the x value is written; `.automatic` picks a date, number or category format.
    public var xFormat: LabelFormat
    /// How the series values are written; `.automatic` is d3's `,.2~f`.
    public var valueFormat: LabelFormat
    /// Whether each row names its series before the value.
    public var showsSeriesNames: Bool
    /// The font of the series rows.
    public var font: Font
    /// The font of the title (the x value).
    public var titleFont: Font
    /// nil: the theme's background (white when it has none).
    public var background: Color?
    /// nil: the theme's grid colour.
    public var border: Color?
    /// nil: the theme's foreground.
    public var textColor: Color?
    /// Space between the bubble's edge and its content, in points.
    public var padding: Double
    /// Radius of the bubble's corners, in points.
    public var cornerRadius: Double
    /// Side of the colour swatch, in points.
    public var swatchSize: Double
    /// Distance from the rule or the highest marker, in points.
    public var gap: Double
    /// The smallest distance to the plot's edges, in points.
    public var inset: Double

    /// Creates a bubble style.
    public init(
        xFormat: LabelFormat = .automatic, valueFormat: LabelFormat = .automatic, showsSeriesNames: Bool = false,
        font: Font = Font(size: 12), titleFont: Font = Font(size: 12, weight: .bold), background: Color? = nil,
        border: Color? = nil, textColor: Color? = nil, padding: Double = 8, cornerRadius: Double = 8,
        swatchSize: Double = 10, gap: Double = 12, inset: Double = 4
    ) {
        self.xFormat = xFormat
        self.valueFormat = valueFormat
        self.showsSeriesNames = showsSeriesNames
        self.font = font
        self.titleFont = titleFont
        self.background = background
        self.border = border
        self.textColor = textColor
        self.padding = padding
        self.cornerRadius = cornerRadius
        self.swatchSize = swatchSize
        self.gap = gap
        self.inset = inset
    }
}
