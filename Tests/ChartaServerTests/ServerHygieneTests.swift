import ChartaServer
import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOPosix
import Testing

/// The headers and statuses a careful HTTP server gives: `Vary`, `nosniff`, a content security policy,
/// HEAD, 405 with `Allow`, and metrics that record the status the client saw.
@Suite struct ServerHygieneTests {
    @Test func chartsVaryByAcceptAndCarryNosniffAndAPolicy() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let spec = ServerFixtures.base64url(ServerFixtures.bar)
            let svg = try await client.execute(uri: "/render?spec=\(spec)", method: .get)
            #expect(svg.status == .ok)
            #expect(svg.headers[.vary] == "Accept")
            #expect(svg.headers[.init("X-Content-Type-Options")!] == "nosniff")
            let svgPolicy = try #require(svg.headers[.contentSecurityPolicy])
            #expect(svgPolicy.contains("default-src 'none'"))
            #expect(!svgPolicy.contains("script-src"))
            let again = try await client.execute(
                uri: "/render?spec=\(spec)", method: .get, headers: [.ifNoneMatch: try #require(svg.headers[.eTag])])
            #expect(again.status == .notModified)
            #expect(again.headers[.vary] == "Accept")

            let html = try await client.execute(
                uri: "/render?spec=\(ServerFixtures.base64url(ServerFixtures.selecting))", method: .get,
                headers: [.accept: "text/html"])
            #expect(html.headers[.contentType]?.hasPrefix("text/html") == true)
            let policy = try #require(html.headers[.contentSecurityPolicy])
            // Every script the page runs is allowed by its hash, and nothing else is.
            let page = ServerFixtures.text(html)
            let scripts = Self.scripts(page)
            #expect(!scripts.isEmpty)
            for script in scripts {
                let hash = Data(SHA256.hash(data: Data(script.utf8))).base64EncodedString()
                #expect(policy.contains("'sha256-\(hash)'"))
            }
            #expect(!policy.contains("'unsafe-inline' 'unsafe-eval'") && !policy.contains("script-src 'unsafe"))
            let health = try await client.execute(uri: "/healthz", method: .get)
            #expect(health.headers[.init("X-Content-Type-Options")!] == "nosniff")
        }
    }

    /// The bodies of the page's `<script>` elements without a type (the ones a browser runs).
    static func scripts(_ page: String) -> [String] {
        page.components(separatedBy: "<script>").dropFirst().compactMap {
            $0.components(separatedBy: "</script>").first
        }
    }

    @Test func headIsGetWithoutTheBody() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let uri = "/render?spec=\(ServerFixtures.base64url(ServerFixtures.bar))"
            let get = try await client.execute(uri: uri, method: .get)
            let head = try await client.execute(uri: uri, method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.eTag] == get.headers[.eTag])
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            let health = try await client.execute(uri: "/healthz", method: .head)
            #expect(health.status == .ok)
            #expect(health.body.readableBytes == 0)
        }
    }

    @Test func aWrongMethodIs405NamingTheRightOnes() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            for (uri, method, allowed) in [
                ("/render", HTTPRequest.Method.put, "GET, HEAD, POST"), ("/render", .delete, "GET, HEAD, POST"),
                ("/validate", .get, "POST"), ("/healthz", .post, "GET, HEAD"), ("/metrics", .patch, "GET, HEAD"),
            ] {
                let response = try await client.execute(uri: uri, method: method)
                #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
                #expect(response.headers[.allow] == allowed, "\(method) \(uri)")
            }
            let unknown = try await client.execute(uri: "/nope", method: .get)
            #expect(unknown.status == .notFound)
        }
    }

    /// A chunked body that breaks its own framing: the client is told 400, and so are the log and the
    /// metrics (not 500).
    @Test func aMalformedChunkedBodyIsCounted400() async throws {
        let server = ServerFixtures.server()
        try await server.application().test(.live) { client in
            let port = try #require(client.port)
            let request =
                "POST /render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":\r\nzz\r\nnot a chunk\r\n\r\n"
            let answer = try await Self.send(request, port: port)
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(80))")
            let metrics = ServerFixtures.text(try await client.execute(uri: "/metrics", method: .get))
            #expect(!metrics.contains("status=\"500\""))
            #expect(metrics.contains("status=\"400\""))
        }
    }

    /// Sends raw bytes to the server on loopback and returns what it answers before closing.
    static func send(_ text: String, port: Int) async throws -> String {
        try await Task.detached {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { return "" }
            var timeout = timeval(tv_sec: 30, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            _ = text.withCString { Glibc.send(socket, $0, strlen($0), 0) }
            var received = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { break }
                received += buffer[0..<count]
            }
            return String(decoding: received, as: UTF8.self)
        }.value
    }
}
