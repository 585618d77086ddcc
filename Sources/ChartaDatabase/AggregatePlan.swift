import Foundation

/// An aggregate chart pushed down: `GROUP BY` the chart's keys (fields, and dates truncated to a time
/// unit that starts with the year), with `SUM`, `MIN`, `MAX`, `AVG` or `COUNT(*)` per measure. Each
/// group is one row, so the reader's own aggregate over it gives the database's value back; a count
/// becomes the sum of a count column, titled as the count was.
struct AggregatePlan: Sendable {
    struct Key: Sendable {
        var column: SourceColumn
        var unit: TruncationUnit?
    }

    struct Measure: Sendable {
        var column: SourceColumn
        var op: String
    }

    static let functions = ["sum": "SUM", "min": "MIN", "max": "MAX", "mean": "AVG", "average": "AVG"]

    var keys: [Key]
    var measures: [Measure]
    /// The channels whose count becomes a sum of ``countColumn``.
    var counted: [String]
    /// Every column the chart reads, in the table's order.
    var columns: [SourceColumn]
    var zone: TimeZone

    init?(_ outline: ChartOutline, columns: [SourceColumn], dialect: SQLDialect, zone: TimeZone) {
        var keys: [Key] = []
        var measures: [Measure] = []
        var counted: [String] = []
        func column(_ name: String?) -> SourceColumn? { columns.first { $0.name == name } }
        for (channel, use) in outline.encoding.sorted(by: { $0.key < $1.key }) {
            if let op = use.aggregate {
                if op == "count" && use.field == nil {
                    counted.append(channel)
                } else if Self.functions[op] != nil, let c = column(use.field), c.kind == .number {
                    measures.append(Measure(column: c, op: op))
                } else {
                    return nil
                }
            } else if let c = column(use.field) {
                let unit = use.timeUnit.flatMap(TruncationUnit.init)
                if use.timeUnit != nil && (unit == nil || c.kind != .date) { return nil }
                keys.append(Key(column: c, unit: unit))
            }
        }
        guard !measures.isEmpty || !counted.isEmpty else { return nil }
        // A field both grouped and measured, or measured twice, is left to the reader.
        let names = keys.map(\.column.name) + measures.map(\.column.name)
        guard Set(names).count == names.count else { return nil }
        // Time units the dialect cannot truncate in the chart's zone are left to the reader too.
        for key in keys where key.unit != nil {
            guard key.unit?.truncation(key.column, zone: zone, dialect: dialect, bind: { _ in "?" }) != nil else {
                return nil
            }
        }
        (self.keys, self.measures, self.counted, self.columns, self.zone) = (keys, measures, counted, columns, zone)
    }

    /// The name of the count column: one that no column of the table has.
    var countColumn: String {
        var name = "__count"
        while columns.contains(where: { $0.name == name }) { name += "_" }
        return name
    }

    /// The query, with its result's names and kinds.
    func query(from relation: String, dialect: SQLDialect) -> (SQLQuery, [String], [SourceColumn.Kind]) {
        var binds: [SQLQuery.Bind] = []
        func bind(_ value: SQLQuery.Bind) -> String {
            binds.append(value)
            return dialect.placeholder(binds.count)
        }
        let truncations = keys.map { key in
            key.unit.flatMap { $0.truncation(key.column, zone: zone, dialect: dialect, bind: bind) }
                ?? TruncationUnit.Truncation(group: key.column.read, seconds: key.column.read)
        }
        let keyExpressions = truncations.map(\.seconds)
        var select = zip(keys, keyExpressions).map { "\($1) AS \(SQLDialect.quote($0.column.name))" }
        select += measures.map {
            "\(Self.functions[$0.op] ?? "SUM")(\($0.column.read)) AS \(SQLDialect.quote($0.column.name))"
        }
        if !counted.isEmpty { select.append("\(dialect.double("COUNT(*)")) AS \(SQLDialect.quote(countColumn))") }
        var text = "SELECT \(select.joined(separator: ", ")) FROM \(relation)"
        if !keys.isEmpty {
            text += " GROUP BY " + truncations.map(\.group).joined(separator: ", ")
            text += " ORDER BY " + order(keyExpressions, dialect: dialect).joined(separator: ", ")
        }
        let names = keys.map(\.column.name) + measures.map(\.column.name) + (counted.isEmpty ? [] : [countColumn])
        let kinds = keys.map(\.column.kind) + measures.map { _ in .number } + (counted.isEmpty ? [] : [.number])
        return (SQLQuery(text: text, binds: binds), names, kinds)
    }

    /// The groups in the order their first rows come in the loaded rows (ordered by the chart's
    /// columns in the table's order): a column grouped as it is orders by itself; the first other
    /// column orders by its least value, after which the order is the group's own, so the keys follow.
    private func order(_ keyExpressions: [String], dialect: SQLDialect) -> [String] {
        var terms: [String] = []
        for column in columns {
            if let k = keys.firstIndex(where: { $0.column.name == column.name && $0.unit == nil }) {
                terms.append(dialect.ascending(keyExpressions[k], kind: column.kind))
            } else {
                // A date orders by its instant, which orders as its seconds and costs no conversion a row.
                let value = column.instant.map { "CASE WHEN isfinite(\($0)) THEN \($0) END" } ?? column.read
                terms.append(dialect.ascending("MIN(\(value))", kind: column.kind))
                break
            }
        }
        return terms + zip(keys, keyExpressions).map { dialect.ascending($1, kind: $0.column.kind) }
    }
}
