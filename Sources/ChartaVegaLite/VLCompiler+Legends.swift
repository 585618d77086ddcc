import Charta
import ChartaScales

/// Legends of other channels than colour: size, shape and opacity fields, alone or beside a colour
/// field's legend.
extension VLCompiler {
    /// The legends of size, shape and opacity fields beside a colour field's legend (Vega draws one legend per
    /// field; a field on several channels shares one).
    mutating func extraLegends(units: [VLUnit], infos: [VLChannel: VLScaleInfo]) -> [LegendSpec] {
        guard let color = infos[.color], color.def.encodesData, !color.def.legendDisabled else { return [] }
        var out: [LegendSpec] = []
        if let size = infos[.size], size.def.hasField, size.scaleType == "linear", !size.def.legendDisabled,
            size.def.field?.raw != color.def.field?.raw
        {
            out.append(sizeLegend(size, units: units))
        }
        if let shape = infos[.shape], shape.def.hasField, shape.isDiscrete, !shape.def.legendDisabled,
            shape.def.field?.raw != color.def.field?.raw
        {
            out.append(shapeLegend(shape, units: units))
        }
        if let opacity = infos[.opacity], opacity.def.field?.raw != color.def.field?.raw,
            let legend = opacityLegend(opacity, units: units)
        {
            out.append(legend)
        }
        return out
    }

    /// Layers with `resolve: {legend: {size: "independent"}}`: one size legend per layer that encodes a
    /// quantitative size, each with its layer's title and colour, all over the shared size scale (the
    /// first stands in for the chart's legend, the rest follow it). Nil unless two layers have one.
    mutating func independentSizeLegends(_ root: JSONNode, units: [VLUnit], infos: [VLChannel: VLScaleInfo])
        -> [LegendSpec]?
    {
        guard root["resolve"]?["legend"]?[.size]?.value.string == "independent",
            infos[.color]?.def.encodesData != true, let info = infos[.size], info.scaleType == "linear"
        else { return nil }
        let sized = units.filter { $0.defs[.size]?.hasField == true }
        guard sized.count > 1 else { return nil }
        let top = sized.flatMap { ($0.frame[.size] ?? []).map(\.number) }.filter(\.isFinite).max() ?? 1
        return sized.map { unit in
            var legend = sizeLegend(info, units: [unit], maximum: top)
            // The layer's own colour: a colour value in its encoding, else its mark's.
            let color = unit.defs[.color]?.value?.string.flatMap(VLColor.parse)
            if let color, case .symbols(let entries)? = legend.content {
                legend.content = .symbols(
                    entries.map { entry in
                        var e = entry
                        e.color = color
                        return e
                    })
            }
            return legend
        }
    }

    /// A legend of shapes, for a shape field without a colour field.
    mutating func shapeLegend(_ info: VLScaleInfo, units: [VLUnit]) -> LegendSpec {
        if info.def.legendDisabled { return LegendSpec(hidden: true) }
        var legend = LegendSpec()
        legend.title = guideTitle(.shape, secondary: nil, units: units) { $0.legend }
        let color = units.first?.markProperty("color", config: config)?.string.flatMap(VLColor.parse) ?? VLTheme.accent
        let range = shapeRange(info.def)
        legend.content = .symbols(
            info.labels.enumerated().map { i, label in LegendEntry(label, color: color, shape: range[i % range.count]) }
        )
        return legend
    }

    /// A legend of sizes, for a quantitative size field without a colour field: Vega's symbol legend at
    /// five ticks of the size domain. With `colorDef`, a continuous colour field on the same field, Vega merges
    /// the two legends: each symbol takes the colour scale's colour at its tick (clamped to its domain).
    /// `maximum` stands for the size domain's top when the sizes are another view's.
    mutating func sizeLegend(
        _ info: VLScaleInfo, units: [VLUnit], colorDef: VLFieldDef? = nil, maximum: Double? = nil
    ) -> LegendSpec {
        if info.def.legendDisabled { return LegendSpec(hidden: true) }
        if colorDef == nil, info.def.hasField, info.def.isBinned, !info.def.binned,
            let binned = binnedSizeLegend(info, units: units, maximum: maximum)
        {
            return binned
        }
        var legend = LegendSpec()
        legend.title = guideTitle(.size, secondary: nil, units: units) { $0.legend }
        let hi = maximum ?? units.flatMap { ($0.frame[.size] ?? []).map(\.number) }.filter(\.isFinite).max() ?? 1
        guard hi > 0 else { return LegendSpec(hidden: true) }
        // The legend's `values` when given, else Vega's five ticks over the zero-based size scale.
        let given = (info.def.legend?["values"]?.value.array ?? []).compactMap(\.number).filter(\.isFinite)
        let ticks = given.isEmpty ? LinearScale(domain: [0, hi], range: [0, 1]).ticks(count: 5) : given
        let format = NumberFormat.tickFormat(start: 0, stop: hi, count: 5)
        let sizes = self.sizes(
            ticks.map { .number($0) }, def: info.def, units: units, infos: [.size: info], maximum: maximum)
        let color = units.first?.markProperty("color", config: config)?.string.flatMap(VLColor.parse) ?? VLTheme.accent
        var colors = ticks.map { _ in color }
        if let colorDef {
            let ramp = colorRamp(colorDef, units: units)
            let (lo, hi) = continuousColorDomain(colorDef, units: units)
            colors = ticks.map { Color(hex: ramp(min(max($0, lo), hi))) ?? color }
        }
        let custom = customNumberLabels(ticks, def: info.def)
        legend.content = .symbols(
            ticks.indices.map { i in
                LegendEntry(custom?[i] ?? format(ticks[i]), color: colors[i], shape: .circle, size: sizes[i])
            })
        return legend
    }

    /// The legend of a binned size field: one symbol per bin, labelled with its range (“5 – 10”) and
    /// sized at the bin's start on the size scale, as Vega sizes it.
    mutating func binnedSizeLegend(_ info: VLScaleInfo, units: [VLUnit], maximum: Double?) -> LegendSpec? {
        let values = Set(units.flatMap { ($0.frame[.size] ?? []).map(\.number) }.filter(\.isFinite)).sorted()
        // Under a custom number format type, Vega-Lite labels the legend's ticks, not bin ranges.
        guard !values.isEmpty, customNumberLabels(values, def: info.def) == nil else { return nil }
        var legend = LegendSpec()
        legend.title = guideTitle(.size, secondary: nil, units: units) { $0.legend }
        let text = binRangeLabel(.channel(.size), def: info.def, units: units)
        let sizes = self.sizes(
            values.map { .number($0) }, def: info.def, units: units, infos: [.size: info], maximum: maximum)
        let color = units.first?.markProperty("color", config: config)?.string.flatMap(VLColor.parse) ?? VLTheme.accent
        legend.content = .symbols(
            values.indices.map { i in
                LegendEntry(text(.number(values[i])), color: color, shape: .circle, size: sizes[i])
            })
        return legend
    }

    /// The legend of a quantitative opacity field: symbols at the ticks of the field's extent.
    mutating func opacityLegend(_ info: VLScaleInfo, units: [VLUnit]) -> LegendSpec? {
        if info.def.hasField, !info.def.legendDisabled, info.def.isBinned, !info.def.binned {
            return binnedOpacityLegend(info, units: units)
        }
        guard info.def.hasField, !info.def.legendDisabled, !info.isDiscrete, !info.def.isBinned,
            info.scaleType == "linear"
        else { return nil }
        let values = units.flatMap { ($0.frame[.opacity] ?? []).map(\.number) }.filter(\.isFinite)
        guard let lo = values.min(), let hi = values.max(), hi > lo else { return nil }
        var legend = LegendSpec()
        legend.title = guideTitle(.opacity, secondary: nil, units: units) { $0.legend }
        let ticks = LinearScale(domain: [lo, hi], range: [0, 1]).ticks(count: 5)
        let format = NumberFormat.tickFormat(start: lo, stop: hi, count: 5)
        let color = units.first?.markProperty("color", config: config)?.string.flatMap(VLColor.parse) ?? VLTheme.accent
        legend.content = .symbols(ticks.map { LegendEntry(format($0), color: color, shape: .circle) })
        return legend
    }

    /// The legend of a binned opacity field: one symbol per bin, labelled with its range (“5 – 10”), at
    /// opacities spread over Vega's default opacity range, 0.3 to 0.8.
    mutating func binnedOpacityLegend(_ info: VLScaleInfo, units: [VLUnit]) -> LegendSpec? {
        let starts = Set(units.flatMap { ($0.frame[.opacity] ?? []).map(\.number) }.filter(\.isFinite)).sorted()
        guard !starts.isEmpty else { return nil }
        var legend = LegendSpec()
        legend.title = guideTitle(.opacity, secondary: nil, units: units) { $0.legend }
        let text = binRangeLabel(.channel(.opacity), def: info.def, units: units)
        let color = units.first?.markProperty("color", config: config)?.string.flatMap(VLColor.parse) ?? VLTheme.accent
        let last = Double(max(1, starts.count - 1))
        legend.content = .symbols(
            starts.enumerated().map { i, start in
                LegendEntry(text(.number(start)), color: color.opacity(0.3 + 0.5 * Double(i) / last), shape: .circle)
            })
        return legend
    }
}

extension VLCompiler {
    /// The widths of bars sized by a discrete field: evenly spaced from `minBandSize` (2) to 95% of the
    /// discrete step, as Vega-Lite's size range for bars (`sizeRangeMin`/`sizeRangeMax`) on a point
    /// scale.
    func barWidths(_ info: VLScaleInfo) -> [Double] {
        let lo = config.number("bar", "minBandSize") ?? config.number("scale", "minBandSize") ?? 2
        let hi = 0.95 * min(config.discreteStep("discreteWidth"), config.discreteStep("discreteHeight"))
        let n = info.labels.count
        return (0..<n).map { n > 1 ? lo + (hi - lo) * Double($0) / Double(n - 1) : hi }
    }

    /// The legend of bars sized by a discrete field: a square per category, its area the bar's width
    /// (Vega's symbol legend over the size scale).
    func barSizeLegend(_ info: VLScaleInfo, units: [VLUnit]) -> LegendSpec {
        var legend = LegendSpec()
        legend.title = guideTitle(.size, secondary: nil, units: units) { $0.legend }
        let color = units.first?.markProperty("color", config: config)?.string.flatMap(VLColor.parse) ?? VLTheme.accent
        let widths = barWidths(info)
        legend.content = .symbols(
            info.labels.enumerated().map { i, label in LegendEntry(label, color: color, shape: .square, size: widths[i])
            })
        return legend
    }
}

extension VLCompiler {
    /// The custom shape every layer draws its points with, when there is one: Vega-Lite's legends then
    /// draw their symbols with it (`defaultSymbolType` takes the mark's shape).
    func customPointShape(_ layers: [LayerSpec]) -> SymbolShape? {
        let shapes = Set(layers.map { $0.mark.kind == .point ? $0.mark.symbol : nil })
        guard shapes.count == 1, case .custom? = shapes.first ?? nil else { return nil }
        return shapes.first ?? nil
    }

    /// Symbol legend entries drawn as circles drawn with `shape` instead, their sizes (circles' areas for
    /// Vega sizes) made that shape's area for the same Vega size.
    func drawingCircles(_ content: LegendContent, as shape: SymbolShape) -> LegendContent {
        guard case .symbols(let entries) = content else { return content }
        return .symbols(
            entries.map { entry in
                guard entry.shape == .circle else { return entry }
                var entry = entry
                entry.shape = shape
                entry.size = entry.size.map { $0 * shapeAreaFactor(shape) }
                return entry
            })
    }
}
