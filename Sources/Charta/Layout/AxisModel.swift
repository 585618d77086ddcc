/// One tick of an axis as layout places it: a pixel offset along the axis and its label.
struct AxisTick: Hashable, Sendable {
    /// Offset from the plot's leading (x) or top (y) edge, in points.
    var offset: Double
    var label: String
    /// Whether the tick's value is zero (the grid can skip it).
    var isZero: Bool
    /// Whether the label is drawn transparent.
    var labelHidden = false
    /// Whether the tick mark is left out.
    var tickHidden = false
    /// Whether the grid line is left out.
    var gridHidden = false
    /// The data value at the tick (nil: not known).
    var value: DataValue? = nil
    /// How far along the axis the label sits from the tick, in points.
    var labelShift = 0.0

    /// Where the label sits along the axis.
    var labelOffset: Double { offset + labelShift }
}

/// An axis ready for layout: where it sits, its ticks and labels, and its settings.
struct AxisModel: Sendable {
    var edge: Edge
    /// The axis's length along the plot edge, in points.
    var length: Double
    var ticks: [AxisTick]
    var title: String?
    var spec: AxisSpec
    var theme: Theme
    /// Grid lines default on for this axis (y) or off (x), unless `spec.grid` says otherwise.
    var gridByDefault: Bool
    /// Whether the ticks are categories (a band or point scale), whose labels may not be left out.
    var isCategorical = false
    /// For a time axis that names in its title what its shown labels leave out (``AxisModel/noteCalendar(plan:measurer:)``):
    /// its scale, and its title without the note.
    var calendarNote: (time: TimeScale, title: String?)? = nil

    var isHorizontal: Bool { edge == .top || edge == .bottom }
    var tickLength: Double { spec.ticks ?? true ? 5 : 0 }
    var labelPadding: Double { spec.labelPadding ?? 3 }
    var titlePadding: Double { spec.titlePadding ?? 6 }
    var font: Font { spec.labelFontSize.map { Font(family: theme.font.family, size: $0) } ?? theme.font }
    var titleFont: Font { Font(family: theme.font.family, size: spec.titleFontSize ?? theme.font.size, weight: .bold) }
    /// A hidden axis draws no grid lines, even ones its marks ask for (Swift Charts hides them with it),
    /// unless it keeps them for a facet cell.
    var showsGrid: Bool { (!spec.hidden || spec.keepsGrid) && (spec.grid ?? gridByDefault) }
    var showsDomain: Bool { spec.domainLine ?? true }
}

/// How the labels of a horizontal axis avoid each other, decided once from their measured widths.
struct LabelPlan: Hashable, Sendable {
    /// Show every `stride`-th label, starting at the first.
    var stride: Int
    /// Rotation in degrees (0 or −45).
    var angle: Double
    /// Labels longer than this are truncated with an ellipsis.
    var maxWidth: Double

    static let plain = LabelPlan(stride: 1, angle: 0, maxWidth: .infinity)
}
