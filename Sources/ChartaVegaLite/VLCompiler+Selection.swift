import Charta
import Foundation

/// A selection parameter (`params` with `select`): its kind, what it projects onto, and its initial
/// `value`. Static output shows that initial state: conditions and filters test it, and an interval
/// selection draws its brush.
struct VLSelection: Sendable {
    var name: String
    var isInterval: Bool
    /// `bind: "scales"`: the interval pans and zooms the view instead of selecting.
    var bindsScales = false
    /// The channels (`encodings`) or fields (`fields`) the selection projects onto.
    var encodings: [VLChannel]
    var fields: [String]
    var value: JSONValue?
    /// `on: "timer"`: Vega-Lite's animation, stepping through the values of the `time` channel's field.
    var isTimer = false
    /// `resolve` is `global` (the default): one selection for every view of a composition.
    var resolvesGlobally = true
    /// The field of each encoded channel in the view that defines the selection.
    var channelFields: [VLChannel: String] = [:]

    /// The field a key of the selection's `value` stands for: the field of the channel it names, or
    /// nil when it names no encoded channel.
    func channelField(_ key: String) -> String? { VLChannel(rawValue: key).flatMap { channelFields[$0] } }
}

extension VLSelection {
    /// A selection parameter's kind, projection and value, with the fields of the channels `encoding`
    /// encodes; nil for a parameter that is not a selection.
    init?(_ p: JSONNode, encoding: [String: JSONNode]) {
        guard let name = p["name"]?.value.string, let select = p["select"] else { return nil }
        let type = select.value.string ?? select["type"]?.value.string ?? "point"
        self.init(
            name: name, isInterval: type == "interval",
            encodings: select["encodings"]?.value.array?.compactMap { $0.string.flatMap(VLChannel.init) } ?? [],
            fields: select["fields"]?.value.array?.compactMap(\.string) ?? [], value: p["value"]?.value)
        for (name, def) in encoding {
            guard let channel = VLChannel(rawValue: name) else { continue }
            // The channel's field, or the field of its condition (`{"condition": {"param", "field"}}`).
            let condition = def["condition"].flatMap { $0.value.array != nil ? $0.elements.first : $0 }
            if let f = def["field"]?.value.string ?? condition?["field"]?.value.string { channelFields[channel] = f }
        }
    }
}

extension VLCompiler {
    /// Reads the selection parameters of a view, with the view's encoding for their fields.
    mutating func readSelections(_ node: JSONNode?, encoding: [String: JSONNode]) {
        for p in node?.elements ?? [] {
            guard let name = p["name"]?.value.string, let select = p["select"],
                var sel = VLSelection(p, encoding: encoding)
            else { continue }
            sel.bindsScales = p["bind"]?.value.string == "scales"
            sel.isTimer = !sel.isInterval && select["on"]?.value.string == "timer"
            if sel.isTimer { warnStill(sel, at: p.path) }
            sel.resolvesGlobally = (select["resolve"]?.value.string ?? "global") == "global"
            selections[name] = sel
            view.selections.append(name)
            let param = paramSelection(p, sel)
            paramSelectionsByName[name] = param
            noteComparedFields(param)
            // Bound to the scales, an interval pans and zooms instead of drawing a brush; interactive
            // pages draw brushes themselves.
            if sel.isInterval && !sel.bindsScales && !options.interactive {
                view.brushes.append(brush(sel, path: p.path))
            }
        }
    }

    /// The brush of an interval selection in its initial state.
    mutating func brush(_ sel: VLSelection, path: String) -> BrushSpec {
        guard case .object(let o)? = sel.value else {
            // Vega-Lite's empty brush (selection/interval.ts): resolved globally, it has no size; otherwise
            // it spans the plot along a channel the selection does not project onto. A field is projected
            // once (selection/project.ts), so with the same field on x and y (a scatter-plot matrix's
            // diagonal) there is no y projection.
            var brush = BrushSpec(isEmpty: true)
            guard !sel.resolvesGlobally else { return brush }
            var channels =
                sel.encodings.isEmpty ? [VLChannel.x, .y].filter { sel.channelFields[$0] != nil } : sel.encodings
            if channels.contains(.x), let f = sel.channelFields[.x], f == sel.channelFields[.y] {
                channels.removeAll { $0 == .y }
            }
            brush.emptySpansWidth = !channels.contains(.x)
            brush.emptySpansHeight = !channels.contains(.y)
            return brush
        }
        func range(_ channel: VLChannel) -> ClosedRange<Double>? {
            guard let pair = o[channel.name]?.array, pair.count == 2 else { return nil }
            let v = pair.map { item -> Double in
                if let d = item.number { return d }
                return dateParser.date(VLValue(item))
            }
            guard v[0].isFinite, v[1].isFinite else { return nil }
            return min(v[0], v[1])...max(v[0], v[1])
        }
        return BrushSpec(x: range(.x), y: range(.y))
    }

    /// The rows a selection holds in its initial state, as an expression; nil when it holds nothing yet.
    func selectionTest(_ name: String) -> String? {
        guard let sel = selections[name] ?? laterSelections[name], let value = sel.value else { return nil }
        func literal(_ v: JSONValue) -> String? {
            switch v {
            case .number(let d): return d.isFinite ? "\(d)" : nil
            case .string(let s): return VLCompiler.quoted(s)
            case .bool(let b): return b ? "true" : "false"
            default: return nil
            }
        }
        func datum(_ field: String) -> String { "datum[\(literal(.string(field)) ?? "''")]" }
        if sel.isInterval {
            guard case .object(let o) = value else { return nil }
            var parts: [String] = []
            for (channel, pair) in o.pairs {
                guard let field = sel.channelField(channel) ?? (sel.fields.contains(channel) ? channel : nil),
                    let a = pair.array?.first?.number, let b = pair.array?.last?.number
                else { continue }
                parts.append("(\(datum(field)) >= \(min(a, b)) && \(datum(field)) <= \(max(a, b)))")
            }
            return parts.isEmpty ? nil : parts.joined(separator: " && ")
        }
        // Point: a list of records by field, or one value (for the one projected field or channel).
        let records: [JSONObject]
        if let list = value.array {
            records = list.compactMap(\.object)
        } else if let o = value.object {
            records = [o]
        } else {
            let key = sel.fields.first ?? sel.encodings.first.flatMap { sel.channelFields[$0] }
            guard let key else { return nil }
            records = [JSONObject([(key, value)])]
        }
        let alternatives = records.compactMap { r -> String? in
            let terms = r.pairs.compactMap { key, v -> String? in
                let field = sel.channelField(key) ?? key
                // A date-time object (`{"year": 2005, "month": 1, "date": 1}`) selects that instant.
                if case .object(let o) = VLExprValue(v) {
                    let ms = VLCompiler.dateTime(o, utc: o["utc"]?.truthy == true, zone: options.timeZone) * 1000
                    return ms.isFinite ? "time(toDate(\(datum(field)))) == \(ms)" : nil
                }
                return literal(v).map { "\(datum(field)) == \($0)" }
            }
            return terms.isEmpty ? nil : "(" + terms.joined(separator: " && ") + ")"
        }
        return alternatives.isEmpty ? nil : alternatives.joined(separator: " || ")
    }

    /// The selections any view of the spec declares (its data and inline rows are not searched), each
    /// with the `encoding` of the view that declares it.
    static func declaredSelections(_ spec: JSONValue) -> [(param: JSONObject, encoding: JSONObject?)] {
        var found: [(param: JSONObject, encoding: JSONObject?)] = []
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let o):
                for (key, v) in o.pairs where !["data", "datasets", "config"].contains(key) {
                    if key == "params" {
                        for p in v.array ?? [] {
                            guard let param = p.object, param["name"]?.string != nil, param["select"] != nil else {
                                continue
                            }
                            found.append((param, o["encoding"]?.object))
                        }
                    } else {
                        walk(v)
                    }
                }
            case .array(let items): items.forEach(walk)
            default: break
            }
        }
        walk(spec)
        return found
    }

    /// The names of the selections declared without a `value`: tested empty wherever they are used.
    static func selectionsWithoutValue(_ spec: JSONValue) -> Set<String> {
        Set(declaredSelections(spec).filter { $0.param["value"] == nil }.compactMap { $0.param["name"]?.string })
    }

    /// The selections declared with a `value`, for the views before the one that declares them: Vega
    /// holds that value from the start, whichever view declares it.
    static func selectionsWithValue(_ spec: JSONValue) -> [String: VLSelection] {
        var out: [String: VLSelection] = [:]
        for (param, encoding) in declaredSelections(spec) {
            guard let name = param["name"]?.string, param["value"] != nil, out[name] == nil else { continue }
            var defs: [String: JSONNode] = [:]
            for (key, def) in encoding?.pairs ?? [] { defs[key] = JSONNode(def, path: "encoding.\(key)") }
            out[name] = VLSelection(JSONNode(.object(param), path: "params"), encoding: defs)
        }
        return out
    }

    /// A `{"param": …}` predicate as an expression: the selection's test, or (when it holds nothing) every
    /// row unless `empty` is false.
    func paramTest(_ node: JSONNode) -> String? {
        guard let name = node["param"]?.value.string else { return nil }
        // A parameter that is not a selection tests its value (a bound checkbox's, say).
        if selections[name] == nil, laterSelections[name] == nil {
            if emptySelections.contains(name) { return node["empty"]?.value.bool == false ? "false" : "true" }
            return params[name].map { $0.truthy ? "true" : "false" }
        }
        if let test = selectionTest(name) { return test }
        return node["empty"]?.value.bool == false ? "false" : "true"
    }

    /// A `test` made of selections (`{"param": …}` joined by `and`, `or`, `not`) as an expression, folded
    /// to `true` or `false` when no selection holds a value; nil when the test is not about selections.
    func selectionTest(_ node: JSONNode) -> String? {
        func walk(_ n: JSONNode) -> String? {
            if n["param"] != nil { return paramTest(n) }
            if let all = n["and"]?.elements, !all.isEmpty {
                let parts = all.compactMap(walk)
                return parts.count == all.count ? "(" + parts.joined(separator: " && ") + ")" : nil
            }
            if let any = n["or"]?.elements, !any.isEmpty {
                let parts = any.compactMap(walk)
                return parts.count == any.count ? "(" + parts.joined(separator: " || ") + ")" : nil
            }
            if let not = n["not"] { return walk(not).map { "!(\($0))" } }
            return nil
        }
        guard let expression = walk(node) else { return nil }
        guard !expression.contains("datum"), case .success(let e) = VLExpression.parse(expression) else {
            return expression
        }
        return e.evaluate(scope(.object([:]))).truthy ? "true" : "false"
    }

    /// A field branch of a split view whose scale keeps every value of the field, not only those of the
    /// selected rows (discrete fields without a domain of their own).
    static func keepingDomain(_ branch: JSONObject, rows: [JSONValue]) -> JSONObject {
        guard let field = branch["field"]?.string, branch["aggregate"] == nil,
            branch["scale"]?.object?["domain"] == nil, branch["type"]?.string != "quantitative"
        else { return branch }
        var seen = Set<JSONValue>()
        var values: [JSONValue] = []
        for row in rows {
            let v = row.object?[field] ?? .null
            if !v.isNull, seen.insert(v).inserted { values.append(v) }
        }
        values.sort { a, b in
            if let x = a.number, let y = b.number { return x < y }
            return VLValue(a).text < VLValue(b).text
        }
        var scale = branch["scale"]?.object ?? JSONObject()
        scale["domain"] = .array(values)
        var out = branch
        out["scale"] = .object(scale)
        return out
    }

    /// Encoding conditions on selections in their initial state. A condition that holds for every row
    /// (or none) becomes its branch; one that holds for some rows becomes a test when it sets a value,
    /// or splits the view into the rows it holds and the rest when it encodes a field.
    mutating func resolveConditions(
        _ node: JSONNode, encoding: inout [String: JSONNode], rows: [JSONValue]
    ) -> JSONNode? {
        var split: VLConditionSplit?
        // Value conditions of other channels, which follow a split on the same test.
        var followers: [String: (test: String, branch: JSONNode, outer: JSONNode)] = [:]
        for (channel, def) in encoding.sorted(by: { $0.key < $1.key }) {
            if let base = VLChannel(rawValue: channel).flatMap({ paramCondition($0, def, mark: node["mark"]) }) {
                encoding[channel] = base
                continue
            }
            guard let cond = def["condition"], let condition = cond.value.array != nil ? cond.elements.first : cond,
                let test = condition["param"] != nil ? paramTest(condition) : condition["test"].flatMap(selectionTest)
            else { continue }
            var outer = def.value.object ?? JSONObject()
            outer["condition"] = nil
            var branch = condition.value.object ?? JSONObject()
            for key in ["param", "empty", "test"] { branch[key] = nil }
            let branchNode = JSONNode(.object(branch), path: condition.path)
            let outerNode = JSONNode(.object(outer), path: def.path)
            if test == "true" {
                encoding[channel] = branchNode
            } else if test == "false" && (branch["field"] == nil || split != nil) {
                encoding[channel] = outerNode
            } else if branch["field"] == nil && branch["aggregate"] == nil {
                if let c = VLChannel(rawValue: channel), [VLChannel.color, .fill, .stroke].contains(c) {
                    var tested = branch
                    tested["test"] = .string(test)
                    outer["condition"] = .object(tested)
                    encoding[channel] = JSONNode(.object(outer), path: def.path)
                } else {
                    encoding[channel] = outerNode
                    followers[channel] = (test, branchNode, outerNode)
                }
            } else if split == nil {
                let full = VLCompiler.keepingDomain(branch, rows: rows)
                split = VLConditionSplit(
                    channel: channel, test: test, branch: JSONNode(.object(full), path: condition.path),
                    outer: outerNode)
            } else {
                encoding[channel] = outerNode
            }
        }
        guard var split else { return nil }
        for (channel, f) in followers where f.test == split.test { split.followers[channel] = (f.branch, f.outer) }
        return split.layers(node, encoding: encoding)
    }

    /// How the view's selections respond in interactive output, through Charta's interaction engine: a
    /// point selection selects the item clicked (the others dim), an interval along x brushes a range.
    /// Selections Charta's engine cannot carry out (two-dimensional brushes, scale binding) stay static.
    func interaction(for names: [String]) -> InteractionBehavior {
        var behavior = InteractionBehavior()
        for name in names {
            guard let sel = selections[name], behavior.selection == nil else { continue }
            if !sel.isInterval {
                behavior.selection = .item(unselectedOpacity: 0.4)
            } else if !sel.bindsScales, sel.encodings == [.x] {
                behavior.selection = .rangeX
            }
        }
        return behavior
    }
}

/// A view split by a condition that encodes a field for the rows it holds: a layer of those rows and a
/// layer of the rest, each with its side of the condition and of the value conditions on the same test.
struct VLConditionSplit {
    var channel: String
    var test: String
    var branch: JSONNode
    var outer: JSONNode
    var followers: [String: (branch: JSONNode, outer: JSONNode)] = [:]

    /// The two layers, in place of the view `node` with `encoding`.
    func layers(_ node: JSONNode, encoding: [String: JSONNode]) -> JSONNode {
        func view(holding: Bool) -> JSONValue {
            var enc = JSONObject()
            for (c, d) in encoding.sorted(by: { $0.key < $1.key }) {
                if c == channel {
                    enc[c] = (holding ? branch : outer).value
                } else if let f = followers[c] {
                    enc[c] = (holding ? f.branch : f.outer).value
                } else {
                    enc[c] = d.value
                }
            }
            // The rows the condition does not hold for still group by its field (their lines stay apart).
            if !holding, enc[VLChannel.detail.name] == nil, let field = branch["field"]?.value {
                enc[VLChannel.detail.name] = .object(JSONObject([("field", field), ("type", .string("nominal"))]))
            }
            var o = JSONObject()
            if let m = node["mark"] { o["mark"] = m.value }
            o["encoding"] = .object(enc)
            let filter = holding ? test : "!(\(test))"
            o["transform"] = .array([.object(JSONObject([("filter", .string(filter))]))])
            return .object(o)
        }
        let layers = JSONValue.array([view(holding: true), view(holding: false)])
        return JSONNode(.object(JSONObject([("layer", layers)])), path: node.path)
    }
}
