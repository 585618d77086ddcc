/// The cells of `nearest` selections.
extension MarkBuilder {
    /// One invisible path per distinct point position: its Voronoi cell clipped to the plot, as Vega-Lite
    /// draws a `voronoi` path mark over a unit with a `nearest` point selection (x from the layer's x,
    /// or the plot's left edge without one; likewise y). Duplicates and points outside the plot's cells
    /// get no path.
    static func voronoi(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let hasX = layer.spec.encoding[.x] != nil
        let hasY = layer.spec.encoding[.y] != nil
        let rows = 0..<layer.rowCount
        let xs = rows.map { hasX ? ctx.px(layer.x[$0]) : ctx.plot.minX }
        let ys = rows.map { hasY ? ctx.py(layer.y[$0]) : ctx.plot.minY }
        let cells = VoronoiCells.cells(xs: xs, ys: ys, clip: ctx.plot)
        let style = Style(fill: .color(.clear), stroke: .color(.clear), strokeWidth: 0.35)
        return cells.enumerated().compactMap { row, cell -> SceneNode? in
            guard let first = cell.first else { return nil }
            var path = Path()
            path.move(to: first)
            for p in cell.dropFirst() { path.line(to: p) }
            path.close()
            return .path(PathNode(path: path, style: style, item: item(layer, row: row)))
        }
    }
}
