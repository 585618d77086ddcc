import Charta

/// A database that a bound dataset's rows come from: it names the columns of its table or query and
/// runs the queries that push-down compiles, returning their rows as a table.
protocol RowSource: Sendable {
    /// The source as it may be printed (never with a password).
    var label: String { get }
    /// The SQL it takes.
    var dialect: SQLDialect { get }
    /// The table or query as a FROM item.
    var relation: String { get }
    /// The columns of the table or query, in order.
    func columns() async throws(DatabaseError) -> [SourceColumn]
    /// Runs a read-only query whose result columns are named `names` and read as `kinds`.
    func table(_ query: SQLQuery, names: [String], kinds: [SourceColumn.Kind]) async throws(DatabaseError) -> DataTable
    /// Lets go of connections and files.
    func close() async
}

extension RowSource {
    /// The FROM item of `relation` in this dialect.
    static func fromItem(_ relation: DataSourceURL.Relation) -> String {
        switch relation {
        case .table(let name): name.split(separator: ".").map { SQLDialect.quote(String($0)) }.joined(separator: ".")
        case .query(let text): "(\(text)) AS \"source\""
        }
    }
}

/// The columns of a result as they are read, row by row, into a table.
struct TableBuilder {
    private var numbers: [[Double]]
    private var texts: [[String?]]
    private let kinds: [SourceColumn.Kind]
    private let names: [String]

    init(names: [String], kinds: [SourceColumn.Kind]) {
        self.names = names
        self.kinds = kinds
        numbers = kinds.map { _ in [] }
        texts = kinds.map { _ in [] }
    }

    mutating func append(number: Double?, at column: Int) {
        numbers[column].append(number.map { $0.isNaN ? .nan : $0 } ?? .nan)
    }

    mutating func append(text: String?, at column: Int) { texts[column].append(text) }

    func table() -> DataTable {
        let columns: [(String, DataColumn)] = names.indices.map { i in
            switch kinds[i] {
            case .number: (names[i], .numbers(numbers[i]))
            case .date: (names[i], .dates(numbers[i]))
            case .text: (names[i], .strings(texts[i]))
            }
        }
        return (try? DataTable(columns)) ?? DataTable()
    }
}
