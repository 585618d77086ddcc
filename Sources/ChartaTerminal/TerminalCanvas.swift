import ChartaScene

/// What one terminal cell shows.
enum CellGlyph: Hashable, Sendable {
    case empty
    /// A braille pattern (U+2800 + bits): 2 × 4 dots per cell.
    case braille(UInt8)
    /// A box-drawing line piece: bits left 1, right 2, up 4, down 8.
    case box(UInt8)
    /// A light dotted line (grid), horizontal or vertical.
    case dotted(horizontal: Bool)
    /// A faint dot of a grid line (·).
    case faint
    /// A block element or shade (▁…█, ▏…▉, ▀, ▐, ░▒▓).
    case block(Character)
    /// One grapheme cluster of text.
    case text(String)
    /// The right half of a two-cell character.
    case continuation
}

/// One cell: its glyph, the colour it is drawn in and the colour behind it.
struct TerminalCell: Hashable, Sendable {
    var glyph = CellGlyph.empty
    var color: Color?
    var background: Color?
}

/// A grid of cells that scene primitives are drawn onto in device points, each cell ``cellSize``
/// points. Later primitives replace earlier ones, except that braille dots and box lines merge with
/// their own kind and nothing replaces text.
struct TerminalCanvas: Sendable {
    let columns: Int
    let rows: Int
    let cellSize: Size
    var cells: [TerminalCell]
    /// The clip rectangle in device points.
    var clip: Rect { didSet { dotClip = Self.dotRect(clip, cellSize: cellSize) } }
    /// The clip rectangle in braille dot coordinates, kept with ``clip``.
    private(set) var dotClip: Rect

    init(columns: Int, rows: Int, cellSize: Size) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.cellSize = cellSize
        cells = Array(repeating: TerminalCell(), count: self.columns * self.rows)
        clip = Rect(
            x: 0, y: 0, width: Double(self.columns) * cellSize.width, height: Double(self.rows) * cellSize.height)
        dotClip = Self.dotRect(clip, cellSize: cellSize)
    }

    /// The cell at a column and row, or nil outside the grid.
    func cell(_ column: Int, _ row: Int) -> TerminalCell? {
        guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
        return cells[row * columns + column]
    }

    /// Whether the centre of a cell is inside the clip.
    func isVisible(_ column: Int, _ row: Int) -> Bool {
        guard column >= 0, column < columns, row >= 0, row < rows else { return false }
        let x = (Double(column) + 0.5) * cellSize.width
        let y = (Double(row) + 0.5) * cellSize.height
        return x >= clip.minX && x <= clip.maxX && y >= clip.minY && y <= clip.maxY
    }

    /// Changes one cell in place when it is on the grid.
    mutating func update(_ column: Int, _ row: Int, _ change: (inout TerminalCell) -> Void) {
        guard column >= 0, column < columns, row >= 0, row < rows else { return }
        change(&cells[row * columns + column])
    }

    /// Replaces the glyph of a cell unless it holds text; a wide character cut in half is blanked.
    mutating func setGlyph(_ column: Int, _ row: Int, _ glyph: CellGlyph, color: Color?) {
        guard let current = cell(column, row), !current.glyph.isText else { return }
        update(column, row) {
            $0.glyph = glyph
            $0.color = color
        }
    }

    /// Paints the background of every cell whose centre lies in `rect` (device points).
    mutating func fillBackground(_ rect: Rect, color: Color) {
        let (c0, c1, r0, r1) = cellRange(rect.intersection(clip))
        guard c0 < c1, r0 < r1 else { return }
        for row in r0..<r1 {
            for column in c0..<c1 { update(column, row) { $0.background = color } }
        }
    }

    /// The columns and rows whose centres lie in `rect`, as half-open ranges clamped to the grid.
    func cellRange(_ rect: Rect?) -> (Int, Int, Int, Int) {
        guard let rect, rect.width.isFinite, rect.height.isFinite else { return (0, 0, 0, 0) }
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(max(0, min(Double(limit), v.rounded()))) }
        return (
            clamp(rect.minX / cellSize.width, columns), clamp(rect.maxX / cellSize.width, columns),
            clamp(rect.minY / cellSize.height, rows), clamp(rect.maxY / cellSize.height, rows)
        )
    }
}

extension CellGlyph {
    /// Text or the right half of wide text.
    var isText: Bool {
        switch self {
        case .text, .continuation: true
        default: false
        }
    }
}

extension Rect {
    /// The overlap of two rectangles, or nil when they do not overlap.
    func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
