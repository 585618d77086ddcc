import ChartaScene

/// Filled rectangles as block elements (U+2580–U+259F): whole cells are █ (or a shade for translucent
/// fills), and the cell holding a bar's free edge shows the covered eighth (▁▂▃▄▅▆▇ upwards,
/// ▏▎▍▌▋▊▉ sideways), so bar lengths keep a resolution of ⅛ cell.
extension TerminalCanvas {
    /// Lower eighth blocks, one to seven eighths.
    static let lowerEighths: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]
    /// Left eighth blocks, one to seven eighths.
    static let leftEighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The full-cell glyph for a fill of the given opacity: █, ▓, ▒ or ░.
    static func shade(_ alpha: Double) -> Character {
        alpha >= 0.75 ? "█" : alpha >= 0.45 ? "▓" : alpha >= 0.25 ? "▒" : "░"
    }

    /// Fills `rect` (device points) with block elements in `color` at `alpha`.
    mutating func fillRect(_ rect: Rect, color: Color?, alpha: Double) {
        guard let visible = rect.standardized.intersection(clip) else { return }
        let x0 = visible.minX / cellSize.width
        let x1 = visible.maxX / cellSize.width
        let y0 = visible.minY / cellSize.height
        let y1 = visible.maxY / cellSize.height
        let c0 = max(0, Int(x0.rounded(.down)))
        let c1 = min(columns, Int(x1.rounded(.up)))
        let r0 = max(0, Int(y0.rounded(.down)))
        let r1 = min(rows, Int(y1.rounded(.up)))
        guard c0 < c1, r0 < r1 else { return }
        for row in r0..<r1 {
            let top = max(y0, Double(row))
            let bottom = min(y1, Double(row + 1))
            for column in c0..<c1 {
                let left = max(x0, Double(column))
                let right = min(x1, Double(column + 1))
                let glyph = Self.block(
                    horizontal: (left - Double(column), right - Double(column)),
                    vertical: (top - Double(row), bottom - Double(row)), alpha: alpha)
                guard let glyph else { continue }
                // A partly covered cell keeps the axis or rule drawn there.
                if case .box = cell(column, row)?.glyph, glyph != Self.shade(alpha) { continue }
                setGlyph(column, row, .block(glyph), color: color)
            }
        }
    }

    /// The block for the part of a cell covered from `horizontal.0` to `.1` across and `vertical.0`
    /// to `.1` down (fractions of the cell), or nil when too little is covered to show.
    static func block(horizontal: (Double, Double), vertical: (Double, Double), alpha: Double) -> Character? {
        let width = horizontal.1 - horizontal.0
        let height = vertical.1 - vertical.0
        let fullAcross = width >= 7 / 8
        let fullDown = height >= 7 / 8
        if fullAcross, fullDown { return shade(alpha) }
        if fullAcross {
            let eighths = Int((height * 8).rounded())
            guard eighths >= 1 else { return nil }
            if vertical.1 >= 7 / 8 { return lowerEighths[min(6, eighths - 1)] }  // the top edge is here
            return eighths >= 3 ? "▀" : "▔"
        }
        if fullDown {
            let eighths = Int((width * 8).rounded())
            guard eighths >= 1 else { return nil }
            if horizontal.0 <= 1 / 8 { return leftEighths[min(6, eighths - 1)] }  // the right edge is here
            if horizontal.1 >= 7 / 8 { return eighths >= 3 ? "▐" : nil }  // a sliver of a left edge is left out
            return (horizontal.0 + horizontal.1) / 2 < 0.5 ? "▌" : "▐"  // a bar thinner than a cell
        }
        guard width * height >= 0.25 else { return nil }
        return vertical.1 >= 7 / 8 ? "▄" : "▀"
    }
}

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
