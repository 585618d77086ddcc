import Charta
import ChartaVegaLite
import Foundation

/// Reads a Vega-Lite spec whose named data (`"data": {"name": "sales"}`) are bound to tables or queries
/// in SQLite files or PostgreSQL databases, pushing the chart's work into the database where it maps to
/// SQL (Docs/Design.md, “Data in databases”): an aggregate by fields and time units becomes a
/// `GROUP BY`, a line or area over a continuous x becomes M4 per device column, and anything else
/// loads the columns the chart reads. The bindings come from whoever runs Charta, never from the spec.
public enum DatabaseReader {
    /// What one read gives.
    public struct Result: Sendable {
        /// The chart and its diagnostics, as `VegaLiteReader.reading(json:baseURL:options:)` gives
        /// them; nil when a source failed.
        public var reading: VegaLiteReader.Reading?
        /// Why a source could not give its rows, if one could not.
        public var failure: DatabaseError?
        /// Every query run, in order, as `charta render --explain` prints them.
        public var queries: [SQLQuery]
    }

    /// Reads `json` with `sources` bound to its named data. `width` and `height` are the size the chart
    /// will be laid out at (the spec's own unless given): M4 reduces in that layout's device columns.
    /// With `pushDown` false every source loads the columns the chart reads (for comparison).
    public static func read(
        json: Data, baseURL: URL?, options: VegaLiteReader.Options, sources: [String: DataSourceURL],
        width: Double? = nil, height: Double? = nil, pushDown: Bool = true
    ) async -> Result {
        let decoded = try? JSONSerialization.jsonObject(with: json)
        let outline = ChartOutline(decoded: decoded)
        var run = Run(json: json, decoded: decoded, baseURL: baseURL, options: options, width: width, height: height)
        do throws(DatabaseError) {
            for name in DataNames.used(in: decoded) {
                guard let url = sources[name] else { continue }
                let source = try await open(url)
                defer { Task { await source.close() } }
                let top = name == outline?.dataName ? outline : nil
                try await run.bind(name, to: source, outline: top, pushDown: pushDown)
            }
        } catch {
            return Result(reading: nil, failure: error, queries: run.queries)
        }
        return Result(reading: run.finalReading(), failure: nil, queries: run.queries)
    }

    /// The names of the named data `json` reads that `sources` binds.
    public static func boundNames(in json: Data, sources: [String: DataSourceURL]) -> [String] {
        sources.isEmpty
            ? [] : DataNames.used(in: try? JSONSerialization.jsonObject(with: json)).filter { sources[$0] != nil }
    }

    /// Opens the database of `url`.
    static func open(_ url: DataSourceURL) async throws(DatabaseError) -> any RowSource {
        switch url.engine {
        case .sqlite(let path): try await SQLiteSource.open(path: path, relation: url.relation, label: url.description)
        case .postgres(let endpoint):
            PostgresSource(endpoint, relation: url.relation, timeout: url.timeout, label: url.description)
        }
    }
}
