import Charta
import Foundation

/// A scale shared by the layers that use one channel: its Vega-Lite type and, for discrete scales, the
/// domain in order with the labels its values show.
struct VLScaleInfo: Sendable {
    var channel: String
    /// The first field definition on the channel (its sort, scale, axis and legend settings rule).
    var def: VLFieldDef
    /// Vega-Lite's scale type: linear, log, pow, sqrt, symlog, time, utc, band, point, ordinal,
    /// quantile, quantize, threshold.
    var scaleType: String
    /// Discrete domains: the values in order, and their labels.
    var values: [VLValue] = []
    var labels: [String] = []

    /// The axis's `format`, if the first definition gives one.
    var axisFormat: String? { def.axis?["format"]?.value.string ?? def.format }
    var isDiscrete: Bool { ["band", "point", "ordinal"].contains(scaleType) }
    var isBand: Bool { scaleType == "band" }
    var measure: MeasureType { def.measure }
}

/// Deciding scale types and discrete domains (Vega-Lite's compile/scale/type.ts and domain.ts).
extension VLCompiler {
    static let scaleChannels = [
        "x", "y", "xOffset", "yOffset", "color", "size", "shape", "opacity", "theta", "radius", "strokeDash",
    ]

    /// Vega-Lite's default scale type for a channel, given the marks that use it.
    func defaultScaleType(_ channel: String, def: VLFieldDef, marks: [String], nestedOffset: Bool) -> String {
        let isColor = channel == "color"
        let discreteRange = ["shape", "strokeDash"].contains(channel)
        switch def.measure {
        case .nominal, .ordinal:
            if isColor || discreteRange { return "ordinal" }
            if ["x", "y", "xOffset", "yOffset"].contains(channel) {
                if marks.contains(where: { ["rect", "bar", "image", "rule", "tick"].contains($0) }) { return "band" }
                if nestedOffset { return "band" }
            } else if ["theta", "radius"].contains(channel), marks.contains("arc") {
                return "band"
            }
            return "point"
        case .temporal:
            if isColor { return "time" }
            if discreteRange { return "ordinal" }
            if def.timeUnit?.utc == true { return "utc" }
            return "time"
        case .quantitative:
            if isColor, def.isBinned { return "bin-ordinal" }
            if discreteRange { return "ordinal" }
            if channel == "size" || channel == "radius" || channel == "theta" {
                return channel == "radius" ? "sqrt" : "linear"
            }
            return "linear"
        }
    }

    /// The label a value shows on an axis or legend: dates in the field's time-unit format (or in
    /// `specifier`). Discrete domains are keyed by these labels, so distinct values keep distinct labels.
    func label(_ value: VLValue, def: VLFieldDef, utcScale: Bool = false, specifier: String? = nil) -> String {
        switch value {
        case .date(let seconds):
            let tu = def.timeUnit
            var calendar = Calendar(identifier: .gregorian)
            let utc = utcScale || tu?.utc == true
            calendar.timeZone = utc ? TimeZone(identifier: "UTC") ?? options.timeZone : options.timeZone
            calendar.locale = Locale(identifier: "en_US_POSIX")
            let format = DateFormat(specifier ?? tu?.specifier ?? "%b %d, %Y", calendar: calendar)
            return format(Date(timeIntervalSince1970: seconds))
        case .number(let d):
            if let f = def.format, let nf = try? NumberFormat(specifier: f) { return nf(d) }
            return value.text
        default:
            return value.text
        }
    }

    /// Resolves the scale of each channel over all units.
    mutating func scaleInfos(_ units: [VLUnit]) -> [String: VLScaleInfo] {
        var out: [String: VLScaleInfo] = [:]
        for channel in VLCompiler.scaleChannels {
            let users = units.filter { $0.defs[channel].map { $0.encodesData } ?? false }
            guard let first = users.first, let def = first.defs[channel] else { continue }
            let offset = channel == "x" ? "xOffset" : channel == "y" ? "yOffset" : ""
            let nested = users.contains { u in u.defs[offset]?.hasField ?? false }
            var marks = users.map(\.markType)
            // A relative band size (`"width": {"band": 0.5}`) asks for a band scale.
            if users.contains(where: { $0.markNode[channel == "x" ? "width" : "height"]?["band"] != nil }) {
                marks.append("rect")
            }
            let scaleType =
                def.scale?["type"]?.value.string
                ?? defaultScaleType(channel, def: def, marks: marks, nestedOffset: nested)
            if channel == "color" { warnUnknownScheme(def) }
            var info = VLScaleInfo(channel: channel, def: def, scaleType: scaleType)
            if info.isDiscrete {
                info.values = discreteDomain(channel, users: users, def: def)
                info.labels = info.values.map { label($0, def: def) }
            }
            out[channel] = info
        }
        return out
    }

    /// A colour scheme Charta does not have is drawn with the default colours (blues for continuous
    /// colour, the palette for categories); says so once, at the scheme.
    mutating func warnUnknownScheme(_ def: VLFieldDef) {
        guard let node = def.scale?["scheme"], def.scale?["range"] == nil, let name = def.schemeName,
            VLTheme.scheme(named: name) == nil,
            !diagnostics.contains(where: { $0.path == node.path })
        else { return }
        warnUnsupported("The colour scheme “\(name)” (drawn with the default colours)", at: node.path)
    }

    /// The values of a discrete scale in order: an explicit `scale.domain`, else the data's values sorted
    /// as `sort` says (ascending by default, data order for `null`, an explicit list, or by another
    /// channel or field).
    mutating func discreteDomain(_ channel: String, users: [VLUnit], def: VLFieldDef) -> [VLValue] {
        if let union = def.scale?["domain"]?["unionWith"]?.value.array {
            // `{"unionWith": […]}`: the listed values, then the data's.
            var d = def
            d.scale = nil
            let data = discreteDomain(channel, users: users, def: d)
            return unique(union.map(VLValue.init) + data, def: def)
        }
        if let domain = def.scale?["domain"], case .array(let values) = domain.value {
            let parsed = values.map { v -> VLValue in
                if def.measure == .temporal, def.timeUnit != nil { return .date(dateParser.date(VLValue(v))) }
                return VLValue(v)
            }
            return unique(parsed, def: def)
        }
        var values: [VLValue] = []
        var keys: [Double] = []
        let sort = def.sort
        var byKey = false
        var descending = false
        var keyChannel: String?
        var keyOp = "min"
        switch sort?.value {
        case .string(let s)?:
            if s == "descending" {
                descending = true
            } else if s != "ascending" {
                byKey = true
                descending = s.hasPrefix("-")
                keyChannel = s.hasPrefix("-") ? String(s.dropFirst()) : s
            }
        case .object?:
            byKey = true
            descending = sort?["order"]?.value.string == "descending"
            keyChannel = sort?["encoding"]?.value.string
            keyOp = sort?["op"]?.value.string ?? "min"
            if keyChannel == nil, let field = sort?["field"]?.value.string {
                keyChannel = "field:" + field
            }
        default: break
        }
        // A sort by a channel that aggregates a field (`"-x"` on `median(yield)`) orders by that aggregate
        // of the field (Vega-Lite's `domainSort` turns a sort by encoding into `{op, field}`).
        var keyField: VLFieldPath?
        if let keyChannel, keyChannel.hasPrefix("field:") {
            keyField = VLFieldPath(String(keyChannel.dropFirst(6)))
        } else if let keyChannel, let other = users.lazy.compactMap({ $0.defs[keyChannel] }).first,
            case .op(let op)? = other.aggregate, let field = other.field
        {
            keyField = field
            keyOp = op
        }
        // `{"op": "count"}` without a field: categories by how many rows of the data each has.
        let countsRows = byKey && keyChannel == nil && keyOp == "count" && def.timeUnit == nil && !def.isBinned
        // Over an aggregated view the key is aggregated from the rows before the view's aggregation, as
        // Vega-Lite sorts the scale domain on its raw data source.
        let plainField = byKey && keyField != nil && def.timeUnit == nil && !def.isBinned
        for unit in users {
            let rawKeys = plainField && unit.defs.values.contains { $0.aggregate != nil }
            if countsRows || rawKeys, let field = def.field {
                let raw = fieldValues(field, rows: unit.source.rows, source: unit.source, type: nil)
                values += raw
                if let keyField, rawKeys {
                    keys += fieldValues(keyField, rows: unit.source.rows, source: unit.source, type: .quantitative)
                        .map(\.number)
                } else {
                    keys += Array(repeating: 1, count: raw.count)
                }
                continue
            }
            let column = unit.frame[channel] ?? []
            values += column

            if byKey, let keyChannel {
                if keyChannel.hasPrefix("field:") {
                    let path = VLFieldPath(String(keyChannel.dropFirst(6)))
                    keys += fieldValues(path, rows: unit.source.rows, source: unit.source, type: .quantitative)
                        .map(\.number).prefix(column.count)
                    if column.count > unit.source.rows.count {
                        keys += Array(repeating: .nan, count: column.count - unit.source.rows.count)
                    }
                } else {
                    let k = unit.frame[keyChannel] ?? Array(repeating: VLValue.null, count: column.count)
                    keys += k.map(\.number)
                }
            }
            // A discrete scale's domain also holds the secondary channel's values (x2 on an ordinal x).
            if let secondary = unit.frame[channel + "2"], unit.defs[channel + "2"]?.hasField == true {
                values += secondary
                if byKey { keys += Array(repeating: .nan, count: secondary.count) }
            }
        }
        if case .array(let explicit)? = sort?.value {
            let order = explicit.map { VLValue($0).text }
            let present = unique(values, def: def)
            var byLabel: [String: VLValue] = [:]
            for v in present where byLabel[label(v, def: def)] == nil { byLabel[label(v, def: def)] = v }
            let listed = order.compactMap { byLabel[$0] }
            // Values the list leaves out follow it, in data order (as Vega-Lite's sort index puts them).
            let ordered = Set(order)
            let rest = present.filter { v in !ordered.contains(label(v, def: def)) }
            return listed + rest
        }
        if sort?.isNull == true { return unique(values, def: def) }
        if byKey, keys.count == values.count {
            // Aggregate the sort key per category, then order by it (ties keep data order).
            var perCategory: [String: [Double]] = [:]
            var firstSeen: [String] = []
            var representative: [String: VLValue] = [:]
            for (v, k) in zip(values, keys) {
                let l = label(v, def: def)
                if perCategory[l] == nil {
                    firstSeen.append(l)
                    representative[l] = v
                }
                if !k.isNaN { perCategory[l, default: []].append(k) }
            }
            // Each category's key is aggregated once, before sorting.
            let aggregated = firstSeen.map { l -> Double in
                let ks = perCategory[l] ?? []
                return VLCompiler.aggregate(
                    .op(keyOp), rows: Array(ks.indices), values: ks.map(VLValue.number), args: nil
                ).number
            }
            let ordered = firstSeen.enumerated().sorted { a, b in
                let ka = aggregated[a.offset]
                let kb = aggregated[b.offset]
                if ka == kb || (ka.isNaN && kb.isNaN) { return a.offset < b.offset }
                if ka.isNaN { return true }
                if kb.isNaN { return false }
                return descending ? ka > kb : ka < kb
            }
            return ordered.compactMap { representative[$0.element] }
        }
        var sorted = unique(values, def: def).sorted(by: VLValue.ascending)
        if descending { sorted.reverse() }
        return sorted
    }

    /// The values with repeated labels removed, in first-appearance order.
    func unique(_ values: [VLValue], def: VLFieldDef) -> [VLValue] {
        var seen: Set<String> = []
        return values.filter { seen.insert(label($0, def: def)).inserted }
    }
}
