/// A JSON value together with its path in the spec (`encoding.x.field`, `layer[1].mark`), so that every
/// diagnostic can say where the problem is.
struct JSONNode: Hashable, Sendable {
    var value: JSONValue
    var path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    /// The member `key` of an object, or nil when this is not an object or has no such member.
    subscript(key: String) -> JSONNode? {
        guard case .object(let o) = value, let v = o[key] else { return nil }
        return JSONNode(v, path: JSONNode.join(path, key))
    }

    /// The elements of an array (empty when this is not an array).
    var elements: [JSONNode] {
        guard case .array(let a) = value else { return [] }
        return a.enumerated().map { JSONNode($1, path: "\(path)[\($0)]") }
    }

    /// The members of an object in document order (empty when this is not an object).
    var members: [(key: String, node: JSONNode)] {
        guard case .object(let o) = value else { return [] }
        return o.pairs.map { ($0.key, JSONNode($0.value, path: JSONNode.join(path, $0.key))) }
    }

    /// The keys of an object in document order.
    var keys: [String] { value.object?.keys ?? [] }

    var isNull: Bool { value.isNull }

    /// `parent.key`, or `parent["key"]` when the key is not a plain identifier.
    static func join(_ parent: String, _ key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ($0.properties.isAlphabetic || $0 == "_" || $0 == "$") || ("0"..."9").contains($0)
            }
        let part = plain ? key : "[\"\(key)\"]"
        if parent.isEmpty { return plain ? key : part }
        return plain ? "\(parent).\(key)" : parent + part
    }
}
