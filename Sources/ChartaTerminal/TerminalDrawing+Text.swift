import ChartaScene

/// Text nodes in whole cells: along a row, or down a column when layout rotated them.
extension TerminalDrawing {
    mutating func drawText(_ node: TextNode, context: Context) {
        let lines = node.lines
        if lines.count > 1 {
            let height = measurer.ascent(of: node.font) + measurer.descent(of: node.font)
            for k in lines.indices { drawText(node.line(k, of: lines, lineHeight: height), context: context) }
            return
        }
        guard let (fill, _) = color(node.style.fill ?? node.style.stroke, style: node.style, context: context) else {
            return
        }
        let text = TerminalText.sanitized(node.text)
        let cells = CellWidth.of(text)
        guard cells > 0 else { return }
        let width = Double(cells) * canvas.cellSize.width
        let ascent = measurer.ascent(of: node.font)
        let shift = measurer.baselineShift(node.baseline, font: node.font)
        let start: Double =
            switch node.anchor {
            case .start: 0
            case .middle: -width / 2
            case .end: -width
            }
        // The centre of the text's box in its own coordinates, then on the canvas.
        let localCenter = Point(x: start + width / 2, y: shift - ascent + canvas.cellSize.height / 2)
        let rotation = AffineTransform.rotation(degrees: node.angle)
            .concatenating(.translation(x: node.position.x, y: node.position.y))
            .concatenating(context.transform)
        let center = rotation.apply(localCenter)
        let across = rotation.apply(Point(x: localCenter.x + 1, y: localCenter.y))
        let vertical = abs(across.y - center.y) > abs(across.x - center.x)
        let cw = canvas.cellSize.width
        let ch = canvas.cellSize.height
        guard center.x.isFinite, center.y.isFinite, abs(center.x) < 1e9, abs(center.y) < 1e9 else { return }
        if vertical {
            // Down a column, one character a row. Layout kept the text's width free along the column,
            // which is half as many rows: tick labels start at the top of that space and run on below,
            // other text (an axis title) is centred on it.
            let corners = [
                Point(x: start, y: shift - ascent), Point(x: start + width, y: shift - ascent + ch),
            ].map(rotation.apply)
            let top =
                context.role == .axisLabel
                ? min(corners[0].y, corners[1].y) : center.y - Double(text.count) * ch / 2
            let (column, row) = (Int((center.x / cw).rounded(.down)), Int((top / ch).rounded()))
            guard !collides(text, column, row, vertical: true, context: context) else { return }
            canvas.put(text, column: column, row: row, vertical: true, color: fill)
        } else {
            // Text that would stick out past a side of the chart (the last tick label) is moved in;
            // text wholly outside (labels of other pages) stays out.
            let centred = Int((center.x / cw - Double(cells) / 2).rounded())
            let overlaps = centred < canvas.columns && centred + cells > 0
            let column = overlaps ? max(0, min(canvas.columns - cells, centred)) : centred
            let row = Int((center.y / ch).rounded(.down))
            guard !collides(text, column, row, vertical: false, context: context) else { return }
            canvas.put(text, column: column, row: row, vertical: false, color: fill)
        }
    }

    /// Whether a tick label would land on text already drawn. Rounding to cells can bring labels that
    /// layout spaced apart onto one row (a short axis); the first keeps its place and the later one is
    /// left out, so no label is written over another and shows a wrong value.
    func collides(_ text: String, _ column: Int, _ row: Int, vertical: Bool, context: Context) -> Bool {
        guard context.role == .axisLabel else { return false }
        var (c, r) = (column, row)
        for character in text {
            let width = CellWidth.of(character)
            for dc in 0..<max(1, width) where canvas.cell(c + dc, r)?.glyph.isText == true { return true }
            if vertical { r += 1 } else { c += max(1, width) }
        }
        return false
    }
}
