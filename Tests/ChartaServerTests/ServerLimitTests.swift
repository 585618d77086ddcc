import Charta
import ChartaServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct ServerLimitTests {
    @Test func bodiesOverTheLimitAre413() async throws {
        let app = ServerFixtures.server { $0.maxBodyBytes = 100 }.application()
        try await app.test(.router) { client in
            let big = ServerFixtures.bar + String(repeating: " ", count: 200)
            let post = try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: big))
            #expect(post.status == .contentTooLarge)
            #expect((ServerFixtures.json(post)["error"] as? String)?.contains("100 bytes") == true)
            let get = try await client.execute(uri: "/render?spec=\(ServerFixtures.base64url(big))", method: .get)
            #expect(get.status == .contentTooLarge)
        }
    }

    @Test func renderLimitsAre422NamingTheLimit() async throws {
        let app = ServerFixtures.server { $0.limits.rows = 1000 }.application()
        try await app.test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.slow(rows: 5000)))
            #expect(response.status == .unprocessableContent)
            #expect((ServerFixtures.json(response)["error"] as? String)?.contains("“rows”") == true)
        }
    }

    @Test func aRenderPastItsDeadlineIs503AndStops() async throws {
        let server = ServerFixtures.server { $0.deadline = .milliseconds(50) }
        try await server.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.slow(rows: 1_000_000)))
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.retryAfter] == "1")
            #expect((ServerFixtures.json(response)["error"] as? String)?.contains("render deadline of 50 ms") == true)
        }
        // The abandoned render stops at its next check instead of running on.
        await server.limiter.drain()
        #expect(server.limiter.inFlight == 0)
    }

    @Test func aFullQueueIs429() async throws {
        let server = ServerFixtures.server {
            $0.concurrency = 1
            $0.queueLength = 1
        }
        let gate = Gate()
        // Fill the one worker and the one queue place with renders that wait for the gate.
        let blockers = Task {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        _ = try? await server.limiter.run(deadline: .seconds(60), reason: "test") { _ in gate.wait() }
                    }
                }
            }
        }
        while server.limiter.inFlight < 2 { await Task.yield() }
        try await server.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.bar))
            #expect(response.status == .tooManyRequests)
            #expect(response.headers[.retryAfter] == "1")
            let health = try await client.execute(uri: "/healthz", method: .get)
            #expect(health.status == .ok)
            // Opened before the test application stops: its shutdown waits for the renders in flight.
            gate.open()
        }
        await blockers.value
        await server.limiter.drain()
        #expect(server.limiter.inFlight == 0)
    }

    @Test func dataFilesOnlyInsideTheDataFolder() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("charta-serve-\(UUID().uuidString)")
        let data = root.appendingPathComponent("data")
        try FileManager.default.createDirectory(
            at: data.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let csv = "a,b\n1,2\n3,4\n"
        try csv.write(to: data.appendingPathComponent("sub/points.csv"), atomically: true, encoding: .utf8)
        try csv.write(to: root.appendingPathComponent("secret.csv"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: data.appendingPathComponent("link.csv"), withDestinationURL: root.appendingPathComponent("secret.csv"))
        let app = ServerFixtures.server { $0.dataDirectory = data }.application()
        try await app.test(.router) { client in
            let inside = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.reading("sub/points.csv")))
            #expect(inside.status == .ok)
            for url in [
                "../secret.csv", "sub/../../secret.csv", root.path + "/secret.csv",
                "file://" + root.path + "/secret.csv", "link.csv",
            ] {
                let response = try await client.execute(
                    uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.reading(url)))
                #expect(response.status == .unprocessableContent, "\(url)")
                #expect(ServerFixtures.json(response)["path"] as? String == "data.url", "\(url)")
                #expect((ServerFixtures.json(response)["error"] as? String)?.contains("refused") == true, "\(url)")
            }
        }
        let noFolder = ServerFixtures.server().application()
        try await noFolder.test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.reading("points.csv")))
            #expect(response.status == .unprocessableContent)
        }
    }
}

/// A gate that blocks render threads until the test opens it.
final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    func wait() {
        semaphore.wait()
        semaphore.signal()
    }

    func open() { semaphore.signal() }
}
