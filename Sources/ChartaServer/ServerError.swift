import Charta
import Foundation
import Hummingbird

/// A failed request, answered with its status and the JSON body `{error, path, line, column}`: the
/// message for people, and where in the spec the problem is when it is known (null otherwise).
public struct ServerError: HTTPResponseError, Sendable, Equatable {
    /// The HTTP status.
    public var status: HTTPResponse.Status
    /// A sentence for people.
    public var message: String
    /// The JSON path in the spec (`encoding.x.field`), when known.
    public var path: String?
    /// The 1-based line in the spec, when known.
    public var line: Int?
    /// The 1-based column in the spec, when known.
    public var column: Int?
    /// Extra response headers (`Retry-After` on 429 and 503).
    public var headers: HTTPFields = [:]
    /// Every diagnostic of the spec, when the error is about one (`/validate` lists them all, errors
    /// first, under `errors` and `warnings`).
    public var diagnostics: [Diagnostic] = []

    /// Creates an error.
    public init(
        _ status: HTTPResponse.Status, _ message: String, path: String? = nil, line: Int? = nil, column: Int? = nil
    ) {
        self.status = status
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }

    /// The error for a spec's first error diagnostic: 503 for a render stopped by its deadline, 413 for a
    /// spec too large, 400 for text that is not JSON, 422 for other problems with the spec.
    public init(diagnostic d: Diagnostic) {
        let status: HTTPResponse.Status
        switch d.kind {
        case .stopped: status = .serviceUnavailable
        case .limitExceeded(.jsonBytes, _, _): status = .contentTooLarge
        case .notJSON: status = .badRequest
        default: status = .unprocessableContent
        }
        self.init(
            status, d.kind.message, path: d.path.flatMap { $0.isEmpty ? nil : $0 }, line: d.line, column: d.column)
        if status == .serviceUnavailable { headers[.retryAfter] = "1" }
    }

    /// The error for a spec's first error diagnostic, carrying all of them for the body.
    public init(diagnostics: [Diagnostic]) {
        let first = diagnostics.first { $0.severity == .error } ?? Diagnostic(.invalid("The spec is not valid."))
        self.init(diagnostic: first)
        self.diagnostics = diagnostics
    }

    /// The JSON body (``ErrorBody``).
    var body: Data { ResponseJSON.data(ErrorBody(self)) }

    /// The response: status, JSON body and extra headers.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var fields = headers
        fields[.contentType] = "application/json"
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// Two errors are equal when status, message and place agree.
    public static func == (l: ServerError, r: ServerError) -> Bool {
        (l.status, l.message, l.path, l.line, l.column) == (r.status, r.message, r.path, r.line, r.column)
    }
}
