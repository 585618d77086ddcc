/// The `aggregate`, `joinaggregate`, `impute` and `stack` transforms over JSON rows.
extension VLCompiler {
    /// Rows grouped by `groupby`, in order of first appearance.
    /// Empty once the render budget has run out.
    mutating func groups(_ rows: [JSONValue], by fields: [String]) -> [[Int]] {
        var index: [[JSONValue]: Int] = [:]
        var out: [[Int]] = []
        let paths = fields.map(VLFieldPath.init)
        for (i, row) in rows.enumerated() {
            if stopped(atRow: i) { return [] }
            let key = paths.map { $0.value(in: row) }
            if let g = index[key] {
                out[g].append(i)
            } else {
                index[key] = out.count
                out.append([i])
            }
        }
        return out
    }

    mutating func aggregateTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        let join = t["joinaggregate"] != nil
        let groupby = (t["groupby"]?.value.array ?? []).compactMap(\.string)
        let specs = (array(t[join ? "joinaggregate" : "aggregate"]) ?? []).compactMap {
            s -> (String, String?, String)? in
            guard let op = s["op"]?.value.string else { return nil }
            let field = s["field"]?.value.string
            return (op, field, s["as"]?.value.string ?? "\(op)_\(field ?? "")")
        }
        var out: [JSONValue] = join ? rows : []
        // Field paths are parsed once, not once per row.
        let paths = specs.map { $0.1.map(VLFieldPath.init) }
        let groupPaths = groupby.map(VLFieldPath.init)
        for members in groups(rows, by: groupby) {
            if stopped(atAnyOf: members) { return [] }
            var results: [(String, JSONValue)] = []
            for ((op, _, name), path) in zip(specs, paths) {
                let values = members.map { i in path.map { VLValue($0.value(in: rows[i])) } ?? .null }
                let v = VLCompiler.aggregate(.op(op), rows: Array(values.indices), values: values, args: nil)
                results.append((name, v.isNull ? .null : .number(v.number)))
            }
            if join {
                for i in members { out[i] = setting(out[i], results) }
            } else if let first = members.first {
                var row = JSONObject()
                for (f, path) in zip(groupby, groupPaths) { row[f] = path.value(in: rows[first]) }
                for (name, v) in results { row[name] = v }
                out.append(.object(row))
            }
        }
        return out
    }

    /// The `impute` transform: every group gets a row for each key (the keys any group has, and
    /// `keyvals`), missing values filled with `value` or a statistic of the group.
    mutating func imputeTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let field = t["impute"]?.value.string, let keyField = t["key"]?.value.string else {
            warnUnsupported("An impute without “impute” and “key”", at: t.path)
            return rows
        }
        let spec = readImpute(t)
        let groupby = (t["groupby"]?.value.array ?? []).compactMap(\.string)
        let keyPath = VLFieldPath(keyField)
        let valuePath = VLFieldPath(field)
        var keys: [JSONValue] = []
        var seen: Set<JSONValue> = []
        for (i, row) in rows.enumerated() {
            if stopped(atRow: i) { return [] }
            let k = keyPath.value(in: row)
            if seen.insert(k).inserted { keys.append(k) }
        }
        for k in spec.keyvals where seen.insert(k).inserted { keys.append(k) }
        let sortedKeys = keys.sorted { VLValue.ascending(VLValue($0), VLValue($1)) }
        let position = Dictionary(sortedKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { _, b in b })
        let memberLists = groups(rows, by: groupby)
        let groupPaths = groupby.map(VLFieldPath.init)
        // Every group gets every key: refuse a product beyond the row limit before building it.
        let total = Double(memberLists.count) * Double(keys.count)
        guard total <= Double(limits.rows) else {
            exceeded(.rows, amount: total, at: t.path)
            return []
        }
        var out = rows
        for members in memberLists {
            if stopped(atAnyOf: members) { return [] }
            guard let first = members.first else { continue }
            var byKey: [JSONValue: VLValue] = [:]
            for m in members { byKey[keyPath.value(in: rows[m])] = VLValue(valuePath.value(in: rows[m])) }
            let missing = keys.filter { byKey[$0] == nil }
            var statistic: [JSONValue: JSONValue] = [:]
            if spec.method != "value" {
                statistic = imputeStatistics(
                    spec.method, frame: spec.frame, missing: missing, present: byKey, position: position)
            }
            for k in missing {
                var row = JSONObject()
                for (g, path) in zip(groupby, groupPaths) { row[g] = path.value(in: rows[first]) }
                row[keyField] = k
                row[field] = spec.method == "value" ? spec.constant : statistic[k] ?? .null
                out.append(.object(row))
            }
        }
        return out
    }

    /// The `method` statistic each missing key of a group gets in `impute`: over the group's values whose
    /// keys lie within `frame` (offsets in sorted key order; nil: unbounded) of the missing key. Frames
    /// only move forward along the sorted keys, so one ``VLWindowAccumulator`` serves them all: O(k log k)
    /// for k keys.
    func imputeStatistics<Key: Hashable>(
        _ method: String, frame: (Int?, Int?), missing: [Key], present: [Key: VLValue], position: [Key: Int]
    ) -> [Key: JSONValue] {
        let entries = present.compactMap { k, v in position[k].map { ($0, v) } }.sorted { $0.0 < $1.0 }
        var accumulator = VLWindowAccumulator(op: method, values: entries.map(\.1))
        let last = position.count - 1
        var (lo, hi) = (0, 0)
        var out: [Key: JSONValue] = [:]
        for (p, k) in missing.compactMap({ k in position[k].map { ($0, k) } }).sorted(by: { $0.0 < $1.0 }) {
            let a = frame.0.map { max(0, p + $0) } ?? 0
            let b = frame.1.map { min(last, p + $0) } ?? last
            while lo < hi, entries[lo].0 < a {
                accumulator.remove(lo)
                lo += 1
            }
            if lo == hi {
                while hi < entries.count, entries[hi].0 < a { hi += 1 }
                lo = hi
            }
            while hi < entries.count, entries[hi].0 <= b {
                accumulator.add(hi)
                hi += 1
            }
            out[k] = accumulator.result
        }
        return out
    }

    /// The `stack` transform: within each group, in `sort` order, each row gets the running total
    /// before it and after it (`as`), from zero, centred or normalized.
    mutating func stackTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let field = t["stack"]?.value.string else { return rows }
        let groupby = (t["groupby"]?.value.array ?? []).compactMap(\.string)
        let names = (t["as"]?.value.array ?? []).compactMap(\.string)
        let (lowName, highName) = (names.first ?? "y0", names.count > 1 ? names[1] : "y1")
        let offset = t["offset"]?.value.string ?? "zero"
        let sort = (t["sort"]?.value.array ?? []).compactMap { s -> (VLFieldPath, Bool)? in
            guard let f = s.object?["field"]?.string else { return nil }
            return (VLFieldPath(f), s.object?["order"]?.string == "descending")
        }
        let path = VLFieldPath(field)
        var out = rows
        for members in groups(rows, by: groupby) {
            if stopped(atAnyOf: members) { return [] }
            let ordered = members.sorted { a, b in
                for (p, descending) in sort {
                    let x = VLValue(p.value(in: rows[a]))
                    let y = VLValue(p.value(in: rows[b]))
                    if x == y { continue }
                    return descending ? VLValue.ascending(y, x) : VLValue.ascending(x, y)
                }
                return a < b
            }
            let values = ordered.map { abs(VLValue(path.value(in: rows[$0])).number) }
            let total = values.filter(\.isFinite).reduce(0, +)
            var running = offset == "center" ? -total / 2 : 0
            for (i, v) in zip(ordered, values) {
                let value = v.isFinite ? v : 0
                var (lo, hi) = (running, running + value)
                running = hi
                if offset == "normalize", total > 0 { (lo, hi) = (lo / total, hi / total) }
                out[i] = setting(setting(out[i], lowName, .number(lo)), highName, .number(hi))
            }
        }
        return out
    }
}
