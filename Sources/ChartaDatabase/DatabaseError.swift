/// Why a bound data source could not give a chart its rows. Each case is one clear message; none
/// carries a password (``DataSourceURL/description`` leaves it out).
public enum DatabaseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `--data`/`--source` text is not a source Charta reads.
    case badURL(String, reason: String)
    /// The server or file could not be reached or opened.
    case unreachable(source: String, reason: String)
    /// The server refused the user or password.
    case refused(source: String, reason: String)
    /// The table named is not in the database.
    case missingTable(source: String, table: String)
    /// A field the chart uses is not a column of the table or query.
    case missingColumn(source: String, column: String, columns: [String])
    /// A quantitative channel reads a text column.
    case wrongType(source: String, column: String, channel: String)
    /// The query ran past the statement timeout.
    case timedOut(source: String, seconds: Double)
    /// The database rejected a statement (a `?query=` that does not run, or is not read-only).
    case failed(source: String, reason: String)
    /// A spec binds data that no `--data` names.
    case unbound(name: String)
    /// A query gave the chart more rows than the render limit `rows` allows (it stops reading there).
    case tooManyRows(source: String, limit: Int)

    public var description: String {
        switch self {
        case .badURL(let text, let reason): "“\(text)” is not a data source: \(reason)"
        case .unreachable(let source, let reason): "cannot reach \(source): \(reason)"
        case .refused(let source, let reason): "\(source) refused the connection: \(reason)"
        case .missingTable(let source, let table): "\(source) has no table “\(table)”"
        case .missingColumn(let source, let column, let columns):
            "\(source) has no column “\(column)” (its columns: \(columns.joined(separator: ", ")))"
        case .wrongType(let source, let column, let channel):
            "the \(channel) channel is quantitative, but column “\(column)” of \(source) holds text"
        case .timedOut(let source, let seconds):
            "a query on \(source) ran past its \(Self.spell(seconds)) s timeout"
        case .failed(let source, let reason): "\(source) could not run the chart's query: \(reason)"
        case .unbound(let name): "no --data binds the spec's data “\(name)”"
        case .tooManyRows(let source, let limit):
            "\(source) gives the chart more than \(limit) rows, the render limit “rows”"
        }
    }

    private static func spell(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
