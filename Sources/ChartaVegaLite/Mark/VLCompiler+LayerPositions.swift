import Charta

/// A layer's positions: x, y, their offsets, theta and radius, then x2 and y2 (explicit, or the end of
/// a stack, a bin or a time-unit interval).
extension VLCompiler {
    typealias NestedIntervals = [VLChannel: (starts: [VLValue], ends: [VLValue])]

    mutating func addPositions(
        _ unit: VLUnit, infos: [VLChannel: VLScaleInfo], nested: NestedIntervals, to columns: inout VLLayerColumns,
        mark: inout MarkSpec
    ) {
        let positions: [(VLChannel, Channel)] = [
            (.x, .x), (.y, .y), (.xOffset, .xOffset), (.yOffset, .yOffset), (.theta, .theta), (.radius, .radius),
        ]
        for (name, channel) in positions {
            guard let def = unit.defs[name] else {
                // A position on the mark itself (`"mark": {"type": "text", "x": -5}`): points from the
                // plot's leading or top edge.
                if name == .x || name == .y, let pixels = unit.markNode[name.name]?.value.number {
                    setPixelPosition(name, pixels, on: &mark)
                }
                continue
            }
            if var values = nested[name]?.starts ?? channelValues(unit, name, def: def) {
                if let middles = binMiddles(unit, name, starts: values, info: infos[name]) { values = middles }
                columns.add(channel, column(values, info: infos[name], def: def), type: columnType(infos[name], def))
            } else if let pixels = def.value?.number, name == .x || name == .y {
                setPixelPosition(name, pixels, on: &mark)
            } else if def.value != nil {
                warnUnsupported("A constant pixel position", at: def.node.path)
            }
        }
    }

    /// An explicit x2/y2, or the end of a stack, or for bars of a bin or time-unit interval its end.
    mutating func addSecondaryPositions(
        _ unit: VLUnit, infos: [VLChannel: VLScaleInfo], nested: NestedIntervals, to columns: inout VLLayerColumns
    ) {
        for (name, primary, channel) in [(VLChannel.x2, VLChannel.x, Channel.x2), (.y2, .y, .y2)] {

            guard let primaryDef = unit.defs[primary] else { continue }
            var values: [VLValue]?
            if let interval = nested[primary] {
                values = interval.ends
            } else if let stacked = unit.frame[primary, .stackStart] {
                values = stacked
            } else if let def = unit.defs[name] {
                values = channelValues(unit, name, def: def)
            } else if VLCompiler.spansInterval(unit, primary), primaryDef.timeUnit != nil || primaryDef.isBinned,
                !(infos[primary]?.isDiscrete ?? true)
            {
                values = unit.frame[primary, .end]
            }
            if let values {
                columns.add(
                    channel, column(values, info: infos[primary], def: primaryDef),
                    type: columnType(infos[primary], primaryDef))
            }
        }
    }
}
