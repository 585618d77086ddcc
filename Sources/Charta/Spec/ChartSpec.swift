import Foundation

/// What the user said about a chart, with no defaults filled in: the single model that both the Swift
/// DSL and the Vega-Lite reader produce, and that `ChartLayout.render` lays out into a ``RenderedChart``.
public struct ChartSpec: Hashable, Sendable {
    /// The marks, drawn in order (later layers on top).
    public var layers: [LayerSpec]
    public var title: String?
    public var size: ChartSize
    /// Space around everything (axes, titles, legend); nil for the theme's default.
    public var padding: EdgeInsets?
    /// Space between the plot frame and the data (Swift Charts' plot insets).
    public var plotInsets: EdgeInsets
    /// Scale settings per positional or visual channel.
    public var scales: [Channel: ScaleSpec]
    /// The strokes of lines split by the ``Channel/strokeDash`` channel (nil: ``LineStyleScale/defaultDashes``).
    public var lineStyles: LineStyleScale? = nil
    /// Axis settings for `.x` and `.y`.
    public var axes: [Channel: AxisSpec]
    public var legend: LegendSpec
    /// Further legends with stated content (size, shape, …), stacked after ``legend`` in its place.
    public var extraLegends: [LegendSpec] = []
    public var theme: Theme
    public var plotBackground: Color?
    /// The calendar (with its time zone) that date scales, ticks and labels use; never the machine's.
    public var calendar: Calendar {
        get { calendarSetting.calendar }
        set { calendarSetting = ChartCalendar(newValue) }
    }
    /// ``calendar``, with the default made only when it is read.
    private var calendarSetting: ChartCalendar
    /// The part of the x domain the plot shows when the chart scrolls sideways (nil: all of it).
    public var visibleX: VisibleDomain?
    /// How the chart responds to taps, drags, keys and zooming (see ``InteractionState``); none by default.
    public var interaction = InteractionBehavior()
    /// Small multiples by row and column fields (nil: one plot).
    public var facet: FacetSpec? = nil
    /// How the chart animates (nil: it does not); see ``RenderedChart/entryTransition``.
    public var animation: ChartAnimation? = nil
    /// Whether marks with many more rows than pixels are thinned out before the scene is built.
    public var reduction = DataReduction.automatic
    /// Bounds on the work the chart may ask for (rows, canvas size, labels, …); see ``RenderLimits``.
    public var limits = RenderLimits.default
    /// Selected rectangles over the plot (an interval selection's brush).
    public var brushes: [BrushSpec] = []
    /// Whether the sectors of every arc layer share one circle, stacked in layer order (Swift Charts'
    /// sectors of one chart); false: each layer's sectors make a whole circle (Vega-Lite's layers).
    public var arcsShareCircle = false
    /// Charts placed beside and below each other instead of this chart's own layers (nil: one chart).
    public var concat: ConcatSpec? = nil
    /// Whether the space left of and above the plot is rounded up to whole points, as Vega's view layout
    /// rounds the guides' extents (vega-view-transforms `viewSizeLayout`), so the plot's corner sits on
    /// the pixel grid. Off by default; the Vega-Lite reader turns it on.
    public var wholePointOrigin = false
    /// The number of data items the chart's description names when its layers hold a reduction of
    /// the data rather than all of it (a window of a ``ZoomableLine``); nil: the layers' rows.
    package var describedRowCount: Int? = nil
    /// Whether a chart with an x window (``visibleX``) clips its marks to the plot above and below too,
    /// as a zoomed window of a ``ZoomableLine`` does; else only sideways.
    var clipsToPlot = false
    /// Whether the canvas grows right and down to keep marks that reach past the plot on it (a label
    /// after a line's last point), as Vega's `autosize: pad` bounds a view; facet and concat cells keep
    /// their size.
    package var growsToFitMarks = false
    /// Device columns per point that lines and areas are reduced to (``DataReduction``): a window of a
    /// ``ZoomableLine`` is reduced at its screen's pixel ratio.
    var lineColumnsPerPoint = DataReduction.columnsPerPoint

    /// Creates a chart spec.
    public init(
        layers: [LayerSpec] = [], title: String? = nil, size: ChartSize = .automatic, padding: EdgeInsets? = nil,
        plotInsets: EdgeInsets = .zero, scales: [Channel: ScaleSpec] = [:], axes: [Channel: AxisSpec] = [:],
        legend: LegendSpec = LegendSpec(), theme: Theme = .light, plotBackground: Color? = nil,
        calendar: Calendar? = nil
    ) {
        self.layers = layers
        self.title = title
        self.size = size
        self.padding = padding
        self.plotInsets = plotInsets
        self.scales = scales
        self.axes = axes
        self.legend = legend
        self.theme = theme
        self.plotBackground = plotBackground
        self.calendarSetting = ChartCalendar(calendar)
        self.visibleX = nil
    }

    /// The default calendar: Gregorian, UTC, weeks starting on Sunday. Foundation takes about a
    /// millisecond to make it, so a spec makes it only when its ``calendar`` is read (time scales do).
    public static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.firstWeekday = 1
        return calendar
    }()
}

/// A spec's calendar: one given, or ``ChartSpec/utcCalendar`` made on first use. Equal when the
/// calendars are equal, so a spec given the default calendar equals one left with it.
private struct ChartCalendar: Hashable, Sendable {
    let given: Calendar?

    init(_ given: Calendar?) { self.given = given }

    var calendar: Calendar { given ?? ChartSpec.utcCalendar }

    static func == (a: ChartCalendar, b: ChartCalendar) -> Bool {
        (a.given == nil && b.given == nil) || a.calendar == b.calendar
    }

    func hash(into hasher: inout Hasher) { hasher.combine(calendar) }
}

/// How big a chart is.
public struct ChartSize: Hashable, Sendable {
    public var width: Dimension
    public var height: Dimension

    /// One direction of a chart's size.
    public enum Dimension: Hashable, Sendable {
        /// The theme's default.
        case automatic
        /// The whole chart, axes and legend included, takes this many points (Swift Charts' frame).
        case total(Double)
        /// The plot area takes this many points (Vega-Lite's `width`/`height`).
        case plot(Double)
        /// The plot area takes this many points per band or point category (Vega-Lite's `{"step": 20}`).
        case step(Double)
    }

    /// Creates a size.
    public init(width: Dimension = .automatic, height: Dimension = .automatic) {
        self.width = width
        self.height = height
    }

    /// Both dimensions automatic.
    public static let automatic = ChartSize()

    /// The whole chart takes `width` × `height` points.
    public static func total(width: Double, height: Double) -> ChartSize {
        ChartSize(width: .total(width), height: .total(height))
    }
}

/// A channel that an encoding maps data onto.
public enum Channel: String, Hashable, Sendable, Codable, CaseIterable {
    case x, y, x2, y2, xOffset, yOffset
    case color, opacity, size, shape, strokeDash
    case text, series, theta, radius
    /// The address of an image mark's picture.
    case url
}

/// A window onto a scrolling axis: `length` domain units are visible, starting at `start` (for band
/// and point scales both count categories; for continuous scales they are data units).
public struct VisibleDomain: Hashable, Sendable, Codable {
    public var length: Double
    public var start: Double
    /// For band and point scales: the category the window starts at, which overrides ``start`` when
    /// the axis has it (Swift Charts' scroll position on a categorical axis is a category).
    public var startCategory: String?

    /// Creates a visible window.
    public init(length: Double, start: Double = 0, startCategory: String? = nil) {
        self.length = length
        self.start = start
        self.startCategory = startCategory
    }
}
