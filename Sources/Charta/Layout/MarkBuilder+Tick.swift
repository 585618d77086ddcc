/// Tick marks: short bars of a fixed thickness across a value, centred in their band (Vega-Lite's
/// `tick`, drawn as rectangles as Vega draws them).
extension MarkBuilder {
    /// Whether the ticks lie along x (a horizontal stroke marking a y value).
    static func ticksLieAlongX(_ layer: LayerData) -> Bool {
        if let horizontal = layer.spec.mark.horizontal { return horizontal }
        return layer.spec.isCategorical(.x) || layer.spec.encoding[.y] != nil && layer.spec.encoding[.x] == nil
    }

    static func ticks(_ layer: LayerData, _ ctx: MarkContext) -> [SceneNode] {
        let alongX = ticksLieAlongX(layer)
        let scale = alongX ? ctx.x : ctx.y
        let thickness = layer.spec.mark.lineWidth ?? 1
        let length: Double
        switch layer.spec.mark.width {
        case .fixed(let w): length = w
        case .ratio(let r): length = r * (scale.bandwidth > 0 ? scale.bandwidth : scale.step)
        case .inset(let i): length = max(0, (scale.bandwidth > 0 ? scale.bandwidth : scale.step) - i)
        case .automatic: length = scale.bandwidth > 0 ? scale.bandwidth : 14
        }
        return Array(
            ctx.budget.checkedRows(layer.rowCount).compactMap { row -> SceneNode? in
                var x = layer.spec.encoding[.x] == nil ? ctx.plot.midX : ctx.px(layer.x[row])
                var y = layer.spec.encoding[.y] == nil ? ctx.plot.midY : ctx.py(layer.y[row])
                var length = length
                // Inside a sub-band of a categorical offset, the tick is centred there and sized to it;
                // given an end (x2 or y2: a bin or time-unit interval), it spans to it.
                let end = alongX ? layer.x2.map { ctx.px($0[row]) } : layer.y2.map { ctx.py($0[row]) }
                if let end, end.isFinite, case .automatic = layer.spec.mark.width {
                    let start = alongX ? x : y
                    if alongX { x = (start + end) / 2 } else { y = (start + end) / 2 }
                    length = abs(end - start)
                } else if let (a, b) = offsetSpan(layer, row: row, along: alongX ? .x : .y, ctx) {
                    if alongX { x = (a + b) / 2 } else { y = (a + b) / 2 }
                    if case .ratio(let r) = layer.spec.mark.width { length = r * (b - a) }
                    if case .automatic = layer.spec.mark.width { length = b - a }
                }
                guard x.isFinite, y.isFinite, length.isFinite, thickness.isFinite else { return nil }
                let rect =
                    alongX
                    ? Rect(x: x - length / 2, y: y - thickness / 2, width: length, height: thickness)
                    : Rect(x: x - thickness / 2, y: y - length / 2, width: thickness, height: length)
                return .rect(
                    RectNode(rect: rect, style: Style(fill: ctx.paint(layer, row: row)), item: item(layer, row: row)))
            })
    }
}
