/// A JSON value as the Vega-Lite reader sees it: objects keep their keys in document order, because
/// Vega-Lite gives meaning to the order of fields in inline data rows. Not `indirect`: arrays and objects
/// hold their elements in arrays already, and a boxed case would cost an allocation per number and
/// string of the data.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The JSON type's name, for messages ("a string", "an object").
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var number: Double? {
        if case .number(let d) = self { return d }
        return nil
    }

    var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    var object: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    var isNull: Bool { self == .null }
}

/// A JSON object: its keys in document order (a repeated key keeps its first position and its last
/// value, as JavaScript's `JSON.parse` does).
struct JSONObject: Hashable, Sendable {
    /// The pairs in document order. Objects are mostly small (a data row, a mark's properties), so a key
    /// is found by a scan; from ``indexedCount`` keys on, an index finds it, so that building an object of
    /// many keys stays linear.
    private(set) var pairs: [(key: String, value: JSONValue)] = []
    /// The position of each key in ``pairs``, made when there come to be ``indexedCount`` of them and kept
    /// from then on.
    private var index: [String: Int]?

    /// Keys from which lookups go through an index.
    static let indexedCount = 16

    init() {}

    init(_ pairs: [(String, JSONValue)]) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The keys in document order.
    var keys: [String] { pairs.map(\.key) }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return pairs.firstIndex { $0.key == key }
    }

    subscript(key: String) -> JSONValue? {
        get { position(of: key).map { pairs[$0].value } }
        set {
            switch (position(of: key), newValue) {
            case (let k?, let value?): pairs[k].value = value
            case (nil, let value?):
                index?[key] = pairs.count
                pairs.append((key, value))
                if index == nil, pairs.count >= Self.indexedCount { reindex() }
            case (let k?, nil):
                pairs.remove(at: k)
                if index != nil { reindex() }
            case (nil, nil): break
            }
        }
    }

    private mutating func reindex() {
        index = Dictionary(uniqueKeysWithValues: pairs.indices.map { (pairs[$0].key, $0) })
    }

    var isEmpty: Bool { pairs.isEmpty }

    static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.pairs.count == b.pairs.count && zip(a.pairs, b.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(pairs.count)
        for (key, value) in pairs {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// This object with `other`'s keys laid over it, recursively for nested objects (Vega-Lite's way of
    /// combining config blocks and inherited properties).
    func merged(with other: JSONObject) -> JSONObject {
        var result = self
        for (key, value) in other.pairs {
            if case .object(let mine)? = result[key], case .object(let theirs) = value {
                result[key] = .object(mine.merged(with: theirs))
            } else {
                result[key] = value
            }
        }
        return result
    }
}
