import Charta
import Foundation

/// Turning a unit into Charta layers: the data table with one column per channel, the encodings, and
/// the mark (plus the line and point overlays that `line: true` and `point: true` ask for).
extension VLCompiler {
    /// Marks other than bars and rects sit in the middle of their bins on a continuous binned position
    /// (Vega-Lite's `bandPosition` 0.5 for binned fields); nil where the position is not such a bin.
    func binMiddles(_ unit: VLUnit, _ name: VLChannel, starts: [VLValue], info: VLScaleInfo?) -> [VLValue]? {
        guard name == .x || name == .y, let def = unit.defs[name], def.isBinned, !def.binned,
            unit.secondaryDef(name) == nil, !["bar", "rect"].contains(unit.markType), info?.isDiscrete == false,
            let ends = unit.frame[name, .end], ends.count == starts.count
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
        func labels(_ name: VLChannel) -> [String]? {
            guard let def = unit.defs[name], def.hasField, let values = unit.frame[name] else { return nil }
            return values.map { label($0, def: def) }
        }
        var parts: [[String]] = []
        if isPath, color != nil, unit.defs[.color]?.aggregate == nil, let c = labels(.color) {
            parts.append(c)
        }
        if isPath, unit.defs[.opacity]?.aggregate == nil, let o = labels(.opacity) {
            parts.append(o)
        }
        if color == nil, let detail = unit.details.first, detail.hasField,
            let values = unit.frame[VLColumn(.listed(.detail, 0))]
        {
            parts.append(values.map { label($0, def: detail) })
        }
        guard let first = parts.first else { return nil }
        return parts.dropFirst().reduce(first) { joined, part in zip(joined, part).map { "\($0) · \($1)" } }
    }

    /// The values of a channel per row: its column, or a repeated datum.
    mutating func channelValues(_ unit: VLUnit, _ name: VLChannel, def: VLFieldDef) -> [VLValue]? {
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
    /// text, across the whole plot for bars (Vega-Lite's defaults for a missing position channel), or in
    /// its middle for a bar of a fixed `size`.
    func synthesizeMissingPositions(
        _ unit: VLUnit, mark: MarkSpec, encoding: inout [Channel: ChannelEncoding], infos: [VLChannel: VLScaleInfo],
        scales: [Channel: ScaleSpec]
    ) {
        // Points, text and ticks without x (or y) sit in the middle of the plot (Charta's layout does so).
        guard ["bar", "rect"].contains(unit.markType) else { return }
        for (channel, partner, name) in [(Channel.x, Channel.x2, VLChannel.x), (.y, .y2, .y)] {
            guard encoding[channel] == nil else { continue }
            if infos[name] == nil, infos[name == .x ? .xOffset : .yOffset]?.isDiscrete == true {
                // An offset without its position: every row in the one band that it divides.
                encoding[channel] = ChannelEncoding(.datum(.string("")), type: .nominal)
            } else if infos[name] == nil {
                // Layout centres a bar of a fixed width in a plot without its band's channel.
                let band: Channel = unit.orient == .horizontal ? .y : .x
                if unit.markType == "bar", channel == band, case .fixed = mark.width { continue }
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
    func setPixelPosition(_ channel: VLChannel, _ pixels: Double, on mark: inout MarkSpec) {
        if channel == .x { mark.pixelX = pixels } else { mark.pixelY = pixels }
    }
}
