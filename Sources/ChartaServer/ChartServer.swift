import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// `charta serve`: an HTTP service that renders Vega-Lite specs. It keeps no state beyond its cache,
/// so any number of instances can stand behind a load balancer.
///
/// Routes: `POST /render` (the spec as the body), `GET /render?spec=…` (URL-encoded JSON or base64url,
/// for `<img src>`), `POST /validate`, `GET /healthz`, `GET /metrics` (Prometheus text), and for each
/// zoomable chart of ``ServerConfiguration/zoomSources`` `GET /zoom/NAME` and `GET /zoom/NAME/chart`.
public struct ChartServer: Sendable {
    /// The settings.
    public let configuration: ServerConfiguration
    /// The pool renders run on.
    public let limiter: RenderLimiter
    /// Rendered charts by content.
    public let cache: RenderCache
    /// Request and render metrics.
    public let metrics: ServerMetrics
    /// Where the server logs (each request's lines carry its id).
    public let logger: Logger

    /// Creates a server and starts its render threads.
    public init(configuration: ServerConfiguration, logger: Logger = Logger(label: "charta.serve")) {
        self.configuration = configuration
        self.logger = logger
        limiter = RenderLimiter(
            concurrency: configuration.concurrency, queueLength: configuration.queueLength,
            memoryCeiling: configuration.maxMemory)
        cache = RenderCache(capacity: configuration.cacheBytes)
        metrics = ServerMetrics()
    }

    /// The routes, behind the middleware that logs and counts every request.
    public func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.middlewares.add(RequestLogMiddleware(metrics: metrics))
        addRoutes(to: router)
        return router
    }

    /// The application: the HTTP server (connections idle for 30 s are closed; a closing connection
    /// first sends what it was given) and the render pool,
    /// which on graceful shutdown waits for the renders in flight before its threads stop.
    /// `onServerRunning` is told the port the server listens on.
    public func application(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol
    {
        Application(
            router: router(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [FlushBeforeCloseHandler()], idleTimeout: .seconds(30))),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "charta"),
            services: [RenderPoolService(limiter: limiter)],
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }
}

/// Stops the render threads on graceful shutdown, once the renders in flight are done.
struct RenderPoolService: Service {
    let limiter: RenderLimiter

    func run() async throws {
        try? await gracefulShutdown()
        await limiter.shutdown()
    }
}

/// Logs one line per request (method, path, status, milliseconds; the logger carries the request id)
/// and counts it in the metrics; every response names its request id in `X-Request-Id`.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        var status = HTTPResponse.Status.internalServerError
        defer {
            let elapsed = ContinuousClock.now - start
            let route = context.endpointPath ?? "unmatched"
            metrics.request(route: route, status: status.code, duration: elapsed)
            let ms = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
            context.logger.info(
                "request",
                metadata: [
                    "method": "\(request.method.rawValue)", "path": "\(request.uri.path)", "status": "\(status.code)",
                    "ms": "\((ms * 100).rounded() / 100)",
                ])
        }
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as ServerError {
            response = try error.response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            // Errors of the framework (404 for an unknown route, …) get the same JSON body; a route
            // asked with a method it does not take is 405 naming the ones it does.
            if error.status == .notFound, let allowed = ChartServer.methods(of: request.uri.path) {
                let names = allowed.map(\.rawValue).joined(separator: ", ")
                response = try ServerError(.methodNotAllowed, "\(request.uri.path) takes \(names).")
                    .response(from: request, context: context)
                response.headers[.allow] = names
            } else {
                let message =
                    error.status == .notFound ? "No such route: \(request.uri.path)." : error.status.reasonPhrase
                response = try ServerError(error.status, message).response(from: request, context: context)
            }
        }
        // A HEAD request (routed as its GET) is answered without the body.
        if request.method == .head { response = response.createHeadResponse() }
        response.headers[.requestID] = context.id
        response.headers[.xContentTypeOptions] = "nosniff"
        status = response.status
        return response
    }
}

extension ChartServer {
    /// The methods each route takes (HEAD wherever GET is), for `Allow` on a 405.
    static let methods: [String: [HTTPRequest.Method]] = [
        "/render": [.get, .head, .post], "/validate": [.post], "/healthz": [.get, .head],
        "/metrics": [.get, .head],
    ]

    /// The methods the route of `path` takes, nil for no route.
    static func methods(of path: String) -> [HTTPRequest.Method]? {
        methods[path] ?? (ChartServer.zoomRoute(path) ? [.get, .head] : nil)
    }
}

extension HTTPField.Name {
    /// `X-Request-Id`: the id the server's log lines for the request carry.
    static var requestID: Self { Self("X-Request-Id")! }
    /// `X-Content-Type-Options`: `nosniff`, so that a browser takes every answer as the type it names.
    static var xContentTypeOptions: Self { Self("X-Content-Type-Options")! }
}
