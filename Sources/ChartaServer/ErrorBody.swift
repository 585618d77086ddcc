import Charta
import Foundation

/// The JSON body of a failed request: `{error, path, line, column}`, the place being null when unknown;
/// an error about a spec's diagnostics adds `valid: false` and every diagnostic under `errors` and
/// `warnings`.
struct ErrorBody: Codable, Sendable, Equatable {
    /// A sentence for people.
    var error: String
    /// The JSON path in the spec (`encoding.x.field`), when known.
    var path: String?
    /// The 1-based line in the spec, when known.
    var line: Int?
    /// The 1-based column in the spec, when known.
    var column: Int?
    /// False when the body lists the spec's diagnostics; absent otherwise.
    var valid: Bool?
    /// The spec's error diagnostics, when the body lists them.
    var errors: [DiagnosticBody]?
    /// The spec's warnings, when the body lists them.
    var warnings: [DiagnosticBody]?

    /// The body of `error`.
    init(_ error: ServerError) {
        self.error = error.message
        path = error.path
        line = error.line
        column = error.column
        guard !error.diagnostics.isEmpty else { return }
        valid = false
        errors = error.diagnostics.filter { $0.severity == .error }.map(DiagnosticBody.init)
        warnings = error.diagnostics.filter { $0.severity == .warning }.map(DiagnosticBody.init)
    }

    /// Writes the place as null when it is unknown, and the diagnostics only when there are some.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(error, forKey: .error)
        try container.encode(path, forKey: .path)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encodeIfPresent(valid, forKey: .valid)
        try container.encodeIfPresent(errors, forKey: .errors)
        try container.encodeIfPresent(warnings, forKey: .warnings)
    }
}

/// A diagnostic in a response body: `{severity, message, path, line, column}`, null where unknown.
struct DiagnosticBody: Codable, Sendable, Equatable {
    /// `error` or `warning`.
    var severity: String
    /// A sentence for people.
    var message: String
    /// The JSON path in the spec, when known.
    var path: String?
    /// The 1-based line in the spec, when known.
    var line: Int?
    /// The 1-based column on that line of a place without a path (a JSON syntax error).
    var column: Int?

    /// The body of a diagnostic.
    init(_ d: Diagnostic) {
        severity = d.severity.rawValue
        message = d.kind.message
        path = d.path
        line = d.line
        column = d.column
    }

    /// Writes path, line and column as null when they are unknown.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(path, forKey: .path)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}
