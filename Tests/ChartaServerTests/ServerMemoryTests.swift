import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ChartaServer

/// The server's memory budget, a transform that could multiply its input, and health that tells the
/// truth when renders that ignore their budget hold every worker.
@Suite struct ServerMemoryTests {
    @Test func aServerOverItsMemoryBudgetRefusesRendersWith503() async throws {
        let server = ServerFixtures.server { $0.maxMemory = 1 << 20 }
        try await server.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.bar))
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.retryAfter] == "1")
            #expect((ServerFixtures.json(response)["error"] as? String)?.contains("memory budget of 1 MiB") == true)
        }
        let unbounded = ServerFixtures.server { $0.maxMemory = nil }
        try await unbounded.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.bar))
            #expect(response.status == .ok)
        }
    }

    /// 10⁵ groups pivoted over 10⁴ keys: 10⁹ cells, 8 GB of numbers, if every group held every key. The
    /// process's memory, sampled while the render runs, grows by less than 2 GiB: the render itself takes
    /// about 70 MB, and the rest of the bound is room for the tests running beside it, which share the
    /// process (one of them once took this test past a bound of 600 MiB).
    @Test func aPivotOfManyGroupsByManyKeysStaysSmall() async throws {
        let spec = """
            {"data": {"sequence": {"start": 0, "stop": 100000, "as": "data"}},
             "transform": [{"calculate": "datum.data % 10000", "as": "k"},
                           {"pivot": "k", "value": "data", "groupby": ["data"]}],
             "mark": "point",
             "encoding": {"x": {"field": "data", "type": "quantitative"}, "y": {"field": "7", "type": "quantitative"}}}
            """
        let server = ServerFixtures.server { $0.maxMemory = nil }
        let start = (MemoryGauge.residentBytes() ?? 0)
        let peak = Peak()
        let sampler = Task.detached {
            while !Task.isCancelled {
                peak.note((MemoryGauge.residentBytes() ?? 0))
                try? await Task.sleep(for: .milliseconds(5))
            }
        }
        try await server.application().test(.router) { client in
            let response = try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: spec))
            #expect(response.status == .ok)
        }
        sampler.cancel()
        #expect(peak.value - start < 2 << 30, "peak \(peak.value >> 20) MiB from \(start >> 20) MiB")
    }

    @Test func healthIs503WhileRendersPastTheirDeadlineHoldEveryWorker() async throws {
        let server = ServerFixtures.server { $0.concurrency = 1 }
        let gate = Gate()
        // A render that never asks its budget: it keeps its worker past its deadline.
        let stuck = Task {
            _ = try? await server.limiter.run(deadline: .milliseconds(10), reason: "test") { _ in gate.wait() }
        }
        while server.limiter.inFlight < 1 { await Task.yield() }
        try await server.application().test(.router) { client in
            try await Task.sleep(for: .milliseconds(1200))
            let health = try await client.execute(uri: "/healthz", method: .get)
            #expect(health.status == .serviceUnavailable)
            #expect(ServerFixtures.text(health).contains("stuck"))
            gate.open()
            await stuck.value
            await server.limiter.drain()
            let healthy = try await client.execute(uri: "/healthz", method: .get)
            #expect(healthy.status == .ok)
        }
    }
}

/// The largest value noted, from any thread.
private final class Peak: @unchecked Sendable {
    private let lock = NSLock()
    private var largest = 0
    var value: Int { lock.withLock { largest } }
    func note(_ v: Int) { lock.withLock { largest = max(largest, v) } }
}
