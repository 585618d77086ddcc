import ChartaServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import ServiceLifecycle
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ServerShutdownTests {
    @Test func gracefulShutdownFinishesTheRenderInFlight() async throws {
        let server = ServerFixtures.server { $0.deadline = .seconds(300) }
        let (ports, announce) = AsyncStream<Int>.makeStream()
        let app = server.application { port in announce.yield(port) }
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let group = ServiceGroup(services: [app], logger: logger)
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/render")))
            request.httpMethod = "POST"
            request.httpBody = Data(ServerFixtures.slow(rows: 30_000).utf8)
            request.timeoutInterval = 300
            let finished = Flag()
            async let response: (Data, URLResponse) = {
                defer { finished.set() }
                return try await URLSession.shared.data(for: request)
            }()
            // Until the render runs; not forever if the request fails or ends before it is seen running.
            let deadline = ContinuousClock.now.advanced(by: .seconds(120))
            while server.limiter.inFlight == 0, !finished.isSet {
                guard ContinuousClock.now < deadline else {
                    Issue.record("the render was never seen running")
                    break
                }
                try await Task.sleep(for: .milliseconds(1))
            }
            await group.triggerGracefulShutdown()
            let (body, answered) = try await response
            #expect((answered as? HTTPURLResponse)?.statusCode == 200)
            #expect(String(decoding: body, as: UTF8.self).hasSuffix("</svg>\n"))
            try await tasks.next()
        }
        #expect(server.limiter.inFlight == 0)
    }
}
