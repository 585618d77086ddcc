import Charta
import Foundation
import SQLiteNIO

/// A table or query in a SQLite file, opened read-only (SQLite's `mode=ro` and `query_only`), through
/// sqlite-nio's bundled SQLite, so no SQLite is needed on the machine.
///
/// Column kinds come from declared types: one naming a date or time (`DATE`, `DATETIME`, `TIMESTAMP`)
/// is dates, whose values are Unix seconds or ISO 8601 text in UTC (SQLite's convention); `INT`, `REAL`,
/// `FLOA`, `DOUB`, `NUM` and `DEC` are numbers; anything else is text. A query's columns, which have no
/// declared type, are numbers when their first thousand values are (or there are none), else text.
final class SQLiteSource: RowSource {
    let label: String
    let dialect = SQLDialect.sqlite
    let relation: String
    private let source: DataSourceURL.Relation
    private let connection: SQLiteConnection

    private init(label: String, relation: DataSourceURL.Relation, connection: SQLiteConnection) {
        self.label = label
        self.source = relation
        self.relation = Self.fromItem(relation)
        self.connection = connection
    }

    static func open(path: String, relation: DataSourceURL.Relation, label: String) async throws(DatabaseError)
        -> SQLiteSource
    {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), !isFolder.boolValue else {
            throw .unreachable(source: label, reason: "no such file")
        }
        let encoded = absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? absolute
        do {
            let connection = try await SQLiteConnection.open(storage: .file(path: "file:\(encoded)?mode=ro"))
            let source = SQLiteSource(label: label, relation: relation, connection: connection)
            try await connection.query("PRAGMA query_only = 1", [])
            return source
        } catch {
            throw .unreachable(source: label, reason: Self.reason(error))
        }
    }

    func columns() async throws(DatabaseError) -> [SourceColumn] {
        switch source {
        case .table(let name):
            let rows = try await run("SELECT name, type FROM pragma_table_info(?1)", [.text(name)])
            guard !rows.isEmpty else { throw .missingTable(source: label, table: name) }
            return rows.map { row in
                let name = row.columns[0].data.string ?? ""
                return Self.column(name, kind: Self.kind(declared: row.columns[1].data.string ?? ""))
            }
        case .query:
            // A left join onto one row names the columns even when the query gives no rows.
            let probe = try await run("SELECT * FROM (SELECT 1) LEFT JOIN \(relation) ON 1 LIMIT 1", [])
            let names = probe.first?.columns.dropFirst().map(\.name) ?? []
            let sample = try await run("SELECT * FROM \(relation) LIMIT 1000", [])
            return names.indices.map { i in
                let text = sample.contains { row in
                    guard i < row.columns.count else { return false }
                    switch row.columns[i].data {
                    case .integer, .float, .null: return false
                    case .text, .blob: return true
                    }
                }
                return Self.column(names[i], kind: text ? .text : .number)
            }
        }
    }

    func table(_ query: SQLQuery, names: [String], kinds: [SourceColumn.Kind]) async throws(DatabaseError)
        -> DataTable
    {
        let binds: [SQLiteData] = query.binds.map { bind in
            switch bind {
            case .number(let v): .float(v)
            case .text(let s): .text(s)
            }
        }
        let builder = RowCollector(TableBuilder(names: names, kinds: kinds))
        do {
            try await connection.query(query.text, binds) { row in
                builder.add { table in
                    for (i, column) in row.columns.enumerated() where i < kinds.count {
                        switch (kinds[i], column.data) {
                        case (.text, .null): table.append(text: nil, at: i)
                        case (.text, let data): table.append(text: data.string, at: i)
                        case (_, .integer(let v)): table.append(number: Double(v), at: i)
                        case (_, .float(let v)): table.append(number: v, at: i)
                        default: table.append(number: nil, at: i)
                        }
                    }
                }
            }
        } catch {
            throw .failed(source: label, reason: Self.reason(error))
        }
        return builder.table()
    }

    func close() async { try? await connection.close() }

    private func run(_ sql: String, _ binds: [SQLiteData]) async throws(DatabaseError) -> [SQLiteRow] {
        do {
            return try await connection.query(sql, binds)
        } catch {
            throw .failed(source: label, reason: Self.reason(error))
        }
    }

    /// SQLite's type affinity rules, with dates told apart.
    static func kind(declared: String) -> SourceColumn.Kind {
        let type = declared.uppercased()
        if type.contains("DATE") || type.contains("TIME") { return .date }
        if ["INT", "REAL", "FLOA", "DOUB", "NUM", "DEC"].contains(where: type.contains) { return .number }
        return .text
    }

    static func column(_ name: String, kind: SourceColumn.Kind) -> SourceColumn {
        let c = SQLDialect.quote(name)
        let read =
            switch kind {
            case .number: "CASE WHEN typeof(\(c)) IN ('integer', 'real') THEN CAST(\(c) AS REAL) END"
            case .date:
                "CASE typeof(\(c)) WHEN 'integer' THEN CAST(\(c) AS REAL) WHEN 'real' THEN \(c) "
                    + "WHEN 'text' THEN CAST(unixepoch(\(c), 'subsec') AS REAL) END"
            case .text: "CAST(\(c) AS TEXT)"
            }
        return SourceColumn(name: name, kind: kind, read: read, instant: nil)
    }

    static func reason(_ error: any Error) -> String {
        if let e = error as? SQLiteError { return e.message }
        return String(describing: error)
    }
}

/// Collects rows that sqlite-nio hands over one at a time, on its thread pool's thread, in order.
private final class RowCollector: @unchecked Sendable {
    private var builder: TableBuilder
    private let lock = NSLock()

    init(_ builder: TableBuilder) { self.builder = builder }

    func add(_ append: (inout TableBuilder) -> Void) {
        lock.lock()
        append(&builder)
        lock.unlock()
    }

    func table() -> DataTable {
        lock.lock()
        defer { lock.unlock() }
        return builder.table()
    }
}
