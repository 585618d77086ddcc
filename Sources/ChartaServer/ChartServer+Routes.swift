import Charta
import ChartaVegaLite
import Foundation
import Hummingbird

/// The routes: render (POST and GET), validate, health and metrics.
extension ChartServer {
    func addRoutes(to router: Router<BasicRequestContext>) {
        router.post("render") { request, context in
            let spec = try await RenderRequest.body(request, limit: configuration.maxBodyBytes)
            return try await render(spec: spec, request: request, context: context)
        }
        router.get("render") { request, context in
            let spec = try RenderRequest.specParameter(request)
            guard spec.count <= configuration.maxBodyBytes else {
                throw ServerError.bodyTooLarge(configuration.maxBodyBytes)
            }
            return try await render(spec: spec, request: request, context: context)
        }
        router.post("validate") { request, context in
            let spec = try await RenderRequest.body(request, limit: configuration.maxBodyBytes)
            return try await validate(spec: spec)
        }
        router.get("healthz") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: "{\"status\":\"ok\"}")))
        }
        router.get("metrics") { _, _ in
            metrics.gauges(cacheBytes: cache.bytes, inFlight: limiter.inFlight)
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
                body: .init(byteBuffer: ByteBuffer(string: metrics.text())))
        }
    }

    /// Renders (or finds in the cache) one spec; 304 when `If-None-Match` names the chart's ETag.
    func render(spec: Data, request: Request, context: BasicRequestContext) async throws -> Response {
        let settings = try RenderRequest(spec: spec, request: request, configuration: configuration)
        let key = RenderCache.key(settings.keyParts + [Data(ChartaVersion.current.utf8)])
        let etag = "\"\(key.prefix(40))\""
        if let match = request.headers[.ifNoneMatch], ChartServer.matches(match, etag: etag) {
            return Response(status: .notModified, headers: [.eTag: etag])
        }
        if let cached = cache.get(key) {
            metrics.cache(hit: true)
            return ChartServer.chart(cached, etag: etag)
        }
        metrics.cache(hit: configuration.cacheBytes == 0)
        let reason = deadlineReason
        let options = readerOptions(theme: settings.theme)
        let logger = context.logger
        let metrics = metrics
        let outcome: Result<ChartFormat.Encoded, ServerError>
        do {
            outcome = try await limiter.run(deadline: configuration.deadline, reason: reason) { budget in
                let start = ContinuousClock.now
                defer { metrics.render(duration: ContinuousClock.now - start, format: settings.format) }
                return ChartServer.render(settings, options: options, budget: budget)
            }
        } catch {
            throw ServerError(refusal: error, reason: reason)
        }
        let encoded = try outcome.get()
        for warning in encoded.warnings { logger.notice("render warning", metadata: ["warning": "\(warning)"]) }
        let entry = RenderCache.Entry(bytes: encoded.bytes, mediaType: settings.format.mediaType)
        cache.put(key, entry)
        return ChartServer.chart(entry, etag: etag)
    }

    /// Reads and checks a spec without drawing it: 200 with its warnings, or the first error.
    func validate(spec: Data) async throws -> Response {
        let reason = deadlineReason
        let options = readerOptions(theme: .light)
        let result: [Diagnostic]
        do {
            result = try await limiter.run(deadline: configuration.deadline, reason: reason) { budget in
                var options = options
                options.limits.budget = budget
                let (chart, diagnostics) = VegaLiteReader.read(json: spec, baseURL: nil, options: options)
                return chart == nil && !diagnostics.contains { $0.severity == .error }
                    ? diagnostics + [Diagnostic(.invalid("The spec is not valid."), severity: .error)] : diagnostics
            }
        } catch {
            throw ServerError(refusal: error, reason: reason)
        }
        if let error = result.first(where: { $0.severity == .error }) { throw ServerError(diagnostic: error) }
        let warnings = result.map { d -> [String: Any] in
            [
                "severity": d.severity.rawValue, "message": d.kind.message, "path": d.path ?? NSNull(),
                "line": d.line ?? NSNull(),
            ]
        }
        let body =
            (try? JSONSerialization.data(withJSONObject: ["valid": true, "warnings": warnings], options: [.sortedKeys]))
            ?? Data()
        return Response(
            status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// What a render stopped by its deadline reports.
    var deadlineReason: String {
        let (seconds, attoseconds) = configuration.deadline.components
        return "the render deadline of \(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }

    /// The reader's settings: the server's limits, files only under the data folder.
    func readerOptions(theme: RenderRequest.ThemeName) -> VegaLiteReader.Options {
        VegaLiteReader.Options(
            theme: theme == .dark ? VegaLiteReader.darkTheme : VegaLiteReader.lightTheme, limits: configuration.limits,
            fileAccess: configuration.dataDirectory.map { .within($0) } ?? .none)
    }

    /// Reads, lays out and encodes a chart on a render thread.
    static func render(
        _ settings: RenderRequest, options: VegaLiteReader.Options, budget: RenderBudget
    ) -> Result<ChartFormat.Encoded, ServerError> {
        var options = options
        options.limits.budget = budget
        let (read, diagnostics) = VegaLiteReader.read(json: settings.spec, baseURL: nil, options: options)
        guard let chart = read else {
            let error = diagnostics.first { $0.severity == .error }
            return .failure(
                error.map(ServerError.init(diagnostic:)) ?? ServerError(.unprocessableContent, "The spec is not valid.")
            )
        }
        let spec = chart.sized(width: settings.width, height: settings.height)
        let rendered = ChartLayout.render(spec)
        if let error = rendered.diagnostics.first(where: { $0.severity == .error }) {
            return .failure(ServerError(diagnostic: error))
        }
        do {
            return .success(try settings.format.encode(rendered, spec: spec, scale: settings.scale))
        } catch {
            return .failure(ServerError(.internalServerError, "The chart could not be encoded: \(error.message)."))
        }
    }

    /// A 200 response with a chart.
    static func chart(_ entry: RenderCache.Entry, etag: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: entry.mediaType, .eTag: etag, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(bytes: entry.bytes)))
    }

    /// Whether an `If-None-Match` header names `etag` (or is `*`).
    static func matches(_ header: String, etag: String) -> Bool {
        header.split(separator: ",").contains { item in
            let tag = item.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }
}

extension ServerError {
    /// 429 when the server is full, 503 when the deadline passed.
    init(refusal: RenderLimiter.Refusal, reason: String) {
        switch refusal {
        case .busy:
            self.init(.tooManyRequests, "The server is rendering as many charts as it can; try again shortly.")
        case .deadline:
            self.init(.serviceUnavailable, "The render was stopped: it ran past \(reason).")
        }
        headers[.retryAfter] = "1"
    }
}

extension ChartSpec {
    /// The chart with `width` and `height`, when given, as its whole size (points).
    public func sized(width: Double?, height: Double?) -> ChartSpec {
        var spec = self
        if let width { spec.size.width = .total(width) }
        if let height { spec.size.height = .total(height) }
        return spec
    }
}
