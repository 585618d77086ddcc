import Charta

/// Something a reader decided about a column that the person reading the chart should know: a column
/// that is mostly numbers or dates but read as text, or a choice the values alone could not settle.
/// Every message is written here, in one place; ``diagnostic`` carries it as a warning.
public enum ReadingNote: Hashable, Sendable {
    /// What a column almost was.
    public enum Kind: String, Hashable, Sendable {
        /// Numbers, with either decimal mark.
        case numbers
        /// Dates in one format.
        case dates
    }

    /// `parsed` of the column's `present` values are numbers or dates, but the value in `row` (1-based,
    /// after the header) is not, so the column is read as text.
    case readAsText(column: String, kind: Kind, parsed: Int, present: Int, row: Int, value: String)
    /// Every date in the column reads both month first and day first; it is read with `chosen`.
    case ambiguousDates(column: String, chosen: String, other: String)
    /// Numbers such as `value` (in `row`) read both with a decimal comma and with grouped thousands; the
    /// column is read with `mark` (a decimal comma in semicolon-separated text, else a decimal point).
    case ambiguousNumbers(column: String, row: Int, value: String, mark: DecimalMark)
    /// `rows` rows, the first `row`, have more values than the header's `header` names (`fields`); the
    /// rest are left out.
    case extraFields(row: Int, fields: Int, header: Int, rows: Int)

    /// A sentence for people.
    public var message: String {
        switch self {
        case .readAsText(let column, let kind, let parsed, let present, let row, let value):
            "Column “\(column)” is read as text, though \(parsed) of its \(present) values are \(kind.rawValue): "
                + "row \(row) has “\(value)”"
                + (kind == .numbers
                    ? " (a locale can say how its numbers are written)."
                    : " (a date format can say how its dates are written).")
        case .ambiguousDates(let column, let chosen, let other):
            "The dates in column “\(column)” read both month first and day first; they are read as \(chosen). "
                + "Give the date format \(other) or a locale if they are day first."
        case .ambiguousNumbers(let column, let row, let value, let mark):
            "Numbers in column “\(column)” such as “\(value)” (row \(row)) read both with a decimal comma and "
                + "with thousands separators; they are read with a decimal \(mark == .comma ? "comma" : "point"). "
                + "Give a locale (en, de, fr) to say which."
        case .extraFields(let row, let fields, let header, let rows):
            "Row \(row) has \(fields) values but the header names \(header)"
                + (rows > 1 ? " (so do \(rows - 1) more rows)" : "")
                + "; the values past the last column are left out. A value holding the delimiter, such as a "
                + "number with thousands separators, must be quoted (\"2,100,000\"), or the delimiter is another."
        }
    }

    /// The column the note is about; nil for a note about rows.
    public var column: String? {
        switch self {
        case .readAsText(let column, _, _, _, _, _), .ambiguousDates(let column, _, _),
            .ambiguousNumbers(let column, _, _, _):
            column
        case .extraFields: nil
        }
    }

    /// The note as a warning, at the column's name (or the row's number).
    public var diagnostic: Diagnostic {
        var place = column
        if case .extraFields(let row, _, _, _) = self { place = "row \(row)" }
        return Diagnostic(.invalid(message), severity: .warning, path: place)
    }
}
