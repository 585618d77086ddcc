import Charta
import Foundation

/// Turning a unit into Charta layers: the data table with one column per channel, the encodings, and
/// the mark (plus the line and point overlays that `line: true` and `point: true` ask for).
extension VLCompiler {
    mutating func layers(_ unit: VLUnit, all: [VLUnit], infos: [String: VLScaleInfo], scales: [Channel: ScaleSpec])
        -> [LayerSpec]
    {
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

        let positions: [(String, Channel)] = [
            ("x", .x), ("y", .y), ("xOffset", .xOffset), ("yOffset", .yOffset), ("theta", .theta), ("radius", .radius),
        ]
        for (name, channel) in positions {
            guard let def = unit.defs[name] else { continue }
            if let values = channelValues(unit, name, def: def) {
                add(channel, column(values, info: infos[name], def: def), type: columnType(infos[name], def))
            } else if def.value != nil {
                warnUnsupported("A constant pixel position", at: def.node.path)
            }
        }
        // Secondary positions: an explicit x2/y2, or the end of a bin or time-unit interval for bars.
        for (name, primary, channel) in [("x2", "x", Channel.x2), ("y2", "y", Channel.y2)] {
            guard let primaryDef = unit.defs[primary] else { continue }
            var values: [VLValue]?
            if let stacked = frame[primary + "__stack0"] {
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
        synthesizeMissingPositions(unit, encoding: &encoding, infos: infos, scales: scales)
        colorEncoding(unit, allUnits: all, infos: infos, mark: &mark, add: add)
        if encoding[.color]?.type == .quantitative { encoding[.color]?.identity = true }
        if let def = unit.defs["size"] {
            if let values = channelValues(unit, "size", def: def), def.hasField {
                add(.size, .numbers(sizes(values, def: def, units: all, infos: infos)), type: .quantitative)
                encoding[.size]?.identity = true
            } else if let v = def.value?.number {
                mark.symbolSize = VLCompiler.chartaSymbolSize(v)
            }
        }
        if let def = unit.defs["opacity"], let v = def.value?.number { mark.opacity = v }
        if let def = unit.defs["shape"] {
            if def.hasField, let info = infos["shape"], info.isDiscrete, let values = frame["shape"] {
                let index = Dictionary(info.labels.enumerated().map { ($1, $0) }) { a, _ in a }
                let shapes = values.map { v in
                    index[label(v, def: def)].map {
                        VLCompiler.shapePalette[$0 % VLCompiler.shapePalette.count].rawValue
                    }
                }
                add(.shape, .strings(shapes), type: .nominal)
            } else if let name = def.value?.string, let shape = symbol(name) {
                mark.symbol = shape
            }
        }
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
        if encoding[.color] == nil, let detail = unit.details.first, detail.hasField, let values = frame["detail0"] {
            add(.series, .strings(values.map { label($0, def: detail) }), type: .nominal)
        }
        for (key, def) in unit.facetDefs.sorted(by: { $0.key < $1.key }) {
            try? table.append(key, .strings((frame[key] ?? []).map { label($0, def: def) }))
        }
        // A view that encodes no field still draws one mark per row.
        if table.names.isEmpty { try? table.append("row", .numbers((0..<frame.count).map(Double.init))) }
        let layer = LayerSpec(mark: mark, data: table, encoding: encoding)
        var out = dashLayers(unit, layer: layer, infos: infos)
        out += overlays(unit, base: layer)
        return out
    }

    /// The values of a channel per row: its column, or a repeated datum.
    func channelValues(_ unit: VLUnit, _ name: String, def: VLFieldDef) -> [VLValue]? {
        if def.hasField { return unit.frame[name] ?? Array(repeating: .null, count: unit.frame.count) }
        if let v = datumValue(def) { return Array(repeating: v, count: unit.frame.count) }
        return nil
    }

    /// A definition's `datum`: a constant, a signal `{"expr": …}`, or a date for temporal channels.
    func datumValue(_ def: VLFieldDef) -> VLValue? {
        guard let datum = def.datum else { return nil }
        var v = VLValue(datum)
        if let text = datum.object?["expr"]?.string, case .success(let e) = VLExpression.parse(text) {
            v = e.evaluate(scope(.object([:]))).dataValue
        } else if case .object(let o) = VLExprValue(datum), def.measure == .temporal {
            return .date(VLCompiler.dateTime(o, utc: false, zone: options.timeZone))
        }
        if def.measure == .temporal { v = .date(dateParser.date(v)) }
        return v
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

    // MARK: - Mark

    func markSpec(_ unit: VLUnit, infos: [String: VLScaleInfo]) -> MarkSpec {
        func prop(_ key: String) -> JSONValue? { unit.markProperty(key, config: config) }
        func num(_ key: String) -> Double? {
            if let d = prop(key)?.number { return d }
            // A signal `{"expr": "20"}` with a constant expression.
            guard let text = prop(key)?.object?["expr"]?.string, case .success(let e) = VLExpression.parse(text) else {
                return nil
            }
            let v = e.evaluate(scope(.object([:])))
            return v.isNumber && v.number.isFinite ? v.number : nil
        }
        let kind: MarkKind
        switch unit.markType {
        case "bar": kind = .bar
        case "line", "trail": kind = .line
        case "area": kind = .area
        case "point", "circle", "square": kind = .point
        case "tick": kind = .tick
        case "rule": kind = .rule
        case "rect": kind = .rect
        case "text": kind = .text
        default: kind = .arc
        }
        var mark = MarkSpec(kind)
        let filled = prop("filled")?.bool ?? (unit.markType != "point")
        let colorKey = ["line", "rule", "trail"].contains(unit.markType) || !filled ? "stroke" : "fill"
        if let c = (prop(colorKey) ?? prop("color"))?.string.flatMap(VLColor.parse) { mark.style = .color(c) }
        mark.opacity = num("opacity")
        if ["point", "circle", "square"].contains(unit.markType) {
            mark.filled = filled
            mark.symbol = unit.markType == "square" ? .square : symbol(prop("shape")?.string) ?? .circle
            mark.symbolSize = VLCompiler.chartaSymbolSize(num("size") ?? 30)
            mark.lineWidth = num("strokeWidth") ?? 2
            if mark.opacity == nil { mark.opacity = 0.7 }
        }
        if ["line", "trail", "rule"].contains(unit.markType) {
            mark.lineWidth = num("strokeWidth") ?? (unit.markType == "rule" ? 1 : 2)
        }
        if let dash = prop("strokeDash")?.array?.compactMap(\.number) { mark.dash = dash }
        switch prop("strokeCap")?.string {
        case "round"?: mark.lineCap = .round
        case "square"?: mark.lineCap = .square
        case "butt"?: mark.lineCap = .butt
        default: break
        }
        mark.interpolation = interpolation(prop("interpolate")?.string)
        if ["bar", "rect"].contains(unit.markType) {
            mark.cornerRadius = cornerRadii(unit, num)
            mark.horizontal = unit.orient.map { $0 == .horizontal }
        }
        if unit.markType == "area" { mark.horizontal = unit.orient.map { $0 == .horizontal } }
        let alongX = unit.markType == "tick" ? unit.orient == .horizontal : unit.orient != .horizontal
        let widthKey = alongX ? "width" : "height"
        if let w = prop(widthKey) {
            if let d = w.number {
                mark.width = .fixed(d)
            } else if let band = w.object?["band"]?.number {
                mark.width = .ratio(band)
            }
        }
        if unit.markType == "tick" {
            mark.lineWidth = num("thickness") ?? 1
            if let size = num("size") { mark.width = .fixed(size) }
            mark.horizontal = unit.orient.map { $0 == .horizontal }
        }
        // Bars along a continuous dimension are `continuousBandSize` (5) points wide.
        if unit.markType == "bar", case .automatic = mark.width, let orient = unit.orient {
            let dimension = orient == .vertical ? "x" : "y"
            if let def = unit.defs[dimension], infos[dimension]?.isDiscrete == false, !def.isBinned,
                def.timeUnit == nil, unit.defs[dimension + "2"] == nil
            {
                mark.width = .fixed(config.number("bar", "continuousBandSize") ?? 5)
            }
        }
        return mark
    }

    /// Vega's default symbol range for shape scales, in Charta's shapes.
    static let shapePalette: [SymbolShape] = [
        .circle, .square, .triangleUp, .cross, .diamond, .triangleUp, .triangleDown, .triangleDown,
    ]

    func symbol(_ name: String?) -> SymbolShape? {
        switch name {
        case "circle"?: .circle
        case "square"?: .square
        case "diamond"?: .diamond
        case "triangle-up"?, "triangle"?: .triangleUp
        case "triangle-down"?: .triangleDown
        case "cross"?: .cross
        case "star"?: .star
        case "wye"?: .wye
        default: nil
        }
    }

    func interpolation(_ name: String?) -> InterpolationMethod? {
        switch name {
        case "linear"?, "linear-closed"?: .linear
        case "monotone"?: .monotone
        case "step"?: .stepCenter
        case "step-before"?: .stepStart
        case "step-after"?: .stepEnd
        case "basis"?, "basis-open"?, "basis-closed"?: .basis
        case "cardinal"?, "cardinal-open"?, "cardinal-closed"?: .cardinal(tension: 0)
        case "catmull-rom"?: .catmullRom(alpha: 0.5)
        case "natural"?: .natural
        default: nil
        }
    }

    /// Corner radii from `cornerRadius`, the per-corner forms and `cornerRadiusEnd` (the corners at the
    /// value end of the bar).
    func cornerRadii(_ unit: VLUnit, _ num: (String) -> Double?) -> CornerRadii? {
        let all = num("cornerRadius") ?? 0
        var r = CornerRadii(
            topLeft: num("cornerRadiusTopLeft") ?? all, topRight: num("cornerRadiusTopRight") ?? all,
            bottomRight: num("cornerRadiusBottomRight") ?? all, bottomLeft: num("cornerRadiusBottomLeft") ?? all)
        if let end = num("cornerRadiusEnd") {
            if unit.orient == .horizontal {
                r.topRight = end
                r.bottomRight = end
            } else {
                r.topLeft = end
                r.topRight = end
            }
        }
        return r == .zero ? nil : r
    }

    // MARK: - Dashes

    /// Vega's default strokeDash range.
    static let dashPalette: [[Double]] = [[1, 0], [4, 2], [2, 1], [1, 1], [1, 2, 4, 2]]

    /// A strokeDash field splits the layer: one layer per category, each with its dash pattern.
    func dashLayers(_ unit: VLUnit, layer: LayerSpec, infos: [String: VLScaleInfo]) -> [LayerSpec] {
        guard let def = unit.defs["strokeDash"], def.hasField, let info = infos["strokeDash"], info.isDiscrete,
            let values = unit.frame["strokeDash"]
        else { return [layer] }
        let labels = values.map { label($0, def: def) }
        return info.labels.enumerated().compactMap { i, category in
            let keep = labels.indices.filter { labels[$0] == category }
            guard !keep.isEmpty else { return nil }
            var part = layer
            var table = DataTable()
            for (name, column) in zip(layer.data.names, layer.data.columns) {
                try? table.append(name, VLCompiler.rows(column, keep))
            }
            if part.encoding[.color] == nil {
                try? table.append("series", .strings(keep.map { _ in category }))
                part.encoding[.series] = ChannelEncoding(.field("series"), type: .nominal)
            }
            part.data = table
            part.mark.dash = VLCompiler.dashPalette[i % VLCompiler.dashPalette.count]
            if part.mark.dash == [1, 0] { part.mark.dash = [] }
            return part
        }
    }

    static func rows(_ column: DataColumn, _ keep: [Int]) -> DataColumn {
        switch column {
        case .numbers(let v): .numbers(keep.map { v[$0] })
        case .dates(let v): .dates(keep.map { v[$0] })
        case .strings(let v): .strings(keep.map { v[$0] })
        }
    }

    // MARK: - Overlays

    /// The extra layers of `"line": true` on areas and `"point": true` on lines and areas.
    func overlays(_ unit: VLUnit, base: LayerSpec) -> [LayerSpec] {
        var out: [LayerSpec] = []
        guard ["line", "area", "trail"].contains(unit.markType) else { return out }
        if unit.markType == "area", let line = unit.markNode["line"]?.value, line != .bool(false), line != .null {
            var mark = MarkSpec(.line, lineWidth: 2)
            if let c = line.object?["color"]?.string.flatMap(VLColor.parse) { mark.style = .color(c) }
            var layer = base
            layer.mark = mark
            out.append(layer)
        }
        if let point = unit.markNode["point"]?.value, point != .bool(false), point != .null,
            point.string != "transparent"
        {
            var mark = MarkSpec(.point, symbol: .circle, symbolSize: VLCompiler.chartaSymbolSize(30), filled: true)
            if let c = point.object?["color"]?.string.flatMap(VLColor.parse) { mark.style = .color(c) }
            if case .color(let c)? = base.mark.style, mark.style == nil { mark.style = .color(c) }
            var layer = base
            layer.mark = mark
            out.append(layer)
        }
        return out
    }
}
