import Charta

/// Selections for interactive output (``VegaLiteReader/Options/interactive``): each selection parameter
/// becomes a ``ParamSelection`` with Vega-Lite's defaults for `on`, `clear`, `toggle`, `nearest`,
/// `encodings`/`fields`, `translate` and `bind`, and each condition on selections that sets a paint
/// property becomes a ``ParamCondition`` the page evaluates (Vega-Lite's selection documentation,
/// vega.github.io/vega-lite/docs/selection.html).
extension VLCompiler {
    /// The selection parameter of a `params` entry.
    mutating func paramSelection(_ p: JSONNode, _ sel: VLSelection) -> ParamSelection {
        let select = p["select"]
        let on = select?["on"]?.value.string?.lowercased() ?? "click"
        let hover = on.contains("over") || on.contains("move")
        var param = ParamSelection(
            name: sel.name, kind: sel.isInterval ? .interval : .point, trigger: hover ? .hover : .click,
            clear: hover && !sel.isInterval ? .pointerOut : .doubleClick)
        switch select?["clear"]?.value {
        case .bool(false)?: param.clear = .never
        case .string(let s)?: param.clear = s.contains("out") || s.contains("leave") ? .pointerOut : .doubleClick
        default: break
        }
        if case .bool(false)? = select?["toggle"]?.value { param.toggles = false }
        param.nearest = select?["nearest"]?.value.bool ?? false
        if case .bool(false)? = select?["translate"]?.value { param.translates = false }
        if case .bool(false)? = select?["zoom"]?.value { param.zooms = false }
        let bind = p["bind"]
        if bind?.value.string == "scales" {
            param.binding = .scales
        } else if bind?.value.string == "legend" || bind?["legend"] != nil {
            param.binding = .legend
            // Bound to the legend, the marks select only when `on` says so.
            if select?["on"] == nil { param.trigger = .none }
        }
        if sel.isInterval {
            param.xField = sel.channelFields[.x]
            param.yField = sel.channelFields[.y]
            param.encodesX = sel.encodings.isEmpty || sel.encodings.contains(.x)
            param.encodesY = sel.encodings.isEmpty || sel.encodings.contains(.y)
            let initial = brush(sel, path: p.path)
            if !initial.isEmpty {
                param.initialX = param.encodesX ? initial.x : nil
                param.initialY = param.encodesY ? initial.y : nil
            }
        } else {
            param.fields = sel.fields + sel.encodings.compactMap { sel.channelFields[$0] }
            param.initialRecords = initialRecords(sel, fields: param.fields)
        }
        return param
    }

    /// A point selection's `value` as records by field name.
    private func initialRecords(_ sel: VLSelection, fields: [String]) -> [[String: DataValue]] {
        guard let value = sel.value else { return [] }
        func data(_ v: JSONValue) -> DataValue? {
            switch v {
            case .number(let d): .number(d)
            case .string(let s): .string(s)
            case .bool(let b): .string(b ? "true" : "false")
            default: nil
            }
        }
        let objects: [JSONObject]
        if let list = value.array {
            objects = list.compactMap(\.object)
        } else if let o = value.object {
            objects = [o]
        } else if let field = fields.first {
            objects = [JSONObject([(field, value)])]
        } else {
            objects = []
        }
        return objects.map { o in
            var record: [String: DataValue] = [:]
            for (key, v) in o.pairs {
                if let d = data(v) { record[sel.channelField(key) ?? key] = d }
            }
            return record
        }
    }

    /// Records a condition on selections that sets a paint property and returns the encoding the chart is
    /// drawn with: the side that encodes a field (the page keeps its look), else the outer value. Nil when
    /// the condition is not one the page evaluates (a `test`, or a channel other than paint).
    mutating func paramCondition(_ channel: VLChannel, _ def: JSONNode, mark: JSONNode?) -> JSONNode? {
        guard options.interactive, let cond = def["condition"], let property = paintProperty(channel, mark: mark)
        else { return nil }
        let entries = cond.value.array != nil ? cond.elements : [cond]
        guard !entries.isEmpty, entries.allSatisfy({ $0["param"]?.value.string.flatMap { selections[$0] } != nil })
        else { return nil }
        if property == .scale { return sizeCondition(def, entries: entries) }
        let isColor = channel == .color || channel == .fill || channel == .stroke
        func constant(_ n: JSONNode) -> ParamCondition.Value? {
            if isColor { return n["value"]?.value.string.flatMap(VLColor.parse).map(ParamCondition.Value.color) }
            return n["value"]?.value.number.flatMap { $0.isFinite ? .number($0) : nil }
        }
        var outer = def.value.object ?? JSONObject()
        outer["condition"] = nil
        let outerNode = JSONNode(.object(outer), path: def.path)
        var base = outerNode
        // A side that encodes data (a field, or an aggregate such as `count`) is drawn; the page keeps it.
        if outer["field"] == nil, outer["aggregate"] == nil,
            let withField = entries.first(where: { $0["field"] != nil || $0["aggregate"] != nil })
        {
            var branch = withField.value.object ?? JSONObject()
            for key in ["param", "empty", "test"] { branch[key] = nil }
            base = JSONNode(.object(branch), path: withField.path)
        }
        let cases = entries.compactMap { e -> ParamCondition.Case? in
            guard let name = e["param"]?.value.string else { return nil }
            return ParamCondition.Case(
                param: name, emptySelects: e["empty"]?.value.bool ?? true, value: constant(e))
        }
        view.paramConditions.append(ParamCondition(property: property, cases: cases, otherwise: constant(outerNode)))
        return base
    }

    /// A `size` condition on a symbol mark with constant sizes: the symbols are drawn at the outer size
    /// and the page scales each by the square root of its size over that one (sizes are areas).
    private mutating func sizeCondition(_ def: JSONNode, entries: [JSONNode]) -> JSONNode? {
        guard let drawn = def["value"]?.value.number, drawn.isFinite, drawn > 0,
            entries.allSatisfy({ $0["value"]?.value.number != nil })
        else { return nil }
        func factor(_ n: JSONNode) -> ParamCondition.Value? {
            n["value"]?.value.number.flatMap { $0.isFinite && $0 >= 0 ? .number(($0 / drawn).squareRoot()) : nil }
        }
        let cases = entries.compactMap { e -> ParamCondition.Case? in
            guard let name = e["param"]?.value.string else { return nil }
            return ParamCondition.Case(param: name, emptySelects: e["empty"]?.value.bool ?? true, value: factor(e))
        }
        view.paramConditions.append(ParamCondition(property: .scale, cases: cases, otherwise: .number(1)))
        var outer = def.value.object ?? JSONObject()
        outer["condition"] = nil
        return JSONNode(.object(outer), path: def.path)
    }

    /// The paint property a channel sets on the mark's elements (colour is the stroke of unfilled
    /// points, lines and rules, else the fill); nil for channels the page does not restyle.
    private func paintProperty(_ channel: VLChannel, mark: JSONNode?) -> ParamCondition.Property? {
        switch channel {
        case .color:
            let type = mark?.value.string ?? mark?["type"]?.value.string ?? ""
            return VLPaint(markType: type, filled: mark?["filled"]?.value.bool) == .stroke ? .stroke : .fill
        case .size:
            let type = mark?.value.string ?? mark?["type"]?.value.string ?? ""
            return ["point", "circle", "square"].contains(type) ? .scale : nil
        case .fill: return .fill
        case .stroke: return .stroke
        case .opacity: return .opacity
        case .fillOpacity: return .fillOpacity
        case .strokeOpacity: return .strokeOpacity
        case .strokeWidth: return .strokeWidth
        default: return nil
        }
    }

    /// The fields selections compare (interactive output only): point selections' fields and the fields
    /// of intervals' x and y channels, by which items of every view are keyed and tested.
    var selectionFields: [String] {
        options.interactive ? comparedFields : []
    }

    /// Records the fields a selection compares (see ``selectionFields``), once each, in the order seen.
    mutating func noteComparedFields(_ sel: ParamSelection) {
        for field in sel.kind == .point ? sel.fields : [sel.xField, sel.yField].compactMap({ $0 })
        where !comparedFields.contains(field) {
            comparedFields.append(field)
        }
    }

    /// Adds to a layer's table the values of each field point selections compare, as text: the channel
    /// that encodes the field (after aggregation), else the raw field.
    func addSelectionFields(_ unit: VLUnit, to table: inout DataTable) {
        for field in selectionFields {
            let channel = unit.defs.keys.sorted().first { unit.defs[$0]?.field?.raw == field && unit.frame[$0] != nil }
            guard let values = channel.flatMap({ unit.frame[$0] }) ?? unit.frame[VLColumn(.selectionField(field))]
            else {
                continue
            }
            try? table.append(ParamSelection.column(field), .strings(values.map { $0.isNull ? nil : $0.text }))
        }
    }

    /// The parameters of the view just compiled, for interactive output; nil when it has no selection.
    var viewParameters: ParamInteraction? {
        let list = view.selections.compactMap { paramSelectionsByName[$0] }
        guard options.interactive, !list.isEmpty || !view.paramConditions.isEmpty else { return nil }
        return ParamInteraction(selections: list, conditions: view.paramConditions)
    }

    /// The parameters with a condition added for each selection no condition or filter refers to: the
    /// items of its view it leaves out are dimmed, so that it still shows.
    func dimmingUnreferenced(_ parameters: ParamInteraction?) -> ParamInteraction? {
        guard var p = parameters else { return nil }
        let referenced = Set(p.conditions.flatMap { $0.cases.map(\.param) }).union(filteredSelections)
        for sel in p.selections where sel.binding != .scales && !referenced.contains(sel.name) {
            var dim = ParamCondition(
                property: .opacity, cases: [ParamCondition.Case(param: sel.name, value: nil)], otherwise: .number(0.4))
            dim.view = sel.view
            p.conditions.append(dim)
        }
        return p
    }
}

extension VLCompiler {
    /// The selections and conditions of a concatenation's single views, each marked with its view, as
    /// the concatenation's own (a selection in one view restyles the others); the views keep none.
    /// Nil when a view is itself composed or faceted, or none has selections.
    func mergedParameters(_ spec: inout ChartSpec) -> ParamInteraction? {
        guard options.interactive, var charts = spec.concat?.charts,
            charts.allSatisfy({ $0.concat == nil && $0.facet == nil })
        else { return nil }
        var merged = ParamInteraction(selections: [])
        for i in charts.indices {
            guard let own = charts[i].interaction.parameters else { continue }
            merged.selections += own.selections.map { s in
                var s = s
                s.view = i
                return s
            }
            merged.conditions += own.conditions.map { c in
                var c = c
                c.view = i
                return c
            }
            charts[i].interaction.parameters = nil
        }
        guard !merged.selections.isEmpty else { return nil }
        spec.concat?.charts = charts
        return merged
    }
}
