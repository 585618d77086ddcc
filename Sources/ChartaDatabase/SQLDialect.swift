/// What differs between the SQL that SQLite and PostgreSQL take: placeholders, collation, and the
/// expressions that read a column's values and truncate dates to a time unit.
enum SQLDialect: Hashable, Sendable {
    case sqlite
    case postgres

    /// A quoted identifier: a column or table name can never end the identifier and run as SQL.
    static func quote(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The placeholder of the `index`th bound value (1-based).
    func placeholder(_ index: Int) -> String {
        switch self {
        case .sqlite: "?\(index)"
        case .postgres: "$\(index)"
        }
    }

    /// An ORDER BY term for an expression of a column of `kind`: nulls first, text in byte order.
    func ascending(_ expression: String, kind: SourceColumn.Kind) -> String {
        switch (self, kind) {
        case (.postgres, .text): "\(expression) COLLATE \"C\" ASC NULLS FIRST"
        default: "\(expression) ASC NULLS FIRST"
        }
    }

    /// `expression` as a double.
    func double(_ expression: String) -> String {
        switch self {
        case .sqlite: "CAST((\(expression)) AS REAL)"
        case .postgres: "(\(expression))::float8"
        }
    }

    /// The greatest integer not above `expression` (SQLite's build has no math functions: a cast
    /// truncates toward zero, and a negative value with a fraction is one less).
    func floor(_ expression: String) -> String {
        switch self {
        case .sqlite: "(CAST((\(expression)) AS INTEGER) - ((\(expression)) < CAST((\(expression)) AS INTEGER)))"
        case .postgres: "floor(\(expression))"
        }
    }
}
