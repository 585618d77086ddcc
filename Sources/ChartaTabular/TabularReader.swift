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
        case .json: columns = try jsonColumns(text)
        case .jsonLines: columns = try jsonLineColumns(text)
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
