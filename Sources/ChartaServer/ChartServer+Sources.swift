import Charta
import ChartaDatabase
import ChartaOutput
import ChartaVegaLite
import Foundation
import Hummingbird

/// Charts over the server's data sources (`charta serve --source NAME=URL`).
extension ChartServer {
    /// Renders a spec that names a data source: its queries run on a render worker, under the render's
    /// deadline (a PostgreSQL statement timeout no longer than it), so the server's pool bounds the
    /// queries at once as it bounds renders. The chart is not cached: the rows live in the database and
    /// may change.
    func renderFromDatabases(_ settings: RenderRequest) async throws -> Response {
        let options = readerOptions(theme: settings.theme, format: settings.format)
        let sources = configuration.querySources
        let timed = try await onRenderWorker(format: settings.format) { budget in
            var budgeted = options
            budgeted.limits.budget = budget
            let read = budgeted
            let result = Blocking.wait {
                await DatabaseReader.read(
                    json: settings.spec, baseURL: nil, options: read, sources: sources,
                    width: settings.format == .terminal ? nil : settings.width,
                    height: settings.format == .terminal ? nil : settings.height)
            }
            return ChartServer.drawn(result, settings: settings, budget: budget)
        }
        let encoded = timed.value
        return Response(
            status: .ok,
            headers: [
                .contentType: encoded.mediaType, .cacheControl: "no-store", .vary: "Accept",
                .contentSecurityPolicy: ContentSecurityPolicy.header(mediaType: encoded.mediaType),
                .serverTiming: ServerTiming.header(queued: timed.queued, rendering: timed.rendering),
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: encoded.bytes)))
    }

    /// The chart a database read gives, drawn, or the error it is.
    static func drawn(
        _ result: DatabaseReader.Result, settings: RenderRequest, budget: RenderBudget
    ) -> Result<EncodedChart, ServerError> {
        if let failure = result.failure { return .failure(ServerError(failure)) }
        guard let reading = result.reading, let chart = reading.chart else {
            let error = result.reading?.diagnostics.first { $0.severity == .error }
            return .failure(
                error.map(ServerError.init(diagnostic:)) ?? ServerError(.unprocessableContent, "The spec is not valid.")
            )
        }
        let output = OutputSettings(width: settings.width, height: settings.height, scale: settings.scale)
        return draw(chart, format: settings.format, output: output, budget: budget).map(\.encoded)
    }
}

extension ServerError {
    /// 502 for a database that cannot be reached or refuses the server, 504 for a query past its
    /// timeout, 422 for a spec that does not fit its source (a missing column, say).
    init(_ failure: DatabaseError) {
        switch failure {
        case .unreachable, .refused: self.init(.badGateway, "\(failure).")
        case .timedOut: self.init(.gatewayTimeout, "\(failure).")
        default: self.init(.unprocessableContent, "\(failure).")
        }
    }
}

extension ServerConfiguration {
    /// The data sources as a render queries them: a query never outlives the render that waits for it,
    /// since PostgreSQL's statement timeout is the shorter of the source's and the render deadline.
    package var querySources: [String: DataSourceURL] {
        let deadline = Double(Self.milliseconds(deadline)) / 1000
        return dataSources.mapValues { source in
            var capped = source
            capped.timeout = min(source.timeout, deadline)
            return capped
        }
    }
}
