import Charta

/// A unit's layers (Vega-Lite's compile/mark): its mark, its channels' columns, then the layers drawn
/// with it (dashes, point overlays, Voronoi cells).
extension VLCompiler {
    mutating func layers(_ unit: VLUnit, all: [VLUnit], infos: [VLChannel: VLScaleInfo], scales: [Channel: ScaleSpec])
        -> [LayerSpec]
    {
        if stopped() { return [] }
        var columns = VLLayerColumns(stack: unit.stacking().flatMap { $0.channel == .theta ? $0 : nil })
        var mark = markSpec(unit, infos: infos)
        // Grouped bars on a time axis: each bar's sub-band of its time-unit interval.
        let nested = Dictionary(
            uniqueKeysWithValues: [VLChannel.x, .y].compactMap { c in
                nestedOffsetIntervals(unit, channel: c, infos: infos).map { (c, $0) }
            })
        addPositions(unit, infos: infos, nested: nested, to: &columns, mark: &mark)
        addSecondaryPositions(unit, infos: infos, nested: nested, to: &columns)
        mark.intervalInset = intervalInset(unit, infos: infos, nested: Set(nested.keys))
        addSelectionFields(unit, to: &columns.table)
        synthesizeMissingPositions(unit, mark: mark, encoding: &columns.encoding, infos: infos, scales: scales)
        colorEncoding(unit, allUnits: all, infos: infos, mark: &mark) { columns.add($0, $1, type: $2, title: $3) }
        // A fill (stroke) the mark itself gives outranks the colour channel, as in Vega-Lite; the channel's
        // field still splits the series.
        if let own = ownPaint(unit) {
            columns.encoding[.color] = nil
            mark.style = .color(own)
        }
        if columns.encoding[.color]?.type == .quantitative { columns.encoding[.color]?.identity = true }
        addShape(unit, infos: infos, to: &columns, mark: &mark)
        addSize(unit, all: all, infos: infos, to: &columns, mark: &mark)
        if let def = unit.defs[.opacity], let v = def.value?.number { mark.opacity = v }
        sizeByShape(&columns.table, encoding: &columns.encoding, mark: mark)
        addText(unit, to: &columns)
        addImage(unit, to: &columns, mark: &mark)
        if columns.encoding[.series] == nil, let series = seriesLabels(unit, color: columns.encoding[.color]) {
            columns.add(.series, .strings(series), type: .nominal)
            // Series that no colour encodes keep the mark's one colour, as in Vega.
            if columns.encoding[.color] == nil, mark.style == nil { mark.style = .color(VLTheme.accent) }
        }
        for (key, def) in unit.facetDefs.sorted(by: { $0.key < $1.key }) {
            try? columns.table.append(
                key.name, .strings((unit.frame[key] ?? []).map(binRangeLabel(key, def: def, units: all))))
        }
        // A view that encodes no field still draws one mark per row.
        if columns.table.names.isEmpty {
            try? columns.table.append("row", .numbers((0..<unit.frame.count).map(Double.init)))
        }
        let layer = LayerSpec(mark: mark, data: columns.table, encoding: columns.encoding)
        var out = dashLayers(unit, layer: layer, infos: infos)
        out += overlays(unit, base: layer)
        // Vega picks the nearest point through Voronoi cells; interactive pages find it by distance
        // among the points, so only static output draws the (transparent) cells.
        if !options.interactive, let cells = voronoiLayer(unit, base: layer) { out.append(cells) }
        return out
    }
}

extension VLCompiler {
    /// The colour the mark definition itself gives the paint its colour channel would set (`stroke` for
    /// lines and unfilled points, `fill` otherwise); nil when it gives none.
    func ownPaint(_ unit: VLUnit) -> Color? {
        guard unit.defs[.color] != nil else { return nil }
        return unit.markNode[paintKey(unit)]?.value.string.flatMap(VLColor.parse)
    }
}
