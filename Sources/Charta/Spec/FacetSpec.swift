/// Small multiples: the chart's layers drawn once per value of a row field and/or a column field, in a
/// grid of cells that share their scales (or not), with a header per row and column (Vega-Lite's facet).
public struct FacetSpec: Hashable, Sendable {
    public var row: FacetField?
    public var column: FacetField?
    /// Space between neighbouring cells' plots, in points.
    public var spacing: Double
    /// Whether each cell fits its own categorical x (or y) domain instead of sharing the chart's.
    public var independentX: Bool
    public var independentY: Bool
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
    /// How the row headers are spaced and turned.
    public var rowHeaders: FacetRowHeaders = .across

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

/// How a facet's row headers sit left of the cells: the labels' band, the gaps, and which way the
/// labels read.
public struct FacetRowHeaders: Hashable, Sendable {
    /// Space between the cells (their axes) and the labels.
    public var labelPadding: Double
    /// Space between the labels and the title.
    public var titlePadding: Double
    /// Whether the labels read upwards, in a band as thick as the label font's size, with the title's
    /// band as thick as its font's size (Vega-Lite's row headers, `labelAngle` -90); otherwise they read
    /// across, as wide as the widest label, and the bands are the fonts' line heights.
    public var upright: Bool

    /// Creates row header spacing.
    public init(labelPadding: Double, titlePadding: Double, upright: Bool) {
        self.labelPadding = labelPadding
        self.titlePadding = titlePadding
        self.upright = upright
    }

    /// Labels reading across, 6 points from the cells and from the title.
    public static let across = FacetRowHeaders(labelPadding: 6, titlePadding: 6, upright: false)
}
