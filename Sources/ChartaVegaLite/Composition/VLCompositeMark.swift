/// One composite mark (`errorbar`, `errorband`, `boxplot`) being expanded into plain layers, as
/// Vega-Lite's normaliser does (vega-lite `src/compositemark`): the continuous channel it summarises,
/// that channel's field, and the encoding its layers share.
struct VLCompositeMark {
    let type: String
    let mark: JSONNode
    let encoding: [String: JSONNode]
    /// The channel the mark summarises (the other position channel groups).
    let continuous: VLChannel
    let field: String
    /// The encoding every layer keeps: all but the continuous channel and its end and error channels.
    let shared: JSONObject

    init(type: String, mark: JSONNode, encoding: [String: JSONNode], continuous: VLChannel, field: String) {
        (self.type, self.mark, self.encoding, self.continuous, self.field) = (type, mark, encoding, continuous, field)
        let own: Set<VLChannel?> = [continuous, continuous.secondary, continuous.error, continuous.error2]
        var shared = JSONObject()
        for (name, def) in encoding.sorted(by: { $0.key < $1.key }) where !own.contains(VLChannel(rawValue: name)) {
            shared[name] = def.value
        }
        self.shared = shared
    }

    /// The bounds the layers draw between: aggregates of the field per group, or given values.
    struct Bounds {
        var lower: JSONValue
        var upper: JSONValue
        /// The boxplot's median.
        var center: JSONValue?
        /// Transforms that compute given bounds (`x ± xError`).
        var transforms: [JSONValue] = []
    }

    /// The continuous channel: the one with an end or error channel, else the quantitative one (y when
    /// both are, unless the mark is horizontal); nil when neither position is quantitative.
    static func continuousChannel(_ encoding: [String: JSONNode], orient: String?) -> VLChannel? {
        func given(_ c: VLChannel?) -> Bool { c.map { encoding[$0.name] != nil } ?? false }
        func isQuantitative(_ c: VLChannel) -> Bool { encoding[c.name]?["type"]?.value.string == "quantitative" }
        if given(.x2) || given(.xError) { return .x }
        if given(.y2) || given(.yError) { return .y }
        if isQuantitative(.x) && isQuantitative(.y) { return orient == "horizontal" ? .x : .y }
        if isQuantitative(.x) { return .x }
        if isQuantitative(.y) { return .y }
        return nil
    }

    var definition: JSONNode? { encoding[continuous.name] }
    var group: VLChannel { continuous == .x ? .y : .x }

    /// The layer node the mark stands for.
    func expanded() -> JSONValue {
        let bounds = bounds()
        let layers: [JSONValue]
        switch type {
        case "errorbar": layers = errorbarLayers(bounds)
        case "errorband": layers = errorbandLayers(bounds)
        default: layers = boxplotLayers(bounds)
        }
        var node = JSONObject([("layer", .array(layers))])
        if !bounds.transforms.isEmpty { node["transform"] = .array(bounds.transforms) }
        return .object(node)
    }

    /// Pre-aggregated bounds (x and x2, or x ± xError), else statistics of the raw field per group.
    func bounds() -> Bounds {
        if let secondary = continuous.secondary.flatMap({ encoding[$0.name] }),
            let other = secondary["field"]?.value.string
        {
            return Bounds(lower: bound(field, nil), upper: bound(other, nil))
        }
        if let error = continuous.error.flatMap({ encoding[$0.name] }), let e = error["field"]?.value.string {
            let e2 = continuous.error2.flatMap { encoding[$0.name]?["field"]?.value.string }
            let transforms = [
                VLCompositeMark.calc("datum[\"\(field)\"] + datum[\"\(e)\"]", as: "__upper"),
                VLCompositeMark.calc(
                    "datum[\"\(field)\"] \(e2 == nil ? "-" : "+") datum[\"\(e2 ?? e)\"]", as: "__lower"),
            ]
            return Bounds(lower: bound("__lower", nil), upper: bound("__upper", nil), transforms: transforms)
        }
        let extent: String
        if type == "boxplot" {
            let k = mark["extent"]?.value.number ?? 1.5
            extent = mark["extent"]?.value.string == "min-max" ? "min-max" : "whisker:\(k)"
        } else {
            extent = mark["extent"]?.value.string ?? "stderr"
        }
        return Bounds(
            lower: bound(field, "__lo:\(extent)"), upper: bound(field, "__hi:\(extent)"),
            center: type == "boxplot" ? bound(field, "median") : nil)
    }

    /// The continuous channel's definition for one bound: `op` of the field, or the field `which` as given.
    func bound(_ which: String, _ op: String?) -> JSONValue {
        var def = definition?.value.object ?? JSONObject()
        if let op {
            def["aggregate"] = .string(op)
            def["field"] = .string(field)
        } else {
            def["field"] = .string(which)
        }
        def["type"] = .string("quantitative")
        def["title"] = definition?["title"]?.value ?? .string(field)
        return .object(def)
    }

    /// One layer: a mark with its properties over the shared encoding with `channels` set.
    func view(_ markType: String, _ markProps: [(String, JSONValue)], _ channels: [(VLChannel, JSONValue)])
        -> JSONValue
    {
        var enc = shared
        for (c, v) in channels { enc[c.name] = v }
        var m = JSONObject([("type", .string(markType))])
        for (k, v) in markProps { m[k] = v }
        for key in ["color", "opacity", "clip"] { if let v = mark[key]?.value { m[key] = v } }
        return .object(JSONObject([("mark", .object(m)), ("encoding", .object(enc))]))
    }

    var secondary: VLChannel { continuous.secondary ?? continuous }
    var tickOrient: JSONValue { .string(continuous == .x ? "vertical" : "horizontal") }

    func errorbarLayers(_ b: Bounds) -> [JSONValue] {
        var layers = [view("rule", [], [(continuous, b.lower), (secondary, b.upper)])]
        if let ticks = mark["ticks"], ticks.value != .bool(false) {
            layers.append(view("tick", [("orient", tickOrient)], [(continuous, b.lower)]))
            layers.append(view("tick", [("orient", tickOrient)], [(continuous, b.upper)]))
        }
        return layers
    }

    func errorbandLayers(_ b: Bounds) -> [JSONValue] {
        let props: [(String, JSONValue)] =
            [("opacity", .number(0.3))] + (mark["interpolate"].map { [("interpolate", $0.value)] } ?? [])
        let bandMark = encoding[group.name] == nil ? "rect" : "area"
        var layers = [view(bandMark, props, [(continuous, b.lower), (secondary, b.upper)])]
        if let borders = mark["borders"], borders.value != .bool(false), bandMark == "area" {
            let lineProps = mark["interpolate"].map { [("interpolate", $0.value)] } ?? []
            layers.append(view("line", lineProps, [(continuous, b.lower)]))
            layers.append(view("line", lineProps, [(continuous, b.upper)]))
        }
        return layers
    }

    func boxplotLayers(_ b: Bounds) -> [JSONValue] {
        let size = mark["size"]?.value ?? .number(14)
        let box = bound(field, "__lo:iqr")
        let boxTop = bound(field, "__hi:iqr")
        // The whiskers take no colour or size from the encoding: Vega-Lite draws them in the rule's
        // colour (black) whatever colours the boxes.
        let plain: [(VLChannel, JSONValue)] = [(.color, .null), (.size, .null)]
        let black: [(String, JSONValue)] = [("color", .string("black"))]
        let offsets = encoding[VLChannel.xOffset.name] != nil || encoding[VLChannel.yOffset.name] != nil
        let sized: [(String, JSONValue)] = offsets ? [] : [("size", size)]
        var layers = [
            view("rule", black, plain + [(continuous, b.lower), (secondary, box)]),
            view("rule", black, plain + [(continuous, boxTop), (secondary, b.upper)]),
            view("bar", sized, [(continuous, box), (secondary, boxTop)]),
            view(
                "tick", sized + [("color", .string("white")), ("orient", tickOrient)], [(continuous, b.center ?? box)]),
        ]
        if mark["extent"]?.value.string != "min-max" { layers.append(outliers()) }
        return layers
    }

    /// The boxplot's outliers: the rows beyond the whiskers' reach, as points.
    func outliers() -> JSONValue {
        let k = mark["extent"]?.value.number ?? 1.5
        let groupby: [JSONValue] = [VLChannel.x, .y, .color, .xOffset, .yOffset].compactMap { c in
            guard c != continuous, let f = shared[c.name]?.object?["field"]?.string else { return nil }
            return .string(f)
        }
        let uniqueGroupby = groupby.reduce(into: [JSONValue]()) { if !$0.contains($1) { $0.append($1) } }
        let quartiles: JSONValue = .array([
            VLCompositeMark.quartile("q1", field), VLCompositeMark.quartile("q3", field),
        ])
        let join = JSONValue.object(JSONObject([("joinaggregate", quartiles), ("groupby", .array(uniqueGroupby))]))
        let v = "datum[\"\(field)\"]"
        let iqr = "(datum.__q3 - datum.__q1)"
        let test = "\(v) < datum.__q1 - \(k) * \(iqr) || \(v) > datum.__q3 + \(k) * \(iqr)"
        let filter = JSONValue.object(JSONObject([("filter", .string(test))]))
        var enc = shared
        var raw = definition?.value.object ?? JSONObject()
        raw["type"] = .string("quantitative")
        enc[continuous.name] = .object(raw)
        let pointMark = JSONObject([("type", .string("point")), ("style", .string("boxplot-outliers"))])
        return .object(
            JSONObject([
                ("transform", .array([join, filter])), ("mark", .object(pointMark)), ("encoding", .object(enc)),
            ]))
    }

    static func quartile(_ op: String, _ field: String) -> JSONValue {
        .object(JSONObject([("op", .string(op)), ("field", .string(field)), ("as", .string("__" + op))]))
    }

    static func calc(_ expr: String, as name: String) -> JSONValue {
        .object(JSONObject([("calculate", .string(expr)), ("as", .string(name))]))
    }
}
