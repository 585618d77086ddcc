import ChartaScene

/// Gradient fills as shaded cell backgrounds (24-bit colour only; the palettes turn pale tints grey): each cell whose centre is inside
/// the area takes the gradient's colour there, composited over what is behind it, so the lines drawn
/// in braille on top stay visible.
extension TerminalDrawing {
    mutating func shade(_ polylines: [Polyline], gradient: LinearGradient, style: Style, context: Context) {
        let cw = canvas.cellSize.width
        let ch = canvas.cellSize.height
        let start = context.transform.apply(gradient.start)
        let end = context.transform.apply(gradient.end)
        let clip = canvas.clip
        let box = Rect(x: clip.minX / cw, y: clip.minY / ch, width: clip.width / cw, height: clip.height / ch)
        let polygons = polylines.map { line in line.points.map { Point(x: $0.x / cw, y: $0.y / ch) } }
        var cells: [(Int, Int)] = []
        TerminalCanvas.scan(polygons, in: box, rows: canvas.rows, evenOdd: style.fillRule == .evenOdd) {
            cells.append(($0, $1))
        }
        let opacity = style.opacity * context.opacity
        for (column, row) in cells where canvas.isVisible(column, row) {
            let centre = Point(x: (Double(column) + 0.5) * cw, y: (Double(row) + 0.5) * ch)
            let paint = Self.color(of: gradient.stops, at: Self.offset(of: centre, from: start, to: end))
            let alpha = paint.alpha * opacity
            guard alpha > 0.02 else { continue }
            let under = canvas.cell(column, row)?.background ?? background ?? .white
            canvas.update(column, row) { $0.background = Self.composite(paint, alpha: alpha, over: under) }
        }
    }

    /// Where `p` projects onto the gradient's axis, 0 at `start` and 1 at `end`, clamped.
    static func offset(of p: Point, from start: Point, to end: Point) -> Double {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = dx * dx + dy * dy
        guard length > 0, length.isFinite else { return 0 }
        return min(1, max(0, ((p.x - start.x) * dx + (p.y - start.y) * dy) / length))
    }

    /// The colour of sorted gradient stops at an offset (linear between neighbours, the end stops'
    /// colours beyond them), as SVG and cairo spread a pad gradient.
    static func color(of stops: [GradientStop], at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.offset { return first.color }
        guard let upper = stops.firstIndex(where: { $0.offset >= t }) else { return last.color }
        let (a, b) = (stops[upper - 1], stops[upper])
        let f = b.offset > a.offset ? (t - a.offset) / (b.offset - a.offset) : 1
        return Color(
            red: a.color.red + (b.color.red - a.color.red) * f,
            green: a.color.green + (b.color.green - a.color.green) * f,
            blue: a.color.blue + (b.color.blue - a.color.blue) * f,
            alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }

    /// `color` at `alpha` over an opaque colour (Porter–Duff source-over).
    static func composite(_ color: Color, alpha: Double, over under: Color) -> Color {
        Color(
            red: under.red + (color.red - under.red) * alpha, green: under.green + (color.green - under.green) * alpha,
            blue: under.blue + (color.blue - under.blue) * alpha)
    }
}
