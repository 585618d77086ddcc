import Foundation

/// The `bin`, `timeUnit` and `pivot` transforms over JSON rows: the same bins and time units as the
/// encoding's `bin` and `timeUnit`, written into new fields, and Vega's `pivot`.
extension VLCompiler {
    /// The `bin` transform: `as` (a name, or the names of start and end) gets each value's bin; the
    /// end goes to `<as>_end` when only one name is given (Vega-Lite's `bin` transform).
    mutating func binTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let field = string(t["field"]), let binNode = t["bin"] else {
            warnUnsupported("A bin transform without “field”", at: t.path)
            return rows
        }
        var def = VLFieldDef(node: t, channel: .x)
        def.bin = binNode
        let names = t["as"].map { node in node.value.string.map { [$0] } ?? node.elements.compactMap(\.value.string) }
        let maxbins = binNode["maxbins"]?.value.number.map(VLValue.javaScriptString) ?? "10"
        let start = names?.first ?? "bin_maxbins_\(maxbins)_\(field)"
        let end = (names?.count ?? 0) > 1 ? names![1] : start + "_end"
        let path = VLFieldPath(field)
        let values = rows.map { VLValue(path.value(in: $0)).number }
        let (starts, ends) = bin(values, def: def)
        return rows.indices.map { i in
            setting(rows[i], [(start, number(starts[i])), (end, number(ends[i]))])
        }
    }

    /// The `timeUnit` transform: `as` gets the start of each date's time-unit interval, as
    /// milliseconds since 1970 (a JavaScript date).
    mutating func timeUnitTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let unitNode = t["timeUnit"], let unit = readTimeUnit(unitNode), let field = string(t["field"]),
            let name = string(t["as"])
        else { return rows }
        let path = VLFieldPath(field)
        let parser = dateParser
        var intervals = VLTimeIntervals(unit, local: options.timeZone)
        return rows.map { row in
            let seconds = parser.date(VLValue(path.value(in: row)))
            let start = unit.binned ? seconds : intervals.floor(seconds)
            return setting(row, name, number(start * 1000))
        }
    }

    /// Vega's `pivot`: one row per `groupby` group, with a field per distinct value of the `pivot`
    /// field (in ascending order, at most `limit`) holding `op` (default `sum`) of `value` over the
    /// group's rows with that value; `null` where the group has no row with that value.
    mutating func pivotTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let keyField = string(t["pivot"]), let valueField = string(t["value"]) else {
            warnUnsupported("A pivot without “pivot” and “value”", at: t.path)
            return rows
        }
        let groupby = (t["groupby"]?.value.array ?? []).compactMap(\.string)
        let op = t["op"]?.value.string ?? "sum"
        if let opNode = t["op"], readAggregate(opNode) == nil { return rows }
        let keyPath = VLFieldPath(keyField)
        let valuePath = VLFieldPath(valueField)
        let keys = rows.map { VLValue(keyPath.value(in: $0)) }
        var distinct = Array(Set(keys)).sorted(by: VLValue.ascending)
        if let limit = t["limit"]?.value.number, limit > 0, Double(distinct.count) > limit {
            distinct = Array(distinct.prefix(Int(limit)))
        }
        let columns = distinct.map(\.text)
        let slot = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($0.element, $0.offset) })
        let groupPaths = groupby.map(VLFieldPath.init)
        // A group holds a field only for the keys it has: a key it lacks has no value, as in Vega, where
        // nothing is drawn there even for `sum`. So the output is as large as the input, whatever the
        // number of groups times keys (a spec of 10⁵ groups and 10³ keys would otherwise make 10⁸ fields).
        var pivoted: [JSONValue] = []
        for members in groups(rows, by: groupby) {
            if stopped(atAnyOf: members) { return [] }
            var perKey: [Int: [VLValue]] = [:]
            for i in members {
                if let k = slot[keys[i]] { perKey[k, default: []].append(VLValue(valuePath.value(in: rows[i]))) }
            }
            var row = JSONObject()
            if let first = members.first {
                for (f, path) in zip(groupby, groupPaths) { row[f] = path.value(in: rows[first]) }
            }
            for k in perKey.keys.sorted() {
                let values = perKey[k] ?? []
                let v = VLCompiler.aggregate(.op(op), rows: Array(values.indices), values: values, args: nil)
                row[columns[k]] = v.isNull ? .null : .number(v.number)
            }
            pivoted.append(.object(row))
        }
        return pivoted
    }

    /// A number as a JSON value; NaN becomes `null`.
    private func number(_ d: Double) -> JSONValue { d.isNaN ? .null : .number(d) }
}
