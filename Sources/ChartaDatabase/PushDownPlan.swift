import Foundation

/// What a database runs for one chart's named data (Docs/Design.md, “Data in databases”).
enum PushDownPlan: Sendable {
    /// The rows of these columns, ordered by them in the table's order, nulls first: a database gives
    /// rows in no fixed order, and the chart must be the same each time.
    case load([SourceColumn])
    /// One row per group of the chart's aggregate, in the order the groups first appear in the
    /// loaded rows.
    case aggregate(AggregatePlan)
    /// M4 per device column of a line or area, finished locally in the columns layout reduces in.
    case m4(M4Plan)

    /// The plan for `outline` over a relation with `columns`: push-down where the chart is one view
    /// whose fields are plain columns, else every column loaded. A field that is not a column is an
    /// error, never a silently empty chart.
    /// With `pushDown` false the chart's columns are loaded all the same.
    static func make(
        _ outline: ChartOutline?, columns: [SourceColumn], dialect: SQLDialect, zone: TimeZone, label: String,
        pushDown: Bool = true
    ) throws(DatabaseError) -> PushDownPlan {
        guard let outline, outline.isPlainUnit, outline.encoding.values.allSatisfy(\.isPlainColumn) else {
            return .load(columns)
        }
        let fields = Set(outline.encoding.values.compactMap(\.field))
        for field in fields.sorted() where !columns.contains(where: { $0.name == field }) {
            throw .missingColumn(source: label, column: field, columns: columns.map(\.name))
        }
        for (channel, use) in outline.encoding.sorted(by: { $0.key < $1.key }) where use.type == "quantitative" {
            if let column = columns.first(where: { $0.name == use.field }), column.kind == .text {
                throw .wrongType(source: label, column: column.name, channel: channel)
            }
        }
        let used = columns.filter { fields.contains($0.name) }
        guard pushDown, !outline.encoding.values.contains(where: \.needsRows) else { return .load(used) }
        if let plan = AggregatePlan(outline, columns: used, dialect: dialect, zone: zone) { return .aggregate(plan) }
        if let plan = M4Plan(outline, columns: used) { return .m4(plan) }
        return .load(used)
    }

    /// The query that loads `columns` in their order.
    static func loadQuery(_ columns: [SourceColumn], from relation: String, dialect: SQLDialect) -> SQLQuery {
        let select = columns.map { "\($0.read) AS \(SQLDialect.quote($0.name))" }.joined(separator: ", ")
        let order = columns.map { dialect.ascending($0.read, kind: $0.kind) }.joined(separator: ", ")
        var text = "SELECT \(select.isEmpty ? "1" : select) FROM \(relation)"
        if !order.isEmpty { text += " ORDER BY \(order)" }
        return SQLQuery(text: text, binds: [])
    }
}
