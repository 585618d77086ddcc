/// Which values an axis marks.
public enum AxisValues: Hashable, Sendable {
    /// About `count` nice values (nil: from the axis length).
    case automatic(count: Int?)
    /// Every `step` in data units, from a multiple of the step.
    case stride(Double)
    /// Every `count` calendar units (dates).
    case calendarStride(CalendarUnit, count: Int)
    /// Exactly these values.
    case explicit([DataValue])
}

/// A calendar unit for date strides.
public enum CalendarUnit: String, Hashable, Sendable, Codable {
    case second, minute, hour, day, week, month, year
}

/// How axis labels are formatted.
public enum LabelFormat: Hashable, Sendable {
    case automatic
    /// A d3-format specifier for numbers (",.2f", "~s", "%"); without a precision, the tick step's (as
    /// d3's `tickFormat` gives it).
    case number(String)
    /// Numbers below `threshold` plain, larger ones abbreviated ("10k", "1.5M").
    case compact(threshold: Double)
    /// A d3-time-format specifier for dates ("%b", "%H:%M").
    case date(String)
    /// The multi-scale date format with some levels' specifiers replaced (Vega's time format object,
    /// `{"year": "%y", "quarter": "%b"}`).
    case dateLevels(TimeTickFormat.Specifiers)
}

/// Where an axis sits, in Swift Charts' terms.
public enum AxisPosition: String, Hashable, Sendable {
    case automatic, leading, trailing, top, bottom
}

/// What the tick at one value draws: its grid line, tick mark and label, and the label's text.
public struct AxisTickParts: Hashable, Sendable {
    public var grid: Bool
    public var tick: Bool
    public var label: Bool
    /// The label's text; nil for the axis's format.
    public var text: String?

    /// The parts of a tick.
    public init(grid: Bool, tick: Bool, label: Bool, text: String? = nil) {
        self.grid = grid
        self.tick = tick
        self.label = label
        self.text = text
    }
}

/// Settings for one axis; nil means the theme's default.
public struct AxisSpec: Hashable, Sendable {
    public var hidden: Bool
    /// A hidden axis that still draws its grid lines: a facet cell's, whose axis the row or column draws
    /// once (a hidden axis otherwise draws none, as in Swift Charts).
    var keepsGrid = false
    public var position: AxisPosition
    public var values: AxisValues
    public var format: LabelFormat
    public var title: String?
    /// Grid lines across the plot at each value; nil for the default (y grid on, x grid off).
    public var grid: Bool?
    public var gridDash: [Double]
    /// Values at which no grid line is drawn (the monthly chart skips zero).
    public var gridExcludesZero: Bool
    public var ticks: Bool?
    /// The axis line along the plot edge.
    public var domainLine: Bool?
    public var labels: Bool
    public var labelAngle: Double?
    /// Space between tick (or axis line) and labels, in points; nil for 3.
    public var labelPadding: Double?
    /// Space between labels and title, in points; nil for 6.
    public var titlePadding: Double? = nil
    /// The title's font size, in points; nil for the theme's label size (the title is bold either way).
    public var titleFontSize: Double? = nil
    /// The ticks and labels reach at least this far from the plot, in points, and the title sits beyond
    /// that (Vega's `minExtent`); nil for no minimum.
    public var minExtent: Double? = nil
    /// How far the axis stands off the plot's edge, in points (Vega's axis `offset`): its ticks, labels,
    /// domain line and title move out; its grid stays on the plot.
    public var offset: Double? = nil
    /// Where each label's position is along its text, overriding the edge's usual anchor (Vega's
    /// `labelAlign`: a left axis's labels end at their tick, `start` puts them after it).
    public var labelAnchor: TextAnchor? = nil
    /// The labels' vertical alignment at their position, overriding the edge's usual one (Vega's
    /// `labelBaseline`).
    public var labelBaseline: TextBaseline? = nil
    /// How far each label moves along the axis from its tick, in points (Vega's `labelOffset`: down or
    /// right for positive values).
    public var labelOffset: Double? = nil
    /// Replacement text for tick labels, keyed by the label the axis would otherwise show.
    public var relabel: [String: String] = [:]
    /// Ticks whose labels stay in the scene but transparent, keyed as `relabel` is (Vega's `labelColor`
    /// conditions that give no colour).
    public var hiddenLabels: Set<String> = []
    /// Ticks drawn without a tick mark, keyed as `relabel` is.
    public var hiddenTicks: Set<String> = []
    /// Labels wider than this, in points, are shortened with an ellipsis (Vega's `labelLimit`); nil for
    /// no limit beyond the one rotated labels get.
    public var labelLimit: Double? = nil
    /// A horizontal axis's unrotated labels within this many points of an end of the axis are aligned
    /// flush with that end instead of centred on their ticks (Vega's `labelFlush`); nil: all centred.
    public var labelFlush: Double?
    /// Labels that would overlap stay in the scene but transparent, every other one at a time, so that
    /// tools still read every value (Vega's `labelOverlap: "parity"`); false: all are drawn.
    public var hidesOverlappingLabels = false
    /// How ``hidesOverlappingLabels`` picks the labels it hides (Vega's `labelOverlap`).
    public var labelOverlapStrategy = LabelOverlapStrategy.parity
    /// The colours of the labels, grid lines, and ticks with the axis line; nil for the theme's.
    public var labelColor: Color? = nil
    public var gridColor: Color? = nil
    public var tickColor: Color? = nil
    /// Whether each label of a continuous axis sits halfway to the next tick instead of at its own (the
    /// last as far past its tick as the one before), as Swift Charts' `AxisValueLabel(centered: true)`
    /// puts a day's label under the day's bar; a label that then falls off the axis is hidden.
    public var labelsCentered = false
    /// The widths of the grid lines and of the ticks, in points; nil for 1.
    public var gridWidth: Double? = nil
    public var tickWidth: Double? = nil
    /// The labels' font size, in points; nil for the theme's.
    public var labelFontSize: Double? = nil
    /// What each tick at a value has, by the tick's value: overrides ``relabel``, ``hiddenLabels`` and
    /// ``hiddenTicks`` for ticks whose values are listed (Swift Charts' `AxisMarks` content per value).
    public var partsByValue: [DataValue: AxisTickParts] = [:]
    /// The smallest step between automatic ticks, in domain values (Vega's `tickMinStep`): a number axis
    /// shows fewer ticks rather than steps below it; nil for none.
    public var tickMinStep: Double? = nil
    /// Whether a time axis whose shown labels leave out the year names it after its title ("date
    /// (2023–2024)"), or the day for ticks within one day; terminal text always does.
    public var namesYearInTitle = false

    /// Creates axis settings.
    public init(
        hidden: Bool = false, position: AxisPosition = .automatic, values: AxisValues = .automatic(count: nil),
        format: LabelFormat = .automatic, title: String? = nil, grid: Bool? = nil, gridDash: [Double] = [],
        gridExcludesZero: Bool = false, ticks: Bool? = nil, domainLine: Bool? = nil, labels: Bool = true,
        labelAngle: Double? = nil, labelPadding: Double? = nil
    ) {
        self.hidden = hidden
        self.position = position
        self.values = values
        self.format = format
        self.title = title
        self.grid = grid
        self.gridDash = gridDash
        self.gridExcludesZero = gridExcludesZero
        self.ticks = ticks
        self.domainLine = domainLine
        self.labels = labels
        self.labelAngle = labelAngle
        self.labelPadding = labelPadding
    }
}

/// Settings for the legend.
public struct LegendSpec: Hashable, Sendable {
    public var hidden: Bool
    public var position: Edge
    public var title: String?
    /// Entries given by the chart instead of the colour series (nil: one swatch per series).
    public var content: LegendContent?
    /// Where the legend sits along its side of the plot: 0 at the start (leading or top), 0.5 in the
    /// middle, 1 at the end.
    public var alignment: Double = 0
    /// The space between the plot and the legend in points (nil: Charta's 12).
    public var offset: Double? = nil
    /// The title's font size in points (nil: the theme's label size).
    public var titleFontSize: Double? = nil

    /// Creates legend settings.
    public init(hidden: Bool = false, position: Edge = .right, title: String? = nil, content: LegendContent? = nil) {
        self.hidden = hidden
        self.position = position
        self.title = title
        self.content = content
    }
}

/// Which overlapping axis labels are hidden (Vega's `labelOverlap` strategies, vega-view-transforms
/// `Overlap`).
public enum LabelOverlapStrategy: String, Hashable, Sendable, Codable {
    /// Every other label is hidden, again while any shown ones still overlap.
    case parity
    /// In axis order, a label that overlaps the last shown one is hidden (Vega's default for log scales).
    case greedy
}
