/// Bars and rectangles: one rect per row, merged per device column when reduction applies.
extension MarkBuilder {
    /// Width of a bar on a continuous axis: 80% of the closest spacing of its positions, at least 1 point.
    static func defaultWidth(_ values: [Double], _ scale: PositionScale) -> Double {
        let offsets = scale.centers(values, rows: RowSelection(all: values.count), origin: 0)
        let gap = ColumnScan.closestSpacing(offsets) ?? scale.length
        return max(1, gap * 0.8)
    }

    /// The width of a bar centred on a position: the mark's fixed width, or a ratio of the band step, or
    /// the band, or (on a continuous scale) the spacing of the positions.
    static func bandWidth(_ layer: LayerData, _ scale: PositionScale, _ values: [Double]) -> Double {
        switch layer.spec.mark.width {
        case .fixed(let w): w
        case .ratio(let r): r * (scale.step > 0 ? scale.step : defaultWidth(values, scale))
        case .inset(let i): max(0, (scale.step > 0 ? scale.step : defaultWidth(values, scale) / 0.8) - i)
        case .automatic: scale.bandwidth > 0 ? scale.bandwidth : defaultWidth(values, scale)
        }
    }

    static func bars(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let radii = layer.spec.mark.cornerRadius ?? .zero
        var merger = barMerger(layer, ctx)
        var nodes: [SceneNode] = []
        var extentX = BarExtent(layer, along: .x, ctx)
        var extentY = BarExtent(layer, along: .y, ctx)
        // Merged bars are many: their positions are mapped a whole column at a time.
        if merger.direction != nil { (extentX, extentY) = (extentX.mappingColumns(), extentY.mappingColumns()) }
        for row in 0..<layer.rowCount {
            if ctx.shouldStop(atRow: row) { break }
            let (x0, x1) = extentX.span(row: row)
            let (y0, y1) = extentY.span(row: row)
            guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { continue }
            let rect = Rect(corner: Point(x: x0, y: y0), Point(x: x1, y: y1))
            let limit = min(rect.width, rect.height) / 2
            let r = CornerRadii(
                topLeft: min(radii.topLeft, limit), topRight: min(radii.topRight, limit),
                bottomRight: min(radii.bottomRight, limit), bottomLeft: min(radii.bottomLeft, limit))
            let fill = ctx.paint(layer, row: row)
            let done = merger.add(rect, fill: fill) {
                RectNode(rect: rect, cornerRadii: r, style: Style(fill: fill), item: item(layer, row: row))
            }
            if let done { nodes.append(.rect(done)) }
        }
        nodes += merger.pending.map(SceneNode.rect)
        return nodes
    }
}
