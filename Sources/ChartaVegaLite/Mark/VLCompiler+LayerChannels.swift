import Charta

/// A layer's shape, size and text channels: by field, or a constant on the mark.
extension VLCompiler {
    mutating func addShape(
        _ unit: VLUnit, infos: [VLChannel: VLScaleInfo], to columns: inout VLLayerColumns, mark: inout MarkSpec
    ) {
        guard let def = unit.defs[.shape] else { return }
        if def.hasField, let info = infos[.shape], info.isDiscrete, let values = unit.frame[.shape] {
            let index = Dictionary(info.labels.enumerated().map { ($1, $0) }) { a, _ in a }
            let range = shapeRange(def)
            let shapes = values.map { v in index[label(v, def: def)].map { range[$0 % range.count].rawValue } }
            columns.add(.shape, .strings(shapes), type: .nominal)
        } else if let shape = symbol(def.node["value"]), !["line", "area", "trail"].contains(unit.markType) {
            // On lines the shape is drawn by the point overlay (``overlays(_:base:)``). The mark's size
            // was that of its own shape; the same Vega size gives this shape its own area.
            if let size = mark.symbolSize {
                mark.symbolSize = size * shapeAreaFactor(shape) / shapeAreaFactor(mark.symbol ?? .circle)
            }
            mark.symbol = shape
        }
    }

    mutating func addSize(
        _ unit: VLUnit, all: [VLUnit], infos: [VLChannel: VLScaleInfo], to columns: inout VLLayerColumns,
        mark: inout MarkSpec
    ) {
        guard let def = unit.defs[.size] else { return }
        if unit.markType == "bar", def.hasField, let info = infos[.size], info.isDiscrete,
            let values = unit.frame[.size]
        {
            let widths = barWidths(info)
            let index = Dictionary(info.labels.enumerated().map { ($1, $0) }) { a, _ in a }
            columns.add(
                .size, .numbers(values.map { index[label($0, def: def)].map { widths[$0] } ?? .nan }),
                type: .quantitative)
            columns.encoding[.size]?.identity = true
        } else if var values = channelValues(unit, .size, def: def), def.hasField {
            // A binned size on a continuous scale sizes each mark by the middle of its bin.
            if def.isBinned, !def.binned, let ends = unit.frame[.size, .end], ends.count == values.count,
                buckets(.size, def: def, scaleType: infos[.size]?.scaleType ?? "linear", units: all) == nil
            {
                values = VLCompiler.middles(values, ends)
            }
            // Sizes are circles' areas; a point mark of one other shape has that shape's area (shapes
            // by field are sized per row by `sizeByShape`).
            let oneShape = mark.kind == .point && unit.defs[.shape]?.hasField != true
            let factor = oneShape ? shapeAreaFactor(mark.symbol ?? .circle) : 1
            columns.add(
                .size, .numbers(sizes(values, def: def, units: all, infos: infos).map { $0 * factor }),
                type: .quantitative)
            columns.encoding[.size]?.identity = true
        } else if let v = def.value?.number {
            mark.symbolSize = VLCompiler.chartaSymbolSize(v, shape: mark.symbol)
        }
    }

    /// The text channel by field or value, or a constant text given in a text mark's definition.
    mutating func addText(_ unit: VLUnit, to columns: inout VLLayerColumns) {
        let count = unit.frame.count
        if let def = unit.defs[.text] {
            if let values = channelValues(unit, .text, def: def) {
                columns.add(.text, .strings(values.map { label($0, def: def) }), type: .nominal)
            } else if let v = def.value {
                columns.add(.text, .strings(Array(repeating: VLValue(v).text, count: count)), type: .nominal)
            }
        } else if unit.markType == "text", let text = unit.markProperty("text", config: config) {
            let line = text.array.map { $0.map { VLValue($0).text }.joined(separator: " ") } ?? VLValue(text).text
            columns.add(.text, .strings(Array(repeating: line, count: count)), type: .nominal)
        }
    }
}
