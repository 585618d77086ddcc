import ChartaOutput
import ChartaServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct ServerRouteTests {
    @Test func postRenderAnswersSVGWithAnETag() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: ServerFixtures.bar))
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/svg+xml")
            #expect(response.headers[.eTag]?.hasPrefix("\"") == true)
            #expect(response.headers[.init("X-Request-Id")!] != nil)
            let svg = ServerFixtures.text(response)
            #expect(svg.hasPrefix("<svg"))
            #expect(svg.components(separatedBy: "mark-rect").count > 1)
        }
    }

    @Test func getRenderTakesURLEncodedOrBase64URLSpecs() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let posted = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.bar))
            let encoded = ServerFixtures.bar.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let plain = try await client.execute(uri: "/render?spec=\(encoded)", method: .get)
            let base64 = try await client.execute(
                uri: "/render?spec=\(ServerFixtures.base64url(ServerFixtures.bar))", method: .get)
            #expect(plain.status == .ok)
            #expect(base64.status == .ok)
            #expect(ServerFixtures.text(plain) == ServerFixtures.text(posted))
            #expect(ServerFixtures.text(base64) == ServerFixtures.text(posted))
            let missing = try await client.execute(uri: "/render", method: .get)
            #expect(missing.status == .badRequest)
            let garbage = try await client.execute(uri: "/render?spec=%25%25%25", method: .get)
            #expect(garbage.status == .badRequest)
        }
    }

    @Test func formatComesFromTheQueryThenAccept() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let body = ByteBuffer(string: ServerFixtures.bar)
            let json = try await client.execute(uri: "/render?format=json", method: .post, body: body)
            #expect(json.headers[.contentType] == "application/json")
            #expect(ServerFixtures.json(json)["size"] != nil)
            let html = try await client.execute(
                uri: "/render", method: .post, headers: [.accept: "text/html"], body: body)
            #expect(html.headers[.contentType] == "text/html; charset=utf-8")
            let ranked = try await client.execute(
                uri: "/render", method: .post,
                headers: [.accept: "text/csv, application/json;q=0.5, image/svg+xml;q=0.9"],
                body: body)
            #expect(ranked.headers[.contentType] == "image/svg+xml")
            let refused = try await client.execute(
                uri: "/render", method: .post, headers: [.accept: "text/csv"], body: body)
            #expect(refused.status == .notAcceptable)
            let unknown = try await client.execute(uri: "/render?format=gif", method: .post, body: body)
            #expect(unknown.status == .badRequest)
            #expect((ServerFixtures.json(unknown)["error"] as? String)?.contains("gif") == true)
        }
    }

    @Test func pngAndPDFNeedTheCairoTrait() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let body = ByteBuffer(string: ServerFixtures.bar)
            let png = try await client.execute(uri: "/render?format=png&scale=2", method: .post, body: body)
            let pdf = try await client.execute(
                uri: "/render", method: .post, headers: [.accept: "application/pdf"], body: body)
            if ChartFormat.rasterAvailable {
                #expect(png.status == .ok)
                #expect(png.headers[.contentType] == "image/png")
                #expect(png.body.getBytes(at: 1, length: 3) == Array("PNG".utf8))
                #expect(pdf.status == .ok)
                #expect(pdf.body.getString(at: 0, length: 5) == "%PDF-")
            } else {
                #expect(png.status == .notImplemented)
                #expect((ServerFixtures.json(png)["error"] as? String)?.contains("Cairo") == true)
                #expect(pdf.status == .notImplemented)
            }
            let scaledSVG = try await client.execute(uri: "/render?scale=2", method: .post, body: body)
            #expect(scaledSVG.status == .badRequest)
        }
    }

    @Test func widthAndHeightSetTheChartSize() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let response = try await client.execute(
                uri: "/render?width=640&height=200", method: .post, body: ByteBuffer(string: ServerFixtures.bar))
            #expect(ServerFixtures.text(response).contains("width=\"640\" height=\"200\""))
            let bad = try await client.execute(
                uri: "/render?width=-3", method: .post, body: ByteBuffer(string: ServerFixtures.bar))
            #expect(bad.status == .badRequest)
        }
    }

    @Test func validateReportsWarningsOrTheFirstErrorWithItsPlace() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let good = try await client.execute(
                uri: "/validate", method: .post, body: ByteBuffer(string: ServerFixtures.bar))
            #expect(good.status == .ok)
            #expect(ServerFixtures.json(good)["valid"] as? Bool == true)
            let spec = """
                {"data": {"values": []},
                 "mark": "bar",
                 "encoding": {"x": {"field": 3}}}
                """
            let bad = try await client.execute(uri: "/validate", method: .post, body: ByteBuffer(string: spec))
            #expect(bad.status == .unprocessableContent)
            let error = ServerFixtures.json(bad)
            #expect(error["path"] as? String == "encoding.x.field")
            #expect(error["line"] as? Int == 3)
            #expect(error["error"] as? String == "Expected a string but found a number.")
        }
    }

    @Test func validateListsEveryErrorWithItsPath() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let spec = """
                {"data": {"values": []},
                 "mark": "barr",
                 "encoding": {"x": {"field": "a", "type": "quantitive"}, "colr": {"field": "a"}}}
                """
            let bad = try await client.execute(uri: "/validate", method: .post, body: ByteBuffer(string: spec))
            #expect(bad.status == .unprocessableContent)
            let body = ServerFixtures.json(bad)
            #expect(body["valid"] as? Bool == false)
            let errors = try #require(body["errors"] as? [[String: Any]])
            #expect(Set(errors.compactMap { $0["path"] as? String }) == ["mark", "encoding.x.type"])
            #expect(errors.allSatisfy { ($0["message"] as? String)?.contains("Did you mean") == true })
            let warnings = try #require(body["warnings"] as? [[String: Any]])
            #expect(warnings.contains { $0["path"] as? String == "encoding.colr" })
            // The first error stays in the body's top level, as before.
            #expect(body["path"] as? String == errors.first?["path"] as? String)
        }
    }

    @Test func malformedJSONIs400WithLineAndColumn() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let response = try await client.execute(
                uri: "/render", method: .post, body: ByteBuffer(string: "{\"mark\": \"bar\",\n  \"data\": [1, 2"))
            #expect(response.status == .badRequest)
            let error = ServerFixtures.json(response)
            #expect(error["line"] as? Int == 2)
            #expect(error["column"] as? Int != nil)
            #expect(error["path"] is NSNull)
        }
    }

    @Test func wrongMediaTypeIs415AndUnknownRouteIs404() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let png = try await client.execute(
                uri: "/render", method: .post, headers: [.contentType: "image/png"], body: ByteBuffer(string: "{}"))
            #expect(png.status == .unsupportedMediaType)
            let missing = try await client.execute(uri: "/charts", method: .get)
            #expect(missing.status == .notFound)
            #expect(ServerFixtures.json(missing)["error"] as? String == "No such route: /charts.")
        }
    }

    @Test func healthAndMetrics() async throws {
        let app = ServerFixtures.server().application()
        try await app.test(.router) { client in
            let health = try await client.execute(uri: "/healthz", method: .get)
            #expect(health.status == .ok)
            _ = try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: ServerFixtures.bar))
            let metrics = ServerFixtures.text(try await client.execute(uri: "/metrics", method: .get))
            #expect(metrics.contains("charta_http_requests_total{route=\"/render\",status=\"200\"} 1"))
            #expect(metrics.contains("charta_http_requests_total{route=\"/healthz\",status=\"200\"} 1"))
            #expect(metrics.contains("charta_render_duration_seconds_count{format=\"svg\"} 1"))
            #expect(metrics.contains("charta_renders_in_flight 0"))
        }
    }

    @Test func repeatedRendersComeFromTheCacheAndIfNoneMatchGives304() async throws {
        let server = ServerFixtures.server()
        try await server.application().test(.router) { client in
            let body = ByteBuffer(string: ServerFixtures.bar)
            let first = try await client.execute(uri: "/render", method: .post, body: body)
            let second = try await client.execute(uri: "/render", method: .post, body: body)
            #expect(ServerFixtures.text(first) == ServerFixtures.text(second))
            #expect(first.headers[.eTag] == second.headers[.eTag])
            #expect(server.cache.count == 1)
            let metrics = ServerFixtures.text(try await client.execute(uri: "/metrics", method: .get))
            #expect(metrics.contains("charta_cache_lookups_total{result=\"hit\"} 1"))
            #expect(metrics.contains("charta_render_duration_seconds_count{format=\"svg\"} 1"))
            let etag = try #require(first.headers[.eTag])
            let notModified = try await client.execute(
                uri: "/render", method: .post, headers: [.ifNoneMatch: etag], body: body)
            #expect(notModified.status == .notModified)
            #expect(notModified.body.readableBytes == 0)
            let other = try await client.execute(
                uri: "/render?width=500", method: .post, headers: [.ifNoneMatch: etag], body: body)
            #expect(other.status == .ok)
            #expect(other.headers[.eTag] != etag)
        }
    }

    @Test func htmlPagesCarryTheSpecsSelections() async throws {
        let spec = ServerFixtures.selecting
        try await ServerFixtures.server().application().test(.router) { client in
            let html = try await client.execute(
                uri: "/render?format=html", method: .post, body: ByteBuffer(string: spec))
            #expect(html.status == .ok)
            let page = ServerFixtures.text(html)
            // The selection model (its table of selections) and the script that runs it.
            #expect(page.contains("\"sels\":[{"))
            #expect(page.contains("\"name\":\"pick\""))
            #expect(page.contains("T.params"))
            // Static formats draw the initial state and carry no selection model.
            let svg = try await client.execute(uri: "/render?format=svg", method: .post, body: ByteBuffer(string: spec))
            #expect(svg.status == .ok)
            #expect(!ServerFixtures.text(svg).contains("\"sels\""))
        }
    }
}
