import Charta
import ChartaVegaLite
import Foundation

extension DatabaseReader {
    /// One read in progress: the tables bound so far, the spec as rewritten, the queries run.
    struct Run {
        var json: Data
        /// `json` as `JSONSerialization` decoded it, once for every part of push-down that reads it.
        let decoded: Any?
        let baseURL: URL?
        var options: VegaLiteReader.Options
        let width: Double?
        let height: Double?
        var queries: [SQLQuery] = []
        /// The rows of all of a line's data when M4 left the chart fewer, which its description names.
        var describedRows: Int?

        init(
            json: Data, decoded: Any?, baseURL: URL?, options: VegaLiteReader.Options, width: Double?, height: Double?
        ) {
            (self.json, self.decoded, self.baseURL) = (json, decoded, baseURL)
            (self.options, self.width, self.height) = (options, width, height)
        }

        /// Binds `name` to the rows `source` gives for the chart (`outline` when the chart is pushed down).
        mutating func bind(_ name: String, to source: any RowSource, outline: ChartOutline?, pushDown: Bool)
            async throws(DatabaseError)
        {
            let columns = try await source.columns()
            let plan = try PushDownPlan.make(
                outline, columns: columns, dialect: source.dialect, zone: options.timeZone, label: source.label,
                pushDown: pushDown)
            switch plan {
            case .load(let used):
                try await load(name, used, from: source)
            case .aggregate(let aggregate):
                let (query, names, kinds) = aggregate.query(from: source.relation, dialect: source.dialect)
                options.namedData[name] = try await run(query, names: names, kinds: kinds, on: source)
                if !aggregate.counted.isEmpty {
                    json = SpecRewrite.counts(
                        in: json, decoded: decoded, channels: aggregate.counted, as: aggregate.countColumn)
                }
            case .m4(let m4):
                try await reduce(name, m4, from: source)
            }
        }

        private mutating func load(_ name: String, _ columns: [SourceColumn], from source: any RowSource)
            async throws(DatabaseError)
        {
            let query = PushDownPlan.loadQuery(columns, from: source.relation, dialect: source.dialect)
            options.namedData[name] = try await run(
                query, names: columns.map(\.name), kinds: columns.map(\.kind), on: source)
        }

        /// M4: the extents first, which fit the plot as all rows would; then the rows at each device
        /// column's extremes, reduced here in layout's columns. Few rows, a chart layout does not reduce,
        /// or a missing x or y (which breaks the line) load instead.
        private mutating func reduce(_ name: String, _ m4: M4Plan, from source: any RowSource)
            async throws(DatabaseError)
        {
            let columns = [m4.x, m4.y]
            let extent = try await run(
                m4.extentQuery(from: source.relation, dialect: source.dialect),
                names: ["rows", "xs", "ys", "x0", "x1", "y0", "y1"],
                kinds: [.number, .number, .number, m4.x.kind, m4.x.kind, m4.y.kind, m4.y.kind], on: source)
            let values = extent.columns.map { $0.number(at: 0) }
            guard values.count == 7, case let count = values[0], count > 0, values[1] == count, values[2] == count,
                let stub = Self.ends(columns, x: (values[3], values[4]), y: (values[5], values[6]))
            else { return try await load(name, columns, from: source) }
            var stubbed = options
            stubbed.namedData[name] = stub
            let (chart, _) = VegaLiteReader.read(json: json, baseURL: baseURL, options: stubbed)
            guard var chart else { return try await load(name, columns, from: source) }
            // The size the chart is drawn at, as the output formats set it.
            if let width { chart.size.width = .total(width) }
            if let height { chart.size.height = .total(height) }
            guard let fitted = ChartLayout.lineColumns(chart),
                count > 2 * fitted.plotWidth
            else { return try await load(name, columns, from: source) }
            let candidates = try await run(
                m4.query(
                    from: source.relation, slope: fitted.slope, intercept: fitted.intercept, dialect: source.dialect),
                names: columns.map(\.name), kinds: columns.map(\.kind), on: source)
            options.namedData[name] = m4.reduce(candidates, slope: fitted.slope, intercept: fitted.intercept)
            describedRows = Int(count)
        }

        /// A two-row table holding x's and y's extents: its scales are the whole table's.
        static func ends(_ columns: [SourceColumn], x: (Double, Double), y: (Double, Double)) -> DataTable? {
            func pair(_ kind: SourceColumn.Kind, _ ends: (Double, Double)) -> DataColumn? {
                let (a, b) = ends
                guard a.isFinite, b.isFinite else { return nil }
                return kind == .date ? .dates([a, b]) : .numbers([a, b])
            }
            guard let xs = pair(columns[0].kind, x), let ys = pair(columns[1].kind, y) else { return nil }
            return try? DataTable([(columns[0].name, xs), (columns[1].name, ys)])
        }

        /// Runs `query` for at most one row past the render limit `rows`, so that a source never holds
        /// more than the limit in memory; a query that gives more is an error.
        private mutating func run(
            _ query: SQLQuery, names: [String], kinds: [SourceColumn.Kind], on source: any RowSource
        ) async throws(DatabaseError) -> DataTable {
            let limit = max(0, options.limits.rows)
            let fetch = limit == Int.max ? limit : limit + 1
            let limited = SQLQuery(text: query.text + " LIMIT \(fetch)", binds: query.binds)
            queries.append(limited)
            let table = try await source.table(limited, names: names, kinds: kinds)
            guard table.rowCount <= limit else { throw .tooManyRows(source: source.label, limit: limit) }
            return table
        }

        func finalReading() -> VegaLiteReader.Reading {
            var reading = VegaLiteReader.reading(json: json, baseURL: baseURL, options: options)
            reading.chart?.describedRowCount = describedRows
            return reading
        }
    }
}
