import Charta
import Foundation

/// Scale settings for positions and colours, with Vega-Lite's defaults (compile/scale/properties.ts).
extension VLCompiler {
    /// The position channel's scale; a synthesized one when no layer encodes the channel. `length` is the
    /// plot's extent along the channel (for pixel paddings of continuous scales).
    mutating func positionScale(_ channel: VLChannel, units: [VLUnit], infos: [VLChannel: VLScaleInfo], length: Double)
        -> ScaleSpec?
    {
        let users = units.filter { $0.defs[channel].map { $0.encodesData } ?? false }
        guard let info = infos[channel] else { return unencodedPositionScale(channel, units: units, infos: infos) }
        let def = info.def
        let scale = def.scale
        var s = ScaleSpec()
        if info.isDiscrete {
            s.kind = info.isBand ? .band : .point
            s.domain = .categories(info.labels)
            let offset: VLChannel = channel == .x ? .xOffset : .yOffset
            let nested = infos[offset] != nil
            let padding = scale?["padding"]?.value.number
            if info.isBand {
                // Each layer proposes its mark's default padding; the first layer's wins (scale/properties.ts
                // `parseNonUnitScaleProperty` keeps the first of equally implicit values).
                let mark = users.first?.markType ?? "rect"
                let inner =
                    scale?["paddingInner"]?.value.number ?? padding
                    ?? (nested ? config.nestedOffsetPaddingInner : config.bandPaddingInner(mark: mark))
                let outer =
                    scale?["paddingOuter"]?.value.number ?? padding
                    ?? (nested ? config.nestedOffsetPaddingOuter : config.bandPaddingOuter ?? inner / 2)
                s.paddingInner = inner
                s.paddingOuter = outer
            } else {
                s.paddingOuter = padding ?? scale?["paddingOuter"]?.value.number ?? config.pointPadding
            }
            s.reverse = (channel == .y) != (scale?["reverse"]?.value.bool == true)
            return s
        }
        switch info.scaleType {
        case "log": s.kind = .log(base: scale?["base"]?.value.number ?? 10)
        case "pow": s.kind = .pow(exponent: scale?["exponent"]?.value.number ?? 1)
        case "sqrt": s.kind = .pow(exponent: 0.5)
        case "symlog": s.kind = .symlog(constant: scale?["constant"]?.value.number ?? 1)
        case "time": s.kind = .time
        case "utc": s.kind = .utc
        case "linear": s.kind = .linear
        default:
            warnUnsupported("The scale type “\(info.scaleType)” on \(channel)", at: def.node.path)
            s.kind = .linear
        }
        // `"sort": "descending"` on a continuous field reverses the scale (Vega-Lite's `reverse` default).
        s.reverse = scale?["reverse"]?.value.bool ?? (def.sort == .descending)
        // An explicit `zero` in any layer is the shared scale's; otherwise the first layer's default wins,
        // as Vega-Lite merges scale properties (`mergeValuesWithExplicit`, then `defaultTieBreaker`).
        let explicitZero = users.lazy.compactMap { $0.defs[channel]?.scale?["zero"]?.value.bool }.first
        s.includesZero =
            explicitZero ?? users.first.map { vlZero(channel, unit: $0, scaleType: info.scaleType) } ?? false
        s.domain = continuousDomain(channel, info: info, users: users, scale: s, length: length)
        s.nice = false
        return s
    }

    /// An explicit continuous domain `[lo, hi]` (numbers, timestamps or date strings).
    mutating func explicitDomain(_ node: JSONNode, def: VLFieldDef) -> ScaleSpec.Domain? {
        guard let values = node.value.array, values.count >= 2 else {
            if node.value.string != "unaggregated" { warnUnsupported("This scale domain", at: node.path) }
            return nil
        }
        if def.measure == .temporal {
            let d = values.map(seconds)
            guard let lo = d.first, let hi = d.last, lo.isFinite, hi.isFinite else { return nil }
            return .dates(min(lo, hi)...max(lo, hi))
        }
        let n = values.map { VLValue($0).number }
        guard let lo = n.first, let hi = n.last, lo.isFinite, hi.isFinite else { return nil }
        return .numbers(min(lo, hi)...max(lo, hi))
    }

    /// Vega-Lite's `zero` default for a position scale in one unit.
    func vlZero(_ channel: VLChannel, unit: VLUnit, scaleType: String) -> Bool {
        guard let def = unit.defs[channel] else { return false }
        if let explicit = def.scale?["zero"]?.value.bool { return explicit }
        if let domain = def.scale?["domain"]?.value.array {
            let n = domain.compactMap(\.number)
            return n.count >= 2 && (n.first ?? 1) <= 0 && (n.last ?? -1) >= 0
        }
        guard ["linear", "pow", "sqrt", "symlog"].contains(scaleType), !def.isBinned else { return false }
        if ["bar", "area", "line", "trail"].contains(unit.markType) {
            if (unit.orient == .horizontal && channel == .y) || (unit.orient == .vertical && channel == .x) {
                return false
            }
        }
        let secondary: VLChannel = channel == .x ? .x2 : .y2
        if ["bar", "area"].contains(unit.markType), unit.defs[secondary] == nil { return true }
        return config.zero
    }

    /// The scale of a position no layer encodes: one band an offset divides, the unit span that bars
    /// fill, or one point in the middle; nil when only arcs and rules are drawn.
    func unencodedPositionScale(_ channel: VLChannel, units: [VLUnit], infos: [VLChannel: VLScaleInfo]) -> ScaleSpec? {
        let placed = units.filter { !["arc", "rule"].contains($0.markType) }
        guard !placed.isEmpty else { return nil }
        if infos[channel == .x ? .xOffset : .yOffset]?.isDiscrete == true {
            return ScaleSpec(kind: .band, domain: .categories([""]), paddingInner: 0, paddingOuter: 0)
        }
        if placed.contains(where: { ["bar", "rect"].contains($0.markType) }) {
            return ScaleSpec(kind: .linear, domain: .numbers(0...1), includesZero: false, nice: false)
        }
        return ScaleSpec(kind: .point, domain: .categories([""]), paddingOuter: 0.5)
    }

    // MARK: - Colour

    /// The colour scale for discrete colours: its domain in order and a scheme or explicit colours.
    mutating func colorScale(_ infos: [VLChannel: VLScaleInfo]) -> ScaleSpec? {
        guard let info = infos[.color], info.isDiscrete else { return nil }
        var s = ScaleSpec(kind: .ordinal, domain: .categories(info.labels))
        let scale = info.def.scale
        if let range = scale?["range"] {
            if case .array = range.value {
                var colors: [String] = []
                for node in range.elements { if let c = rangeColor(node) { colors.append(c) } }
                s.range = colors
            } else if range["field"] != nil {
                s.range = nil
            } else if let name = range.value.string, name != "category" {
                s.scheme = name
            }
        }
        if s.range == nil {
            let scheme = info.def.schemeName
            switch config.categoryRange {
            case .array(let colors)? where scheme == nil:
                s.range = colors.compactMap { $0.string.flatMap(VLColor.parse)?.hexRGB }
            case .string(let name)? where scheme == nil: s.scheme = name
            default: s.scheme = scheme ?? "tableau10"
            }
        }
        return s
    }

    /// A colour of a scale's `range`: a CSS colour, or a signal `{"expr": …}` that evaluates to one (a
    /// parameter bound to a colour picker gives its value).
    mutating func rangeColor(_ node: JSONNode) -> String? {
        if let text = node["expr"]?.value.string {
            guard let e = expression(text, at: node.path),
                case .string(let css) = evaluate(e, .object([:]), at: node.path)
            else { return nil }
            return VLColor.parse(css)?.hexRGB
        }
        return node.value.string.flatMap(VLColor.parse)?.hexRGB
    }

    /// Sets the colour of a unit's marks: a constant, a series per category, or per-row colours from a
    /// continuous ramp (a quantitative or temporal colour field).
    mutating func colorEncoding(
        _ unit: VLUnit, allUnits: [VLUnit], infos: [VLChannel: VLScaleInfo], mark: inout MarkSpec,
        add: (Channel, DataColumn, MeasureType, String?) -> Void
    ) {
        guard let def = unit.defs[.color] else { return }
        if def.scaleDisabled, def.hasField, let values = unit.frame[.color] {
            // `"scale": null`: the data holds the colours.
            add(.color, .strings(values.map { VLColor.parse($0.text)?.hexRGBA }), .quantitative, nil)
            return
        }
        if def.condition != nil, !def.hasField, let values = unit.frame[.color] {
            let hex = values.map { v in v.text == "null" ? nil : VLColor.parse(v.text)?.hexRGBA }
            add(.color, .strings(hex), .quantitative, nil)
            return
        }
        if def.condition != nil {
            warnUnsupported("Conditions on a parameter or a field", at: JSONNode.join(def.node.path, "condition"))
        }
        guard def.encodesData, let values = unit.frame[.color] else {
            if let c = def.value?.string.flatMap(VLColor.parse) { mark.style = .color(c) }
            return
        }
        if let info = infos[.color], info.isDiscrete {
            add(.color, .strings(values.map { label($0, def: def) }), .nominal, nil)
            return
        }
        if let b = colorBins(def, units: allUnits) {
            let colors = binColors(def, count: b.count)
            add(
                .color, .strings(values.map { b.index($0.number).map { colors[$0] } ?? VLTheme.accent.hexRGB }),
                .quantitative, nil)
            return
        }
        if let info = infos[.color], let b = buckets(.color, def: def, scaleType: info.scaleType, units: allUnits) {
            let colors = bucketColors(def, count: b.count)
            add(
                .color, .strings(values.map { b.index($0.number).map { colors[$0] } ?? VLTheme.accent.hexRGB }),
                .quantitative, nil)
            return
        }
        let ramp = colorRamp(def, units: allUnits)
        add(.color, .strings(values.map { ramp($0.number) }), .quantitative, nil)
    }

    /// A continuous colour ramp over the field's domain (Vega-Lite's default for quantitative colour:
    /// the “blues” scheme; `scale.scheme` or a two-colour `scale.range` otherwise). Missing values get
    /// the invalid colour from `config.scale.invalid`, or the colour of the domain's minimum.
    func colorRamp(_ def: VLFieldDef, units: [VLUnit]) -> (Double) -> String {
        let (lo, hi) = continuousColorDomain(def, units: units)
        let scale = def.scale
        let schemeName = def.schemeName ?? "blues"
        let colors: [String]
        if let range = scale?["range"]?.value.array?.compactMap({ $0.string.flatMap(VLColor.parse)?.hexRGB }),
            range.count >= 2
        {
            colors = range
        } else {
            colors = VLTheme.sequentialScheme(def).colors
        }
        let ramp = ColorScheme(name: schemeName, kind: .sequential, colors: colors)
        let colorAt = ramp.interpolator()
        let color = { (v: Double) in colorAt(min(1, max(0, hi > lo ? (v - lo) / (hi - lo) : 0.5))) }
        // Vega-Lite's "zero-or-min" output for invalid values: a colour scale leaves out zero, so the
        // domain's minimum.
        let invalid =
            config.value("scale", "invalid", "color", "value")?.string.flatMap(VLColor.parse)?.hexRGB ?? color(lo)
        return { v in v.isFinite ? color(v) : invalid }
    }

    /// The domain of a continuous colour field: explicit, or the data's extent.
    func continuousColorDomain(_ def: VLFieldDef, units: [VLUnit]) -> (Double, Double) {
        if let d = def.scale?["domain"]?.value.array?.compactMap(\.number), d.count >= 2, let a = d.first,
            let b = d.last
        {
            return (a, b)
        }
        // Only the layers that colour by this field (another layer may colour by a category).
        let users = units.filter { $0.defs[.color]?.field?.raw == def.field?.raw }
        let values = (users.isEmpty ? units : users).flatMap { ($0.frame[.color] ?? []).map(\.number) }
            .filter(\.isFinite)
        return (values.min() ?? 0, values.max() ?? 1)
    }

    /// Symbol areas for a quantitative size field: Vega-Lite's linear size scale from zero (or the
    /// buckets of a discretizing scale), converted to Charta's convention.
    /// `maximum`, when given, is the top of the size domain instead of the units' largest size.
    func sizes(
        _ values: [VLValue], def: VLFieldDef, units: [VLUnit], infos: [VLChannel: VLScaleInfo], maximum: Double? = nil
    ) -> [Double] {
        let numbers = values.map(\.number)
        if let info = infos[.size], let b = buckets(.size, def: def, scaleType: info.scaleType, units: units) {
            let sizes = bucketSizes(def, count: b.count, units: units)
            return numbers.map { v in b.index(v).map { VLCompiler.chartaSymbolSize(sizes[$0]) } ?? .nan }
        }
        // A binned size's domain runs to the end of its last bin.
        let column = VLColumn(.channel(.size), def.isBinned && !def.binned ? .end : .value)
        let hi =
            maximum ?? units.flatMap { ($0.frame[column] ?? $0.frame[.size] ?? []).map(\.number) }.filter(\.isFinite)
            .max() ?? 1
        let range = def.scale?["range"]?.value.array?.compactMap(\.number)
        // Trails map size to their width, between `minStrokeWidth` and `maxStrokeWidth` (Vega-Lite's
        // `sizeRangeMin`/`sizeRangeMax` for path marks); other marks to a symbol area.
        let widths = units.contains { $0.markType == "trail" && $0.defs[.size] != nil }
        let (minSize, maxSize) =
            widths
            ? (config.number("scale", "minStrokeWidth") ?? 1, config.number("scale", "maxStrokeWidth") ?? 4)
            : sizeRange(units)
        let lo = range?.first ?? def.scale?["rangeMin"]?.value.number ?? minSize
        let top = range?.last ?? def.scale?["rangeMax"]?.value.number ?? maxSize
        // The domain: from zero to the largest value, or as the scale gives it (not clamped).
        let given: [Double] = def.scale?["domain"]?.value.array?.compactMap(\.number) ?? []
        var domain: (Double, Double)?
        if let d0 = given.first, let d1 = given.last, given.count >= 2, d0.isFinite, d1.isFinite, d0 != d1 {
            domain = (d0, d1)
        }
        return numbers.map { v in
            guard v.isFinite else { return .nan }
            let fraction: Double
            if let (d0, d1) = domain {
                fraction = (v - d0) / (d1 - d0)
            } else {
                guard hi > 0 else { return .nan }
                fraction = max(0, v) / hi
            }
            let size = max(0, lo + (top - lo) * fraction)
            return widths ? size : VLCompiler.chartaSymbolSize(size)
        }
    }

    /// Charta's symbol size (d3's area) for a Vega symbol size: Vega draws a circle of radius √size / 2,
    /// a square of side √size and triangles √size wide at the base (vega-scenegraph `symbols`), so
    /// circles scale by π/4, squares and custom shapes (scaled by √size / 2 in both) keep it and triangles
    /// scale by √3/4.
    static func chartaSymbolSize(_ vegaSize: Double, shape: SymbolShape? = .circle) -> Double {
        switch shape {
        case .square?, .custom?: vegaSize
        case .triangleUp?, .triangleDown?, .triangleLeft?, .triangleRight?, .boxTriangleUp?, .boxTriangleDown?:
            vegaSize * 3.0.squareRoot() / 4
        default: vegaSize * Double.pi / 4
        }
    }
}
