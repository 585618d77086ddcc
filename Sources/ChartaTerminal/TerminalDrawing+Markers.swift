import ChartaScene

/// Series told apart without colour: when the output has no colours and the legend shows two series
/// or more, each series colour gets a marker of its own (●, ▲, ■, ◆, …), drawn in its legend entry,
/// on each of its points, and along its lines every few cells, as gnuplot's dumb terminal marks its
/// series with characters.
extension TerminalDrawing {
    /// The markers, in the order the legend's series take them.
    static let markerGlyphs: [Character] = ["●", "▲", "■", "◆", "+", "×", "○", "△", "□", "◇", "*", "#"]

    /// Columns and rows between two markers of one line, at least.
    static let markerSpacing = (columns: 6, rows: 3)

    /// A marker per legend series colour, when the output has no colours and there are two or more.
    static func markers(for scene: Scene, colorMode: TerminalColorMode) -> [Color: Character] {
        guard colorMode == .none else { return [:] }
        var order: [Color] = []
        func visit(_ node: SceneNode, inLegend: Bool) {
            switch node {
            case .group(let group):
                let inside = inLegend || group.role == .legendSymbol
                for child in group.children { visit(child, inLegend: inside) }
            case .symbol(let symbol) where inLegend:
                if let color = Self.solid(symbol.style.fill ?? symbol.style.stroke), !order.contains(color) {
                    order.append(color)
                }
            case .rect(let rect) where inLegend:
                if let color = Self.solid(rect.style.fill ?? rect.style.stroke), !order.contains(color) {
                    order.append(color)
                }
            default: break
            }
        }
        visit(.group(scene.root), inLegend: false)
        guard order.count > 1 else { return [:] }
        var markers: [Color: Character] = [:]
        for (i, color) in order.enumerated() { markers[color] = markerGlyphs[i % markerGlyphs.count] }
        return markers
    }

    /// A paint's colour without its opacity.
    static func solid(_ paint: Paint?) -> Color? {
        guard case .color(let c)? = paint else { return nil }
        return Color(red: c.red, green: c.green, blue: c.blue)
    }

    /// The marker of a series colour, if series are marked.
    func marker(_ color: Color?) -> Character? {
        guard let color, !markers.isEmpty else { return nil }
        return markers[Color(red: color.red, green: color.green, blue: color.blue)]
    }

    /// Remembers markers along lines of a marked colour: at the first point and then at points at least
    /// ``markerSpacing`` from the last marker. They are drawn over the lines once all marks are drawn.
    mutating func markLines(_ polylines: [Polyline], color: Color) {
        guard let glyph = marker(color) else { return }
        for line in polylines {
            var last: (Int, Int)?
            for point in line.points {
                let cell = cellOf(point)
                if let last, abs(cell.0 - last.0) < Self.markerSpacing.columns,
                    abs(cell.1 - last.1) < Self.markerSpacing.rows
                {
                    continue
                }
                guard canvas.isVisible(cell.0, cell.1) else { continue }
                pendingMarkers.append(PendingMarker(column: cell.0, row: cell.1, glyph: glyph, color: color))
                last = cell
            }
        }
    }

    /// The cell of a device point.
    func cellOf(_ point: Point) -> (Int, Int) {
        (
            Int((point.x / canvas.cellSize.width).rounded(.down)),
            Int((point.y / canvas.cellSize.height).rounded(.down))
        )
    }

    /// Draws the remembered markers over the marks (never over text).
    mutating func drawPendingMarkers() {
        for m in pendingMarkers { canvas.setGlyph(m.column, m.row, .block(m.glyph), color: m.color) }
        pendingMarkers.removeAll()
    }
}

/// A series marker waiting to be drawn over the marks.
struct PendingMarker {
    var column: Int
    var row: Int
    var glyph: Character
    var color: Color
}
