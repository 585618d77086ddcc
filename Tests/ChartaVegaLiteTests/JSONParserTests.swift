import Charta
import Foundation
import Testing

@testable import ChartaVegaLite

@Suite struct JSONParserTests {
    func parse(_ text: String) -> Result<JSONValue, JSONSyntaxError> { JSONParser.parse(Array(text.utf8)) }

    @Test func objectsKeepTheirKeyOrder() throws {
        let value = try parse(#"{"b": 1, "a": [true, null, "x"], "c": {"z": -2.5e1}}"#).get()
        let object = try #require(value.object)
        #expect(object.keys == ["b", "a", "c"])
        #expect(object["a"] == .array([.bool(true), .null, .string("x")]))
        #expect(object["c"]?.object?["z"] == .number(-25))
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        let value = try parse(#""a\"b\\c\/\n\u00e9\ud83c\udf4a""#).get()
        #expect(value == .string("a\"b\\c/\né🍊"))
    }

    @Test func syntaxErrorsGiveLineAndColumn() {
        guard case .failure(let e) = parse("{\n  \"a\": 1,\n  \"b\": }") else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(e.line == 3)
        #expect(e.column == 8)
    }

    @Test func columnsCountCharactersNotBytes() {
        guard case .failure(let e) = parse("[\"é\", x]") else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(e.line == 1)
        #expect(e.column == 7)
    }

    @Test func malformedInputNeverTraps() {
        let inputs = [
            "", "{", "[", "\"", "\"\\u12", "01", "1.", "-", "1e", "tru", "{\"a\" 1}", "[1,]", "{\"a\":1,}",
            "1 2", "\u{0}", "\"\u{1}\"", "1e400", String(repeating: "[", count: 10_000),
        ]
        for input in inputs {
            if case .success = parse(input) { Issue.record("accepted \(input.prefix(20))") }
        }
    }

    @Test func deepButAllowedNestingParses() throws {
        let depth = RenderLimits.default.nestingDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect((try? parse(text).get()) != nil)
        let deeper = "[" + text + "]"
        guard case .failure(let error) = parse(deeper) else {
            Issue.record("nesting beyond the limit was accepted")
            return
        }
        #expect(error.message.contains("nestingDepth"))
    }

    @Test func nestingLimitFollowsTheOption() {
        let text = String(repeating: "[", count: 8) + String(repeating: "]", count: 8)
        #expect((try? JSONParser.parse(Array(text.utf8), maxDepth: 8).get()) != nil)
        #expect((try? JSONParser.parse(Array(text.utf8), maxDepth: 7).get()) == nil)
    }
}
