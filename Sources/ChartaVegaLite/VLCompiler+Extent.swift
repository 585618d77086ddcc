import Charta

/// Vega-Lite's `extent` transform and the positions written with it: `{"extent": "b", "param": "e"}`
/// binds `[min, max]` of a field to a parameter, and `"x": {"value": {"expr": "scale('x', e[0])"}}`
/// places a mark at a data value on the chart's own scale.
extension VLCompiler {
    /// Binds the field's smallest and largest numbers over the rows (nulls and non-numbers skipped, as
    /// vega-transforms' `extent` does) to the parameter; `[null, null]` when there are none.
    mutating func extentTransform(_ field: JSONNode, param: JSONNode?, rows: [JSONValue]) {
        guard let name = string(field), let param, let target = string(param) else {
            warnUnsupported("An extent transform without a field and a param", at: field.path)
            return
        }
        let path = VLFieldPath(name)
        var lo = Double.infinity
        var hi = -Double.infinity
        for (i, row) in rows.enumerated() {
            if stopped(atRow: i) { return }
            let v = path.value(in: row)
            guard !v.isNull else { continue }
            let d = VLValue(v).number
            guard d.isFinite else { continue }
            lo = min(lo, d)
            hi = max(hi, d)
        }
        params[target] = lo <= hi ? .array([.number(lo), .number(hi)]) : .array([.null, .null])
    }

    /// A position `value` given as `scale('x', E)` on its own channel: the pixel position of the data
    /// value E on the channel's scale, which is the datum E. Nil for any other value.
    mutating func scaledPosition(_ def: VLFieldDef, channel: VLChannel) -> VLValue? {
        guard [VLChannel.x, .y, .x2, .y2].contains(channel), let text = def.value?.object?["expr"]?.string,
            case .success(.call("scale", let args)) = VLExpression.parse(text, maxDepth: limits.nestingDepth),
            args.count == 2, case .literal(.string(let scale)) = args[0], scale == String(channel.name.prefix(1))
        else { return nil }
        let v = evaluate(args[1], .object([:]), at: JSONNode.join(def.node.path, "value")).dataValue
        return v.number.isFinite ? v : nil
    }
}
