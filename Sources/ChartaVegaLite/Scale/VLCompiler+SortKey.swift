/// What a sort by key reads: a channel's values or a field's, aggregated per category by `op`.
struct SortKey {
    enum Source: Equatable {
        /// Another channel's values (`"-y"`).
        case channel(VLChannel)
        /// A field of the rows (`{"field": "b"}`).
        case field(VLFieldPath)
        /// The rows themselves, counted (`{"op": "count"}`).
        case rows
    }

    var source: Source
    /// The field whose raw values are the key over an aggregated view.
    var field: VLFieldPath?
    var op: String
    var descending: Bool
}

/// Discrete domains ordered by a key per category (Vega-Lite's `domainSort`).
extension VLCompiler {
    /// The values of `channel` ordered by `key` aggregated per category (ties in data order, categories
    /// without a key first). Keys that do not line up with the values fall back to the values' order.
    func sortedByKey(_ channel: VLColumn, users: [VLUnit], def: VLFieldDef, key: SortKey) -> [VLValue] {
        let (values, keys) = keyedValues(channel, users: users, def: def, key: key)
        guard keys.count == values.count else {
            let sorted = unique(values, def: def).sorted(by: VLValue.ascending)
            return key.descending ? sorted.reversed() : sorted
        }
        var perCategory: [String: [Double]] = [:]
        var firstSeen: [String] = []
        var representative: [String: VLValue] = [:]
        for (v, k) in zip(values, keys) {
            let l = label(v, def: def)
            if perCategory[l] == nil {
                firstSeen.append(l)
                representative[l] = v
            }
            if !k.isNaN { perCategory[l, default: []].append(k) }
        }
        // Each category's key is aggregated once, before sorting.
        let aggregated = firstSeen.map { l -> Double in
            let ks = perCategory[l] ?? []
            return VLCompiler.aggregate(.op(key.op), rows: Array(ks.indices), values: ks.map(VLValue.number), args: nil)
                .number
        }
        let ordered = firstSeen.indices.sorted { a, b in
            let (ka, kb) = (aggregated[a], aggregated[b])
            if ka == kb || (ka.isNaN && kb.isNaN) { return a < b }
            if ka.isNaN { return true }
            if kb.isNaN { return false }
            return key.descending ? ka > kb : ka < kb
        }
        return ordered.compactMap { representative[firstSeen[$0]] }
    }

    /// The values of `channel` with each one's key. Over an aggregated view the key is read from the
    /// rows before the view's aggregation, as Vega-Lite sorts the domain on its raw data source.
    private func keyedValues(_ channel: VLColumn, users: [VLUnit], def: VLFieldDef, key: SortKey) -> (
        values: [VLValue], keys: [Double]
    ) {
        let plain = def.timeUnit == nil && !def.isBinned
        let countsRows = key.source == .rows && key.op == "count" && plain
        var (values, keys): ([VLValue], [Double]) = ([], [])
        for unit in users {
            let rawKeys = plain && key.field != nil && unit.defs.values.contains { $0.aggregate != nil }
            let rows = unit.source.rows
            if countsRows || rawKeys, let field = def.field {
                let raw = fieldValues(field, rows: rows, source: unit.source, type: nil)
                values += raw
                if rawKeys, let keyField = key.field {
                    keys += fieldValues(keyField, rows: rows, source: unit.source, type: .quantitative).map(\.number)
                } else {
                    keys += Array(repeating: 1, count: raw.count)
                }
                continue
            }
            let column = unit.frame[channel] ?? []
            values += column
            switch key.source {
            case .field(let path):
                keys += fieldValues(path, rows: rows, source: unit.source, type: .quantitative).map(\.number)
                    .prefix(column.count)
                keys += Array(repeating: .nan, count: max(0, column.count - rows.count))
            case .channel(let name):
                keys += (unit.frame[name] ?? Array(repeating: VLValue.null, count: column.count)).map(\.number)
            case .rows:
                break
            }
            let secondary = secondaryValues(channel, unit: unit)
            values += secondary
            keys += Array(repeating: .nan, count: secondary.count)
        }
        return (values, keys)
    }
}
