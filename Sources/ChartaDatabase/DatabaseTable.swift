import Charta

/// A table or query of a database as a `DataTable`, for charts written in Swift: the columns asked for,
/// read by type as ``DatabaseReader`` reads them and ordered by them (nulls first, text by its bytes),
/// so that a chart drawn from them is the same each time.
///
/// ```swift
/// let rows = try await DatabaseTable(DataSourceURL(parsing: "sqlite:walk.db?table=walk")).load(["t", "v"])
/// let values = rows["v"]    // a DataColumn: .numbers, .dates (seconds) or .strings
/// ```
public struct DatabaseTable: Sendable {
    /// Where the rows are.
    public var source: DataSourceURL

    /// The table or query of `source`.
    public init(_ source: DataSourceURL) { self.source = source }

    /// The columns of the table or query, in order.
    public func columns() async throws(DatabaseError) -> [SourceColumn] {
        let rows = try await DatabaseReader.open(source)
        defer { Task { await rows.close() } }
        return try await rows.columns()
    }

    /// The rows of the columns named (every column when empty), in the table's column order. A name
    /// that is not a column is an error.
    public func load(_ names: [String] = []) async throws(DatabaseError) -> DataTable {
        let rows = try await DatabaseReader.open(source)
        defer { Task { await rows.close() } }
        let columns = try await rows.columns()
        for name in names where !columns.contains(where: { $0.name == name }) {
            throw .missingColumn(source: rows.label, column: name, columns: columns.map(\.name))
        }
        let chosen = names.isEmpty ? columns : columns.filter { names.contains($0.name) }
        let query = PushDownPlan.loadQuery(chosen, from: rows.relation, dialect: rows.dialect)
        return try await rows.table(query, names: chosen.map(\.name), kinds: chosen.map(\.kind))
    }
}
