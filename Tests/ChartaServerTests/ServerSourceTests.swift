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
    /// the shorter of the two.
    @Test func aSlowQueryStopsAtTheDeadline() async throws {
        guard let server = ProcessInfo.processInfo.environment["CHARTA_TEST_POSTGRES_URL"], !server.isEmpty else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "CHARTA_TEST_POSTGRES_URL is not set under CI")
            return
        }
        let slow = "SELECT%20'North'%20AS%20region,%201.0%20AS%20amount%20FROM%20pg_sleep(20)"
        let app = ServerFixtures.server { configuration in
            configuration.deadline = .seconds(1)
            configuration.concurrency = 1
            configuration.dataSources = ["sales": try! DataSourceURL(parsing: server + "?query=\(slow)&timeout=60")]
        }.application()
        let start = ContinuousClock.now
        try await app.test(.router) { client in
            // The second waits for the one worker, which the first query would hold for 20 s.
            for _ in 0..<2 {
                let response = try await client.execute(
                    uri: "/render", method: .post, body: ByteBuffer(string: Self.spec("amount")))
                #expect(response.status == .gatewayTimeout || response.status == .serviceUnavailable)
            }
        }
        #expect(ContinuousClock.now - start < .seconds(15), "a query held its worker past the deadline")
    }
}
