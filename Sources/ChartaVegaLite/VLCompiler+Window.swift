/// The `aggregate`, `joinaggregate` and `window` transforms over JSON rows.
extension VLCompiler {
    /// Rows grouped by `groupby`, in order of first appearance.
    func groups(_ rows: [JSONValue], by fields: [String]) -> [[Int]] {
        var index: [[JSONValue]: Int] = [:]
        var out: [[Int]] = []
        let paths = fields.map(VLFieldPath.init)
        for (i, row) in rows.enumerated() {
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
        let groupby = (t["groupby"]?.value.array ?? []).compactMap(\.string)
        let keyPath = VLFieldPath(keyField)
        let valuePath = VLFieldPath(field)
        var keys: [JSONValue] = []
        var seen: Set<JSONValue> = []
        for row in rows {
            let k = keyPath.value(in: row)
            if seen.insert(k).inserted { keys.append(k) }
        }
        if let list = t["keyvals"]?.value.array {
            for k in list where seen.insert(k).inserted { keys.append(k) }
        } else if let keyvals = t["keyvals"], let start = keyvals["start"]?.value.number,
            let stop = keyvals["stop"]?.value.number
        {
            let step = keyvals["step"]?.value.number ?? 1
            for v in range(start: start, stop: stop, step: step, at: keyvals.path) ?? []
            where seen.insert(.number(v)).inserted {
                keys.append(.number(v))
            }
        }
        let method = t["method"]?.value.string ?? "value"
        let constant = t["value"]?.value ?? .null
        let frame = (t["frame"]?.value.array ?? []).map {
            $0.number.map { Int(clamped: $0, to: -1_000_000...1_000_000) }
        }
        let sortedKeys = keys.sorted { VLValue.ascending(VLValue($0), VLValue($1)) }
        var position: [JSONValue: Int] = [:]
        for (i, k) in sortedKeys.enumerated() { position[k] = i }
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
            guard let first = members.first else { continue }
            // Over the whole group (no frame) the statistic is the same for every missing key.
            var groupStatistic: JSONValue?
            let present = Set(members.map { keyPath.value(in: rows[$0]) })
            var byKey: [JSONValue: VLValue] = [:]
            for m in members { byKey[keyPath.value(in: rows[m])] = VLValue(valuePath.value(in: rows[m])) }
            for k in keys where !present.contains(k) {
                var v = constant
                if method != "value", frame.count != 2, let statistic = groupStatistic {
                    v = statistic
                } else if method != "value" {
                    // The statistic over the group, or over a window of neighbouring keys.
                    let p = position[k] ?? 0
                    let lo = frame.count == 2 ? frame[0].map { max(0, p + $0) } ?? 0 : 0
                    let hi =
                        frame.count == 2
                        ? frame[1].map { min(sortedKeys.count - 1, p + $0) } ?? sortedKeys.count - 1
                        : sortedKeys.count - 1
                    let values = lo <= hi ? sortedKeys[lo...hi].compactMap { byKey[$0] } : []
                    let r = VLCompiler.aggregate(.op(method), rows: Array(values.indices), values: values, args: nil)
                    v = r.isNull ? .null : .number(r.number)
                    if frame.count != 2 { groupStatistic = v }
                }
                var row = JSONObject()
                for (g, path) in zip(groupby, groupPaths) { row[g] = path.value(in: rows[first]) }
                row[keyField] = k
                row[field] = v
                out.append(.object(row))
            }
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

    mutating func windowTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        let groupby = (t["groupby"]?.value.array ?? []).compactMap(\.string)
        let sort = (t["sort"]?.value.array ?? []).compactMap { s -> (VLFieldPath, Bool)? in
            guard let f = s.object?["field"]?.string else { return nil }
            return (VLFieldPath(f), s.object?["order"]?.string == "descending")
        }
        let frame = t["frame"]?.value.array
        let cumulative = !(frame?.count == 2 && frame?[1] == .null)
        // Vega's default: a frame ending at the current row reaches on to its last peer (the last row
        // with the same sort key), unless `ignorePeers` is true.
        let peers = cumulative && !sort.isEmpty && t["ignorePeers"]?.value.bool != true
        let ops = (array(t["window"]) ?? []).compactMap { s -> (String, String?, String)? in
            guard let op = s["op"]?.value.string else { return nil }
            let field = s["field"]?.value.string
            return (op, field, s["as"]?.value.string ?? op)
        }
        let params = Dictionary(
            (t["window"]?.elements ?? []).compactMap { s -> (String, Double)? in
                guard let name = s["as"]?.value.string, let p = s["param"]?.value.number else { return nil }
                return (name, p)
            }, uniquingKeysWith: { a, _ in a })
        let opPaths = ops.map { $0.1.map(VLFieldPath.init) }
        var out = rows
        for members in groups(rows, by: groupby) {
            let ordered = members.sorted { a, b in
                for (path, descending) in sort {
                    let x = VLValue(path.value(in: rows[a]))
                    let y = VLValue(path.value(in: rows[b]))
                    if x == y { continue }
                    return descending ? VLValue.ascending(y, x) : VLValue.ascending(x, y)
                }
                return a < b
            }
            // Aggregates over the window, per position: computed in one pass where the op allows it.
            var running: [String: [JSONValue]] = [:]
            for ((op, _, name), path) in zip(ops, opPaths) where !VLCompiler.rankingOps.contains(op) {
                let values = ordered.map { j in path.map { VLValue($0.value(in: rows[j])) } ?? .null }
                running[name] = VLCompiler.windowAggregate(op, values, cumulative: cumulative)
            }
            let keys = ordered.map { i in sort.map { VLValue($0.0.value(in: rows[i])) } }
            var lastPeer = Array(ordered.indices)
            if peers {
                for p in ordered.indices.reversed().dropFirst() where keys[p] == keys[p + 1] {
                    lastPeer[p] = lastPeer[p + 1]
                }
            }
            var rank = 0
            var denseRank = 0
            var previous: [VLValue]?
            for (position, i) in ordered.enumerated() {
                let key = keys[position]
                if key != previous {
                    rank = position + 1
                    denseRank += 1
                    previous = key
                }
                let end = lastPeer[position]
                let window = cumulative ? ordered[...end] : ordered[...]
                var results: [(String, JSONValue)] = []
                for ((op, _, name), path) in zip(ops, opPaths) {
                    let v: JSONValue
                    switch op {
                    case "row_number": v = .number(Double(position + 1))
                    case "rank": v = .number(Double(rank))
                    case "dense_rank": v = .number(Double(denseRank))
                    case "percent_rank":
                        v = .number(ordered.count > 1 ? Double(rank - 1) / Double(ordered.count - 1) : 0)
                    case "lead", "lag":
                        // The field `param` rows ahead (lead) or behind (lag) in the group, or null.
                        let distance = Int(exactly: (params[name] ?? 1).rounded()) ?? 1
                        let j = op == "lead" ? position + distance : position - distance
                        v =
                            j >= 0 && j < ordered.count
                            ? path.map { $0.value(in: rows[ordered[j]]) } ?? .null : .null
                    case "first_value", "last_value":
                        let j = op == "first_value" ? window.first : window.last
                        v = j.flatMap { j in path.map { $0.value(in: rows[j]) } } ?? .null
                    default:
                        if let known = running[name] {
                            v = known[end]
                            break
                        }
                        let values = window.map { j in
                            path.map { VLValue($0.value(in: rows[j])) } ?? .null
                        }
                        let r = VLCompiler.aggregate(.op(op), rows: Array(values.indices), values: values, args: nil)
                        v = r.isNull ? .null : .number(r.number)
                    }
                    results.append((name, v))
                }
                out[i] = setting(out[i], results)
            }
        }
        return out
    }
}

extension VLCompiler {
    /// The window ops computed from positions rather than values.
    static let rankingOps: Set<String> = [
        "row_number", "rank", "dense_rank", "percent_rank", "lead", "lag", "first_value", "last_value",
    ]

    /// The ops of ``aggregate(_:rows:values:args:)``.
    static let aggregateOps: Set<String> = [
        "count", "valid", "missing", "distinct", "sum", "product", "mean", "average", "min", "max", "median", "q1",
        "q3", "variance", "variancep", "stdev", "stdevp",
    ]

    /// An aggregate `op` over each row's window of `values` (the rows up to it when `cumulative`, else
    /// all of them), in one pass: running counts, sums, products, extremes and distinct sets, or one
    /// value for every row over the whole group. Nil for ops that need the window itself (quantiles,
    /// variances); the results equal ``aggregate(_:rows:values:args:)``'s over each window.
    static func windowAggregate(_ op: String, _ values: [VLValue], cumulative: Bool) -> [JSONValue]? {
        func json(_ v: VLValue) -> JSONValue { v.isNull ? .null : .number(v.number) }
        // An op no aggregate knows is null everywhere (as `aggregate` gives), without a pass per row.
        guard aggregateOps.contains(op) else { return Array(repeating: .null, count: values.count) }
        guard cumulative else {
            let whole = json(aggregate(.op(op), rows: Array(values.indices), values: values, args: nil))
            return Array(repeating: whole, count: values.count)
        }
        guard ["count", "valid", "missing", "distinct", "sum", "product", "mean", "average", "min", "max"].contains(op)
        else { return nil }
        var out: [JSONValue] = []
        out.reserveCapacity(values.count)
        var (present, numbers, sum, product) = (0, 0, 0.0, 1.0)
        var (low, high): (Double?, Double?) = (nil, nil)
        var distinct: Set<VLValue> = []
        for (k, v) in values.enumerated() {
            if !v.isNull {
                present += 1
                let n = v.number
                if !n.isNaN {
                    numbers += 1
                    sum += n
                    product *= n
                    low = low.map { Swift.min($0, n) } ?? n
                    high = high.map { Swift.max($0, n) } ?? n
                }
            }
            if op == "distinct" { distinct.insert(v) }
            func number(_ d: Double?) -> JSONValue { d.map { $0.isNaN ? .null : .number($0) } ?? .null }
            switch op {
            case "count": out.append(.number(Double(k + 1)))
            case "valid": out.append(.number(Double(present)))
            case "missing": out.append(.number(Double(k + 1 - present)))
            case "distinct": out.append(.number(Double(distinct.count)))
            case "sum": out.append(.number(sum))
            case "product": out.append(.number(product))
            case "min": out.append(number(low))
            case "max": out.append(number(high))
            default: out.append(number(numbers == 0 ? nil : sum / Double(numbers)))
            }
        }
        return out
    }
}
