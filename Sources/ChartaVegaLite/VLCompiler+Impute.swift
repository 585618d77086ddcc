/// Vega-Lite's `impute` on a position channel: rows added for the keys a group lacks, with a constant or
/// a statistic of the group (optionally over a window of neighbouring keys).
extension VLCompiler {
    /// The columns whose values split the rows into the groups an impute completes.
    static let imputeGroups: Set<VLColumn> = [
        .channel(.color), VLColumn(.listed(.detail, 0)), VLColumn(.listed(.detail, 1)), .channel(.opacity),
        .channel(.size), .channel(.shape), .channel(.strokeDash),
    ]

    mutating func impute(_ unit: inout VLUnit) {
        for channel in [VLChannel.y, .x] {
            guard let def = unit.defs[channel], let node = def.impute, object(node) != nil else { continue }
            guard let added = imputedRows(unit.frame, channel: channel, spec: readImpute(node), at: node.path) else {
                return
            }
            if added.count > 0 { unit.frame = unit.frame.appending(added) }
        }
    }

    /// The rows an encoding's impute adds to `frame`: each group (by colour, detail and the other
    /// non-position channels) gets every key of the other position channel; nil (with an error) when
    /// that would pass the row limit.
    mutating func imputedRows(_ frame: VLFrame, channel: VLChannel, spec: VLImputeSpec, at path: String) -> VLFrame? {
        let keyChannel: VLChannel = channel == .y ? .x : .y
        guard let keyColumn = frame[keyChannel], let valueColumn = frame[channel] else { return VLFrame(count: 0) }
        let groupColumns = frame.names.filter(VLCompiler.imputeGroups.contains)
        var keys: [VLValue] = []
        var seenKeys: Set<VLValue> = []
        for k in keyColumn where seenKeys.insert(k).inserted { keys.append(k) }
        for k in spec.keyvals.map(VLValue.init) where seenKeys.insert(k).inserted { keys.append(k) }
        var groups: [[VLValue]: [Int]] = [:]
        var order: [[VLValue]] = []
        for r in 0..<frame.count {
            let g = groupColumns.map { frame[$0]?[r] ?? .null }
            if groups[g] == nil { order.append(g) }
            groups[g, default: []].append(r)
        }
        // Every group gets every key: refuse a product beyond the row limit before allocating it.
        let total = Double(order.count) * Double(keys.count)
        guard total <= Double(limits.rows) else {
            exceeded(.rows, amount: total, at: path)
            return nil
        }
        // Keys in the order the groups will be drawn, for windowed statistics.
        let sortedKeys = keys.sorted(by: VLValue.ascending)
        let position = Dictionary(sortedKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var newRows: [[VLColumn: VLValue]] = []
        for g in order {
            let rows = groups[g] ?? []
            let present = Dictionary(rows.map { (keyColumn[$0], valueColumn[$0]) }, uniquingKeysWith: { a, _ in a })
            let missing = sortedKeys.filter { present[$0] == nil }
            let statistic =
                spec.method == "value"
                ? [:]
                : imputeStatistics(
                    spec.method, frame: spec.frame, missing: missing, present: present, position: position)
            for key in missing {
                let value = spec.method == "value" ? VLValue(spec.constant) : VLValue(statistic[key] ?? .null)
                var row: [VLColumn: VLValue] = [.channel(keyChannel): key, .channel(channel): value]
                for (name, v) in zip(groupColumns, g) { row[name] = v }
                newRows.append(row)
            }
        }
        var added = VLFrame(count: newRows.count)
        for name in frame.names { added.set(name, newRows.map { $0[name] ?? .null }) }
        return added
    }

    /// An impute's parameters (the transform's, or an encoding's `impute`): the extra keys (`keyvals`, a
    /// list or a `start`/`stop`/`step` sequence), the `method`, its constant `value` and `frame`.
    mutating func readImpute(_ node: JSONNode) -> VLImputeSpec {
        var spec = VLImputeSpec()
        if let list = node["keyvals"]?.value.array {
            spec.keyvals = list
        } else if let keyvals = node["keyvals"], let start = keyvals["start"]?.value.number,
            let stop = keyvals["stop"]?.value.number
        {
            let step = keyvals["step"]?.value.number ?? 1
            spec.keyvals = (range(start: start, stop: stop, step: step, at: keyvals.path) ?? []).map { .number($0) }
        }
        spec.method = node["method"]?.value.string ?? "value"
        spec.constant = node["value"]?.value ?? .null
        if let f = node["frame"]?.value.array, f.count == 2 {
            let bound = -Int(1 << 40)...Int(1 << 40)
            spec.frame = (
                f[0].number.map { Int(clamped: $0, to: bound) }, f[1].number.map { Int(clamped: $0, to: bound) }
            )
        }
        return spec
    }
}

/// An impute's parameters, read once.
struct VLImputeSpec {
    var keyvals: [JSONValue] = []
    /// `value` (the constant), or the statistic of the group: `mean`, `median`, `max`, `min`.
    var method = "value"
    var constant: JSONValue = .null
    /// Offsets in sorted key order around a missing key (nil: unbounded).
    var frame: (Int?, Int?) = (nil, nil)
}

extension VLCompiler {
    /// Stacked areas and lines along a continuous dimension get zeros for the keys a series lacks, so
    /// every series runs over every key (Vega-Lite's `stack.impute` for path marks: an `impute` with
    /// `value: 0` grouped by the stack's fields, unless the stacked channel says `"impute": null`).
    func imputeStackedPaths(_ unit: inout VLUnit) {
        guard ["area", "line", "trail"].contains(unit.markType), let (channel, _) = unit.stacking(),
            [VLChannel.x, .y].contains(channel), var def = unit.defs[channel], def.impute == nil,
            def.node["impute"]?.isNull != true
        else { return }
        let dimension: VLChannel = channel == .x ? .y : .x
        guard let key = unit.defs[dimension], key.hasField, key.isContinuous else { return }
        def.impute = JSONNode(
            .object(JSONObject([("value", .number(0))])), path: JSONNode.join(def.node.path, "impute"))
        unit.defs[channel] = def
    }
}
