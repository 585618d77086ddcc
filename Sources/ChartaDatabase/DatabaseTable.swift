import Charta

/// A table or query of a database as a `DataTable`, for charts written in Swift: the columns asked for,
/// read by type as ``DatabaseReader`` reads them and ordered by them (nulls first, text by its bytes),
/// so that a chart drawn from them is the same each time.
///
/// ```swift
/// struct Step: Decodable { var t: Date; var v: Double }
/// let walk = DatabaseTable(try DataSourceURL(parsing: "sqlite:walk.db?table=walk"))
/// let steps = try await walk.rows(as: Step.self)
/// Chart { LinePlot(steps, x: .value("Time", \.t), y: .value("Value", \.v)) }
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

    /// The rows as values of an app's own `Decodable` type, each property read from the column of its
    /// coding key (see `DataTable.rows(as:)`), ordered as ``load(_:)`` orders them. `columns` names the
    /// columns to load (every column when empty). Throws a ``DatabaseError`` when the source fails and
    /// a `DecodingError` naming the row when a value does not fit its property.
    public func rows<Row: Decodable>(as type: Row.Type, columns: [String] = []) async throws -> [Row] {
        try await load(columns).rows(as: type)
    }
}
