import Charta

/// The top level: checking the spec's shape, collecting its units (single views and layers, with
/// inherited data and encodings), and handing them to the chart builder.
extension VLCompiler {
    static let topLevelKeys: Set<String> = [
        "$schema", "description", "name", "title", "data", "transform", "mark", "encoding", "layer", "width",
        "height", "padding", "autosize", "config", "background", "view", "facet", "spec", "resolve", "spacing",
        "params", "usermeta", "datasets", "projection", "selection", "columns", "align", "bounds", "center",
        "hconcat", "vconcat", "concat", "repeat",
    ]

    mutating func compile(_ root: JSONNode) -> ChartSpec? {
        guard case .object = root.value else {
            fail("A Vega-Lite spec is a JSON object, not \(root.value.typeName).", at: root.path)
            return nil
        }
        // Vega-Lite has no other top-level properties: anything else is a mistake in the spec.
        for key in root.keys where !VLCompiler.topLevelKeys.contains(key) {
            unknownName(
                "property", key, in: VLCompiler.topLevelKeys, at: JSONNode.join(root.path, key), severity: .error)
        }
        if let c = object(root["config"]) {
            config = VLConfig(c)
            checkConfig(c)
        }
        datasets = root["datasets"]
        readParams(root["params"])
        emptySelections = VLCompiler.selectionsWithoutValue(root.value)
        laterSelections = VLCompiler.selectionsWithValue(root.value)
        if root["selection"] != nil { warnUnsupported("Selections of Vega-Lite 4 (“selection”)", at: "selection") }
        let data = readData(root["data"], datasets: datasets)
        guard var spec = compileView(root, data: data, transforms: [], isRoot: true) else { return nil }
        applyAutosize(root, to: &spec)
        return spec
    }

    /// The single views of a spec, depth first through `layer`, each with the data and encoding
    /// channels it inherits.
    mutating func collectUnits(
        _ node: JSONNode, data inherited: VLDataSource?, encoding parent: [String: JSONNode], datasets: JSONNode?,
        transforms: [JSONNode]
    ) -> [VLUnit] {
        if stopped() { return [] }
        guard let node = object(node) else { return [] }
        let own = node.path.isEmpty ? nil : readData(node["data"], datasets: datasets)
        let data = own ?? inherited
        // Transforms apply to the data they flow with: a view with data of its own starts afresh.
        var steps = own == nil ? transforms : []
        steps += node["transform"].flatMap { array($0) } ?? []
        var encoding = parent
        if let enc = object(node["encoding"]) {
            for (channel, def) in enc.members {
                encoding[channel] = VLCompiler.inheriting(def, from: encoding[channel])
            }
        }
        readSelections(node["params"], encoding: encoding)
        startTimers(data?.rows ?? [])
        let conditional = encoding.values.contains { def in
            let c = def["condition"].map { $0.value.array != nil ? $0.elements.first : $0 } ?? nil
            return c?["param"] != nil || (c?["test"].map { selectionTest($0) != nil } ?? false)
        }
        if node["mark"] != nil, conditional {
            let rows = applyTransforms(steps, to: data?.rows ?? [])
            if let split = resolveConditions(node, encoding: &encoding, rows: rows) {
                return collectUnits(split, data: data, encoding: [:], datasets: datasets, transforms: steps)
            }
        }
        if let layer = node["layer"] {
            guard let children = array(layer) else { return [] }
            return children.flatMap {
                collectUnits($0, data: data, encoding: encoding, datasets: datasets, transforms: steps)
            }
        }
        guard let markNode = node["mark"] else {
            if !node.path.isEmpty || node["layer"] == nil {
                fail("A view needs a “mark” or a “layer”.", at: node.path)
            }
            return []
        }
        guard let (markType, markObject) = readMark(markNode) else { return [] }
        if VLCompiler.compositeMarks.contains(markType) {
            guard let layer = expandComposite(markType, mark: markObject, encoding: encoding, path: node.path) else {
                return []
            }
            return collectUnits(layer, data: data, encoding: [:], datasets: datasets, transforms: steps)
        }
        guard VLUnit.knownMarks.contains(markType) else {
            rejectMark(markType, markNode: markNode, view: node)
            return []
        }
        return [unit(node, markType: markType, markObject: markObject, encoding: encoding, data: data, steps: steps)]
    }

    /// Whether a channel definition says what to show: a field, datum, value, condition or `count`
    /// (anything but an object, such as a list of tooltips, counts too).
    static func definesContent(_ def: JSONNode) -> Bool {
        guard case .object(let o) = def.value else { return true }
        return ["field", "datum", "value", "condition"].contains { o[$0] != nil } || o["aggregate"]?.string == "count"
    }

    /// A layer's channel definition over its parent's: a field or datum definition keeps the parent's
    /// properties that it does not set itself, anything else replaces it (normalize/core.ts
    /// `mergeEncoding`).
    static func inheriting(_ def: JSONNode, from parent: JSONNode?) -> JSONNode {
        guard case .object(let theirs)? = parent?.value, case .object(let mine) = def.value,
            mine["field"] != nil || mine["datum"] != nil || mine["aggregate"]?.string == "count"
        else { return def }
        var merged = theirs
        for (key, value) in mine.pairs { merged[key] = value }
        return JSONNode(.object(merged), path: def.path)
    }
}
