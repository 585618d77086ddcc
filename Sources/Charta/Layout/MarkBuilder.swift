/// Builds the scene group of one layer: one node per data item (or per series for lines and areas),
/// each carrying its ``ItemID``.
enum MarkBuilder {
    static func group(_ layer: LayerData, _ ctx: MarkContext) -> Group {
        let children: [SceneNode]
        let type: MarkType
        switch layer.spec.mark.kind {
        case .bar, .rect:
            (children, type) = (bars(layer, ctx), .rect)
        case .line:
            (children, type) = (lines(layer, ctx), .line)
        case .area:
            (children, type) = (areas(layer, ctx), .area)
        case .point:
            (children, type) = (points(layer, ctx), .symbol)
        case .rule:
            (children, type) = (rules(layer, ctx), .rule)
        case .tick:
            (children, type) = (ticks(layer, ctx), .rect)
        case .text:
            (children, type) = (texts(layer, ctx), .text)
        case .arc:
            (children, type) = (arcs(layer, ctx), .arc)
        case .trail:
            (children, type) = (trails(layer, ctx), .trail)
        case .voronoi:
            (children, type) = (voronoi(layer, ctx), .path)
        case .image:
            (children, type) = (images(layer, ctx), .image)
        }
        let mark = layer.spec.mark
        let moved = mark.xOffset.isFinite && mark.yOffset.isFinite && (mark.xOffset != 0 || mark.yOffset != 0)
        // The clip is in the group's own coordinates, before its offset moves it.
        let plot = ctx.plot
        let clip = Rect(
            x: plot.minX - (moved ? mark.xOffset : 0), y: plot.minY - (moved ? mark.yOffset : 0), width: plot.width,
            height: plot.height)
        return Group(
            id: "layer\(layer.index)", role: .mark, markType: type,
            transform: moved ? .translation(x: mark.xOffset, y: mark.yOffset) : .identity,
            clip: mark.clipsToPlot ? clip : nil, opacity: mark.opacity ?? 1, children: children)
    }

    static func item(_ layer: LayerData, row: Int?) -> ItemID {
        ItemID(mark: layer.index, series: row.flatMap { layer.series[$0] }, row: row)
    }

    static func strokeStyle(_ layer: LayerData, paint: Paint, defaultWidth: Double) -> Style {
        let mark = layer.spec.mark
        return Style(
            fill: mark.lineFill.map { .color($0) }, stroke: paint, strokeWidth: mark.lineWidth ?? defaultWidth,
            dash: mark.dash, lineCap: mark.lineCap ?? .round, lineJoin: .round)
    }

    static func lines(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let generator = LineGenerator(curve: ctx.curve(layer.spec.mark.interpolation))
        return ctx.seriesRuns(layer).flatMap { series, all -> [SceneNode] in
            if ctx.budget.shouldStop(atAnyOf: all) { return [] }
            let (first, path): (Int?, Path)
            if let reduced = reducedPolyline(layer, all, ctx, curve: generator.curve) {
                (first, path) = reduced
            } else {
                let (rows, xs, ys) = lineCenters(layer, all, ctx)
                (first, path) = (rows.first, generator.path(x: xs, y: ys))
            }
            // A gradient style strokes the line along the plot, as it fills an area.
            let paint = first.map { ctx.paint(layer, row: $0) } ?? .color(ctx.theme.accent)
            var nodes: [SceneNode] = [
                .path(
                    PathNode(
                        path: path, style: strokeStyle(layer, paint: paint, defaultWidth: 2),
                        item: ItemID(mark: layer.index, series: series, row: nil)))
            ]
            if let shape = layer.spec.mark.symbol {
                // Shaped by a value, each vertex takes its value's symbol; else the mark's.
                let byValue = layer.spec.encoding[.shape] != nil
                nodes += pointLooks(layer, all, ctx).compactMap { look in
                    var look = look
                    look.position = Point(x: ctx.px(layer.x[look.row]), y: ctx.py(layer.y[look.row]))
                    if !byValue { look.shape = shape }
                    return symbol(layer, look)
                }
            }
            return nodes
        }
    }

    /// Areas from their baseline (y2, or zero) to their value: along x, or along y for Vega-Lite's
    /// horizontal orientation, the curve interpolated along that dimension.
    static func areas(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let generator = AreaGenerator(curve: ctx.curve(layer.spec.mark.interpolation))
        let alongY = layer.spec.mark.horizontal == true
        return ctx.seriesRuns(layer).compactMap { series, all -> SceneNode? in
            if ctx.budget.shouldStop(atAnyOf: all) { return nil }
            // M4 reduces areas along x; areas along y keep every row.
            let rows = alongY ? all : areaRows(layer, all, ctx)
            guard let first = rows.first else { return nil }
            let (along, values) = alongY ? (ctx.y, ctx.x) : (ctx.x, ctx.y)
            let (dimension, measure, base) = alongY ? (layer.y, layer.x, layer.x2) : (layer.x, layer.y, layer.y2)
            let (start, end) = alongY ? (ctx.plot.minY, ctx.plot.minX) : (ctx.plot.minX, ctx.plot.minY)
            let positions = along.centers(dimension, rows: rows, origin: start)
            let ranged = rows.map { rangedOffset(layer, row: $0, along: alongY ? .x : .y, ctx) }
            let tops = rows.indices.map { ranged[$0]?.0 ?? end + values.center(measure[rows[$0]]) }
            let bottoms = rows.indices.map {
                ranged[$0]?.1 ?? end + values.center(base?[rows[$0]] ?? 0).clampedToPlot(values)
            }
            let path =
                alongY
                ? generator.path(y: positions, x0: bottoms, x1: tops)
                : generator.path(x: positions, y0: bottoms, y1: tops)
            return .path(
                PathNode(
                    path: path, style: Style(fill: ctx.paint(layer, row: first)),
                    item: ItemID(mark: layer.index, series: series, row: nil)))
        }
    }

    static func symbol(_ layer: LayerData, _ look: PointLook) -> SceneNode? {
        guard look.position.x.isFinite, look.position.y.isFinite else { return nil }
        let filled = layer.spec.mark.filled ?? true
        let style =
            filled
            ? Style(fill: .color(look.color))
            : Style(stroke: .color(look.color), strokeWidth: layer.spec.mark.lineWidth ?? 2)
        return .symbol(
            SymbolNode(
                shape: look.shape, center: look.position, size: look.size, style: style,
                item: item(layer, row: look.row)))
    }

    static func points(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let looks = pointLooks(layer, RowSelection(all: layer.rowCount), ctx)
        var nodes: [SceneNode] = []
        nodes.reserveCapacity(looks.count)
        for look in looks { if let node = symbol(layer, look) { nodes.append(node) } }
        return nodes
    }

    static func rules(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let hasX = layer.spec.encoding[.x] != nil
        let hasY = layer.spec.encoding[.y] != nil
        let rows = ctx.budget.checkedRows(layer.rowCount)
        return Array(
            rows.compactMap { row -> SceneNode? in
                let (from, to) = ruleEnds(layer, row: row, hasX: hasX, hasY: hasY, ctx)
                guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else { return nil }
                let style = strokeStyle(layer, paint: .color(ctx.color(layer, row: row)), defaultWidth: 1)
                return .line(LineNode(from: from, to: to, style: style, item: item(layer, row: row)))
            })
    }

    /// Where a row's rule runs: a segment between two points, a range along one channel (through the
    /// middle of the plot when the other channel is not encoded), or a line across the plot at x or y.
    static func ruleEnds(_ layer: LayerData, row: Int, hasX: Bool, hasY: Bool, _ ctx: MarkContext) -> (Point, Point) {
        var from = Point(x: ctx.plot.minX, y: ctx.plot.minY)
        var to = Point(x: ctx.plot.maxX, y: ctx.plot.maxY)
        if hasX, hasY, let x2 = layer.x2, let y2 = layer.y2 {
            // Both ends given: a segment from (x, y) to (x2, y2).
            (from, to) = (
                Point(x: ctx.px(layer.x[row]), y: ctx.py(layer.y[row])), Point(x: ctx.px(x2[row]), y: ctx.py(y2[row]))
            )
        } else if hasX, !hasY, let x2 = layer.x2 {
            // A range along x alone: a horizontal segment through the middle of the plot (Vega-Lite's
            // one-dimensional error bars).
            from = Point(x: ctx.px(layer.x[row]), y: ctx.plot.midY)
            to = Point(x: ctx.px(x2[row]), y: ctx.plot.midY)
        } else if hasY, !hasX, let y2 = layer.y2 {
            from = Point(x: ctx.plot.midX, y: ctx.py(layer.y[row]))
            to = Point(x: ctx.plot.midX, y: ctx.py(y2[row]))
        } else if hasX && (!hasY || layer.y2 != nil) {
            from.x = ctx.px(layer.x[row])
            // A categorical offset puts the rule in the middle of its sub-band (grouped whiskers).
            if layer.spec.isCategorical(.xOffset), let (a, b) = offsetSpan(layer, row: row, along: .x, ctx) {
                from.x = (a + b) / 2
            }
            to.x = from.x
            if hasY, let y2 = layer.y2 { (from.y, to.y) = (ctx.py(layer.y[row]), ctx.py(y2[row])) }
        } else if hasY {
            from.y = ctx.py(layer.y[row])
            if layer.spec.isCategorical(.yOffset), let (a, b) = offsetSpan(layer, row: row, along: .y, ctx) {
                from.y = (a + b) / 2
            }
            to.y = from.y
            if hasX, let x2 = layer.x2 { (from.x, to.x) = (ctx.px(layer.x[row]), ctx.px(x2[row])) }
        }
        return (from, to)
    }

    static func texts(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let rows = ctx.budget.checkedRows(layer.rowCount)
        let polar = polarPositions(layer, ctx)
        return Array(
            rows.compactMap { row -> SceneNode? in
                let p = polar?[row] ?? position(layer, row: row, ctx)
                guard p.x.isFinite, p.y.isFinite, let value = layer.spec.value(.text, row: row) else { return nil }
                let text = ChannelDomain.categoryLabel(value)
                return .text(
                    TextNode(
                        text: text, position: p, font: ctx.theme.font, anchor: layer.spec.mark.textAnchor ?? .middle,
                        baseline: .middle,
                        style: .fill(ctx.color(layer, row: row)), item: item(layer, row: row)))
            })
    }
}

extension MarkBuilder {
    /// One picture per row with an address, in a box of the mark's image size (or the picture's natural
    /// size) centred on the row's position.
    static func images(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let rows = ctx.budget.checkedRows(layer.rowCount)
        let mark = layer.spec.mark
        return Array(
            rows.compactMap { row -> SceneNode? in
                let p = position(layer, row: row, ctx)
                guard p.x.isFinite, p.y.isFinite, let value = layer.spec.value(.url, row: row) else { return nil }
                let url = ChannelDomain.categoryLabel(value)
                guard let size = mark.imageSize ?? mark.naturalImageSizes[url], size.width > 0, size.height > 0
                else { return nil }
                let rect = Rect(
                    x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height)
                return .image(ImageNode(url: url, rect: rect, item: item(layer, row: row)))
            })
    }
}

extension Double {
    /// A baseline offset kept within the scale's range (a log scale has no zero).
    func clampedToPlot(_ scale: PositionScale) -> Double {
        guard isFinite else { return scale.length }
        return Swift.min(Swift.max(self, 0), scale.length)
    }
}
