import Charta
import Foundation
import SwiftCSV

/// Reads data files into a columnar `DataTable` with inferred column types (numbers, dates, text),
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
        let (columns, notes) = try rawColumns(text, format: format)
        var reading = try read(columns: columns, delimiter: separator(text, format: format))
        reading.notes = notes + reading.notes
        return reading
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

    /// The delimiter of delimited text: the reader's, the one a spreadsheet's `sep=;` first line names, a
    /// tab for TSV, else sniffed; nil for JSON.
    func separator(_ text: String, format: TabularFormat) -> Character? {
        switch format {
        case .csv: delimiter ?? Self.spreadsheetSeparator(text)?.delimiter ?? DelimiterSniffer.sniff(text)
        case .tsv: delimiter ?? "\t"
        case .json, .jsonLines: nil
        }
    }

    /// The delimiter that Excel's `sep=;` first line names, and the text after that line.
    static func spreadsheetSeparator(_ text: String) -> (delimiter: Character, rest: Substring)? {
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : text[...]
        guard body.hasPrefix("sep="), let line = body.firstIndex(where: \.isNewline) else { return nil }
        let value = body[body.index(body.startIndex, offsetBy: 4)..<line]
        guard value.count == 1, let delimiter = value.first else { return nil }
        return (delimiter, body[line...].drop { $0.isNewline })
    }

    /// The raw columns of `text`, in `format` (nil: sniffed from the text). Names are made unique.
    public func columns(_ text: String, format: TabularFormat? = nil) throws(Failure) -> [RawColumn] {
        try rawColumns(text, format: format ?? TabularFormat.sniff(text[...])).columns
    }

    /// The raw columns of `text`, and notes about rows that do not fit the header.
    private func rawColumns(_ text: String, format: TabularFormat) throws(Failure) -> (
        columns: [RawColumn], notes: [ReadingNote]
    ) {
        switch format {
        case .csv, .tsv:
            let (columns, notes) = try delimited(text, delimiter: separator(text, format: format) ?? ",")
            return (Self.uniquelyNamed(columns), notes)
        case .json: return (Self.uniquelyNamed(try jsonColumns(text)), [])
        case .jsonLines: return (Self.uniquelyNamed(try jsonLineColumns(text)), [])
        }
    }

    private func delimited(_ text: String, delimiter: Character) throws(Failure) -> ([RawColumn], [ReadingNote]) {
        var body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if let excel = Self.spreadsheetSeparator(body) { body = String(excel.rest) }
        let csv: EnumeratedCSV
        do {
            csv = try EnumeratedCSV(
                string: body, delimiter: CSVDelimiter(unicodeScalarLiteral: delimiter), loadColumns: false)
        } catch {
            throw Failure(message: "the data could not be parsed as delimited text: \(error)")
        }
        guard !csv.header.isEmpty else { throw Failure(message: "the data has no header row") }
        let rows = csv.rows
        let columns = csv.header.enumerated().map { c, name in
            RawColumn(
                name: name.trimmingCharacters(in: .whitespaces),
                cells: rows.map { row in c < row.count ? row[c] : nil })
        }
        // Rows with more values than the header lose the rest: say so (empty ones from a trailing
        // delimiter lose nothing), as pandas refuses them (“Expected 2 fields, saw 4”).
        let width = csv.header.count
        let long = rows.indices.filter { r in rows[r].count > width && rows[r][width...].contains { !$0.isEmpty } }
        guard let first = long.first else { return (columns, []) }
        return (
            columns,
            [.extraFields(row: first + 1, fields: rows[first].count, header: width, rows: long.count)]
        )
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
