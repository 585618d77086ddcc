import Charta
import Foundation
import SwiftCSV

/// Reads data files into a columnar ``DataTable`` with inferred column types (numbers, ISO dates,
/// text), for charts drawn straight from files and pipes.
public struct TabularReader: Sendable {
    /// The zone of date-times written without an offset.
    public var timeZone: TimeZone

    /// Creates a reader.
    public init(timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
        self.timeZone = timeZone
    }

    /// A reading failure, with a message for people.
    public struct Failure: Error, Hashable, Sendable {
        /// What went wrong.
        public var message: String
    }

    /// The table in `text`, in `format` (nil: sniffed from the text).
    public func table(_ text: String, format: TabularFormat? = nil) throws(Failure) -> DataTable {
        try table(columns: columns(text, format: format))
    }

    /// A table from raw columns, with each column's type inferred.
    public func table(columns raw: [RawColumn]) throws(Failure) -> DataTable {
        do {
            return try DataTable(raw.map { ($0.name, $0.inferred(timeZone: timeZone)) })
        } catch {
            throw Failure(message: "the columns could not form a table: \(error)")
        }
    }

    /// The raw columns of `text`, in `format` (nil: sniffed from the text). Names are made unique.
    public func columns(_ text: String, format: TabularFormat? = nil) throws(Failure) -> [RawColumn] {
        let format = format ?? TabularFormat.sniff(text[...])
        let columns: [RawColumn]
        switch format {
        case .csv: columns = try delimited(text, delimiter: ",")
        case .tsv: columns = try delimited(text, delimiter: "\t")
        case .json: columns = try jsonRows(text)
        case .jsonLines: columns = try jsonLines(text)
        }
        return Self.uniquelyNamed(columns)
    }

    private func delimited(_ text: String, delimiter: Character) throws(Failure) -> [RawColumn] {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let csv: EnumeratedCSV
        do {
            csv = try EnumeratedCSV(
                string: body, delimiter: CSVDelimiter(unicodeScalarLiteral: delimiter), loadColumns: false)
        } catch {
            throw Failure(message: "the data could not be parsed as delimited text: \(error)")
        }
        guard !csv.header.isEmpty else { throw Failure(message: "the data has no header row") }
        let rows = csv.rows
        return csv.header.enumerated().map { c, name in
            RawColumn(
                name: name.trimmingCharacters(in: .whitespaces),
                cells: rows.map { row in c < row.count ? row[c] : nil })
        }
    }

    private func jsonRows(_ text: String) throws(Failure) -> [RawColumn] {
        guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        else { throw Failure(message: "the data is not valid JSON") }
        guard let rows = value as? [Any] else { throw Failure(message: "JSON data must be an array of objects") }
        return try Self.columns(objects: rows)
    }

    private func jsonLines(_ text: String) throws(Failure) -> [RawColumn] {
        var rows: [Any] = []
        for (number, line) in text.split(whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let value = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8), options: []) else {
                throw Failure(message: "line \(number + 1) is not a JSON object")
            }
            rows.append(value)
        }
        return try Self.columns(objects: rows)
    }

    /// Columns from JSON objects, in the order their keys first appear (keys of one object sorted).
    static func columns(objects rows: [Any]) throws(Failure) -> [RawColumn] {
        var names: [String] = []
        var index: [String: Int] = [:]
        var cells: [[String?]] = []
        for (r, row) in rows.enumerated() {
            guard let object = row as? [String: Any] else {
                throw Failure(message: "row \(r + 1) is not a JSON object")
            }
            for key in object.keys.sorted() where index[key] == nil {
                index[key] = names.count
                names.append(key)
                cells.append(Array(repeating: nil, count: r))
            }
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

    /// Repeated or empty names get a suffix (`price`, `price 2`; `column 3`).
    static func uniquelyNamed(_ columns: [RawColumn]) -> [RawColumn] {
        var seen: Set<String> = []
        return columns.enumerated().map { i, column in
            var copy = column
            let base = column.name.isEmpty ? "column \(i + 1)" : column.name
            var name = base
            var n = 2
            while seen.contains(name) {
                name = "\(base) \(n)"
                n += 1
            }
            seen.insert(name)
            copy.name = name
            return copy
        }
    }
}
