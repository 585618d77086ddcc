/// Columnar data: named columns of equal length (DESIGN.md §4). No object per row.
public struct DataTable: Hashable, Sendable, Codable {
    /// Column names, in order.
    public private(set) var names: [String] = []
    /// Columns, in the order of ``names``.
    public private(set) var columns: [DataColumn] = []

    /// An empty table.
    public init() {}

    /// Creates a table from named columns; throws when their lengths differ or a name repeats.
    public init(_ columns: [(String, DataColumn)]) throws(ChartaError) {
        for (name, column) in columns { try append(name, column) }
    }

    /// The number of rows (0 for a table without columns).
    public var rowCount: Int { columns.first?.count ?? 0 }

    /// The column with this name, if any.
    public subscript(name: String) -> DataColumn? {
        names.firstIndex(of: name).map { columns[$0] }
    }

    /// Adds a column; throws when its length differs from the table's or the name is taken.
    public mutating func append(_ name: String, _ column: DataColumn) throws(ChartaError) {
        guard !names.contains(name) else { throw .duplicateColumn(name) }
        if let first = columns.first, first.count != column.count {
            throw .mismatchedColumnLengths(column: name, expected: first.count, actual: column.count)
        }
        names.append(name)
        columns.append(column)
    }

    /// The table with only these rows, in this order.
    package func rows(_ indices: [Int]) -> DataTable {
        var table = DataTable()
        table.names = names
        table.columns = columns.map { $0.rows(indices) }
        return table
    }
}
