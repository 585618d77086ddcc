/// Per-row channels beyond position and colour: symbol sizes and offsets inside a band.
extension MarkBuilder {
    /// A row's symbol area: the size channel (in square points) when the layer has one, else the mark's.
    static func symbolSize(_ layer: LayerData, row: Int) -> Double {
        if let column = layer.spec.column(.size) {
            let v = column.number(at: row)
            if v.isFinite { return max(0, v) }
        }
        return markSymbolSize(layer)
    }

    /// The symbol area of a layer's points when no size channel gives one: the mark's, else 30.
    static func markSymbolSize(_ layer: LayerData) -> Double {
        layer.spec.mark.symbolSize ?? 30
    }

    /// The symbol of a layer's points when no shape channel gives one: the mark's, else a circle.
    static func markSymbol(_ layer: LayerData) -> SymbolShape {
        layer.spec.mark.symbol ?? .circle
    }

    /// Where a point or text of a row sits: its x and y; along a channel the layer does not encode, the
    /// mark's pixel position (``MarkSpec/pixelX``), else the middle of the plot.
    static func position(_ layer: LayerData, row: Int, _ ctx: MarkContext) -> Point {
        let mark = layer.spec.mark
        var p = Point(
            x: layer.spec.encoding[.x] == nil
                ? mark.pixelX.map { ctx.plot.minX + $0 } ?? ctx.plot.midX : ctx.px(layer.x[row]),
            y: layer.spec.encoding[.y] == nil
                ? mark.pixelY.map { ctx.plot.minY + $0 } ?? ctx.plot.midY : ctx.py(layer.y[row]))
        // With an offset, the middle of the row's sub-band (or the end of its ranged offset).
        if let (a, b) = offsetSpan(layer, row: row, along: .x, ctx) {
            p.x = layer.spec.isCategorical(.xOffset) ? (a + b) / 2 : b
        }
        if let (a, b) = offsetSpan(layer, row: row, along: .y, ctx) {
            p.y = layer.spec.isCategorical(.yOffset) ? (a + b) / 2 : a
        }
        return p
    }

    /// A row's symbol shape: the shape channel's value (a ``SymbolShape`` raw value: a name or SVG path
    /// data) when the layer has one, else the mark's. `known` remembers the shape of each value seen, so
    /// path data is read once per distinct value, not per row.
    static func symbolShape(
        _ layer: LayerData, row: Int, known: inout [String: SymbolShape?], byValue: [String: SymbolShape]
    ) -> SymbolShape {
        if let value = layer.spec.value(.shape, row: row) {
            let name = value.categoryLabel
            let shape: SymbolShape?
            if let seen = known[name] {
                shape = seen
            } else {
                shape = SymbolShape(rawValue: name) ?? byValue[name]
                known[name] = .some(shape)
            }
            if let shape { return shape }
        }
        return markSymbol(layer)
    }

    /// The sub-band of a row when the layer has a categorical `xOffset` (or `yOffset`): the band of its
    /// offset category inside its own band (grouped bars), laid out with the offset scale's paddings.
    /// Nil when the channel has no offset.
    static func offsetSpan(_ layer: LayerData, row: Int, along channel: Channel, _ ctx: MarkContext)
        -> (Double, Double)?
    {
        let offsetChannel: Channel = channel == .x ? .xOffset : .yOffset
        guard layer.spec.encoding[offsetChannel] != nil else { return nil }
        if !layer.spec.isCategorical(offsetChannel) { return rangedOffset(layer, row: row, along: channel, ctx) }
        guard layer.valueChannel != channel else { return nil }
        let scale = channel == .x ? ctx.x : ctx.y
        guard scale.bandwidth > 0 else { return nil }
        let values = channel == .x ? layer.x : layer.y
        guard let value = layer.spec.value(offsetChannel, row: row), let offsets = ctx.offsetBands[offsetChannel],
            let index = offsets.index[ChannelDomain.categoryLabel(value)]
        else { return nil }
        let band = offsets.band
        let origin = channel == .x ? ctx.plot.minX : ctx.plot.minY
        let start = origin + scale.offset(values[row])
        guard let sub = band(index) else { return nil }
        let reversed = scale.offset(1) < scale.offset(0) && channel == .y
        let a = start + (reversed ? scale.bandwidth - sub - band.bandwidth : sub)
        return (a, a + band.bandwidth)
    }

    /// A quantitative `xOffset`/`yOffset` measured inside the row's band (Vega-Lite's ranged offset):
    /// from the band's baseline (its left edge, or its bottom for y) to the value, on a linear scale from
    /// the offset scale's domain (or zero to the layer's largest value) onto the band. Nil without one.
    static func rangedOffset(_ layer: LayerData, row: Int, along channel: Channel, _ ctx: MarkContext)
        -> (Double, Double)?
    {
        let offsetChannel: Channel = channel == .x ? .xOffset : .yOffset
        guard let column = layer.spec.column(offsetChannel), !layer.spec.isCategorical(offsetChannel) else {
            return nil
        }
        let scale = channel == .x ? ctx.x : ctx.y
        guard scale.bandwidth > 0 else { return nil }
        var lo = 0.0
        var hi = layer.offsetMaxima[offsetChannel] ?? 1
        if case .numbers(let r)? = ctx.scales[offsetChannel]?.domain { (lo, hi) = (r.lowerBound, r.upperBound) }
        let v = column.number(at: row)
        let values = channel == .x ? layer.x : layer.y
        let origin = channel == .x ? ctx.plot.minX : ctx.plot.minY
        let start = origin + scale.offset(values[row])
        guard v.isFinite, start.isFinite, hi > lo else { return nil }
        let length = (v - lo) / (hi - lo) * scale.bandwidth
        let base = lo <= 0 && hi >= 0 ? -lo / (hi - lo) * scale.bandwidth : 0
        if channel == .x { return (start + base, start + length) }
        let bottom = start + scale.bandwidth
        return (bottom - length, bottom - base)
    }
}
