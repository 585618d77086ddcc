import ChartaScene

/// Lines, areas and points as braille dots: each cell holds 2 × 4 dots (Unicode braille patterns,
/// U+2800–U+28FF), the technique of drawille and plotext.
extension TerminalCanvas {
    /// Dots per cell across and down.
    static let dotsAcross = 2
    static let dotsDown = 4

    /// The bit of the dot at (x, y) inside a cell (ISO/TR 11548-1 dot numbering: dots 1–3 and 7 on the
    /// left, 4–6 and 8 on the right).
    static let dotBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// A device point in dot coordinates.
    func dotPoint(_ p: Point) -> Point {
        Point(
            x: p.x / cellSize.width * Double(Self.dotsAcross), y: p.y / cellSize.height * Double(Self.dotsDown))
    }

    /// A rectangle in device points in dot coordinates.
    static func dotRect(_ rect: Rect, cellSize: Size) -> Rect {
        let sx = Double(dotsAcross) / cellSize.width
        let sy = Double(dotsDown) / cellSize.height
        return Rect(x: rect.minX * sx, y: rect.minY * sy, width: rect.width * sx, height: rect.height * sy)
    }

    /// Sets the dot at integer dot coordinates, when it is inside the grid and the clip.
    mutating func setDot(_ x: Int, _ y: Int, color: Color?) {
        guard x >= 0, y >= 0 else { return }
        let column = x / Self.dotsAcross
        let row = y / Self.dotsDown
        let box = dotClip
        let cx = Double(x) + 0.5
        let cy = Double(y) + 0.5
        guard cx >= box.minX, cx <= box.maxX, cy >= box.minY, cy <= box.maxY else { return }
        guard column < columns, row < rows else { return }
        let index = row * columns + column
        let bit = Self.dotBits[x % Self.dotsAcross][y % Self.dotsDown]
        // In place, without copying the cell (a text cell holds a string).
        switch cells[index].glyph {
        case .text, .continuation: return
        case .braille(let bits):
            if bits & bit != 0, cells[index].color == color { return }
            cells[index].glyph = .braille(bits | bit)
        default: cells[index].glyph = .braille(bit)
        }
        cells[index].color = color
    }

    /// Draws a straight segment between device points as dots (a DDA walk over the part inside the
    /// clip, so the work is bounded by the canvas, not by the coordinates).
    mutating func strokeSegment(_ a: Point, _ b: Point, color: Color?) {
        guard let (p, q) = Self.clipSegment(dotPoint(a), dotPoint(b), to: dotClip.insetBy(dx: -1, dy: -1)) else {
            return
        }
        let steps = Int(max(abs(q.x - p.x), abs(q.y - p.y)).rounded(.up))
        if steps == 0 {
            setDot(Int(p.x.rounded(.down)), Int(p.y.rounded(.down)), color: color)
            return
        }
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            setDot(
                Int((p.x + (q.x - p.x) * t).rounded(.down)), Int((p.y + (q.y - p.y) * t).rounded(.down)), color: color)
        }
    }

    /// Fills polygons (device points) with dots whose centres are inside, by the even-odd or nonzero
    /// rule.
    mutating func fillPolygons(_ polygons: [[Point]], evenOdd: Bool, color: Color?) {
        var hits: [(Int, Int)] = []
        Self.scan(
            polygons.map { $0.map(dotPoint) }, in: dotClip, rows: rows * Self.dotsDown, evenOdd: evenOdd
        ) { hits.append(($0, $1)) }
        for (x, y) in hits { setDot(x, y, color: color) }
    }

    /// Visits the grid squares whose centres are inside polygons given in grid units, by the even-odd
    /// or nonzero rule: a scanline per grid row, crossings collected per row in one pass over the edges.
    static func scan(
        _ polygons: [[Point]], in box: Rect, rows: Int, evenOdd: Bool, visit: (Int, Int) -> Void
    ) {
        let firstRow = max(0, Int(box.minY.rounded(.down)))
        let lastRow = min(rows - 1, Int(box.maxY.rounded(.up)))
        guard firstRow <= lastRow else { return }
        var crossings = Array(repeating: [(x: Double, winding: Int)](), count: lastRow - firstRow + 1)
        for polygon in polygons where polygon.count >= 3 {
            for i in polygon.indices {
                let p = polygon[i]
                let q = polygon[(i + 1) % polygon.count]
                guard p.y != q.y, p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { continue }
                let (top, bottom) = p.y < q.y ? (p, q) : (q, p)
                let winding = p.y < q.y ? 1 : -1
                // Rows whose centre y + 0.5 lies in [top.y, bottom.y).
                let start = max(firstRow, Int((top.y - 0.5).rounded(.up)))
                let end = min(lastRow, Int((bottom.y - 0.5).rounded(.up)) - 1)
                guard start <= end else { continue }
                for row in start...end {
                    let y = Double(row) + 0.5
                    let x = top.x + (y - top.y) / (bottom.y - top.y) * (bottom.x - top.x)
                    crossings[row - firstRow].append((x, winding))
                }
            }
        }
        for (offset, var row) in crossings.enumerated() where !row.isEmpty {
            row.sort { $0.x < $1.x }
            var inside = 0
            for i in 0..<(row.count - 1) {
                inside = evenOdd ? (inside + 1) % 2 : inside + row[i].winding
                guard inside != 0 else { continue }
                let from = max(Int(box.minX.rounded(.down)), Int((row[i].x - 0.5).rounded(.up)))
                let to = min(Int(box.maxX.rounded(.up)), Int((row[i + 1].x - 0.5).rounded(.up)) - 1)
                guard from <= to else { continue }
                for x in from...to { visit(x, firstRow + offset) }
            }
        }
    }

    /// The part of segment p–q inside `box` (Liang–Barsky, 1984), or nil when none is.
    static func clipSegment(_ p: Point, _ q: Point, to box: Rect) -> (Point, Point)? {
        guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { return nil }
        let dx = q.x - p.x
        let dy = q.y - p.y
        var t0 = 0.0
        var t1 = 1.0
        // One edge of the box: false when the segment lies wholly outside it.
        func edge(_ pk: Double, _ qk: Double) -> Bool {
            if pk == 0 { return qk >= 0 }
            let r = qk / pk
            if pk < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            return t0 <= t1
        }
        guard edge(-dx, p.x - box.minX), edge(dx, box.maxX - p.x), edge(-dy, p.y - box.minY),
            edge(dy, box.maxY - p.y)
        else { return nil }
        return (Point(x: p.x + dx * t0, y: p.y + dy * t0), Point(x: p.x + dx * t1, y: p.y + dy * t1))
    }
}
