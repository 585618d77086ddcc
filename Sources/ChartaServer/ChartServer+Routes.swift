import Charta
import ChartaDatabase
import ChartaOutput
import ChartaVegaLite
import Foundation
import Hummingbird

/// The routes: render (POST and GET), validate, health and metrics; the zoomable pages are in
/// ChartServer+Zoom.swift.
extension ChartServer {
    func addRoutes(to router: Router<BasicRequestContext>) {
        router.post("render") { request, context in
            let spec = try await RenderRequest.body(request, limit: configuration.maxBodyBytes)
            return try await render(spec: spec, request: request, context: context)
        }
        // GET routes answer HEAD too: the log middleware drops the body.
        for method in [HTTPRequest.Method.get, .head] {
            router.on("render", method: method) { request, context in
                let spec = try RenderRequest.specParameter(request)
                guard spec.count <= configuration.maxBodyBytes else {
                    throw ServerError.bodyTooLarge(configuration.maxBodyBytes)
                }
                return try await render(spec: spec, request: request, context: context)
            }
            router.on("healthz", method: method) { _, _ in health() }
            router.on("metrics", method: method) { _, _ in metricsPage() }
        }
        router.post("validate") { request, context in
            let spec = try await RenderRequest.body(request, limit: configuration.maxBodyBytes)
            return try await validate(spec: spec)
        }
        addZoomRoutes(to: router)
    }

    /// `/healthz`: 200 while the server can render; 503 when every worker is held by a render past its
    /// deadline (the server answers, but no chart would be drawn).
    func health() -> Response {
        let stuck = limiter.overdue >= limiter.concurrency
        return Response(
            status: stuck ? .serviceUnavailable : .ok, headers: [.contentType: "application/json"],
            body: .init(byteBuffer: ByteBuffer(string: stuck ? "{\"status\":\"stuck\"}" : "{\"status\":\"ok\"}")))
    }

    /// `/metrics`: the counters and gauges in Prometheus' text format.
    func metricsPage() -> Response {
        metrics.gauges(cacheBytes: cache.bytes, inFlight: limiter.inFlight)
        return Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
            body: .init(byteBuffer: ByteBuffer(string: metrics.text())))
    }

    /// Renders (or finds in the cache) one spec; 304 when `If-None-Match` names the chart's ETag. A
    /// chart drawn from data files is cached with the files' stamps, and its ETag covers them: a
    /// changed file is read afresh and gives a new ETag.
    func render(spec: Data, request: Request, context: BasicRequestContext) async throws -> Response {
        let settings = try RenderRequest(spec: spec, request: request, configuration: configuration)
        if !DatabaseReader.boundNames(in: spec, sources: configuration.dataSources).isEmpty {
            return try await renderFromDatabases(settings)
        }
        let key = RenderCache.key(settings.keyParts + [Data(ChartaVersion.current.utf8)])
        let ifNoneMatch = request.headers[.ifNoneMatch]
        func answer(_ entry: RenderCache.Entry) -> Response {
            if let ifNoneMatch, ChartServer.matches(ifNoneMatch, etag: entry.etag) {
                return Response(status: .notModified, headers: [.eTag: entry.etag, .vary: "Accept"])
            }
            return ChartServer.chart(entry)
        }
        // Without a data folder no spec reads a file, so the ETag is known before any render.
        let plainETag = RenderCache.etag(key: key, dataFiles: [])
        if configuration.dataDirectory == nil, let ifNoneMatch, ChartServer.matches(ifNoneMatch, etag: plainETag) {
            return Response(status: .notModified, headers: [.eTag: plainETag, .vary: "Accept"])
        }
        if let cached = cache.get(key), cached.dataFiles.allSatisfy(\.isCurrent) {
            metrics.cache(hit: true)
            return answer(cached)
        }
        metrics.cache(hit: configuration.cacheBytes == 0)
        let options = readerOptions(theme: settings.theme, format: settings.format)
        let logger = context.logger
        let timed = try await onRenderWorker(format: settings.format) { budget in
            ChartServer.render(settings, options: options, budget: budget)
        }
        let rendered = timed.value
        for warning in rendered.encoded.warnings {
            logger.notice("render warning", metadata: ["warning": "\(warning)"])
        }
        let entry = RenderCache.Entry(
            bytes: rendered.encoded.bytes, mediaType: rendered.encoded.mediaType,
            etag: RenderCache.etag(key: key, dataFiles: rendered.dataFiles), dataFiles: rendered.dataFiles)
        cache.put(key, entry)
        var response = answer(entry)
        response.headers[.serverTiming] = ServerTiming.header(queued: timed.queued, rendering: timed.rendering)
        return response
    }

    /// Reads and checks a spec without drawing it: 200 with its warnings, or the first error.
    func validate(spec: Data) async throws -> Response {
        let reason = deadlineReason
        let options = readerOptions(theme: .light, format: .svg)
        let result: [Diagnostic]
        do {
            result = try await limiter.run(
                deadline: configuration.deadline, queueTimeout: configuration.queueTimeout, reason: reason
            ) { budget in
                var options = options
                options.limits.budget = budget
                let (chart, diagnostics) = VegaLiteReader.read(json: spec, baseURL: nil, options: options)
                return chart == nil && !diagnostics.contains { $0.severity == .error }
                    ? diagnostics + [
                        Diagnostic(.invalid("The spec is not valid."), severity: .error, path: VegaLiteReader.rootPath)
                    ] : diagnostics
            }.value
        } catch {
            throw ServerError(refusal: error, configuration: configuration)
        }
        if result.contains(where: { $0.severity == .error }) { throw ServerError(diagnostics: result) }
        let body = ResponseJSON.data(ValidationBody(warnings: result.map(DiagnosticBody.init)))
        return Response(
            status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// What a render stopped by its deadline reports.
    var deadlineReason: String { configuration.deadlineReason }

    /// The reader's settings: the server's limits, files only under the data folder, and for HTML the
    /// interactive reading (as `charta render` does), so that the page's selections work.
    func readerOptions(theme: RenderRequest.ThemeName, format: ChartFormat) -> VegaLiteReader.Options {
        VegaLiteReader.Options(
            timeZone: configuration.timeZone,
            theme: theme == .dark ? VegaLiteReader.darkTheme : VegaLiteReader.lightTheme, limits: configuration.limits,
            fileAccess: configuration.dataDirectory.map { .within($0) } ?? .none, interactive: format == .html)
    }

    /// A chart encoded, with the data files it was drawn from.
    struct Rendered: Sendable {
        var encoded: EncodedChart
        var dataFiles: [VegaLiteReader.DataFileStamp]
    }

    /// Reads, lays out and encodes a chart on a render thread.
    static func render(
        _ settings: RenderRequest, options: VegaLiteReader.Options, budget: RenderBudget
    ) -> Result<Rendered, ServerError> {
        var options = options
        options.limits.budget = budget
        let reading = VegaLiteReader.reading(json: settings.spec, baseURL: nil, options: options)
        guard let chart = reading.chart else {
            let error = reading.diagnostics.first { $0.severity == .error }
            return .failure(
                error.map(ServerError.init(diagnostic:)) ?? ServerError(.unprocessableContent, "The spec is not valid.")
            )
        }
        let output = OutputSettings(width: settings.width, height: settings.height, scale: settings.scale)
        return draw(chart, format: settings.format, output: output, budget: budget).map { drawn in
            Rendered(encoded: drawn.encoded, dataFiles: reading.dataFiles)
        }
    }

    /// Lays out and encodes a chart on a render thread, with the frame of its plot in points.
    static func draw(
        _ chart: ChartSpec, format: ChartFormat, output: OutputSettings, budget: RenderBudget
    ) -> Result<(encoded: EncodedChart, plotFrame: Rect), ServerError> {
        let laidOut = format.layout(chart, settings: output)
        if let error = laidOut.diagnostics.first(where: { $0.severity == .error }) {
            return .failure(ServerError(diagnostic: error))
        }
        // A render whose budget ran out is not encoded: nobody waits for it.
        guard !budget.isExhausted else { return .failure(ServerError(diagnostic: budget.diagnostic)) }
        do {
            return .success((try format.encode(laidOut, settings: output), laidOut.rendered.plotFrame))
        } catch {
            return .failure(ServerError(.internalServerError, "The chart could not be encoded: \(error.message)."))
        }
    }

    /// A 200 response with a chart.
    static func chart(_ entry: RenderCache.Entry) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: entry.mediaType, .eTag: entry.etag, .cacheControl: "no-cache", .vary: "Accept",
                .contentSecurityPolicy: ContentSecurityPolicy.header(mediaType: entry.mediaType),
            ],
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
    /// 429 when the server is full, 503 when no worker took the render in time or its deadline passed.
    init(refusal: RenderLimiter.Refusal, configuration: ServerConfiguration) {
        switch refusal {
        case .busy:
            self.init(.tooManyRequests, "The server is rendering as many charts as it can; try again shortly.")
        case .queueTimeout:
            self.init(
                .serviceUnavailable,
                "The render waited \(ServerConfiguration.milliseconds(configuration.queueTimeout)) ms for a free worker and was not started; try again shortly."
            )
        case .deadline:
            self.init(.serviceUnavailable, "The render was stopped: it ran past \(configuration.deadlineReason).")
        case .memory:
            self.init(
                .serviceUnavailable,
                "The server is over its memory budget of \(configuration.maxMemory.map(ServerConfiguration.mebibytes) ?? "?"); the render was refused or stopped. Try again shortly."
            )
        }
        headers[.retryAfter] = "1"
    }
}
