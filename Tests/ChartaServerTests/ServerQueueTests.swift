import Charta
import ChartaServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Good requests behind slow ones: time spent waiting for a worker is bounded and reported apart from
/// the render, and does not count against the render's deadline.
@Suite struct ServerQueueTests {
    /// A render that runs until its budget is spent, as a slow spec does with its checks, and in any case
    /// until another render has waited behind it for `holding` (so the test does not depend on how soon
    /// the second request arrives on a loaded machine).
    static func slowRender(
        _ limiter: RenderLimiter, deadline: Duration, holding: Duration
    ) -> Task<RenderLimiter.Refusal?, Never> {
        Task {
            do throws(RenderLimiter.Refusal) {
                _ = try await limiter.run(deadline: deadline, queueTimeout: .seconds(60), reason: "test") { budget in
                    var queuedSince: ContinuousClock.Instant?
                    while true {
                        if queuedSince == nil, limiter.inFlight >= 2 { queuedSince = .now }
                        if budget.isExhausted, let since = queuedSince, ContinuousClock.now - since > holding { break }
                        usleep(1_000)
                    }
                }
                return nil
            } catch {
                return error
            }
        }
    }

    @Test func aRenderQueuedBehindASlowOneGetsItsWholeDeadline() async throws {
        // The slow render holds the only worker for longer than the whole deadline of the render queued
        // behind it; a deadline counted from admission would leave that render no time at all. The
        // deadline is generous, so a slow debug build on a loaded machine still renders in time.
        let server = ServerFixtures.server {
            $0.concurrency = 1
            $0.deadline = .seconds(3)
            $0.queueTimeout = .seconds(30)
        }
        let slow = Self.slowRender(server.limiter, deadline: .milliseconds(3_500), holding: .milliseconds(3_200))
        while server.limiter.inFlight < 1 { await Task.yield() }
        try await server.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.bar))
            #expect(response.status == .ok)
            let timing = try #require(response.headers[.init("Server-Timing")!])
            let parts = Self.timing(timing)
            #expect(parts.keys.sorted() == ["queue", "render"])
            #expect((parts["queue"] ?? 0) > 3_000, "waited longer than its own deadline, then rendered")
        }
        #expect(await slow.value == .deadline)
        await server.limiter.drain()
        #expect(server.limiter.inFlight == 0)
    }

    @Test func aRenderThatWaitsPastTheQueueTimeoutIs503AndNeverRuns() async throws {
        let server = ServerFixtures.server {
            $0.concurrency = 1
            $0.deadline = .seconds(30)
            $0.queueTimeout = .milliseconds(100)
        }
        let gate = Gate()
        let blocker = Task {
            try? await server.limiter.run(deadline: .seconds(60), reason: "test") { _ in gate.wait() }
        }
        while server.limiter.inFlight < 1 { await Task.yield() }
        try await server.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.bar))
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.retryAfter] == "1")
            let message = ServerFixtures.json(response)["error"] as? String
            #expect(message?.contains("waited 100 ms for a free worker") == true)
            // A render refused in the queue does not run when the worker frees up.
            let ran = Flag()
            await #expect(throws: RenderLimiter.Refusal.queueTimeout) {
                try await server.limiter.run(deadline: .seconds(1), queueTimeout: .milliseconds(50), reason: "t") { _ in
                    ran.set()
                }
            }
            gate.open()
            _ = await blocker.value
            await server.limiter.drain()
            #expect(!ran.isSet)
        }
        #expect(server.limiter.inFlight == 0)
    }

    /// `name;dur=ms` pairs of a `Server-Timing` header.
    static func timing(_ header: String) -> [String: Double] {
        var out: [String: Double] = [:]
        for item in header.split(separator: ",") {
            let fields = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = fields.first, let dur = fields.dropFirst().first(where: { $0.hasPrefix("dur=") }) else {
                continue
            }
            out[name] = Double(dur.dropFirst(4))
        }
        return out
    }
}

/// A flag set from a render thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }

    var isSet: Bool { lock.withLock { value } }
}
