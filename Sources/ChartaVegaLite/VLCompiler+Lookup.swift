import Charta

/// Vega-Lite's `lookup` transform: each row finds the row of a secondary table whose `key` equals its
/// `lookup` field (vega-transforms' `Lookup`: the last such row wins; keys compare as text, like
/// JavaScript object keys) and takes its `fields` (or, without fields, the whole row under `as`).
/// The secondary table is a `data` source, or the rows a selection `param` holds in its initial state;
/// those are read from the rows reaching the lookup, so the selection's view and the lookup's must
/// share their data, as in Vega-Lite's index charts.
extension VLCompiler {
    mutating func lookupTransform(_ t: JSONNode, field: JSONNode, rows: [JSONValue]) -> [JSONValue] {
        guard let lookup = string(field), let from = t["from"], let key = string(from["key"]) else {
            warnUnsupported("A lookup without a field, a source and a key", at: t.path)
            return rows
        }
        let nestedName = from["param"]?.value.string
        if let name = nestedName, selections[name] == nil {
            warnUnsupported("A lookup from an unknown selection", at: from.path)
            return rows
        }
        // Without a source the rows pass unchanged; a selection's rows that exhaust the budget end them.
        guard let secondary = lookupSource(from, rows: rows) else { return nestedName == nil ? rows : [] }
        let keyPath = VLFieldPath(key)
        var index: [String: JSONValue] = [:]
        for (i, row) in secondary.enumerated() {
            if stopped(atRow: i) { return [] }
            let k = keyPath.value(in: row)
            if !k.isNull { index[VLValue(k).text] = row }
        }
        let fields = (from["fields"]?.value.array ?? []).compactMap(\.string)
        let names = t["as"]?.value.array?.compactMap(\.string) ?? t["as"]?.value.string.map { [$0] } ?? []
        let fallback = t["default"]?.value ?? .null
        let lookupPath = VLFieldPath(lookup)
        func lookedUp(_ row: JSONValue) -> JSONValue {
            let found = index[VLValue(lookupPath.value(in: row)).text]
            if fields.isEmpty {
                guard let name = names.first ?? nestedName else { return row }
                return setting(row, name, found ?? fallback)
            }
            return setting(
                row,
                fields.enumerated().map { i, f in
                    (i < names.count ? names[i] : f, found.map { VLFieldPath(f).value(in: $0) } ?? fallback)
                })
        }
        var out: [JSONValue] = []
        out.reserveCapacity(rows.count)
        for (i, row) in rows.enumerated() {
            if stopped(atRow: i) { return [] }
            out.append(lookedUp(row))
        }
        return out
    }

    /// The secondary table of a lookup: the rows a known selection holds (nil when the budget ran out),
    /// or a data source (nil when there is none).
    mutating func lookupSource(_ from: JSONNode, rows: [JSONValue]) -> [JSONValue]? {
        if let name = from["param"]?.value.string {
            guard let text = selectionTest(name), let e = expression(text, at: from.path) else { return [] }
            var secondary: [JSONValue] = []
            var tally = self.tally
            var scope = scope(.null)
            for (i, row) in rows.enumerated() {
                if stopped(atRow: i) { return nil }
                scope.datum = VLExprValue(row)
                if e.evaluate(scope, &tally).truthy { secondary.append(row) }
            }
            self.tally = tally
            return reportTally(at: from.path) ? secondary : nil
        }
        if let data = from["data"], let source = readData(data, datasets: datasets) { return source.rows }
        warnUnsupported("A lookup source", at: from.path)
        return nil
    }
}
