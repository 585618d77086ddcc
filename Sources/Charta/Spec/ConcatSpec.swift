/// Charts placed next to each other on a grid, each with its own scales and axes (Vega-Lite's
/// `hconcat`, `vconcat`, `concat` and `repeat`). The charts may themselves be concatenated or faceted.
public struct ConcatSpec: Hashable, Sendable {
    /// The charts in reading order: left to right, then top to bottom.
    public var charts: [ChartSpec]
    /// How many charts a row holds (nil: all of them in one row).
    public var columns: Int?
    /// Space between neighbouring charts' bounds, between rows and between columns, in points.
    public var rowSpacing: Double
    public var columnSpacing: Double
    /// How rows and columns line up.
    public var align: GridAlign
    /// Whether a chart narrower (or shorter) than its column (row) is centred in it.
    public var center: Bool
    /// Whether a chart's box is everything it draws (axes, titles, legend) or only its plot.
    public var bounds: GridBounds
    /// The chart whose legends stand for all of them (shared scales): drawn once, right of the grid,
    /// instead of in that chart's cell; when that chart is itself a concatenation, its shared legends.
    /// nil: each chart draws its own.
    public var legendSource: Int? = nil
    /// The width of the frame Vega-Lite strokes around each single view (`view.stroke`); half of it lies
    /// outside the view and counts in the view's box. 0: no frame.
    public var viewStroke: Double = 0

    /// Creates a concatenation.
    public init(
        charts: [ChartSpec], columns: Int? = nil, rowSpacing: Double = 20, columnSpacing: Double = 20,
        align: GridAlign = .each, center: Bool = false, bounds: GridBounds = .full
    ) {
        self.charts = charts
        self.columns = columns
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.align = align
        self.center = center
        self.bounds = bounds
    }

    /// Charts side by side in one row.
    public static func horizontal(_ charts: [ChartSpec], spacing: Double = 20) -> ConcatSpec {
        ConcatSpec(charts: charts, columns: charts.count, rowSpacing: spacing, columnSpacing: spacing)
    }

    /// Charts stacked in one column.
    public static func vertical(_ charts: [ChartSpec], spacing: Double = 20) -> ConcatSpec {
        ConcatSpec(charts: charts, columns: 1, rowSpacing: spacing, columnSpacing: spacing)
    }
}

/// How the cells of a grid line up (Vega's grid layout `align`).
public enum GridAlign: String, Hashable, Sendable, Codable {
    /// Every column is as wide as the widest cell, and every row as tall as the tallest cell.
    case all
    /// Each column is as wide as its widest cell, each row as tall as its tallest cell.
    case each
    /// Cells follow each other without lining up.
    case none
}

/// Which box of a cell the grid spaces (Vega's grid layout `bounds`).
public enum GridBounds: String, Hashable, Sendable, Codable {
    /// Everything the cell draws: plot, axes, titles and legend.
    case full
    /// Only the plot.
    case flush
}
