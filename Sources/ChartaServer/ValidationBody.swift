import Foundation

/// The JSON body of `/validate` for a spec without errors: `{valid: true, warnings}`.
struct ValidationBody: Codable, Sendable, Equatable {
    /// Always true: a spec with errors is answered with an ``ErrorBody``.
    var valid = true
    /// The spec's warnings, in the order found.
    var warnings: [DiagnosticBody]
}

/// JSON bodies as the server writes them: keys sorted, so that the same answer has the same bytes.
enum ResponseJSON {
    /// The value's JSON; `{}` should encoding fail (these bodies hold only strings, numbers and flags).
    static func data(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
