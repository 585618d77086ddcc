import Charta
import ChartaScales
import Foundation

/// A column of cells as read from a file, before its type is decided.
public struct RawColumn: Hashable, Sendable {
    /// The column's name (its header).
    public var name: String
    /// The cells; nil is missing (an empty CSV cell, JSON `null` or an absent key).
    public var cells: [String?]

    /// Creates a column.
    public init(name: String, cells: [String?]) {
        self.name = name
        self.cells = cells
    }

    /// The column with its type inferred with the default ``ColumnReading`` in `timeZone`.
    public func inferred(timeZone: TimeZone) -> DataColumn {
        read(ColumnReading(timeZone: timeZone)).column
    }

    /// The column with its type inferred, and what the reader noted about it.
    ///
    /// Missing-value markers (`MissingValue`) are missing in every column. Then the column is:
    /// - dates, when a date format is given and reads every present cell;
    /// - numbers, when every present cell is a number with one decimal mark (`NumberInference`), or
    ///   dates when they are timestamps in a column named as a time (`EpochInference`);
    /// - dates, when one format reads every present cell (`DateInference`);
    /// - text otherwise, with a note when more than half of its values were numbers or dates.
    ///
    /// A column with no present cell is numbers (all missing).
    public func read(_ reading: ColumnReading) -> (column: DataColumn, notes: [ReadingNote]) {
        var cells = self.cells
        var present = 0
        for (row, cell) in self.cells.enumerated() {
            guard let cell else { continue }
            if MissingValue.isMissing(cell) { cells[row] = nil } else { present += 1 }
        }
        if present == 0 { return (.numbers([Double](repeating: .nan, count: cells.count)), []) }
        let dayFirst = reading.locale?.dayFirst
        if let format = reading.dateFormat {
            let given = [DateInference.Candidate(format: format, order: .either)]
            let outcome = DateInference.read(
                cells, name: name, candidates: given, dayFirst: dayFirst, timeZone: reading.timeZone)
            if case .dates(let values, _) = outcome { return (.dates(values), []) }
        }
        let numbers = NumberInference.read(
            cells, name: name, mark: reading.locale?.decimalMark, delimiter: reading.delimiter)
        if case .numbers(let values, let note) = numbers {
            if let seconds = EpochInference.seconds(values, name: name) { return (.dates(seconds), []) }
            return (.numbers(values), note.map { [$0] } ?? [])
        }
        let dates = DateInference.read(
            cells, name: name, candidates: DateInference.automatic, dayFirst: dayFirst, timeZone: reading.timeZone)
        if case .dates(let values, let note) = dates { return (.dates(values), note.map { [$0] } ?? []) }
        return (.strings(cells), textNote(cells, present: present, numbers: numbers, dates: dates).map { [$0] } ?? [])
    }

    /// The note for a column read as text that was mostly numbers or mostly dates.
    private func textNote(
        _ cells: [String?], present: Int, numbers: NumberInference.Outcome, dates: DateInference.Outcome
    ) -> ReadingNote? {
        var best: (kind: ReadingNote.Kind, parsed: Int, row: Int)?
        if case .text(let parsed, let row?) = numbers, parsed * 2 > present { best = (.numbers, parsed, row) }
        if case .text(let parsed, let row?) = dates, parsed * 2 > present, parsed > best?.parsed ?? 0 {
            best = (.dates, parsed, row)
        }
        guard let best else { return nil }
        return .readAsText(
            column: name, kind: best.kind, parsed: best.parsed, present: present, row: best.row + 1,
            value: cells[best.row] ?? "")
    }
}

/// How a reader decides a column's type: the zone of dates without an offset, and what the person
/// reading says about how the file writes numbers and dates.
public struct ColumnReading: Hashable, Sendable {
    /// The zone of dates and date-times written without an offset.
    public var timeZone: TimeZone
    /// The locale numbers and numeric dates are written in (nil: decided by each column's values).
    public var locale: DataLocale?
    /// The format dates are written in (nil: decided by each column's values).
    public var dateFormat: DateFormat?
    /// The delimiter of the text the column came from (a semicolon hints at decimal commas).
    public var delimiter: Character?

    /// Creates a way of reading.
    public init(
        timeZone: TimeZone, locale: DataLocale? = nil, dateFormat: DateFormat? = nil, delimiter: Character? = nil
    ) {
        self.timeZone = timeZone
        self.locale = locale
        self.dateFormat = dateFormat
        self.delimiter = delimiter
    }
}
