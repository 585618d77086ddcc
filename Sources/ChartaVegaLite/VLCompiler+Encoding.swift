import Charta

/// Reading `encoding`: one ``VLFieldDef`` per channel, with Vega-Lite's type defaults.
extension VLCompiler {
    static let fieldDefKeys: Set<String> = [
        "field", "type", "aggregate", "bin", "timeUnit", "value", "datum", "title", "sort", "stack", "scale",
        "axis", "legend", "format", "formatType", "impute", "condition", "bandPosition", "header", "columns",
    ]

    /// Reports a channel Charta does not draw: unsupported when Vega-Lite has it, else unknown.
    mutating func unsupportedChannel(_ channel: String, at path: String) {
        if VLChannel(rawValue: channel) != nil {
            warnUnsupported("The channel “\(channel)”", at: path)
        } else {
            unknownName("channel", channel, in: VLSchema.channels, at: path)
        }
    }

    /// Reads an encoding object: channel name → definitions (arrays for tooltip, detail and order).
    mutating func readEncoding(_ node: JSONNode?) -> [VLChannel: [VLFieldDef]] {
        guard let node, let enc = object(node) else { return [:] }
        var out: [VLChannel: [VLFieldDef]] = [:]
        for (name, def) in enc.members {
            guard let channel = VLChannel(rawValue: name), VLChannel.supported.contains(channel) else {
                unsupportedChannel(name, at: def.path)
                continue
            }
            if def.isNull { continue }
            let defs: [JSONNode]
            if case .array = def.value, VLChannel.listed.contains(channel) {
                defs = def.elements
            } else {
                defs = [def]
            }
            out[channel] = defs.compactMap { readFieldDef($0, channel: channel) }
        }
        return out
    }

    mutating func readFieldDef(_ node: JSONNode, channel: VLChannel) -> VLFieldDef? {
        if channel == .tooltip, case .bool = node.value { return nil }
        guard let obj = object(node) else { return nil }
        checkKeys(obj, .fieldDef)
        for (key, schema) in [("axis", VLSchema.axis), ("legend", .legend), ("scale", .scale)] {
            if let node = obj[key], case .object = node.value { checkKeys(node, schema) }
        }
        var def = VLFieldDef(node: obj, channel: channel)
        if let f = obj["field"] {
            if let s = f.value.string {
                def.field = VLFieldPath(s)
            } else if f["repeat"] != nil {
                warnUnsupported("Repeat references", at: f.path)
            } else {
                wrongType(f, expected: "a string")
            }
        }
        if let t = string(obj["type"]) { def.type = readType(t, at: JSONNode.join(obj.path, "type")) }
        if let a = obj["aggregate"] { def.aggregate = readAggregate(a) }
        if let b = obj["bin"] { readBin(b, into: &def) }
        if let tu = obj["timeUnit"] { def.timeUnit = readTimeUnit(tu) }
        def.value = obj["value"]?.value
        def.datum = obj["datum"]?.value
        if let t = obj["title"] { def.title = readFieldTitle(t) }
        def.sort = obj["sort"].map(VLSort.init)
        def.stack = obj["stack"]
        def.scale = obj["scale"]
        def.axis = obj["axis"]
        def.legend = obj["legend"]
        def.format = obj["format"]?.value.string
        // Format specifiers are a few characters; a huge one would be formatted into every label.
        for node in [obj["format"], obj["axis"]?["format"], obj["legend"]?["format"]] {
            if let node, let text = node.value.string, text.count > limits.formatLength {
                exceeded(.formatLength, amount: Double(text.count), at: node.path)
                return nil
            }
        }
        def.impute = obj["impute"]
        def.condition = obj["condition"]
        def.bandPosition = obj["bandPosition"]?.value.number
        if def.field == nil, def.aggregate == nil, def.value == nil, def.datum == nil, def.condition == nil {
            // `"order": {"sort": "ascending"}` alone orders a stack by its stack-by fields (an order-only
            // definition); the unit reads it as its stack order.
            if channel == .order, def.sort == .ascending || def.sort == .descending { return def }
            if channel != .tooltip {
                fail("The channel needs a “field”, “value” or “datum”.", at: obj.path)
            }
            return nil
        }
        if def.type == nil { def.type = VLCompiler.defaultType(def) }
        return def
    }

    /// A field's `type`; nil (with a diagnostic) for `geojson` or an unknown name.
    mutating func readType(_ name: String, at path: String) -> MeasureType? {
        switch name {
        case "quantitative": return .quantitative
        case "temporal": return .temporal
        case "ordinal": return .ordinal
        case "nominal": return .nominal
        case "geojson":
            warnUnsupported("The type “geojson”", at: path)
        default:
            let types = Array(VLSchema.types.dropLast())
            unknownName("type", name, in: types, listing: types, at: path, severity: .error)
        }
        return nil
    }

    /// `bin`: `true`, parameters, or `"binned"` (data binned already).
    mutating func readBin(_ b: JSONNode, into def: inout VLFieldDef) {
        if b.value == .string("binned") {
            def.bin = b
            def.binned = true
        } else if case .bool(let on) = b.value {
            def.bin = on ? b : nil
        } else if let o = object(b) {
            def.bin = o
            def.binned = o["binned"]?.value == .bool(true)
        }
    }

    /// A channel's `title`: null for none, text, or lines joined by spaces.
    mutating func readFieldTitle(_ t: JSONNode) -> VLTitle {
        switch t.value {
        case .null: return VLTitle.none
        case .string(let s): return .text(s)
        case .array(let lines): return .text(lines.compactMap(\.string).joined(separator: " "))
        default:
            wrongType(t, expected: "a string or null")
            return .unset
        }
    }

    /// A `timeUnit` given as a name or as parameters (`unit`, `utc`, `binned`, `step`); an error when unknown.
    mutating func readTimeUnit(_ tu: JSONNode) -> VLTimeUnit? {
        let name = tu.value.string ?? tu["unit"]?.value.string
        guard let name, var unit = VLTimeUnit(name) else {
            if let name {
                unknownName(
                    "time unit", name, in: VLTimeUnit.commonNames, at: tu["unit"]?.path ?? tu.path, severity: .error)
            } else {
                fail("A time unit is a name such as “yearmonth”, or an object with a “unit”.", at: tu.path)
            }
            return nil
        }
        if tu["utc"]?.value == .bool(true) { unit.utc = true }
        if tu["binned"]?.value == .bool(true) { unit.binned = true }
        if let step = tu["step"]?.value.number, step >= 1, step < 10_000 { unit.step = Int(step) }
        return unit
    }

    mutating func readAggregate(_ node: JSONNode) -> VLAggregate? {
        switch node.value {
        case .string(let op):
            let known = [
                "count", "sum", "mean", "average", "median", "min", "max", "distinct", "valid", "missing", "product",
                "variance", "variancep", "stdev", "stdevp", "q1", "q3", "stderr", "ci0", "ci1",
            ]
            guard known.contains(op) || VLCompiler.isCompositeStatistic(op) else {
                if ["values", "exponential", "exponentialb", "argmin", "argmax"].contains(op) {
                    warnUnsupported("The aggregate “\(op)”", at: node.path)
                } else {
                    unknownName("aggregate", op, in: known, listing: known, at: node.path)
                }
                return nil
            }
            return .op(op)
        case .object:
            if let f = node["argmin"]?.value.string { return .argmin(f) }
            if let f = node["argmax"]?.value.string { return .argmax(f) }
            if let w = node["exponential"]?.value.number { return .exponential(w) }
            warnUnsupported("This aggregate", at: node.path)
            return nil
        default:
            wrongType(node, expected: "a string or an object")
            return nil
        }
    }

    /// Vega-Lite's type when the spec gives none: temporal for time units, quantitative for bins,
    /// numeric aggregates and continuous scale types, nominal otherwise.
    static func defaultType(_ def: VLFieldDef) -> MeasureType? {
        if def.timeUnit != nil { return .temporal }
        if def.bin != nil { return .quantitative }
        if let a = def.aggregate, a.isNumeric { return .quantitative }
        if let kind = def.scale?["type"]?.value.string {
            switch kind {
            case "linear", "log", "pow", "sqrt", "symlog", "quantile", "quantize", "threshold": return .quantitative
            case "time", "utc": return .temporal
            case "ordinal", "band", "point": return .ordinal
            default: break
            }
        }
        if let datum = def.datum {
            if case .number = datum { return .quantitative }
            if datum.object?["year"] != nil { return .temporal }
        }
        if def.field == nil && def.datum == nil { return nil }
        return .nominal
    }
}
