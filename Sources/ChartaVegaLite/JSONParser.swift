import Charta

/// A syntax error in JSON text, with the 1-based line and column (in characters) where it was found.
struct JSONSyntaxError: Error, Hashable, Sendable {
    var message: String
    var line: Int
    var column: Int
}

/// A strict JSON parser (RFC 8259) that keeps object keys in order and reports errors by line and column.
///
/// It never traps: nesting deeper than `maxDepth` (the `nestingDepth` render limit) is an error rather
/// than a stack overflow, and a number too large for a `Double` is an error rather than infinity.
struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    /// The deepest nesting of arrays and objects accepted.
    private let maxDepth: Int

    init(_ bytes: [UInt8], maxDepth: Int = RenderLimits.default.nestingDepth) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        // A UTF-8 byte order mark is allowed before the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Parses one JSON text.
    static func parse(_ bytes: [UInt8], maxDepth: Int = RenderLimits.default.nestingDepth)
        -> Result<JSONValue, JSONSyntaxError>
    {
        var parser = JSONParser(bytes, maxDepth: maxDepth)
        do throws(JSONSyntaxError) {
            parser.skipWhitespace()
            let value = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.index == parser.bytes.count else { throw parser.error("Unexpected text after the JSON value") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Errors

    func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let end = min(offset ?? index, bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
                column += 1
            }
            i += 1
        }
        return JSONSyntaxError(message: message, line: line, column: column)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let b = bytes[index]
        if b >= 0x20 && b < 0x7F { return "“\(Character(Unicode.Scalar(b)))”" }
        return "byte 0x\(String(b, radix: 16))"
    }

    // MARK: - Values

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("Unexpected end of input; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("Unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else {
            throw error("Unexpected \(describeCurrent()); expected a value")
        }
        index += utf8.count
        return value
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= maxDepth else {
            throw error("Nesting is deeper than the render limit “nestingDepth” of \(maxDepth)")
        }
        index += 1
        var result = JSONObject()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(result)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("Unexpected \(describeCurrent()); expected a property name in double quotes")
            }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("Unexpected \(describeCurrent()); expected “:” after a property name")
            }
            index += 1
            skipWhitespace()
            result[key] = try value(depth: depth)
            skipWhitespace()
            guard index < bytes.count else { throw error("Unexpected end of input; expected “,” or “}”") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(result)
            }
            throw error("Unexpected \(describeCurrent()); expected “,” or “}”")
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= maxDepth else {
            throw error("Nesting is deeper than the render limit “nestingDepth” of \(maxDepth)")
        }
        index += 1
        var result: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(result)
        }
        while true {
            skipWhitespace()
            result.append(try value(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("Unexpected end of input; expected “,” or “]”") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(result)
            }
            throw error("Unexpected \(describeCurrent()); expected “,” or “]”")
        }
    }

    // MARK: - Numbers

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw error("Unexpected end of input in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("Unexpected \(describeCurrent()); expected a digit")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("Unexpected \(describeCurrent()); expected a digit after “.”") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw error("Unexpected \(describeCurrent()); expected an exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("The number \(text) is too large", at: start)
        }
        return value
    }

    // MARK: - Strings

    mutating func string() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ parser: JSONParser, to end: Int) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard index < bytes.count else { throw error("Unterminated string", at: start) }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                defer { index += 1 }
                // Without escapes (most keys and values), the bytes are the string.
                if runStart == start + 1 { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
                flush(self, to: index)
                return String(scalars)
            }
            if b < 0x20 { throw error("Control character in a string; escape it") }
            if b != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            flush(self, to: index)
            index += 1
            guard index < bytes.count else { throw error("Unterminated string", at: start) }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
            default: throw error("Unknown escape “\\\(Character(Unicode.Scalar(escape)))” in a string", at: index - 2)
            }
            runStart = index
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("Incomplete \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw error("Invalid hex digit in a \\u escape")
            }
            v = v * 16 + UInt32(digit)
            index += 1
        }
        return v
    }

    /// A `\uXXXX` escape (after the `u`), joining surrogate pairs; a lone surrogate becomes U+FFFD.
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try hex4()
        if (0xD800..<0xDC00).contains(first), bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        {
            let save = index
            index += 2
            let second = try hex4()
            if (0xDC00..<0xE000).contains(second) {
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(combined) ?? "\u{FFFD}"
            }
            index = save
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }
}
