import Charta
import Foundation
import Hummingbird
import Testing

@testable import ChartaServer

/// Error and validation bodies are Codable values written with sorted keys: an unknown place is null,
/// diagnostics appear only when the error is about them, and the bodies decode back to what was sent.
@Suite struct ErrorBodyTests {
    @Test func anErrorWithoutAPlaceWritesNulls() throws {
        let error = ServerError(.badRequest, "No spec.")
        let text = String(decoding: error.body, as: UTF8.self)
        #expect(text == #"{"column":null,"error":"No spec.","line":null,"path":null}"#)
        #expect(try JSONDecoder().decode(ErrorBody.self, from: error.body) == ErrorBody(error))
    }

    @Test func anErrorAboutDiagnosticsListsThemBySeverity() throws {
        let diagnostics = [
            Diagnostic(.invalid("Too wide."), severity: .warning, path: "width"),
            Diagnostic(.invalid("No mark."), severity: .error, path: "mark"),
        ]
        let error = ServerError(diagnostics: diagnostics)
        let body = try JSONDecoder().decode(ErrorBody.self, from: error.body)
        #expect(body.valid == false)
        #expect(body.error == "No mark.")
        #expect(body.errors?.map(\.message) == ["No mark."])
        #expect(body.warnings?.map(\.path) == ["width"])
        let object = try #require(try JSONSerialization.jsonObject(with: error.body) as? [String: Any])
        #expect(object.keys.sorted() == ["column", "error", "errors", "line", "path", "valid", "warnings"])
        let warning = try #require((object["warnings"] as? [[String: Any]])?.first)
        #expect(warning.keys.sorted() == ["column", "line", "message", "path", "severity"])
        #expect(warning["line"] is NSNull)
    }

    @Test func aValidSpecsBodyHoldsItsWarnings() throws {
        let body = ValidationBody(warnings: [DiagnosticBody(Diagnostic(.invalid("Odd."), path: nil))])
        let text = String(decoding: ResponseJSON.data(body), as: UTF8.self)
        let warning = #"{"column":null,"line":null,"message":"Odd.","path":null,"severity":"warning"}"#
        #expect(text == #"{"valid":true,"warnings":["# + warning + "]}")
    }
}
