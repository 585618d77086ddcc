/// A column of a table or query as Charta reads it.
public struct SourceColumn: Hashable, Sendable {
    /// What the column's values become.
    public enum Kind: Hashable, Sendable {
        /// Numbers (a NaN is null).
        case number
        /// Dates and times, read as seconds since 1970 (UTC for values without a zone).
        case date
        /// Text (other types are read as their text).
        case text
    }

    /// The column's name.
    public var name: String
    /// What its values become.
    public var kind: Kind
    /// The expression that reads the column as its kind (seconds for dates, NaN as null), which every
    /// query uses, so that a value reads the same whether it is loaded or pushed down.
    var read: String
    /// The expression that gives a date column's values as a timestamp with a time zone (PostgreSQL),
    /// for truncation to a time unit; nil for other columns and in SQLite.
    var instant: String?
}

/// A query and its bound values.
public struct SQLQuery: Hashable, Sendable, CustomStringConvertible {
    /// A bound value.
    public enum Bind: Hashable, Sendable {
        case number(Double)
        case text(String)
    }

    /// The SQL text, with placeholders for the binds.
    public var text: String
    /// The values bound to the placeholders, in order.
    public var binds: [Bind]

    /// The text followed by its bound values, as `--explain` prints it.
    public var description: String {
        guard !binds.isEmpty else { return text }
        let values = binds.enumerated().map { i, bind in
            switch bind {
            case .number(let v): "\(i + 1) = \(v)"
            case .text(let s): "\(i + 1) = '\(s)'"
            }
        }
        return text + "\n  -- binds: " + values.joined(separator: ", ")
    }
}
