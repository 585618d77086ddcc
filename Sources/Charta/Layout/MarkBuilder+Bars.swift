/// Bars and rectangles: one rect per row, merged per device column when reduction applies.
extension MarkBuilder {
    /// Width of a bar on a continuous axis: 80% of the closest spacing of its positions, at least 1 point.
    static func defaultWidth(_ values: [Double], _ scale: PositionScale) -> Double {
        let offsets = scale.centers(values, rows: RowSelection(all: values.count), origin: 0)
        let gap = ColumnScan.closestSpacing(offsets) ?? scale.length
        return max(1, gap * 0.8)
    }

    /// The width of a bar centred on a position: the mark's fixed width, or a ratio of the band step, or
    /// the band, or (on a continuous scale) the spacing of the positions (`fallback`, when known).
    static func bandWidth(_ layer: LayerData, _ scale: PositionScale, _ values: [Double], fallback: Double?) -> Double {
        switch layer.spec.mark.width {
        case .fixed(let w): w
        case .ratio(let r): r * (scale.step > 0 ? scale.step : fallback ?? defaultWidth(values, scale))
        case .automatic: scale.bandwidth > 0 ? scale.bandwidth : fallback ?? defaultWidth(values, scale)
        }
    }

    /// The layer's default width along a channel when some row's ``span(_:row:along:_:fallback:)`` may
    /// need it (a continuous position without a partner and a width from the spacing), found once for the
    /// layer since it reads every row.
    static func defaultWidthIfNeeded(_ layer: LayerData, along channel: Channel, _ ctx: MarkContext) -> Double? {
        let scale = channel == .x ? ctx.x : ctx.y
        guard layer.valueChannel != channel, (channel == .x ? layer.x2 : layer.y2) == nil else { return nil }
        switch layer.spec.mark.width {
        case .fixed: return nil
        case .ratio: if scale.step > 0 { return nil }
        case .automatic: if scale.bandwidth > 0 { return nil }
        }
        return defaultWidth(channel == .x ? layer.x : layer.y, scale)
    }

    static func bars(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let radii = layer.spec.mark.cornerRadius ?? .zero
        var merger = BarMerger(barMerging(layer, ctx))
        var nodes: [SceneNode] = []
        let widthX = defaultWidthIfNeeded(layer, along: .x, ctx)
        let widthY = defaultWidthIfNeeded(layer, along: .y, ctx)
        // Merged bars have no offsets; their spans are worked out for all rows at once.
        let spansX = merger.direction == nil ? nil : spans(layer, along: .x, ctx, fallback: widthX)
        let spansY = merger.direction == nil ? nil : spans(layer, along: .y, ctx, fallback: widthY)
        for row in 0..<layer.rowCount {
            if ctx.shouldStop(atRow: row) { break }
            let (x0, x1) =
                spansX.map { ($0.0[row], $0.1[row]) } ?? span(layer, row: row, along: .x, ctx, fallback: widthX)
            let (y0, y1) =
                spansY.map { ($0.0[row], $0.1[row]) } ?? span(layer, row: row, along: .y, ctx, fallback: widthY)
            guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { continue }
            let rect = Rect(corner: Point(x: x0, y: y0), Point(x: x1, y: y1))
            let limit = min(rect.width, rect.height) / 2
            let r = CornerRadii(
                topLeft: min(radii.topLeft, limit), topRight: min(radii.topRight, limit),
                bottomRight: min(radii.bottomRight, limit), bottomLeft: min(radii.bottomLeft, limit))
            let node = RectNode(
                rect: rect, cornerRadii: r, style: Style(fill: ctx.paint(layer, row: row)), item: item(layer, row: row))
            if let done = merger.add(node) { nodes.append(.rect(done)) }
        }
        if let last = merger.pending { nodes.append(.rect(last)) }
        return nodes
    }

    /// Every row's ``span(_:row:along:_:fallback:)`` along a channel as two columns (starts, ends), with
    /// one multiply-add per value on an affine scale; nil when the layer has an offset along the channel,
    /// a bar size channel or an interval inset along it, which ``span(_:row:along:_:fallback:)`` handles
    /// row by row.
    static func spans(
        _ layer: LayerData, along channel: Channel, _ ctx: MarkContext, fallback: Double?
    ) -> ([Double], [Double])? {
        guard layer.spec.encoding[channel == .x ? .xOffset : .yOffset] == nil,
            layer.spec.mark.kind != .bar || layer.spec.column(.size) == nil,
            layer.valueChannel == channel || layer.spec.mark.intervalInset?.channels.contains(channel) != true
        else { return nil }
        let scale = channel == .x ? ctx.x : ctx.y
        let origin = channel == .x ? ctx.plot.minX : ctx.plot.minY
        let values = channel == .x ? layer.x : layer.y
        let all = RowSelection(all: layer.rowCount)
        let centers = scale.centers(values, rows: all, origin: origin)
        if layer.valueChannel == channel || (channel == .x ? layer.x2 : layer.y2) != nil {
            guard let partner = channel == .x ? layer.x2 : layer.y2 else {
                let base = origin + scale.center(0).clampedToPlot(scale)
                return (Array(repeating: base, count: centers.count), centers)
            }
            let bases = scale.centers(partner, rows: all, origin: 0).map { origin + $0.clampedToPlot(scale) }
            return (bases, centers)
        }
        let width = bandWidth(layer, scale, values, fallback: fallback)
        return (centers.map { $0 - width / 2 }, centers.map { $0 + width / 2 })
    }
}
