/// The transforms that test, compute or unnest row by row: `filter`, `calculate`, `fold` and `flatten`.
extension VLCompiler {
    /// The rows that pass the filter; an animation's frame filter keeps the others hidden (see
    /// `startTimers`). Nil when expressions ran out of steps.
    mutating func filterTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue]? {
        guard let f = t["filter"] else { return rows }
        startTimers(rows)
        guard let test = predicate(f) else { return rows }
        let frames = isTimerFilter(f)
        var tally = self.tally
        var kept: [JSONValue] = []
        for (i, row) in rows.enumerated() {
            if stopped(atRow: i) { return nil }
            if test(VLExprValue(row), &tally) {
                kept.append(row)
            } else if frames {
                kept.append(setting(row, VLCompiler.hiddenRowColumn, .bool(true)))
            }
        }
        self.tally = tally
        return reportTally(at: f.path) ? kept : nil
    }

    /// Each row with the expression's value as the field `as`.
    mutating func calculateTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue]? {
        guard let c = t["calculate"], let text = string(c), let name = string(t["as"]),
            let e = expression(text, at: c.path)
        else { return rows }
        var rows = rows
        var tally = self.tally
        var scope = scope(.null)
        for i in rows.indices {
            if stopped(atRow: i) { return nil }
            scope.datum = VLExprValue(rows[i])
            rows[i] = setting(rows[i], name, VLCompiler.json(e.evaluate(scope, &tally)))
        }
        self.tally = tally
        return reportTally(at: c.path) ? rows : nil
    }

    /// One row per row and folded field, with the field's name as `key` and its value as `value`.
    mutating func foldTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue]? {
        guard let fold = t["fold"] else { return rows }
        let fields = (array(fold) ?? []).compactMap { $0.value.string }
        let names = (t["as"]?.value.array ?? []).compactMap(\.string)
        let (key, value) = (names.first ?? "key", names.count > 1 ? names[1] : "value")
        let total = Double(rows.count) * Double(fields.count)
        guard withinRowLimit(total, at: fold.path) else { return nil }
        let paths = fields.map(VLFieldPath.init)
        var folded: [JSONValue] = []
        folded.reserveCapacity(Int(total))
        for (i, row) in rows.enumerated() {
            if stopped(atRow: i) { return nil }
            for (f, path) in zip(fields, paths) {
                folded.append(setting(row, [(key, .string(f)), (value, path.value(in: row))]))
            }
        }
        return folded
    }

    /// One row per element of the flattened array fields, the fields named by `as` or their own names.
    mutating func flattenTransform(_ t: JSONNode, rows: [JSONValue]) -> [JSONValue]? {
        guard let flatten = t["flatten"] else { return rows }
        let fields = (array(flatten) ?? []).compactMap { $0.value.string }
        let names = (t["as"]?.value.array ?? []).compactMap(\.string)
        let paths = fields.map(VLFieldPath.init)
        var flat: [JSONValue] = []
        for (r, row) in rows.enumerated() {
            if stopped(atRow: r) { return nil }
            let arrays = paths.map { $0.value(in: row).array ?? [] }
            let n = arrays.map(\.count).max() ?? 0
            guard withinRowLimit(Double(flat.count + n), at: flatten.path) else { return nil }
            for i in 0..<n {
                if stopped(atRow: flat.count) { return nil }
                let values = fields.enumerated().map { k, f in
                    (k < names.count ? names[k] : f, i < arrays[k].count ? arrays[k][i] : .null)
                }
                flat.append(setting(row, values))
            }
        }
        return flat
    }
}
