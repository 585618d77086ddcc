/// Per-row channels beyond position and colour: symbol sizes and offsets inside a band.
extension MarkBuilder {
    /// A row's symbol area: the size channel (in square points) when the layer has one, else the mark's.
    static func symbolSize(_ layer: LayerData, row: Int) -> Double {
        if let column = layer.spec.column(.size) {
            let v = column.number(at: row)
            if v.isFinite { return max(0, v) }
        }
        return layer.spec.mark.symbolSize ?? 30
    }

    /// The sub-band of a row when the layer has a categorical `xOffset` (or `yOffset`): the band of its
    /// offset category inside its own band (grouped bars), laid out with the offset scale's paddings.
    /// Nil when the channel has no offset.
    static func offsetSpan(_ layer: LayerData, row: Int, along channel: Channel, _ ctx: MarkContext)
        -> (Double, Double)?
    {
        let offsetChannel: Channel = channel == .x ? .xOffset : .yOffset
        guard layer.spec.encoding[offsetChannel] != nil, layer.valueChannel != channel,
            layer.spec.isCategorical(offsetChannel)
        else { return nil }
        let scale = channel == .x ? ctx.x : ctx.y
        guard scale.bandwidth > 0 else { return nil }
        let values = channel == .x ? layer.x : layer.y
        var categories: [String] = []
        if case .categories(let domain)? = ctx.scales[offsetChannel]?.domain { categories = domain }
        guard let value = layer.spec.value(offsetChannel, row: row) else { return nil }
        let label = ChannelDomain.categoryLabel(value)
        guard let index = categories.firstIndex(of: label) else { return nil }
        let settings = ctx.scales[offsetChannel]
        var band = BandScale(domain: Array(categories.indices), range: [0, scale.bandwidth])
        band.paddingInner = settings?.paddingInner ?? 0
        band.paddingOuter = settings?.paddingOuter ?? 0
        let origin = channel == .x ? ctx.plot.minX : ctx.plot.minY
        let start = origin + scale.offset(values[row])
        guard let sub = band(index) else { return nil }
        let reversed = scale.offset(1) < scale.offset(0) && channel == .y
        let a = start + (reversed ? scale.bandwidth - sub - band.bandwidth : sub)
        return (a, a + band.bandwidth)
    }
}
