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

    /// Small objects are scanned for a key and large ones indexed: either way a repeated key keeps its
    /// first position and its last value, every key is found, and equal objects are equal.
    @Test(arguments: [3, JSONObject.indexedCount - 1, JSONObject.indexedCount, 40])
    func repeatedKeysKeepTheirFirstPlaceAtAnySize(_ count: Int) throws {
        let members = (0..<count).map { #""k\#($0)": \#($0)"# } + [#""k1": "again""#]
        let object = try #require(try parse("{" + members.joined(separator: ", ") + "}").get().object)
        #expect(object.keys == (0..<count).map { "k\($0)" })
        #expect(object["k1"] == .string("again"))
        #expect((2..<count).allSatisfy { object["k\($0)"] == .number(Double($0)) })
        #expect(object["k\(count)"] == nil)
        var edited = object
        edited["k0"] = nil
        edited["k0"] = .number(0)
        #expect(edited["k0"] == .number(0) && edited.keys.last == "k0" && edited.keys.count == count)
        #expect(edited != object, "the order differs")
        let rebuilt = JSONObject(object.pairs.map { ($0.key, $0.value) })
        #expect(rebuilt == object && rebuilt.hashValue == object.hashValue)
    }

    /// A string without escapes is its bytes; one with escapes is built piece by piece: both decode the
    /// same text, and bytes that are not UTF-8 become U+FFFD either way.
    @Test func stringsWithAndWithoutEscapesDecodeAlike() throws {
        #expect(try parse(#""héllo 🍊""#).get() == .string("héllo 🍊"))
        #expect(try parse(#""h\u00e9llo 🍊""#).get() == .string("héllo 🍊"))
        let invalid: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0x22]
        #expect(try JSONParser.parse(invalid).get() == .string("a\u{FFFD}b"))
        let escapedInvalid: [UInt8] = [0x22, 0x5C, 0x6E, 0x61, 0xFF, 0x62, 0x22]
        #expect(try JSONParser.parse(escapedInvalid).get() == .string("\na\u{FFFD}b"))
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
