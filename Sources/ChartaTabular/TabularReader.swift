import Charta
import Foundation
import SwiftCSV

/// Reads data files into a columnar ``DataTable`` with inferred column types (numbers, dates, text),
/// for charts drawn straight from files and pipes. Delimited text has its delimiter sniffed
/// (``DelimiterSniffer``) and every column its type decided by its values (``RawColumn/read(_:)``).
public struct TabularReader: Sendable {
    /// The zone of date-times written without an offset.
    public var timeZone: TimeZone
    /// The delimiter of CSV text (nil: sniffed from its first lines; TSV is always tab-separated).
    public var delimiter: Character?
    /// The locale numbers and numeric dates are written in (nil: decided by each column's values).
    public var locale: DataLocale?
    /// The format dates are written in (nil: decided by each column's values).
    public var dateFormat: DateFormat?

    /// Creates a reader.
    public init(
        timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current, delimiter: Character? = nil,
        locale: DataLocale? = nil, dateFormat: DateFormat? = nil
    ) {
        self.timeZone = timeZone
        self.delimiter = delimiter
        self.locale = locale
        self.dateFormat = dateFormat
    }

    /// A reading failure, with a message for people.
    public struct Failure: Error, Hashable, Sendable {
        /// What went wrong.
        public var message: String
    }

    /// A table and what the reader noted about its columns.
    public struct Reading: Sendable {
        /// The table.
        public var table: DataTable
        /// Columns read as text though mostly numbers or dates, and choices the values did not settle.
        public var notes: [ReadingNote]
    }

    /// The table in `text`, in `format` (nil: sniffed from the text).
    public func table(_ text: String, format: TabularFormat? = nil) throws(Failure) -> DataTable {
        try read(text, format: format).table
    }

    /// The table in `text`, in `format` (nil: sniffed from the text), with the reader's notes.
    public func read(_ text: String, format: TabularFormat? = nil) throws(Failure) -> Reading {
        let format = format ?? TabularFormat.sniff(text[...])
        let separator = self.separator(text, format: format)
        return try read(columns: columns(text, format: format), delimiter: separator)
    }

    /// A table from raw columns, with each column's type inferred.
    public func table(columns raw: [RawColumn]) throws(Failure) -> DataTable {
        try read(columns: raw, delimiter: nil).table
    }

    private func read(columns raw: [RawColumn], delimiter: Character?) throws(Failure) -> Reading {
        let reading = ColumnReading(timeZone: timeZone, locale: locale, dateFormat: dateFormat, delimiter: delimiter)
        let read = raw.map { $0.read(reading) }
        do {
            return Reading(
                table: try DataTable(zip(raw, read).map { ($0.name, $1.column) }), notes: read.flatMap(\.notes))
        } catch {
            throw Failure(message: "the columns could not form a table: \(error)")
        }
    }

    /// The delimiter of delimited text: the reader's, a tab for TSV, else sniffed; nil for JSON.
    func separator(_ text: String, format: TabularFormat) -> Character? {
        switch format {
        case .csv: delimiter ?? DelimiterSniffer.sniff(text)
        case .tsv: delimiter ?? "\t"
        case .json, .jsonLines: nil
        }
    }

    /// The raw columns of `text`, in `format` (nil: sniffed from the text). Names are made unique.
    public func columns(_ text: String, format: TabularFormat? = nil) throws(Failure) -> [RawColumn] {
        let format = format ?? TabularFormat.sniff(text[...])
        let columns: [RawColumn]
        switch format {
        case .csv, .tsv: columns = try delimited(text, delimiter: separator(text, format: format) ?? ",")
        case .json: columns = try Self.columns(objects: jsonRows(text), keys: JSONKeyOrder.keys(text, rowDepth: 2))
        case .jsonLines:
            columns = try Self.columns(objects: jsonLines(text), keys: JSONKeyOrder.keys(text, rowDepth: 1))
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

    private func jsonRows(_ text: String) throws(Failure) -> [Any] {
        guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        else { throw Failure(message: "the data is not valid JSON") }
        guard let rows = value as? [Any] else { throw Failure(message: "JSON data must be an array of objects") }
        return rows
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
