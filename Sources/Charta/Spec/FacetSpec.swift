/// Small multiples: the chart's layers drawn once per value of a row field and/or a column field, in a
/// grid of cells that share their scales (or not), with a header per row and column (Vega-Lite's facet).
public struct FacetSpec: Hashable, Sendable {
    public var row: FacetField?
    public var column: FacetField?
    /// Space between neighbouring cells' plots, in points.
    public var spacing: Double
    /// The width of the frame Vega-Lite strokes around each cell (`view.stroke`); 0: none. It widens the
    /// box of a facet nested in another.
    public var viewStroke: Double = 0
    /// Whether each cell fits its own categorical x (or y) domain instead of sharing the chart's.
    public var independentX: Bool
    public var independentY: Bool
    /// Whether every cell draws its own x (or y) axis over the shared scale (Vega-Lite's `resolve.axis`).
    public var independentXAxis = false
    public var independentYAxis = false
    /// Whether every cell has its own x axis: its scale is its own, or the axis is.
    var ownsXAxis: Bool { independentX || independentXAxis }
    var ownsYAxis: Bool { independentY || independentYAxis }
    /// With a column field and no row field: the column's cells wrapped into rows of this many, each with
    /// its own header (Vega-Lite's `columns`); nil keeps them on one row.
    public var wrap: Int?
    /// The facet that splits each cell again (a facet of a facet, as Vega-Lite nests them): each cell
    /// becomes a faceted chart of its rows, with its own headers and axes, and only the values that
    /// occur in the cell; nil: each cell is one chart.
    public var inner: FacetSpec? {
        get { nested.first }
        set { nested = newValue.map { [$0] } ?? [] }
    }
    /// The storage of ``inner`` (an array gives the recursive value its indirection).
    private var nested: [FacetSpec] = []
    /// How the headers are spaced, and which way row labels read.
    public var headers: FacetHeaders = .compact

    /// Creates a facet.
    public init(
        row: FacetField? = nil, column: FacetField? = nil, spacing: Double = 20, independentX: Bool = false,
        independentY: Bool = false, wrap: Int? = nil
    ) {
        self.row = row
        self.column = column
        self.spacing = spacing
        self.independentX = independentX
        self.independentY = independentY
        self.wrap = wrap
    }
}

/// The field a facet splits by, with the header values in order.
public struct FacetField: Hashable, Sendable {
    /// The column of every layer's data that holds the facet value.
    public var field: String
    /// The values, one cell each, in order (nil: in order of first appearance).
    public var values: [String]?
    /// The title over (or beside) all headers; nil for none.
    public var title: String?
    /// Where the headers sit: `.top` or `.bottom` for columns, `.left` or `.right` for rows.
    public var headerPosition: Edge?

    /// Creates a facet field.
    public init(field: String, values: [String]? = nil, title: String? = nil, headerPosition: Edge? = nil) {
        self.field = field
        self.values = values
        self.title = title
        self.headerPosition = headerPosition
    }
}

/// How a facet's headers sit beside the cells: the gaps, the bands they take, and which way row labels
/// read.
public struct FacetHeaders: Hashable, Sendable {
    /// Space between the cells (their axes) and the header labels.
    public var labelPadding: Double
    /// Space between the header labels and the title.
    public var titlePadding: Double
    /// Whether each band of labels or title is as thick as its font's size (Vega-Lite's headers);
    /// otherwise bands are the fonts' line heights.
    public var fontBands: Bool
    /// Whether row labels read upwards (Vega-Lite's row `labelAngle` -90), in a band as thick as a line;
    /// otherwise they read across, as wide as the widest.
    public var uprightRowLabels: Bool

    /// Creates header spacing.
    public init(labelPadding: Double, titlePadding: Double, fontBands: Bool, uprightRowLabels: Bool) {
        self.labelPadding = labelPadding
        self.titlePadding = titlePadding
        self.fontBands = fontBands
        self.uprightRowLabels = uprightRowLabels
    }

    /// Labels 6 points from the cells, titles 6 points from the labels, bands a line thick, row labels
    /// reading across.
    public static let compact = FacetHeaders(
        labelPadding: 6, titlePadding: 6, fontBands: false, uprightRowLabels: false)
}
