import Charta

/// What a colour legend lists: bins, buckets (with a discretizing size on the same field), a size
/// legend it merges with, symbols of two paints, or a gradient.
extension VLCompiler {
    /// The entries or ramp of the colour legend; nil keeps the legend's default (the scale's categories).
    mutating func colorLegendContent(
        _ info: VLScaleInfo, node: JSONNode?, infos: [VLChannel: VLScaleInfo], units: [VLUnit],
        position: Edge, plot: (width: Double, height: Double)
    ) -> LegendContent? {
        let def = info.def
        let legendFormat = node?["format"]?.value.string
        if !info.isDiscrete, let bins = colorBins(def, units: units) {
            return binnedColorLegend(def, buckets: bins)
        }
        if let b = buckets(.color, def: def, scaleType: info.scaleType, units: units, format: legendFormat) {
            return bucketLegend(b, def: def, size: infos[.size], units: units, format: legendFormat)
        }
        guard !info.isDiscrete else { return nil }
        if let size = infos[.size], size.def.field?.raw == def.field?.raw, size.scaleType == "linear",
            !size.def.legendDisabled
        {
            return sizeLegend(size, units: units, colorDef: def).content
        }
        if def.measure == .quantitative, infos[.size] == nil, let field = def.field?.raw,
            legendSizeFields.contains(field)
        {
            // Another view sizes by this field: Vega merges the two legends into one led by the size
            // scale, which starts at zero.
            let hi = continuousColorDomain(def, units: units).1
            return sizeLegend(info, units: units, colorDef: def, maximum: hi).content
        }
        if def.measure == .quantitative, let field = def.field?.raw, legendPaints[field]?.count == 2 {
            return continuousSymbolLegend(def, units: units)
        }
        let direction = node?["direction"]?.value.string ?? config.legendProperty("direction")?.string
        let across = [.top, .bottom].contains(position)
        // Vega-Lite's default gradient length: the plot's height (or, lying along a top or bottom
        // legend, its width) clamped to 100…200; a horizontal ramp beside the plot is 100 long.
        let horizontal = direction.map { $0 == "horizontal" } ?? across
        let length = horizontal ? (across ? plot.width : 0) : plot.height
        return gradientLegend(def, units: units, defaultLength: min(200, max(100, length)))
    }

    /// The colour buckets of a discretizing scale as symbols. A discretizing size on the same field
    /// shares the legend, and Vega lists its buckets (a legend's entries come from its size scale
    /// first), each filled with its colour bucket.
    private func bucketLegend(
        _ b: VLBuckets, def: VLFieldDef, size: VLScaleInfo?, units: [VLUnit], format: String?
    ) -> LegendContent {
        let colors = bucketColors(def, count: b.count)
        guard let size, size.def.field?.raw == def.field?.raw,
            let sb = buckets(.size, def: size.def, scaleType: size.scaleType, units: units, format: format)
        else {
            return .symbols(
                b.labels.indices.map { i in
                    LegendEntry(b.labels[i], color: Color(hex: colors[i]) ?? VLTheme.accent, shape: .circle)
                })
        }
        let sizes = bucketSizes(size.def, count: sb.count, units: units).map { VLCompiler.chartaSymbolSize($0) }
        return .symbols(
            sb.labels.indices.map { i in
                let value = i == 0 ? -Double.infinity : sb.thresholds[i - 1]
                let c = value.isFinite ? b.index(value) ?? 0 : 0
                return LegendEntry(
                    sb.labels[i], color: Color(hex: colors[c]) ?? VLTheme.accent, shape: .circle, size: sizes[i])
            })
    }
}
