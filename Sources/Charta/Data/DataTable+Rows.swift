import Foundation

extension DataTable {
    /// The table's rows as values of an app's own `Decodable` type, one per row, each property read
    /// from the column of its coding key: the shape Swift Charts code plots
    /// (`LinePlot(rows, x: .value("Time", \.t), y: .value("Value", \.v))`).
    ///
    /// Numbers decode as any standard numeric type (an integer type only from a whole number in its
    /// range), dates as `Date`, text as `String`; a `Bool` reads 0 and 1. A missing value (NaN or
    /// nil) decodes as nil for an optional property and is an error otherwise. Nested containers are
    /// not rows of a table and are an error. Errors are `DecodingError`s whose path names the row.
    ///
    /// ```swift
    /// struct Step: Decodable { var t: Date; var v: Double; var note: String? }
    /// let steps = try table.rows(as: Step.self)
    /// ```
    public func rows<Row: Decodable>(as type: Row.Type) throws -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(rowCount)
        for index in 0..<rowCount {
            rows.append(try Row(from: RowDecoder(table: self, row: index)))
        }
        return rows
    }
}

/// Decodes one row of a table: a keyed container whose keys are column names.
private struct RowDecoder: Decoder {
    let table: DataTable
    let row: Int
    var codingPath: [any CodingKey] { [RowKey(row)] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RowContainer<Key>(table: table, row: row))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, .init(codingPath: codingPath, debugDescription: "A table row is keyed by column names."))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(
            Any.self, .init(codingPath: codingPath, debugDescription: "A table row is keyed by column names."))
    }
}

/// The index of a row in a decoding error's path.
private struct RowKey: CodingKey {
    var stringValue: String { "row \(row)" }
    var intValue: Int? { row }
    let row: Int
    init(_ row: Int) { self.row = row }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.row = intValue }
}

private struct RowContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let table: DataTable
    let row: Int
    var codingPath: [any CodingKey] { [RowKey(row)] }
    var allKeys: [Key] { table.names.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { table[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try column(key)[row] == nil }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let column = try column(key)
        guard let value = column[row] else {
            throw DecodingError.valueNotFound(type, context(key, "The value is missing."))
        }
        if let decoded = CellValue.convert(value, to: type) { return decoded }
        // An app's own type made of one value (an enum with raw values, say) reads the cell; a date
        // is never made of a number.
        guard type != Date.self else {
            throw DecodingError.typeMismatch(type, context(key, "The column holds \(column.kind), not dates."))
        }
        return try T(from: CellDecoder(value: value, codingPath: codingPath + [key]))
    }

    private func column(_ key: Key) throws -> DataColumn {
        guard let column = table[key.stringValue] else {
            throw DecodingError.keyNotFound(key, context(key, "The table has no column “\(key.stringValue)”."))
        }
        return column
    }

    private func context(_ key: Key, _ text: String) -> DecodingError.Context {
        .init(codingPath: codingPath + [key], debugDescription: text)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw DecodingError.typeMismatch(type, context(key, "A table cell holds one value."))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, context(key, "A table cell holds one value."))
    }

    func superDecoder() throws -> any Decoder { RowDecoder(table: table, row: row) }

    func superDecoder(forKey key: Key) throws -> any Decoder { RowDecoder(table: table, row: row) }
}

/// Decodes one cell for a type made of a single value.
private struct CellDecoder: Decoder, SingleValueDecodingContainer {
    let value: DataValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw DecodingError.typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "A cell holds one value."))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, .init(codingPath: codingPath, debugDescription: "A cell holds one value."))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard let decoded = CellValue.convert(value, to: type) else {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: codingPath, debugDescription: "The cell holds \(value.kind), not \(type)."))
        }
        return decoded
    }
}

/// A cell's value as one of the types a table holds: text as `String`, dates as `Date`, numbers as
/// the standard numeric types (an integer type only when it holds the number exactly, `Bool` from 0
/// and 1); nil for any other type.
private enum CellValue {
    static func convert<T>(_ value: DataValue, to type: T.Type) -> T? {
        switch value {
        case .string(let text): text as? T
        case .date(let date): date as? T
        case .number(let number): self.number(number, as: type)
        }
    }

    private static func number<T>(_ number: Double, as type: T.Type) -> T? {
        switch type {
        case is Double.Type: return number as? T
        case is Float.Type: return Float(number) as? T
        case is Bool.Type: return number == 0 ? false as? T : number == 1 ? true as? T : nil
        case is Int.Type: return Int(exactly: number) as? T
        case is Int64.Type: return Int64(exactly: number) as? T
        case is Int32.Type: return Int32(exactly: number) as? T
        case is Int16.Type: return Int16(exactly: number) as? T
        case is Int8.Type: return Int8(exactly: number) as? T
        case is UInt.Type: return UInt(exactly: number) as? T
        case is UInt64.Type: return UInt64(exactly: number) as? T
        case is UInt32.Type: return UInt32(exactly: number) as? T
        case is UInt16.Type: return UInt16(exactly: number) as? T
        case is UInt8.Type: return UInt8(exactly: number) as? T
        case is Decimal.Type: return Decimal(number) as? T
        default: return nil
        }
    }
}
