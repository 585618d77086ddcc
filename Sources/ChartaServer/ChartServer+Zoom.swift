import Charta
import ChartaOutput
import Foundation
import HTTPTypes
import Hummingbird

/// The zoomable pages: `GET /zoom/NAME`, a page that pans and zooms the line NAME of
/// ``ServerConfiguration/zoomSources``, and `GET /zoom/NAME/chart`, the SVG of one window of it drawn
/// from the rows it shows (``ZoomableLine/reducedChart(window:yDomain:size:pixelRatio:limits:)``).
extension ChartServer {
    func addZoomRoutes(to router: Router<BasicRequestContext>) {
        for method in [HTTPRequest.Method.get, .head] {
            router.on("zoom/:name", method: method) { _, context in
                try zoomPage(name: context.parameters.get("name") ?? "")
            }
            router.on("zoom/:name/chart", method: method) { request, context in
                try await zoomChart(name: context.parameters.get("name") ?? "", request: request, context: context)
            }
        }
    }

    /// Whether `path` is one of the zoomable routes (`/zoom/NAME`, `/zoom/NAME/chart`).
    static func zoomRoute(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 3 && parts.count <= 4 && parts[0].isEmpty && parts[1] == "zoom" && !parts[2].isEmpty
            && (parts.count == 3 || parts[3] == "chart")
    }

    /// The zoomable chart `name`; 404 when there is none.
    func zoomSource(_ name: String) throws(ServerError) -> ZoomableLine {
        guard let line = configuration.zoomSources[name] else {
            let names = configuration.zoomSources.keys.sorted()
            let known = names.isEmpty ? "this server has none" : "it has " + names.prefix(20).joined(separator: ", ")
            throw ServerError(.notFound, "No zoomable chart “\(name.prefix(64))”: \(known).")
        }
        return line
    }

    /// `/zoom/NAME`: the page.
    func zoomPage(name: String) throws(ServerError) -> Response {
        let line = try zoomSource(name)
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8", .cacheControl: "no-cache",
                .contentSecurityPolicy: ContentSecurityPolicy.zoomPage,
            ],
            body: .init(byteBuffer: ByteBuffer(string: ZoomPage.html(name: name, line: line))))
    }

    /// `/zoom/NAME/chart`: the SVG of the window the query asks for (or finds in the cache), with its plot
    /// frame and domain in `X-Charta-Plot` and `X-Charta-Domain`; 304 when `If-None-Match` names its ETag.
    func zoomChart(name: String, request: Request, context: BasicRequestContext) async throws -> Response {
        let line = try zoomSource(name)
        let zoom = try ZoomRequest(line: line, query: request.uri.queryParameters, configuration: configuration)
        let key = RenderCache.key(
            [
                Data("zoom".utf8), Data(name.utf8), ChartServer.fingerprint(line), zoom.keyPart,
                Data(ChartaVersion.current.utf8),
            ])
        let etag = RenderCache.etag(key: key, dataFiles: [])
        let domain = [zoom.x.lowerBound, zoom.x.upperBound, zoom.y.lowerBound, zoom.y.upperBound]
        var headers: HTTPFields = [.chartaDomain: domain.map { "\($0)" }.joined(separator: ",")]
        func answer(_ entry: RenderCache.Entry) -> Response {
            if let frame = entry.plotFrame {
                let plot = [frame.minX, frame.minY, frame.width, frame.height]
                headers[.chartaPlot] = plot.map { "\($0)" }.joined(separator: ",")
            }
            var response = ChartServer.chart(entry)
            response.headers[.vary] = nil
            response.headers.append(contentsOf: headers)
            return response
        }
        if let ifNoneMatch = request.headers[.ifNoneMatch], ChartServer.matches(ifNoneMatch, etag: etag) {
            headers[.eTag] = etag
            return Response(status: .notModified, headers: headers)
        }
        if let cached = cache.get(key) {
            metrics.cache(hit: true)
            return answer(cached)
        }
        metrics.cache(hit: configuration.cacheBytes == 0)
        let limits = configuration.limits
        let timed = try await onRenderWorker(format: .svg) { budget in
            ChartServer.drawZoom(line, zoom, limits: limits, budget: budget)
        }
        let drawn = timed.value
        let entry = RenderCache.Entry(
            bytes: drawn.encoded.bytes, mediaType: drawn.encoded.mediaType, etag: etag, plotFrame: drawn.plotFrame)
        cache.put(key, entry)
        var response = answer(entry)
        response.headers[.serverTiming] = ServerTiming.header(queued: timed.queued, rendering: timed.rendering)
        return response
    }

    /// Draws one window of `line` as SVG on a render thread, under the server's limits.
    static func drawZoom(
        _ line: ZoomableLine, _ zoom: ZoomRequest, limits: RenderLimits, budget: RenderBudget
    ) -> Result<(encoded: EncodedChart, plotFrame: Rect), ServerError> {
        let size = Size(width: zoom.width, height: zoom.height)
        var limits = limits
        limits.budget = budget
        let chart =
            zoom.exact
            ? line.chart(window: zoom.x, yDomain: zoom.y, size: size, pixelRatio: zoom.pixelRatio, limits: limits)
            : line.reducedChart(
                window: zoom.x, yDomain: zoom.y, size: size, pixelRatio: zoom.pixelRatio, limits: limits)
        return draw(chart, format: .svg, output: OutputSettings(width: zoom.width, height: zoom.height), budget: budget)
    }

    /// What tells one zoomable line from another of the same name (after a restart with other data), for
    /// its cache keys and ETags: its row count and extents.
    static func fingerprint(_ line: ZoomableLine) -> Data {
        let y = line.yExtent.map { "\($0.lowerBound) \($0.upperBound)" } ?? "none"
        return Data("\(line.count) \(line.xExtent.lowerBound) \(line.xExtent.upperBound) \(y)".utf8)
    }
}

extension HTTPField.Name {
    /// `X-Charta-Plot: left,top,width,height`: the plot's frame in a zoomable chart's picture, in points.
    static var chartaPlot: Self { Self("X-Charta-Plot")! }
    /// `X-Charta-Domain: x0,x1,y0,y1`: the x window and y domain a zoomable chart's picture shows.
    static var chartaDomain: Self { Self("X-Charta-Domain")! }
}

extension ChartServer {
    /// The process's resident memory in bytes now (nil where it can't be read, as on macOS): a server
    /// holding zoomable lines raises its default memory budget by what it holds once they are read.
    public static func residentBytes() -> Int? { MemoryGauge.residentBytes() }

    /// A line for people per zoomable chart, by name: its rows and its page's address when the server
    /// listens on `port` (`zoomable chart “big” (10,000,000 rows): http://127.0.0.1:8080/zoom/big`).
    public func zoomPageNotices(port: Int) -> [String] {
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return configuration.zoomSources.keys.sorted().map { name in
            let rows = ZoomPage.grouped(configuration.zoomSources[name]?.count ?? 0)
            return "zoomable chart “\(name)” (\(rows) rows): http://\(host):\(port)/zoom/\(name)"
        }
    }
}
