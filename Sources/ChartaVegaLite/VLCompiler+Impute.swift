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
            guard let def = unit.defs[channel], let node = def.impute, let imp = object(node) else { continue }
            let keyChannel: VLChannel = channel == .y ? .x : .y
            let frame = unit.frame
            guard let keyColumn = frame[keyChannel], let valueColumn = frame[channel] else { continue }
            let groupChannels = frame.names.filter(VLCompiler.imputeGroups.contains)
            var keys: [VLValue] = []
            var seenKeys: Set<VLValue> = []
            for k in keyColumn where seenKeys.insert(k).inserted { keys.append(k) }
            if let keyvals = imp["keyvals"] {
                var extra: [VLValue] = []
                if let list = keyvals.value.array {
                    extra = list.map(VLValue.init)
                } else if let start = keyvals["start"]?.value.number, let stop = keyvals["stop"]?.value.number {
                    let step = keyvals["step"]?.value.number ?? 1
                    extra = (range(start: start, stop: stop, step: step, at: keyvals.path) ?? []).map { .number($0) }
                }
                for k in extra where seenKeys.insert(k).inserted { keys.append(k) }
            }
            let method = imp["method"]?.value.string ?? "value"
            let constant = imp["value"].map { VLValue($0.value) } ?? .null
            var window: (Int?, Int?) = (nil, nil)
            if let f = imp["frame"]?.value.array, f.count == 2 {
                let bound = -Int(1 << 40)...Int(1 << 40)
                window = (
                    f[0].number.map { Int(clamped: $0, to: bound) }, f[1].number.map { Int(clamped: $0, to: bound) }
                )
            }
            var groups: [[VLValue]: [Int]] = [:]
            var order: [[VLValue]] = []
            for r in 0..<frame.count {
                let g = groupChannels.map { frame[$0]?[r] ?? .null }
                if groups[g] == nil { order.append(g) }
                groups[g, default: []].append(r)
            }
            // Every group gets every key: refuse a product beyond the row limit before allocating it.
            let total = Double(order.count) * Double(keys.count)
            guard total <= Double(limits.rows) else {
                exceeded(.rows, amount: total, at: node.path)
                return
            }
            var added = VLFrame(count: 0)
            var newRows: [[VLColumn: VLValue]] = []
            // Keys in the order the groups will be drawn, for windowed statistics.
            let sortedKeys = keys.sorted(by: VLValue.ascending)
            let whole =
                window.0.map { $0 <= -sortedKeys.count } ?? true && window.1.map { $0 >= sortedKeys.count } ?? true
            for g in order {
                let rows = groups[g] ?? []
                let present = Dictionary(rows.map { (keyColumn[$0], valueColumn[$0]) }, uniquingKeysWith: { a, _ in a })
                // Over the whole group (the default frame) the statistic is the same for every missing key.
                var groupStatistic: VLValue?
                for (position, key) in sortedKeys.enumerated() where present[key] == nil {
                    var value = constant
                    if method != "value", whole, let statistic = groupStatistic {
                        value = statistic
                    } else if method != "value" {
                        let lo = window.0.map { max(0, position + $0) } ?? 0
                        let hi = window.1.map { min(sortedKeys.count - 1, position + $0) } ?? sortedKeys.count - 1
                        let neighbours = lo <= hi ? sortedKeys[lo...hi].compactMap { present[$0] } : []
                        value = VLCompiler.aggregate(
                            .op(method), rows: Array(neighbours.indices), values: neighbours, args: nil)
                        if whole { groupStatistic = value }
                    }
                    var row: [VLColumn: VLValue] = [.channel(keyChannel): key, .channel(channel): value]
                    for (name, v) in zip(groupChannels, g) { row[name] = v }
                    newRows.append(row)
                }
            }
            guard !newRows.isEmpty else { continue }
            added = VLFrame(count: newRows.count)
            for name in frame.names {
                added.set(name, newRows.map { $0[name] ?? .null })
            }
            unit.frame = frame.appending(added)
        }
    }
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
