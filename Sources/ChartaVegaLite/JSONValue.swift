/// A JSON value as the Vega-Lite reader sees it: objects keep their keys in document order, because
/// Vega-Lite gives meaning to the order of fields in inline data rows.
indirect enum JSONValue: Hashable, Sendable {
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
    private(set) var keys: [String] = []
    private var values: [String: JSONValue] = [:]

    init() {}

    init(_ pairs: [(String, JSONValue)]) {
        for (key, value) in pairs { self[key] = value }
    }

    subscript(key: String) -> JSONValue? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The key–value pairs in document order.
    var pairs: [(key: String, value: JSONValue)] {
        keys.compactMap { key in values[key].map { (key, $0) } }
    }

    var isEmpty: Bool { keys.isEmpty }

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
