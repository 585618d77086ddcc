import ChartaDatabase
import ChartaDatabaseTestSupport
import ChartaServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `charta serve --source NAME=URL`: specs name the server's sources, never a connection, and a source
/// that fails answers with one error.
@Suite struct ServerSourceTests {
    static func spec(_ field: String) -> String {
        """
        {"data": {"name": "sales"}, "mark": "bar",
         "encoding": {"x": {"field": "region", "type": "nominal"}, "y": {"aggregate": "sum", "field": "\(field)", "type": "quantitative"}}}
        """
    }

    /// A SQLite file with a table of sales by region.
    static func salesFile() async throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("charta-serve-\(UUID()).db").path
        return try await SalesDatabase.write(to: path)
    }

    @Test func aSpecDrawsFromANamedSource() async throws {
        let path = try await Self.salesFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = ServerFixtures.server { configuration in
            configuration.dataSources = ["sales": try! DataSourceURL(parsing: "sqlite:\(path)?table=sales")]
        }.application()
        try await app.test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: Self.spec("amount")))
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-store")
            let svg = ServerFixtures.text(response)
            // North's bar is 3 + 4 = 7 high, the chart's top; South's 5.
            #expect(svg.components(separatedBy: "<rect data-index").count == 3, "two bars: \(svg)")
            #expect(svg.contains(#"<rect data-index="0" x="35" y="10" width="18" height="300""#))
            let missing = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: Self.spec("price")))
            #expect(missing.status == .unprocessableContent)
            #expect((ServerFixtures.json(missing)["error"] as? String)?.contains("no column “price”") == true)
        }
    }

    @Test func anUnreachableSourceIsABadGateway() async throws {
        let app = ServerFixtures.server { configuration in
            configuration.dataSources = [
                "sales": try! DataSourceURL(parsing: "postgresql://ana:hunter2@127.0.0.1:1/shop?table=sales")
            ]
        }.application()
        try await app.test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: Self.spec("amount")))
            #expect(response.status == .badGateway)
            #expect(!ServerFixtures.text(response).contains("hunter2"))
        }
    }

    /// A query stops at the render's deadline, not at the source's longer timeout: PostgreSQL is told
    /// the shorter of the two (that it stops a query at its timeout, SourceErrorTests shows).
    @Test func queriesAreTimedByTheShorterOfTimeoutAndDeadline() throws {
        var configuration = ServerConfiguration()
        configuration.deadline = .milliseconds(1500)
        configuration.dataSources = [
            "slow": try DataSourceURL(parsing: "postgresql://ana@127.0.0.1/shop?table=sales&timeout=60"),
            "quick": try DataSourceURL(parsing: "postgresql://ana@127.0.0.1/shop?table=sales&timeout=0.5"),
        ]
        #expect(configuration.querySources.mapValues(\.timeout) == ["slow": 1.5, "quick": 0.5])
        #expect(configuration.querySources["slow"]?.relation == configuration.dataSources["slow"]?.relation)
    }
}
