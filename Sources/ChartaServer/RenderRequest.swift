import ChartaOutput
import Foundation
import Hummingbird
import NIOCore

/// What one render request asks for: the spec's bytes and the output settings from the query string
/// (`format`, `scale`, `width`, `height`) and the `Accept` header.
struct RenderRequest: Sendable {
    var spec: Data
    var format: ChartFormat
    /// PNG pixel density.
    var scale: Double
    /// The chart's whole width and height in points, when given.
    var width: Double?
    var height: Double?
    /// `theme=light|dark`.
    var theme = ThemeName.light

    /// The look of the chart.
    enum ThemeName: String, Sendable {
        case light, dark
    }

    /// Everything that changes the output, for the cache key.
    var keyParts: [Data] {
        let settings = "\(format.rawValue) \(scale) \(width ?? -1) \(height ?? -1) \(theme.rawValue)"
        return [spec, Data(settings.utf8)]
    }

    /// The settings of `request`; the spec comes separately (body or `spec` parameter).
    init(spec: Data, request: Request, configuration: ServerConfiguration) throws(ServerError) {
        let query = request.uri.queryParameters
        self.spec = spec
        format = try FormatNegotiation.format(
            query: query["format"].map(String.init), accept: request.headers[.accept])
        scale = try RenderRequest.number(query["scale"], "scale", in: 0.1...configuration.maxScale) ?? 1
        width = try RenderRequest.number(query["width"], "width", in: 1...100_000)
        height = try RenderRequest.number(query["height"], "height", in: 1...100_000)
        if let name = query["theme"] {
            guard let named = ThemeName(rawValue: String(name)) else {
                throw ServerError(.badRequest, "“theme” is light or dark, not “\(name.prefix(40))”.")
            }
            theme = named
        }
        if scale != 1, format != .png {
            throw ServerError(.badRequest, "“scale” applies to PNG output only.")
        }
    }

    /// A query parameter as a number within `range`; nil when absent.
    static func number(_ text: Substring?, _ name: String, in range: ClosedRange<Double>) throws(ServerError) -> Double?
    {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw ServerError(
                .badRequest,
                "“\(name)” takes a number from \(RenderRequest.figure(range.lowerBound)) to \(RenderRequest.figure(range.upperBound)), not “\(text.prefix(40))”."
            )
        }
        return value
    }

    static func figure(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    /// The spec of `GET /render?spec=…`: the parameter is URL-decoded already; JSON text is taken as
    /// it is, anything else is read as base64url (with or without padding).
    static func specParameter(_ request: Request) throws(ServerError) -> Data {
        guard let text = request.uri.queryParameters["spec"], !text.isEmpty else {
            throw ServerError(.badRequest, "GET /render needs the spec in the “spec” query parameter.")
        }
        let trimmed = text.drop { $0 == " " || $0 == "\n" }
        if trimmed.first == "{" { return Data(text.utf8) }
        var base64 = String(text).replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64) else {
            throw ServerError(.badRequest, "The “spec” parameter is neither JSON nor base64url.")
        }
        return data
    }

    /// The request body, refusing more than `limit` bytes (413) and bodies that say they are neither JSON
    /// nor text (415). `application/x-www-form-urlencoded` is taken as the raw spec, since that is what
    /// `curl --data-binary` sends.
    static func body(_ request: Request, limit: Int) async throws -> Data {
        if let type = request.headers[.contentType]?.lowercased(),
            !["application/json", "text/plain", "application/x-www-form-urlencoded"].contains(where: type.hasPrefix),
            !type.contains("+json")
        {
            throw ServerError(
                .unsupportedMediaType, "The body must be a Vega-Lite spec in JSON, not “\(type.prefix(60))”.")
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw ServerError.bodyTooLarge(limit)
        }
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Data(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw ServerError.bodyTooLarge(limit)
        } catch let error as ServerError {
            throw error
        } catch {
            // A body that breaks off or is malformed (a bad chunk): the connection answers 400, and so
            // do the log and the metrics.
            throw ServerError(.badRequest, "The request body could not be read.")
        }
    }
}

extension ServerError {
    /// 413 for a body over the limit.
    static func bodyTooLarge(_ limit: Int) -> ServerError {
        ServerError(.contentTooLarge, "The spec is larger than this server's limit of \(limit) bytes.")
    }
}
