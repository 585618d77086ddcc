import ChartaScene

/// Axis lines, ticks, rules and grid lines as box-drawing characters (U+2500–U+257F); pieces that
/// meet in a cell join (─ and │ give ┼, an axis and its ticks ┬ or ┤).
extension TerminalCanvas {
    static let left: UInt8 = 1
    static let right: UInt8 = 2
    static let up: UInt8 = 4
    static let down: UInt8 = 8

    /// The box-drawing character for a set of left/right/up/down bits.
    static let boxCharacters: [Character] = [
        " ", "╴", "╶", "─", "╵", "┘", "└", "┴", "╷", "┐", "┌", "┬", "│", "┤", "├", "┼",
    ]

    /// Draws a horizontal or vertical segment (device points) as box pieces, or as a dotted line for
    /// grid lines, which never cover anything drawn before them. Returns false for a diagonal segment.
    @discardableResult
    mutating func boxLine(_ a: Point, _ b: Point, color: Color?, dotted: Bool, outward: Edge? = nil) -> Bool {
        let horizontal = abs(a.y - b.y) < cellSize.height / 64
        let vertical = abs(a.x - b.x) < cellSize.width / 64
        guard horizontal || vertical else { return false }
        guard let (p, q) = Self.clipSegment(a, b, to: clip) else { return true }
        if p.distance(to: q) < (horizontal ? cellSize.width : cellSize.height) {
            shortLine(p, q, horizontal: horizontal, color: color, dotted: dotted, outward: outward)
        } else if horizontal {
            let row = Int((p.y / cellSize.height).rounded(.down))
            let (s, e) = (min(p.x, q.x) / cellSize.width, max(p.x, q.x) / cellSize.width)
            for (column, bits) in Self.pieces(from: s, to: e, low: Self.left, high: Self.right) {
                place(column, row, bits, horizontal: true, color: color, dotted: dotted)
            }
        } else {
            let column = Int((p.x / cellSize.width).rounded(.down))
            let (s, e) = (min(p.y, q.y) / cellSize.height, max(p.y, q.y) / cellSize.height)
            for (row, bits) in Self.pieces(from: s, to: e, low: Self.up, high: Self.down) {
                place(column, row, bits, horizontal: false, color: color, dotted: dotted)
            }
        }
        return true
    }

    /// Draws a horizontal or vertical grid line as faint dots (·) in every other cell along a row, or
    /// every cell down a column, on empty cells only, so that the grid stays behind the data; false
    /// for a diagonal segment.
    mutating func faintLine(_ a: Point, _ b: Point, color: Color?) -> Bool {
        let horizontal = abs(a.y - b.y) < cellSize.height / 64
        let vertical = abs(a.x - b.x) < cellSize.width / 64
        guard horizontal || vertical else { return false }
        guard let (p, q) = Self.clipSegment(a, b, to: clip) else { return true }
        let (s, e) =
            horizontal
            ? (min(p.x, q.x) / cellSize.width, max(p.x, q.x) / cellSize.width)
            : (min(p.y, q.y) / cellSize.height, max(p.y, q.y) / cellSize.height)
        let fixed = Int(((horizontal ? p.y / cellSize.height : p.x / cellSize.width)).rounded(.down))
        for (i, _) in Self.pieces(from: s, to: e, low: Self.left, high: Self.right)
        where !horizontal || i % 2 == 0 {
            let (column, row) = horizontal ? (i, fixed) : (fixed, i)
            if isVisible(column, row), cell(column, row)?.glyph == .empty {
                setGlyph(column, row, .faint, color: color)
            }
        }
        return true
    }

    /// Closes the lower-left corners that lines ending on a cell edge leave open: a horizontal line
    /// under the end of a vertical one (a y-axis line above an x-axis line) becomes └ where nothing
    /// joins it from the left.
    mutating func joinCorners() {
        for row in 1..<max(1, rows) {
            for column in 0..<columns {
                guard case .box(let bits)? = cell(column, row)?.glyph, bits & Self.up == 0,
                    bits & (Self.left | Self.right) == Self.left | Self.right,
                    case .box(let above)? = cell(column, row - 1)?.glyph, above & Self.down != 0
                else { continue }
                var joined = false
                if case .box(let before)? = cell(column - 1, row)?.glyph, before & Self.right != 0 { joined = true }
                update(column, row) { $0.glyph = .box(joined ? bits | Self.up : (bits | Self.up) & ~Self.left) }
            }
        }
    }

    /// A segment shorter than a cell (a tick): one piece. A tick of an axis on the `outward` side of the
    /// plot sits in the cell of its inner end and points outwards; another short segment sits in the cell
    /// of the end that meets a line already drawn, else of its middle, pointing towards its other end.
    private mutating func shortLine(
        _ p: Point, _ q: Point, horizontal: Bool, color: Color?, dotted: Bool, outward: Edge?
    ) {
        func cellOf(_ point: Point) -> (Int, Int) {
            (Int((point.x / cellSize.width).rounded(.down)), Int((point.y / cellSize.height).rounded(.down)))
        }
        if let outward, horizontal == (outward == .left || outward == .right) {
            let inner: Point
            let bits: UInt8
            switch outward {
            case .bottom: (inner, bits) = (p.y < q.y ? p : q, Self.down)
            case .top: (inner, bits) = (p.y > q.y ? p : q, Self.up)
            case .left: (inner, bits) = (p.x > q.x ? p : q, Self.left)
            case .right: (inner, bits) = (p.x < q.x ? p : q, Self.right)
            }
            let anchor = cellOf(inner)
            place(anchor.0, anchor.1, bits, horizontal: horizontal, color: color, dotted: dotted)
            return
        }
        let middle = Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
        var anchor = cellOf(middle)
        var (from, towards) = (
            Point(x: (Double(anchor.0) + 0.5) * cellSize.width, y: (Double(anchor.1) + 0.5) * cellSize.height), middle
        )
        for (end, other) in [(p, q), (q, p)] {
            let c = cellOf(end)
            if case .box = cell(c.0, c.1)?.glyph {
                (anchor, from, towards) = (c, end, other)
                break
            }
        }
        let bits =
            horizontal
            ? (towards.x < from.x ? Self.left : Self.right) : (towards.y < from.y ? Self.up : Self.down)
        place(anchor.0, anchor.1, bits, horizontal: horizontal, color: color, dotted: dotted)
    }

    /// The cells a segment from `s` to `e` (cell units) passes and which halves of each it covers; a
    /// piece that reaches neither half's middle takes the half it lies in.
    static func pieces(from s: Double, to e: Double, low: UInt8, high: UInt8) -> [(Int, UInt8)] {
        guard s.isFinite, e.isFinite else { return [] }
        let first = Int(s.rounded(.down))
        let last = max(first, Int(e.rounded(.up)) - 1)
        return (first...last).map { i in
            let middle = Double(i) + 0.5
            var bits: UInt8 = 0
            if s < middle { bits |= low }
            if e > middle { bits |= high }
            if bits == 0 { bits = (s + e) / 2 < middle ? low : high }
            return (i, bits)
        }
    }

    private mutating func place(_ column: Int, _ row: Int, _ bits: UInt8, horizontal: Bool, color: Color?, dotted: Bool)
    {
        guard isVisible(column, row), let current = cell(column, row) else { return }
        if dotted {
            if current.glyph == .empty { setGlyph(column, row, .dotted(horizontal: horizontal), color: color) }
            return
        }
        if case .box(let old) = current.glyph {
            setGlyph(column, row, .box(old | bits), color: color)
        } else {
            setGlyph(column, row, .box(bits), color: color)
        }
    }
}
