import Charta
import ChartaDatabase
import ChartaVegaLite
import Foundation
import PostgresNIO
import Testing

/// Each way a bound source can fail gives one diagnostic and no chart, and nothing a spec or a URL
/// says runs as SQL.
@Suite struct SourceErrorTests {
    static let line =
        #""mark": "line", "encoding": {"x": {"field": "t", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}"#

    func read(_ body: String, _ url: String) async throws -> DatabaseReader.Result {
        await DatabaseReader.read(
            json: spec(body), baseURL: nil, options: VegaLiteReader.Options(),
            sources: ["rows": try DataSourceURL(parsing: url)])
    }

    func sqliteFile(_ name: String) async throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("charta-\(name)-\(getpid()).db").path
        try await Fixture.generated(rows: 50).writeSQLite(path, table: "rows")
        return path
    }

    /// A source never holds more rows than the render limit `rows`: its queries stop one row past it,
    /// and a chart that would need more is refused. Aggregated groups count as rows too.
    @Test func aSourceStopsAtTheRowLimit() async throws {
        let path = try await sqliteFile("limit")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = VegaLiteReader.Options()
        options.limits.rows = 20
        let points =
            #""mark": "point", "encoding": {"x": {"field": "t", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}"#
        let byDay =
            #""mark": "bar", "encoding": {"x": {"timeUnit": "yearmonthdate", "field": "t", "type": "ordinal"}, "y": {"aggregate": "sum", "field": "v", "type": "quantitative"}}"#
        let byCategory =
            #""mark": "bar", "encoding": {"x": {"field": "c", "type": "nominal"}, "y": {"aggregate": "sum", "field": "v", "type": "quantitative"}}"#
        for (body, refused) in [(points, true), (byDay, true), (byCategory, false)] {
            let result = await DatabaseReader.read(
                json: spec(body), baseURL: nil, options: options,
                sources: ["rows": try DataSourceURL(parsing: "sqlite:\(path)?table=rows")])
            #expect(result.queries.allSatisfy { $0.text.hasSuffix(" LIMIT 21") })
            if refused {
                #expect(result.failure == .tooManyRows(source: "table “rows” in SQLite file \(path)", limit: 20))
                #expect(result.reading == nil)
            } else {
                #expect(result.failure == nil && result.reading?.chart != nil, "six categories fit")
            }
        }
    }

    @Test func aMissingFileIsUnreachableAndNotCreated() async throws {
        let path = "/tmp/charta-no-such-\(getpid()).db"
        let result = try await read(Self.line, "sqlite:\(path)?table=rows")
        guard case .unreachable? = result.failure else {
            Issue.record("\(String(describing: result.failure))")
            return
        }
        #expect(result.reading == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func missingTablesAndColumnsAreNamed() async throws {
        let path = try await sqliteFile("missing")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let table = try await read(Self.line, "sqlite:\(path)?table=sales")
        #expect(table.failure == .missingTable(source: "table “sales” in SQLite file \(path)", table: "sales"))
        let injected = Self.line.replacingOccurrences(of: #""field": "v""#, with: #""field": "v\" FROM rows; --""#)
        let column = try await read(injected, "sqlite:\(path)?table=rows")
        guard case .missingColumn(_, let name, let columns)? = column.failure else {
            Issue.record("\(String(describing: column.failure))")
            return
        }
        #expect(name == "v\" FROM rows; --" && columns == ["t", "c", "v"])
        #expect(column.queries.isEmpty)
        let quoted = try await read(Self.line, "sqlite:\(path)?table=rows%22%20--")
        #expect(quoted.failure == .missingTable(source: "table “rows\" --” in SQLite file \(path)", table: "rows\" --"))
    }

    @Test func textOnAQuantitativeChannelIsRefused() async throws {
        let path = try await sqliteFile("text")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let body = Self.line.replacingOccurrences(of: #""field": "v""#, with: #""field": "c""#)
        let result = try await read(body, "sqlite:\(path)?table=rows")
        guard case .wrongType(_, "c", "y")? = result.failure else {
            Issue.record("\(String(describing: result.failure))")
            return
        }
    }

    @Test func sqliteQueriesCannotWrite() async throws {
        let path = try await sqliteFile("write")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let url = "sqlite:\(path)?query=WITH%20x%20AS%20(SELECT%201)%20DELETE%20FROM%20rows"
        let result = try await read(Self.line, url)
        #expect(result.failure != nil && result.reading == nil)
        let after = try await read(Self.line, "sqlite:\(path)?table=rows")
        #expect(after.failure == nil)
        #expect(after.reading?.chart != nil)
    }

    @Test func anUnreachableServerIsNamed() async throws {
        let result = try await read(Self.line, "postgresql://charta@127.0.0.1:1/charta?table=rows")
        guard case .unreachable? = result.failure else {
            Issue.record("\(String(describing: result.failure))")
            return
        }
        #expect(result.reading == nil && result.queries.isEmpty)
    }

    @Test func postgresQueriesAreReadOnlyAndTimed() async throws {
        guard let server = try TestPostgres.url() else { return }
        try await TestPostgres.with(server) { client in
            try await Fixture.generated(rows: 50).writePostgres(client, table: "guarded_rows")
            try await client.query("CREATE SEQUENCE IF NOT EXISTS guarded_sequence")
        }
        let write =
            "\(server)?query=WITH%20d%20AS%20(DELETE%20FROM%20guarded_rows%20RETURNING%20*)%20SELECT%20*%20FROM%20d"
        #expect(try await read(Self.line, write).failure != nil)
        let sequence = "\(server)?query=SELECT%20now()%20AS%20t,%20nextval('guarded_sequence')::float8%20AS%20v"
        let refused = try await read(Self.line, sequence)
        guard case .failed(_, let reason)? = refused.failure else {
            Issue.record("\(String(describing: refused.failure))")
            return
        }
        #expect(reason.contains("read-only"))
        let intact = try await read(Self.line, "\(server)?table=guarded_rows")
        #expect(intact.reading?.chart != nil)
        #expect(intact.reading?.chart?.layers.first?.data.rowCount == 50)
        let slow = "\(server)?query=SELECT%20now()%20AS%20t,%20pg_sleep(5)::text%20AS%20c,%201.0%20AS%20v&timeout=0.5"
        let timed = try await read(Self.line, slow)
        #expect(timed.failure == .timedOut(source: try DataSourceURL(parsing: slow).description, seconds: 0.5))
        let missing = try await read(Self.line, "\(server)?table=no_such_rows")
        guard case .missingTable(_, "no_such_rows")? = missing.failure else {
            Issue.record("\(String(describing: missing.failure))")
            return
        }
    }
}
