import Foundation

/// Reading JSON: rows of objects in an array or on lines, or an object that holds rows or columns.
extension TabularReader {
    /// The columns of a JSON array of objects, or of an object that holds rows or columns.
    func jsonColumns(_ text: String) throws(Failure) -> [RawColumn] {
        guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        else { throw Failure(message: "the data is not valid JSON") }
        if let rows = value as? [Any] {
            return try Self.columns(objects: rows, keys: JSONKeyOrder.keys(text, rowDepth: 2))
        }
        if let object = value as? [String: Any], let columns = Self.columns(object: object, text: text) {
            return columns
        }
        throw Self.notRows
    }

    static let notRows = Failure(
        message: "JSON data must be an array of objects, an object holding one, or an object of equal-length arrays")

    /// The columns of JSON lines, or of one JSON object (over one line or several) that holds rows or
    /// columns.
    func jsonLineColumns(_ text: String) throws(Failure) -> [RawColumn] {
        if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] {
            if let columns = Self.columns(object: object, text: text) { return columns }
            if !object.isEmpty, object.values.allSatisfy({ $0 is [Any] || $0 is [String: Any] }) {
                throw Self.notRows  // no scalar: not a row
            }
        }
        return try Self.columns(objects: jsonLines(text), keys: JSONKeyOrder.keys(text, rowDepth: 1))
    }

    /// The columns of an object that holds rows (`{"data": [{…}, …]}`: its first member that is an
    /// array of objects) or columns (`{"x": [1, 2], "y": [3, 4]}`: every member an array of one length,
    /// as pandas' `DataFrame.to_dict(orient="list")` writes); nil for any other object.
    static func columns(object: [String: Any], text: String) -> [RawColumn]? {
        let order = JSONKeyOrder.keys(text, rowDepth: 1)
        for key in order {
            guard let rows = object[key] as? [Any], !rows.isEmpty, rows.allSatisfy({ $0 is [String: Any] }) else {
                continue
            }
            return try? columns(objects: rows, keys: JSONKeyOrder.keys(text, rowDepth: 3))
        }
        let arrays = order.compactMap { key in (object[key] as? [Any]).map { (key, $0) } }
        guard !arrays.isEmpty, arrays.count == object.count, Set(arrays.map(\.1.count)).count == 1 else { return nil }
        return arrays.map { RawColumn(name: $0.0, cells: $0.1.map { Self.text($0) }) }
    }

    private func jsonLines(_ text: String) throws(Failure) -> [Any] {
        var rows: [Any] = []
        for (number, line) in text.split(whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let value = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8), options: []) else {
                throw Failure(message: "line \(number + 1) is not a JSON object")
            }
            rows.append(value)
        }
        return rows
    }

    /// Columns from JSON objects, in the order of `keys` (the order in which keys first appear in the
    /// file), then any other keys in sorted order.
    static func columns(objects rows: [Any], keys: [String] = []) throws(Failure) -> [RawColumn] {
        var names: [String] = []
        var index: [String: Int] = [:]
        var cells: [[String?]] = []
        func add(_ key: String, rows count: Int) {
            index[key] = names.count
            names.append(key)
            cells.append(Array(repeating: nil, count: count))
        }
        for key in keys where index[key] == nil { add(key, rows: 0) }
        for (r, row) in rows.enumerated() {
            guard let object = row as? [String: Any] else {
                throw Failure(message: "row \(r + 1) is not a JSON object")
            }
            for key in object.keys.sorted() where index[key] == nil { add(key, rows: r) }
            for c in cells.indices { cells[c].append(nil) }
            for (key, value) in object { cells[index[key]!][r] = text(value) }
        }
        return names.indices.map { RawColumn(name: names[$0], cells: cells[$0]) }
    }

    /// A JSON scalar as text; nil for null, arrays and objects.
    static func text(_ value: Any) -> String? {
        switch value {
        case let s as String: s
        case let n as NSNumber: n.stringValue
        default: nil
        }
    }

}
