import ChartaScene

/// A `TextMeasurer` for terminal output: every character is one or two cells wide (``CellWidth``) and
/// every font one cell tall, whatever its size, so layout reserves whole cells for tick labels,
/// legends and titles and the terminal renderer finds them where layout put them.
///
/// Layout works in points; a cell is ``cellSize`` points (8 × 16 by default, the proportions of a
/// terminal cell), so a chart of `columns × rows` cells is laid out at ``size(columns:rows:)``.
public struct CellTextMeasurer: TextMeasurer, Hashable, Sendable {
    /// The size of one terminal cell in points.
    public var cellSize: Size

    /// Creates a measurer with cells of `cellSize` points.
    public init(cellSize: Size = Size(width: 8, height: 16)) {
        self.cellSize = cellSize
    }

    /// The chart size in points that fills `columns × rows` cells.
    public func size(columns: Int, rows: Int) -> Size {
        Size(width: Double(max(1, columns)) * cellSize.width, height: Double(max(1, rows)) * cellSize.height)
    }

    /// The width of the text as the terminal shows it (escapes included), in points.
    public func width(of text: String, font: Font) -> Double {
        Double(CellWidth.of(TerminalText.sanitized(text))) * cellSize.width
    }

    /// Text sits in whole cells of ``cellSize``.
    public var textGrid: Size? { cellSize }

    /// Three quarters of a cell.
    public func ascent(of font: Font) -> Double { cellSize.height * 0.75 }

    /// A quarter of a cell: ascent and descent make one cell.
    public func descent(of font: Font) -> Double { cellSize.height * 0.25 }
}
