import Foundation

/// The composite marks `errorbar`, `errorband` and `boxplot`, expanded into layers of rules, ticks,
/// areas, lines, bars and points as Vega-Lite's normaliser does (vega-lite `src/compositemark`): the
/// continuous channel is aggregated per group with the statistics below, or taken as given when the
/// spec holds pre-aggregated bounds (`x2`/`y2`, `xError`/`yError`).
extension VLCompiler {
    static let compositeMarks: Set<String> = ["errorbar", "errorband", "boxplot"]

    /// Whether an aggregate name is one of the statistics that composite marks aggregate with.
    static func isCompositeStatistic(_ op: String) -> Bool { op.hasPrefix("__") }

    /// `stderr`, `ci0`, `ci1` and the composite marks' bounds (`__lo:stderr`, `__hi:iqr`,
    /// `__lo:whisker:1.5`, …) of a group's numbers. Confidence intervals use the normal approximation
    /// mean ± 1.96 standard errors (Vega bootstraps them with random samples).
    static func statistic(_ name: String, _ numbers: [Double]) -> Double? {
        guard !numbers.isEmpty else { return nil }
        let n = Double(numbers.count)
        let mean = numbers.reduce(0, +) / n
        let sd = numbers.count > 1 ? (numbers.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)).squareRoot() : 0
        let se = sd / n.squareRoot()
        let parts = name.split(separator: ":").map(String.init)
        switch (parts.first, parts.dropFirst().first) {
        case ("stderr", _): return se
        case ("ci0", _), ("__lo", "ci"): return mean - 1.96 * se
        case ("ci1", _), ("__hi", "ci"): return mean + 1.96 * se
        case ("__lo", "stderr"): return mean - se
        case ("__hi", "stderr"): return mean + se
        case ("__lo", "stdev"): return mean - sd
        case ("__hi", "stdev"): return mean + sd
        case ("__lo", "iqr"): return quantile(numbers, 0.25)
        case ("__hi", "iqr"): return quantile(numbers, 0.75)
        case ("__lo", "min-max"): return numbers.min()
        case ("__hi", "min-max"): return numbers.max()
        case ("__lo", "whisker"), ("__hi", "whisker"):
            // Tukey's whiskers: the furthest values within k interquartile ranges of the box.
            let k = Double(parts.last ?? "") ?? 1.5
            guard let q1 = quantile(numbers, 0.25), let q3 = quantile(numbers, 0.75) else { return nil }
            let (lo, hi) = (q1 - k * (q3 - q1), q3 + k * (q3 - q1))
            return parts[0] == "__lo" ? numbers.filter { $0 >= lo }.min() : numbers.filter { $0 <= hi }.max()
        default: return nil
        }
    }

    /// The layers that a composite mark stands for, as a layer node whose views carry their own
    /// encodings and marks; nil (with a diagnostic) when the encoding has no continuous channel.
    mutating func expandComposite(
        _ type: String, mark: JSONNode, encoding: [String: JSONNode], path: String
    ) -> JSONNode? {
        func isQuantitative(_ c: String) -> Bool {
            encoding[c]?["type"]?.value.string == "quantitative"
        }
        let orientGiven = mark["orient"]?.value.string
        var continuous: String
        if encoding["x2"] != nil || encoding["xError"] != nil {
            continuous = "x"
        } else if encoding["y2"] != nil || encoding["yError"] != nil {
            continuous = "y"
        } else if isQuantitative("x") && isQuantitative("y") {
            continuous = orientGiven == "horizontal" ? "x" : "y"
        } else if isQuantitative("x") {
            continuous = "x"
        } else if isQuantitative("y") {
            continuous = "y"
        } else {
            fail("The \(type) needs a quantitative x or y.", at: path)
            return nil
        }
        let group = continuous == "x" ? "y" : "x"
        guard let contDef = encoding[continuous], let field = contDef["field"]?.value.string else {
            fail("The \(type) needs a field on \(continuous).", at: path)
            return nil
        }
        let title: JSONValue = contDef["title"]?.value ?? .string(field)
        var shared = JSONObject()
        for (channel, def) in encoding.sorted(by: { $0.key < $1.key })
        where ![continuous, continuous + "2", continuous + "Error", continuous + "Error2", "tooltip"].contains(channel)
        {
            shared[channel] = def.value
        }
        // Bounds: pre-aggregated (x and x2, or x ± xError) or statistics of the raw field per group.
        var transforms: [JSONValue] = []
        func bound(_ which: String, _ op: String?) -> JSONValue {
            var def = contDef.value.object ?? JSONObject()
            if let op {
                def["aggregate"] = .string(op)
                def["field"] = .string(field)
            } else {
                def["field"] = .string(which)
            }
            def["type"] = .string("quantitative")
            def["title"] = title
            return .object(def)
        }
        var lower: JSONValue
        var upper: JSONValue
        var center: JSONValue?
        let preAggregated = encoding[continuous + "2"] != nil || encoding[continuous + "Error"] != nil
        if let second = encoding[continuous + "2"], let other = second["field"]?.value.string {
            lower = bound(field, nil)
            upper = bound(other, nil)
        } else if let error = encoding[continuous + "Error"], let e = error["field"]?.value.string {
            let e2 = encoding[continuous + "Error2"]?["field"]?.value.string
            transforms.append(calc("datum[\"\(field)\"] + datum[\"\(e)\"]", as: "__upper"))
            transforms.append(calc("datum[\"\(field)\"] \(e2 == nil ? "-" : "+") datum[\"\(e2 ?? e)\"]", as: "__lower"))
            lower = bound("__lower", nil)
            upper = bound("__upper", nil)
        } else {
            let extent: String
            if type == "boxplot" {
                let k = mark["extent"]?.value.number ?? 1.5
                extent = mark["extent"]?.value.string == "min-max" ? "min-max" : "whisker:\(k)"
            } else {
                extent = mark["extent"]?.value.string ?? "stderr"
            }
            lower = bound(field, "__lo:\(extent)")
            upper = bound(field, "__hi:\(extent)")
            if type == "boxplot" { center = bound(field, "median") }
        }
        _ = preAggregated
        var layers: [JSONValue] = []
        func view(_ markType: String, _ markProps: [(String, JSONValue)], _ channels: [(String, JSONValue)])
            -> JSONValue
        {
            var enc = shared
            for (c, v) in channels { enc[c] = v }
            var m = JSONObject([("type", .string(markType))])
            for (k, v) in markProps { m[k] = v }
            for key in ["color", "opacity", "clip"] { if let v = mark[key]?.value { m[key] = v } }
            return .object(JSONObject([("mark", .object(m)), ("encoding", .object(enc))]))
        }
        let c2 = continuous + "2"
        let tickOrient: JSONValue = .string(continuous == "x" ? "vertical" : "horizontal")
        switch type {
        case "errorbar":
            layers.append(view("rule", [], [(continuous, lower), (c2, upper)]))
            if let ticks = mark["ticks"], ticks.value != .bool(false) {
                layers.append(view("tick", [("orient", tickOrient)], [(continuous, lower)]))
                layers.append(view("tick", [("orient", tickOrient)], [(continuous, upper)]))
            }
        case "errorband":
            let props: [(String, JSONValue)] =
                [("opacity", .number(0.3))] + (mark["interpolate"].map { [("interpolate", $0.value)] } ?? [])
            let bandMark = encoding[group] == nil ? "rect" : "area"
            layers.append(view(bandMark, props, [(continuous, lower), (c2, upper)]))
            if let borders = mark["borders"], borders.value != .bool(false), bandMark == "area" {
                let lineProps = mark["interpolate"].map { [("interpolate", $0.value)] } ?? []
                layers.append(view("line", lineProps, [(continuous, lower)]))
                layers.append(view("line", lineProps, [(continuous, upper)]))
            }
        default:
            let size = mark["size"]?.value ?? .number(14)
            let box = bound(field, "__lo:iqr")
            let boxTop = bound(field, "__hi:iqr")
            // The whiskers take no colour or size from the encoding: Vega-Lite draws them in the rule's
            // colour (black) whatever colours the boxes.
            let plain: [(String, JSONValue)] = [("color", .null), ("size", .null)]
            let black: [(String, JSONValue)] = [("color", .string("black"))]
            layers.append(view("rule", black, plain + [(continuous, lower), (c2, box)]))
            layers.append(view("rule", black, plain + [(continuous, boxTop), (c2, upper)]))
            let sized = encoding["xOffset"] == nil && encoding["yOffset"] == nil ? [("size", size)] : []
            layers.append(view("bar", sized, [(continuous, box), (c2, boxTop)]))
            layers.append(
                view(
                    "tick", sized + [("color", .string("white")), ("orient", tickOrient)], [(continuous, center ?? box)]
                ))
            if mark["extent"]?.value.string != "min-max" {
                layers.append(outliers(field: field, def: contDef, continuous: continuous, shared: shared, mark: mark))
            }
        }
        var node = JSONObject([("layer", .array(layers))])
        if !transforms.isEmpty { node["transform"] = .array(transforms) }
        return JSONNode(.object(node), path: path)
    }

    func quartile(_ op: String, _ field: String) -> JSONValue {
        .object(JSONObject([("op", .string(op)), ("field", .string(field)), ("as", .string("__" + op))]))
    }

    func calc(_ expr: String, as name: String) -> JSONValue {
        .object(JSONObject([("calculate", .string(expr)), ("as", .string(name))]))
    }

    /// The boxplot's outliers: the rows beyond the whiskers' reach, as points.
    func outliers(field: String, def: JSONNode, continuous: String, shared: JSONObject, mark: JSONNode) -> JSONValue {
        let k = mark["extent"]?.value.number ?? 1.5
        let groupby: [JSONValue] = ["x", "y", "color", "xOffset", "yOffset"].compactMap { c in
            guard c != continuous, let f = shared[c]?.object?["field"]?.string else { return nil }
            return .string(f)
        }
        let uniqueGroupby = groupby.reduce(into: [JSONValue]()) { if !$0.contains($1) { $0.append($1) } }
        let join = JSONValue.object(
            JSONObject([
                (
                    "joinaggregate",
                    .array([
                        quartile("q1", field), quartile("q3", field),
                    ])
                ), ("groupby", .array(uniqueGroupby)),
            ]))
        let v = "datum[\"\(field)\"]"
        let iqr = "(datum.__q3 - datum.__q1)"
        let filter = JSONValue.object(
            JSONObject([
                (
                    "filter",
                    .string("\(v) < datum.__q1 - \(k) * \(iqr) || \(v) > datum.__q3 + \(k) * \(iqr)")
                )
            ]))
        var enc = shared
        var raw = def.value.object ?? JSONObject()
        raw["type"] = .string("quantitative")
        enc[continuous] = .object(raw)
        return .object(
            JSONObject([
                ("transform", .array([join, filter])),
                ("mark", .object(JSONObject([("type", .string("point")), ("style", .string("boxplot-outliers"))]))),
                ("encoding", .object(enc)),
            ]))
    }
}
