import ChartaScene

/// Draws a `Scene` as terminal text: lines, areas and points in braille dots, bars in block
/// elements, axes and rules in box-drawing characters, text in whole cells, with colours in the
/// chosen ``TerminalColorMode``. It makes no layout decisions: lay the chart out with a
/// ``CellTextMeasurer`` at ``CellTextMeasurer/size(columns:rows:)`` so text sits in whole cells.
///
/// Every text in the scene passes through ``TerminalText/sanitized(_:)``; the only escape sequences in
/// the output are the renderer's own SGR colour sequences.
public struct TerminalRenderer: Sendable {
    /// How colours are written.
    public var colorMode: TerminalColorMode
    /// The size of one cell in points; the scene is `ceil(width / cell width)` columns wide.
    public var cellSize: Size

    /// Creates a renderer.
    public init(colorMode: TerminalColorMode = .none, cellSize: Size = CellTextMeasurer().cellSize) {
        self.colorMode = colorMode
        self.cellSize = cellSize
    }

    /// The scene as lines of text, each ending in a line feed.
    public func render(_ scene: Scene) -> String {
        let columns = Self.count(scene.size.width, cellSize.width)
        let rows = Self.count(scene.size.height, cellSize.height)
        var drawing = TerminalDrawing(
            canvas: TerminalCanvas(columns: columns, rows: rows, cellSize: cellSize),
            measurer: CellTextMeasurer(cellSize: cellSize), colorMode: colorMode,
            background: scene.background.flatMap { $0.alpha > 0.5 ? $0 : nil })
        if colorMode != .none, let background = scene.background, background.alpha > 0.5 {
            drawing.canvas.fillBackground(drawing.canvas.clip, color: background)
        }
        drawing.markers = TerminalDrawing.markers(for: scene, colorMode: colorMode)
        drawing.draw(.group(scene.root), context: TerminalDrawing.Context())
        drawing.drawPendingMarkers()
        drawing.canvas.joinCorners()
        return drawing.canvas.text(mode: colorMode)
    }

    /// Cells for a length in points: at least 1, at most 10,000.
    static func count(_ length: Double, _ cell: Double) -> Int {
        guard length.isFinite, cell.isFinite, cell > 0, length > 0 else { return 1 }
        return Int(min(10_000, max(1, (length / cell - 1e-9).rounded(.up))))
    }
}
