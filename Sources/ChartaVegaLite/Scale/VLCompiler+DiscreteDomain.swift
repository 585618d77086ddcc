/// The values of a discrete scale in order (Vega-Lite's compile/scale/domain.ts): an explicit
/// `scale.domain`, else the data's values ordered as the channel's ``VLSort`` says.
extension VLCompiler {
    mutating func discreteDomain(_ channel: VLChannel, users: [VLUnit], def: VLFieldDef) -> [VLValue] {
        discreteDomain(.channel(channel), users: users, def: def)
    }

    /// The values of a frame column (a channel's, or a facet level's) in order.
    mutating func discreteDomain(_ channel: VLColumn, users: [VLUnit], def: VLFieldDef) -> [VLValue] {
        if let given = givenDomain(channel, users: users, def: def) { return given }
        switch def.sort ?? .ascending {
        case .ascending:
            return unique(domainValues(channel, users: users), def: def).sorted(by: VLValue.ascending)
        case .descending:
            return unique(domainValues(channel, users: users), def: def).sorted(by: VLValue.ascending).reversed()
        case .dataOrder:
            return unique(domainValues(channel, users: users), def: def)
        case .explicit(let order):
            return listedFirst(order.map(\.text), unique(domainValues(channel, users: users), def: def), def: def)
        case .byChannel(let name, let op, let descending):
            // A sort by a channel that aggregates a field (`"-x"` on `median(yield)`) orders by that
            // aggregate of the field (Vega-Lite's `domainSort` turns it into `{op, field}`).
            let other = users.lazy.compactMap { $0.defs[name] }.first
            if let other, case .op(let otherOp)? = other.aggregate, let field = other.field {
                let key = SortKey(source: .channel(name), field: field, op: otherOp, descending: descending)
                return sortedByKey(channel, users: users, def: def, key: key)
            }
            let key = SortKey(source: .channel(name), field: nil, op: op, descending: descending)
            return sortedByKey(channel, users: users, def: def, key: key)
        case .byField(let field, let op, let descending):
            let key = SortKey(source: field.map { .field($0) } ?? .rows, field: field, op: op, descending: descending)
            return sortedByKey(channel, users: users, def: def, key: key)
        }
    }

    /// The domain the spec gives: `scale.domain` as a list, or `{"unionWith": […]}` (the list, then
    /// the data's values).
    private mutating func givenDomain(_ channel: VLColumn, users: [VLUnit], def: VLFieldDef) -> [VLValue]? {
        if let union = def.scale?["domain"]?["unionWith"]?.value.array {
            var withoutScale = def
            withoutScale.scale = nil
            let data = discreteDomain(channel, users: users, def: withoutScale)
            return unique(union.map(VLValue.init) + data, def: def)
        }
        guard let domain = def.scale?["domain"], case .array(let values) = domain.value else { return nil }
        let parsed = values.map { v -> VLValue in
            if def.measure == .temporal, def.timeUnit != nil { return .date(dateParser.date(VLValue(v))) }
            return VLValue(v)
        }
        return unique(parsed, def: def)
    }

    /// Each user's values of `channel`, with a secondary channel's (x2 on an ordinal x) after them.
    private func domainValues(_ column: VLColumn, users: [VLUnit]) -> [VLValue] {
        users.flatMap { unit in (unit.frame.forDomains(column) ?? []) + secondaryValues(column, unit: unit) }
    }

    /// The values of the secondary channel of a channel's column (x2 of x) where it encodes a field.
    func secondaryValues(_ column: VLColumn, unit: VLUnit) -> [VLValue] {
        guard let secondary = column.channel?.secondary, unit.defs[secondary]?.hasField == true else { return [] }
        return unit.frame.forDomains(.channel(secondary)) ?? []
    }

    /// The values whose labels `order` lists, in its order, then the rest in data order (as Vega-Lite's
    /// sort index puts them).
    private func listedFirst(_ order: [String], _ present: [VLValue], def: VLFieldDef) -> [VLValue] {
        // Under a day or month time unit a listed name matches by its first three letters in any case
        // (“mon”, “Monday” and “Mon”), as a Vega-Lite DateTime names days and months.
        let named = def.timeUnit.map { $0.parts == [.day] || $0.parts == [.month] } ?? false
        let key = { (text: String) in named ? String(text.lowercased().prefix(3)) : text }
        var byKey: [String: VLValue] = [:]
        for v in present where byKey[key(label(v, def: def))] == nil { byKey[key(label(v, def: def))] = v }
        let listed = Set(order.map(key))
        return order.compactMap { byKey[key($0)] } + present.filter { !listed.contains(key(label($0, def: def))) }
    }
}
