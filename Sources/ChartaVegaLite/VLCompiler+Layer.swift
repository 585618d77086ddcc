import Charta
import Foundation

/// Turning a unit into Charta layers: the data table with one column per channel, the encodings, and
/// the mark (plus the line and point overlays that `line: true` and `point: true` ask for).
extension VLCompiler {
    mutating func layers(_ unit: VLUnit, all: [VLUnit], infos: [String: VLScaleInfo], scales: [Channel: ScaleSpec])
        -> [LayerSpec]
    {
        if stopped() { return [] }
        let frame = unit.frame
        var table = DataTable()
        var encoding: [Channel: ChannelEncoding] = [:]
        var mark = markSpec(unit, infos: infos)
        let stack = unit.stacking().flatMap { $0.channel == "theta" ? $0 : nil }

        func add(_ channel: Channel, _ column: DataColumn, type: MeasureType, title: String? = nil) {
            try? table.append(channel.rawValue, column)
            var e = ChannelEncoding(.field(channel.rawValue), type: type, title: title)
            if let stack, channel.rawValue == stack.channel {
                e.stack = stack.offset == "normalize" ? .normalized : stack.offset == "center" ? .center : .standard
            }
            encoding[channel] = e
        }

        // Grouped bars on a time axis: each bar's sub-band of its time-unit interval.
        let nested = Dictionary(
            uniqueKeysWithValues: ["x", "y"].compactMap { c in
                nestedOffsetIntervals(unit, channel: c, infos: infos).map { (c, $0) }
            })
        let positions: [(String, Channel)] = [
            ("x", .x), ("y", .y), ("xOffset", .xOffset), ("yOffset", .yOffset), ("theta", .theta), ("radius", .radius),
        ]
        for (name, channel) in positions {
            guard let def = unit.defs[name] else {
                // A position on the mark itself (`"mark": {"type": "text", "x": -5}`): points from the
                // plot's leading or top edge.
                if name == "x" || name == "y", let pixels = unit.markNode[name]?.value.number {
                    setPixelPosition(name, pixels, on: &mark)
                }
                continue
            }
            if var values = nested[name]?.starts ?? channelValues(unit, name, def: def) {
                if let middles = binMiddles(unit, name, starts: values, info: infos[name]) { values = middles }
                add(channel, column(values, info: infos[name], def: def), type: columnType(infos[name], def))
            } else if let pixels = def.value?.number, name == "x" || name == "y" {
                setPixelPosition(name, pixels, on: &mark)
            } else if def.value != nil {
                warnUnsupported("A constant pixel position", at: def.node.path)
            }
        }
        // Secondary positions: an explicit x2/y2, or the end of a bin or time-unit interval for bars.
        for (name, primary, channel) in [("x2", "x", Channel.x2), ("y2", "y", Channel.y2)] {
            guard let primaryDef = unit.defs[primary] else { continue }
            var values: [VLValue]?
            if let interval = nested[primary] {
                values = interval.ends
            } else if let stacked = frame[primary + "__stack0"] {
                values = stacked
            } else if let def = unit.defs[name] {
                values = channelValues(unit, name, def: def)
            } else if ["bar", "rect"].contains(unit.markType), primaryDef.timeUnit != nil || primaryDef.isBinned,
                !(infos[primary]?.isDiscrete ?? true)
            {
                values = frame[primary + "__end"]
            }
            if let values {
                add(
                    channel, column(values, info: infos[primary], def: primaryDef),
                    type: columnType(infos[primary], primaryDef))
            }
        }
        mark.intervalInset = intervalInset(unit, infos: infos, nested: Set(nested.keys))
        addSelectionFields(unit, to: &table)
        synthesizeMissingPositions(unit, encoding: &encoding, infos: infos, scales: scales)
        colorEncoding(unit, allUnits: all, infos: infos, mark: &mark, add: add)
        if encoding[.color]?.type == .quantitative { encoding[.color]?.identity = true }
        if let def = unit.defs["shape"] {
            if def.hasField, let info = infos["shape"], info.isDiscrete, let values = frame["shape"] {
                let index = Dictionary(info.labels.enumerated().map { ($1, $0) }) { a, _ in a }
                let range = shapeRange(def)
                let shapes = values.map { v in index[label(v, def: def)].map { range[$0 % range.count].rawValue } }
                add(.shape, .strings(shapes), type: .nominal)
            } else if let shape = symbol(def.node["value"]),
                !["line", "area", "trail"].contains(unit.markType)
            {
                // On lines the shape is drawn by the point overlay (``overlays(_:base:)``). The mark's size
                // was that of its own shape; the same Vega size gives this shape its own area.
                if let size = mark.symbolSize {
                    mark.symbolSize = size * shapeAreaFactor(shape) / shapeAreaFactor(mark.symbol ?? .circle)
                }
                mark.symbol = shape
            }
        }
        if let def = unit.defs["size"] {
            if unit.markType == "bar", def.hasField, let info = infos["size"], info.isDiscrete,
                let values = frame["size"]
            {
                let widths = barWidths(info)
                let index = Dictionary(info.labels.enumerated().map { ($1, $0) }) { a, _ in a }
                add(
                    .size, .numbers(values.map { index[label($0, def: def)].map { widths[$0] } ?? .nan }),
                    type: .quantitative)
                encoding[.size]?.identity = true
            } else if var values = channelValues(unit, "size", def: def), def.hasField {
                // A binned size on a continuous scale sizes each mark by the middle of its bin.
                if def.isBinned, !def.binned, let ends = frame["size__end"], ends.count == values.count,
                    buckets("size", def: def, scaleType: infos["size"]?.scaleType ?? "linear", units: all) == nil
                {
                    values = VLCompiler.middles(values, ends)
                }
                // Sizes are circles' areas; a point mark of one other shape has that shape's area (shapes
                // by field are sized per row by `sizeByShape`).
                let oneShape = mark.kind == .point && unit.defs["shape"]?.hasField != true
                let factor = oneShape ? shapeAreaFactor(mark.symbol ?? .circle) : 1
                add(
                    .size, .numbers(sizes(values, def: def, units: all, infos: infos).map { $0 * factor }),
                    type: .quantitative)
                encoding[.size]?.identity = true
            } else if let v = def.value?.number {
                mark.symbolSize = VLCompiler.chartaSymbolSize(v, shape: mark.symbol)
            }
        }
        if let def = unit.defs["opacity"], let v = def.value?.number { mark.opacity = v }
        sizeByShape(&table, encoding: &encoding, mark: mark)
        if let def = unit.defs["text"] {
            if let values = channelValues(unit, "text", def: def) {
                add(.text, .strings(values.map { label($0, def: def) }), type: .nominal)
            } else if let v = def.value {
                add(.text, .strings(Array(repeating: VLValue(v).text, count: frame.count)), type: .nominal)
            }
        } else if unit.markType == "text", let text = unit.markProperty("text", config: config) {
            // A constant text given in the mark definition.
            let line = text.array.map { $0.map { VLValue($0).text }.joined(separator: " ") } ?? VLValue(text).text
            add(.text, .strings(Array(repeating: line, count: frame.count)), type: .nominal)
        }
        if encoding[.series] == nil, let series = seriesLabels(unit, color: encoding[.color]) {
            add(.series, .strings(series), type: .nominal)
            // Series that no colour encodes keep the mark's one colour, as in Vega.
            if encoding[.color] == nil, mark.style == nil { mark.style = .color(VLTheme.accent) }
        }
        for (key, def) in unit.facetDefs.sorted(by: { $0.key < $1.key }) {
            try? table.append(key, .strings((frame[key] ?? []).map(binRangeLabel(key, def: def, units: all))))
        }
        // A view that encodes no field still draws one mark per row.
        if table.names.isEmpty { try? table.append("row", .numbers((0..<frame.count).map(Double.init))) }
        let layer = LayerSpec(mark: mark, data: table, encoding: encoding)
        var out = dashLayers(unit, layer: layer, infos: infos)
        out += overlays(unit, base: layer)
        // Vega picks the nearest point through Voronoi cells; interactive pages find it by distance
        // among the points, so only static output draws the (transparent) cells.
        if !options.interactive, let cells = voronoiLayer(unit, base: layer) { out.append(cells) }
        return out
    }

    /// Marks other than bars and rects sit in the middle of their bins on a continuous binned position
    /// (Vega-Lite's `bandPosition` 0.5 for binned fields); nil where the position is not such a bin.
    func binMiddles(_ unit: VLUnit, _ name: String, starts: [VLValue], info: VLScaleInfo?) -> [VLValue]? {
        guard name == "x" || name == "y", let def = unit.defs[name], def.isBinned, !def.binned,
            unit.defs[name + "2"] == nil, !["bar", "rect"].contains(unit.markType), info?.isDiscrete == false,
            let ends = unit.frame[name + "__end"], ends.count == starts.count
        else { return nil }
        return VLCompiler.middles(starts, ends)
    }

    /// The middle of each bin from its start and end (the start where either is missing).
    static func middles(_ starts: [VLValue], _ ends: [VLValue]) -> [VLValue] {
        zip(starts, ends).map { start, end in
            let a = start.number
            let b = end.number
            return a.isFinite && b.isFinite ? .number((a + b) / 2) : start
        }
    }

    /// The series a unit's rows split into where no colour scale splits them (Vega-Lite's
    /// `pathGroupingFields`): lines, trails and areas by a continuous colour field (drawn as given) and
    /// by an opacity field; any mark by its first `detail` field when nothing encodes colour. Nil when
    /// nothing splits the rows.
    func seriesLabels(_ unit: VLUnit, color: ChannelEncoding?) -> [String]? {
        if let color, !color.identity { return nil }
        let isPath = ["line", "trail", "area"].contains(unit.markType)
        func labels(_ name: String, column: String) -> [String]? {
            guard let def = unit.defs[name], def.hasField, let values = unit.frame[column] else { return nil }
            return values.map { label($0, def: def) }
        }
        var parts: [[String]] = []
        if isPath, color != nil, unit.defs["color"]?.aggregate == nil, let c = labels("color", column: "color") {
            parts.append(c)
        }
        if isPath, unit.defs["opacity"]?.aggregate == nil, let o = labels("opacity", column: "opacity") {
            parts.append(o)
        }
        if color == nil, let detail = unit.details.first, detail.hasField, let values = unit.frame["detail0"] {
            parts.append(values.map { label($0, def: detail) })
        }
        guard let first = parts.first else { return nil }
        return parts.dropFirst().reduce(first) { joined, part in zip(joined, part).map { "\($0) · \($1)" } }
    }

    /// The values of a channel per row: its column, or a repeated datum.
    mutating func channelValues(_ unit: VLUnit, _ name: String, def: VLFieldDef) -> [VLValue]? {
        if def.hasField { return unit.frame[name] ?? Array(repeating: .null, count: unit.frame.count) }
        if let v = datumValue(def) ?? scaledPosition(def, channel: name) {
            return Array(repeating: v, count: unit.frame.count)
        }
        return nil
    }

    /// A definition's `datum`: a constant, a signal `{"expr": …}`, or a date for temporal channels.
    mutating func datumValue(_ def: VLFieldDef) -> VLValue? {
        guard let datum = def.datum else { return nil }
        var v = VLValue(datum)
        if let text = datum.object?["expr"]?.string,
            case .success(let e) = VLExpression.parse(text, maxDepth: limits.nestingDepth)
        {
            v = evaluate(e, .object([:]), at: JSONNode.join(def.node.path, "datum")).dataValue
        } else if datum.object != nil, def.measure == .temporal {
            return .date(seconds(datum))
        }
        if def.measure == .temporal { v = .date(dateParser.date(v)) }
        return v
    }

    /// A date in a spec (a Vega-Lite date-time object, a timestamp in milliseconds or a date string) as
    /// seconds since 1970; NaN when it is none of these.
    func seconds(_ json: JSONValue) -> Double {
        if case .object(let o) = VLExprValue(json) {
            return VLCompiler.dateTime(o, utc: false, zone: options.timeZone)
        }
        return dateParser.date(VLValue(json))
    }

    func columnType(_ info: VLScaleInfo?, _ def: VLFieldDef) -> MeasureType {
        if let info, info.isDiscrete { return def.measure == .ordinal ? .ordinal : .nominal }
        return def.measure == .temporal ? .temporal : .quantitative
    }

    /// A Charta column for a channel: category labels for discrete scales, dates or numbers otherwise.
    func column(_ values: [VLValue], info: VLScaleInfo?, def: VLFieldDef) -> DataColumn {
        if let info, info.isDiscrete { return .strings(values.map { label($0, def: def) }) }
        if def.measure == .temporal {
            return .dates(
                values.map { v in
                    switch v {
                    case .date(let d): d
                    case .null: .nan
                    default: dateParser.date(v)
                    }
                })
        }
        return .numbers(values.map { $0.isNull ? .nan : $0.number })
    }

    /// A unit without x (or y) still places its marks: in the middle of a one-step band for points and
    /// text, across the whole plot for bars (Vega-Lite's defaults for a missing position channel).
    func synthesizeMissingPositions(
        _ unit: VLUnit, encoding: inout [Channel: ChannelEncoding], infos: [String: VLScaleInfo],
        scales: [Channel: ScaleSpec]
    ) {
        // Points, text and ticks without x (or y) sit in the middle of the plot (Charta's layout does so).
        guard ["bar", "rect"].contains(unit.markType) else { return }
        for (channel, partner, name) in [(Channel.x, Channel.x2, "x"), (.y, .y2, "y")] {
            guard encoding[channel] == nil else { continue }
            if infos[name] == nil {
                encoding[channel] = ChannelEncoding(.datum(.number(0)), type: .quantitative)
                encoding[partner] = ChannelEncoding(.datum(.number(1)), type: .quantitative)
            } else {
                // Another layer sets the scale: span its whole domain.
                switch scales[channel]?.domain {
                case .numbers(let r)?:
                    encoding[channel] = ChannelEncoding(.datum(.number(r.lowerBound)), type: .quantitative)
                    encoding[partner] = ChannelEncoding(.datum(.number(r.upperBound)), type: .quantitative)
                case .dates(let r)?:
                    let (lo, hi) = (
                        Date(timeIntervalSince1970: r.lowerBound), Date(timeIntervalSince1970: r.upperBound)
                    )
                    encoding[channel] = ChannelEncoding(.datum(.date(lo)), type: .temporal)
                    encoding[partner] = ChannelEncoding(.datum(.date(hi)), type: .temporal)
                default: break
                }
            }
        }
    }
}

extension VLCompiler {
    /// Symbols whose shape varies by row get a size per row: Vega's sizes give each shape a different
    /// area (see `chartaSymbolSize`), while sizes so far are those of circles.
    /// The area Charta gives a shape for a Vega size, relative to a circle's (`chartaSymbolSize`).
    func shapeAreaFactor(_ shape: SymbolShape) -> Double {
        VLCompiler.chartaSymbolSize(1, shape: shape) / VLCompiler.chartaSymbolSize(1)
    }

    func sizeByShape(_ table: inout DataTable, encoding: inout [Channel: ChannelEncoding], mark: MarkSpec) {
        guard case .strings(let shapes)? = table[Channel.shape.rawValue] else { return }
        var factorOf: [String: Double] = [:]
        let factors = shapes.map { name in
            name.map { name in
                if let known = factorOf[name] { return known }
                let factor = SymbolShape(rawValue: name).map(shapeAreaFactor) ?? 1
                factorOf[name] = factor
                return factor
            } ?? 1
        }
        guard factors.contains(where: { $0 != 1 }) else { return }
        let base: [Double]
        if case .numbers(let sizes)? = table[Channel.size.rawValue] {
            base = sizes
        } else {
            base = Array(repeating: mark.symbolSize ?? VLCompiler.chartaSymbolSize(30), count: shapes.count)
        }
        let scaled = zip(base, factors).map { $0 * $1 }
        var sized = DataTable()
        for (name, column) in zip(table.names, table.columns) where name != Channel.size.rawValue {
            try? sized.append(name, column)
        }
        try? sized.append(Channel.size.rawValue, .numbers(scaled))
        table = sized
        var e = encoding[.size] ?? ChannelEncoding(.field(Channel.size.rawValue), type: .quantitative)
        e.identity = true
        encoding[.size] = e
    }
}

extension VLCompiler {
    /// A constant pixel position along x or y (Vega-Lite's `"x": -5` on the mark or `{"value": -5}` in the
    /// encoding): where the layer's points and texts sit, in points from the plot's leading or top edge.
    func setPixelPosition(_ channel: String, _ pixels: Double, on mark: inout MarkSpec) {
        if channel == "x" { mark.pixelX = pixels } else { mark.pixelY = pixels }
    }
}
