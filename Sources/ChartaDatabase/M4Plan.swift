import Charta

/// A line over a continuous x pushed down as M4 (Jugel et al., VLDB 2014): the database keeps, of each
/// device column, the rows at the column's least and greatest x and y, and the rows it returns
/// are reduced locally by ``M4`` in the very columns layout would reduce all rows in
/// (``ChartLayout/lineColumns(_:size:measurer:)``), so the chart is the one all rows give. Ties are
/// broken as M4 breaks them, so the local pass picks the same rows as over all of them. Areas are left to the
/// reader: rows that share an x stack, so every row counts.
struct M4Plan: Sendable {
    var x: SourceColumn
    var y: SourceColumn
    /// Whether x is read as a date by the chart (a temporal field), rather than as a number.
    var xTemporal: Bool

    init?(_ outline: ChartOutline, columns: [SourceColumn]) {
        guard outline.mark == "line", !outline.markNeedsRows, outline.encoding.count == 2,
            let xUse = outline.encoding["x"], let yUse = outline.encoding["y"],
            xUse.aggregate == nil, xUse.timeUnit == nil, yUse.aggregate == nil, yUse.timeUnit == nil,
            ["temporal", "quantitative"].contains(xUse.type), yUse.type == "quantitative",
            let x = columns.first(where: { $0.name == xUse.field }),
            let y = columns.first(where: { $0.name == yUse.field }), x.kind != .text, y.kind != .text, x != y
        else { return nil }
        (self.x, self.y, xTemporal) = (x, y, xUse.type == "temporal")
    }

    /// x as layout reads it: dates reach the reader as JavaScript timestamps (seconds × 1000), and a
    /// temporal field's timestamps become seconds again (÷ 1000). The same operations in the same order
    /// give the same doubles, so a row's column here is its column in layout.
    func layoutX(_ read: String, dialect: SQLDialect) -> String {
        switch (x.kind, xTemporal) {
        case (.date, true): "((\(read)) * 1000.0) / 1000.0"
        case (.date, false): "(\(read)) * 1000.0"
        case (_, true): "(\(read)) / 1000.0"
        default: read
        }
    }

    /// Layout's x of loaded values, as ``layoutX(_:dialect:)`` computes it in SQL.
    func layoutX(_ value: Double) -> Double {
        switch (x.kind, xTemporal) {
        case (.date, true): (value * 1000) / 1000
        case (.date, false): value * 1000
        case (_, true): value / 1000
        default: value
        }
    }

    /// Rows whose x and y are both present.
    private var valid: String { "\(x.read) IS NOT NULL AND \(y.read) IS NOT NULL" }

    /// The row count, the counts of present x and y, and their extents: each read once per row.
    func extentQuery(from relation: String, dialect: SQLDialect) -> SQLQuery {
        let (xs, ys) = (Extent(x, as: "x", dialect: dialect), Extent(y, as: "y", dialect: dialect))
        let counts = ["COUNT(*)", xs.count, ys.count].map(dialect.double)
        let text = """
            SELECT \((counts + [xs.least, xs.greatest, ys.least, ys.greatest]).joined(separator: ", ")) \
            FROM (SELECT \(xs.value), \(ys.value) FROM \(relation)) p
            """
        return SQLQuery(text: text, binds: [])
    }

    /// The SQL of one column's count and extent. PostgreSQL compares a date's instants and turns only
    /// the two extremes into seconds, which halves the pass; the seconds are those of ``SourceColumn/read``.
    private struct Extent {
        var value: String
        var count: String
        var least: String
        var greatest: String

        init(_ column: SourceColumn, as name: String, dialect: SQLDialect) {
            guard dialect == .postgres, let instant = column.instant else {
                (value, count, least, greatest) = (
                    "\(column.read) AS \(name)", "COUNT(\(name))", "MIN(\(name))", "MAX(\(name))"
                )
                return
            }
            let finite = "FILTER (WHERE isfinite(\(name)))"
            value = "\(instant) AS \(name)"
            count = "COUNT(*) \(finite)"
            least = "date_part('epoch', MIN(\(name)) \(finite))"
            greatest = "date_part('epoch', MAX(\(name)) \(finite))"
        }
    }

    /// The rows M4 may keep, ordered by x then y. PostgreSQL gives each column's four in one pass,
    /// as the least and greatest (x, y) and (y, x) arrays, over x and y read once a row (`OFFSET 0`
    /// keeps the planner from reading them again in every array, which took twice as long); SQLite, which has no arrays, every row at a
    /// column's least or greatest x or y, ties included.
    func query(from relation: String, slope: Double, intercept: Double, dialect: SQLDialect) -> SQLQuery {
        let (s, i) = (dialect.placeholder(1), dialect.placeholder(2))
        let column = dialect.floor("\(dialect.double(s)) * \(layoutX("x", dialect: dialect)) + \(dialect.double(i))")
        let reads = "SELECT \(x.read) AS x, \(y.read) AS y FROM \(relation)"
        let rows = "\(reads) WHERE \(valid)"
        let text: String
        switch dialect {
        case .postgres:
            text = """
                SELECT DISTINCT q.x, q.y FROM (SELECT MIN(ARRAY[x, y]) AS a, MAX(ARRAY[x, y]) AS b, \
                MIN(ARRAY[y, x]) AS l, MAX(ARRAY[y, -x]) AS h FROM (\(reads) OFFSET 0) p \
                WHERE x IS NOT NULL AND y IS NOT NULL GROUP BY \(column)) g, \
                LATERAL (VALUES (g.a[1], g.a[2]), (g.b[1], g.b[2]), (g.l[2], g.l[1]), (-g.h[2], g.h[1])) AS q(x, y) \
                ORDER BY 1, 2
                """
        case .sqlite:
            text = """
                WITH p AS NOT MATERIALIZED (SELECT x, y, \(column) AS c FROM (\(rows))), \
                e AS (SELECT c, MIN(x) AS x0, MAX(x) AS x1, MIN(y) AS y0, MAX(y) AS y1 FROM p GROUP BY c) \
                SELECT p.x, p.y FROM p JOIN e ON p.c = e.c WHERE p.x = e.x0 OR p.x = e.x1 OR p.y = e.y0 OR p.y = e.y1 \
                ORDER BY p.x, p.y
                """
        }
        return SQLQuery(text: text, binds: [.number(slope), .number(intercept)])
    }

    /// The rows M4 keeps of `candidates` (x then y, ordered by x then y) in layout's columns.
    func reduce(_ candidates: DataTable, slope: Double, intercept: Double) -> DataTable {
        guard case .some(let xs) = candidates.columns.first?.doubles, candidates.columns.count == 2,
            let ys = candidates.columns[1].doubles
        else { return candidates }
        let kept = M4.keptRows(
            x: xs.map(layoutX), y: ys, slope: slope, intercept: intercept, xSortedAndFinite: true, yFinite: true)
        return candidates.rows(kept)
    }
}

extension DataColumn {
    /// The values of a number or date column.
    fileprivate var doubles: [Double]? {
        switch self {
        case .numbers(let v), .dates(let v): v
        case .strings: nil
        }
    }
}
