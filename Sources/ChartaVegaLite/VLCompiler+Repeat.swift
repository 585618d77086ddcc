/// `repeat`: one copy of the inner `spec` per repeated field, as Vega-Lite's normaliser makes them.
extension VLCompiler {
    /// The views of a repeat (a row/column grid, a wrapped list, or one layered view when the repeat
    /// is only over `layer`), with the grid's column count.
    mutating func repeatChildren(_ node: JSONNode) -> (views: [JSONNode], columns: Int?, layered: Bool)? {
        guard let repeatNode = node["repeat"], let inner = object(node["spec"]) else {
            fail("A repeat needs “repeat” and “spec”.", at: node.path)
            return nil
        }
        func names(_ n: JSONNode?) -> [String]? {
            guard let n else { return nil }
            guard let list = array(n) else { return nil }
            return list.compactMap { string($0) }
        }
        if repeatNode.value.array != nil {
            let values = names(repeatNode) ?? []
            let views = values.enumerated().map { i, v in
                substituted(inner, ["repeat": v], path: "\(repeatNode.path)[\(i)]")
            }
            let columns = node["columns"]?.value.number.flatMap { $0.isFinite && $0 >= 1 ? Int($0) : nil }
            return (views, columns, false)
        }
        guard object(repeatNode) != nil else { return nil }
        let rows = names(repeatNode["row"])
        let cols = names(repeatNode["column"])
        let layers = names(repeatNode["layer"])
        var body = inner
        if let layers {
            // The layers repeat inside every row and column view.
            var layer: [JSONValue] = []
            for v in layers { layer.append(substituted(inner, ["layer": v], path: inner.path).value) }
            var obj = JSONObject()
            // The composition around this already took the repeat's own data and transforms.
            for (key, value) in node.value.object?.pairs ?? []
            where !["repeat", "spec", "data", "transform"].contains(key) {
                if rows == nil && cols == nil { obj[key] = value }
            }
            for key in ["width", "height"] { if let v = inner[key]?.value { obj[key] = v } }
            obj["layer"] = .array(layer)
            body = JSONNode(.object(obj), path: node.path)
            if rows == nil && cols == nil { return ([body], nil, true) }
        }
        var views: [JSONNode] = []
        for r in rows ?? [""] {
            for c in cols ?? [""] {
                var repeater: [String: String] = [:]
                if rows != nil { repeater["row"] = r }
                if cols != nil { repeater["column"] = c }
                views.append(substituted(body, repeater, path: body.path))
            }
        }
        return (views, cols?.count ?? 1, false)
    }

    /// The node with every `{"repeat": NAME}` whose name the repeater knows replaced by its field.
    func substituted(_ node: JSONNode, _ repeater: [String: String], path: String) -> JSONNode {
        func walk(_ v: JSONValue) -> JSONValue {
            switch v {
            case .object(let o):
                if o.pairs.count == 1, o.pairs[0].key == "repeat", let name = o.pairs[0].value.string,
                    let field = repeater[name]
                {
                    return .string(field)
                }
                var out = JSONObject()
                for (key, value) in o.pairs { out[key] = walk(value) }
                return .object(out)
            case .array(let a): return .array(a.map(walk))
            default: return v
            }
        }
        return JSONNode(walk(node.value), path: path)
    }
}
