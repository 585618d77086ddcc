/// A field definition's `sort`, read once (Vega-Lite's `Sort`, src/sort.ts): how a discrete scale
/// orders its values.
enum VLSort: Hashable, Sendable {
    /// Ascending: the default, and what a sort Charta does not read falls back to.
    case ascending
    /// `"descending"`.
    case descending
    /// `null`: the order the values come in.
    case dataOrder
    /// A list of values: those first, in its order, then the rest in data order.
    case explicit([VLValue])
    /// By another channel's values per category (`"-y"`, `{"encoding": "y", "op": "sum"}`), or by its
    /// aggregate of a field when that channel aggregates one.
    case byChannel(VLChannel, op: String, descending: Bool)
    /// By a field aggregated per category (`{"field": "b", "op": "mean"}`); without a field, by how many
    /// rows each category has (`{"op": "count"}`).
    case byField(VLFieldPath?, op: String, descending: Bool)

    init(_ node: JSONNode) {
        switch node.value {
        case .null:
            self = .dataOrder
        case .array(let values):
            self = .explicit(values.map(VLValue.init))
        case .string("ascending"):
            self = .ascending
        case .string("descending"):
            self = .descending
        case .string(let name):
            let descending = name.hasPrefix("-")
            guard let channel = VLChannel(rawValue: descending ? String(name.dropFirst()) : name) else {
                self = .ascending
                return
            }
            self = .byChannel(channel, op: "min", descending: descending)
        case .object:
            let op = node["op"]?.value.string ?? "min"
            let descending = node["order"]?.value.string == "descending"
            if let name = node["encoding"]?.value.string {
                self = VLChannel(rawValue: name).map { .byChannel($0, op: op, descending: descending) } ?? .ascending
            } else {
                self = .byField(node["field"]?.value.string.map(VLFieldPath.init), op: op, descending: descending)
            }
        default:
            self = .ascending
        }
    }
}
