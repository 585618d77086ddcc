import Charta
import ChartaOutput
import ChartaServer
import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `GET /zoom/NAME` and `GET /zoom/NAME/chart` over a generated line of 200,000 rows.
@Suite struct ZoomRouteTests {
    /// A random walk over x = 0, 1, …, 199,999, with a gap (y not finite) at rows 150,000…150,009.
    static let line: ZoomableLine = {
        var random = SeededGenerator(seed: 7)
        var y = [Double](repeating: 0, count: 200_000)
        for i in 1..<y.count { y[i] = y[i - 1] + random.uniform(in: -1...1) }
        for i in 150_000..<150_010 { y[i] = .nan }
        let x = (0..<y.count).map(Double.init)
        let table = (try? DataTable([("x", .numbers(x)), ("y", .numbers(y))])) ?? DataTable()
        let layer = LayerSpec(
            mark: MarkSpec(.line), data: table,
            encoding: [.x: .field("x", type: .quantitative), .y: .field("y", type: .quantitative)])
        // The spec is a single line layer of two number columns: it is zoomable.
        return try! ZoomableLine(ChartSpec(layers: [layer]))
    }()

    static func server() -> ChartServer {
        ServerFixtures.server { $0.zoomSources = ["walk": line] }
    }

    /// The SVG a fresh render of all rows draws for that window, as `charta render` would.
    static func fresh(
        x: ClosedRange<Double>, y: ClosedRange<Double>, width: Double, height: Double, pixelRatio: Int = 4
    ) throws -> String {
        let output = OutputSettings(width: width, height: height)
        let chart = line.chart(window: x, yDomain: y, size: Size(width: width, height: height), pixelRatio: pixelRatio)
        let laidOut = ChartFormat.svg.layout(chart, settings: output)
        return String(decoding: try ChartFormat.svg.encode(laidOut, settings: output).bytes, as: UTF8.self)
    }

    @Test func thePageIsAllowedOnlyItsOwnScript() async throws {
        try await Self.server().application().test(.router) { client in
            let page = try await client.execute(uri: "/zoom/walk", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            let html = ServerFixtures.text(page)
            #expect(html.contains("200,000 rows"))
            let policy = try #require(page.headers[.contentSecurityPolicy])
            #expect(policy.contains("default-src 'none'"))
            #expect(policy.contains("connect-src 'self'"))
            #expect(policy.contains("img-src 'self' data: blob:"))
            let script = try #require(
                html.components(separatedBy: "<script>").last?.components(separatedBy: "</script>").first)
            let hash = Data(SHA256.hash(data: Data(script.utf8))).base64EncodedString()
            #expect(policy.hasSuffix("script-src 'sha256-\(hash)'"))
            #expect(html.components(separatedBy: "<script").count == 2)
            #expect(!html.contains("http://") && !html.contains("https://"))
        }
    }

    @Test func aChartIsTheFreshRenderOfItsWindow() async throws {
        var random = SeededGenerator(seed: 11)
        var windows: [(x: ClosedRange<Double>, y: ClosedRange<Double>)] = [
            (1000.2...1000.7, -50...50),  // narrower than one sample
            (300_000...400_000, -10...10),  // beyond the data
            (-1000...201_000, -400...400),  // over everything
            (149_000...151_000, -300...300),  // over the gap: a full pass
            (10_000...140_000, -400...400),  // 130,000 rows from the pyramid
        ]
        for _ in 0..<3 {
            let a = random.uniform(in: 0...199_000)
            let length = pow(10, random.uniform(in: 0...5))
            let mid = random.uniform(in: -100...100)
            windows.append((a...(a + length), (mid - 150)...(mid + 150)))
        }
        let chosen = windows
        try await Self.server().application().test(.router) { client in
            for (index, window) in chosen.enumerated() {
                let (width, height) = index % 2 == 0 ? (800.0, 400.0) : (1234.0, 321.0)
                // Every third window for a screen of one or two pixels per point (the page sends its own).
                let ratio = [4, 1, 2][index % 3]
                let query =
                    "x0=\(window.x.lowerBound)&x1=\(window.x.upperBound)&y0=\(window.y.lowerBound)&y1=\(window.y.upperBound)&width=\(width)&height=\(height)"
                    + (ratio == 4 ? "" : "&dpr=\(ratio)")
                let response = try await client.execute(uri: "/zoom/walk/chart?\(query)", method: .get)
                #expect(response.status == .ok, "\(query)")
                #expect(response.headers[.contentType] == "image/svg+xml")
                let svg = ServerFixtures.text(response)
                let expected = try Self.fresh(
                    x: window.x, y: window.y, width: width, height: height, pixelRatio: ratio)
                #expect(svg == expected, "\(query)")
                // `exact=1` draws the same window from every row.
                let exact = try await client.execute(uri: "/zoom/walk/chart?\(query)&exact=1", method: .get)
                #expect(ServerFixtures.text(exact) == expected, "\(query)&exact=1")
                let domain = [window.x.lowerBound, window.x.upperBound, window.y.lowerBound, window.y.upperBound]
                #expect(response.headers[.init("X-Charta-Domain")!] == domain.map { "\($0)" }.joined(separator: ","))
                let plot = try #require(response.headers[.init("X-Charta-Plot")!]).split(separator: ",")
                    .compactMap { Double($0) }
                #expect(plot.count == 4 && plot[0] > 0 && plot[1] >= 0 && plot[2] > 0 && plot[3] > 0)
                #expect(plot[0] + plot[2] <= width && plot[1] + plot[3] <= height)
            }
        }
    }

    @Test func aChartCarriesItsHeadersAndIsCached() async throws {
        let server = Self.server()
        try await server.application().test(.router) { client in
            let first = try await client.execute(uri: "/zoom/walk/chart", method: .get)
            #expect(first.status == .ok)
            #expect(first.headers[.cacheControl] == "no-cache")
            #expect(first.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none'") == true)
            #expect(first.headers[.init("Server-Timing")!] != nil)
            // The whole chart: all of x, y's extent with 5% to spare, 800 × 400 points.
            let domain = try #require(first.headers[.init("X-Charta-Domain")!]).split(separator: ",").compactMap {
                Double($0)
            }
            let y = try #require(Self.line.yExtent)
            let pad = (y.upperBound - y.lowerBound) * 0.05
            #expect(domain == [0, 199_999, y.lowerBound - pad, y.upperBound + pad])
            let expected = try Self.fresh(
                x: 0...199_999, y: (y.lowerBound - pad)...(y.upperBound + pad), width: 800, height: 400)
            #expect(ServerFixtures.text(first) == expected)
            let etag = try #require(first.headers[.eTag])
            let second = try await client.execute(uri: "/zoom/walk/chart?x0=0&x1=199999", method: .get)
            #expect(second.headers[.eTag] == etag)
            #expect(second.headers[.init("X-Charta-Plot")!] == first.headers[.init("X-Charta-Plot")!])
            #expect(server.cache.count == 1)
            let unchanged = try await client.execute(
                uri: "/zoom/walk/chart", method: .get, headers: [.ifNoneMatch: etag])
            #expect(unchanged.status == .notModified)
            let head = try await client.execute(uri: "/zoom/walk/chart?x0=5&x1=10", method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            let post = try await client.execute(uri: "/zoom/walk/chart", method: .post)
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers[.allow] == "GET, HEAD")
        }
    }

    @Test(arguments: [
        ("x0=nan", "x0"), ("x1=inf", "x1"), ("y0=-infinity", "y0"), ("y1=abc", "y1"),
        ("x0=5&x1=5", "x0"), ("x0=6&x1=5", "x0"), ("y0=1&y1=-1", "y0"),
        ("x0=0&x1=1e-9", "x1"), ("x0=0&x1=1e12", "x1"), ("x0=1e15&x1=1000000000000000.1", "x1"),
        ("width=100000", "width"), ("width=1e9", "width"), ("width=0", "width"), ("height=-3", "height"),
        ("width=4100&height=4100&x0=0&x1=10", "width"), ("exact=yes", "exact"), ("x0=-1e308&x1=1e308", "x1"),
        ("dpr=0", "dpr"), ("dpr=5", "dpr"), ("dpr=two", "dpr"),
    ])
    func badParametersAreRefused(query: String, parameter: String) async throws {
        try await Self.server().application().test(.router) { client in
            let response = try await client.execute(uri: "/zoom/walk/chart?\(query)", method: .get)
            #expect(response.status == .badRequest, "\(query)")
            #expect(response.headers[.contentType] == "application/json")
            let message = ServerFixtures.json(response)["error"] as? String ?? ""
            #expect(message.contains("“\(parameter)”"), "\(query): \(message)")
        }
    }

    @Test func anUnknownNameIsNotFound() async throws {
        try await Self.server().application().test(.router) { client in
            for uri in ["/zoom/nope", "/zoom/nope/chart", "/zoom/nope/chart?x0=1&x1=2"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .notFound, "\(uri)")
                #expect((ServerFixtures.json(response)["error"] as? String)?.contains("walk") == true)
            }
        }
    }
}
