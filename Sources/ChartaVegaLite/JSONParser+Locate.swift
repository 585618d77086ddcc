/// Finding where a JSON path (`layer[1].mark.type`, `data["my key"]`) starts in the text, so that a
/// diagnostic can name its line. The text is scanned again only for the diagnostics that need it.
extension JSONParser {
    /// One step of a path: an object member or an array element.
    enum PathStep: Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps of a path as ``JSONNode`` writes them; nil when the text is not such a path.
    static func steps(of path: String) -> [PathStep]? {
        var steps: [PathStep] = []
        var chars = Substring(path)
        while !chars.isEmpty {
            if chars.hasPrefix("[\"") {
                // The closing `"]` is searched for after the opening `["`: a key may start with `]`.
                let key = chars.dropFirst(2)
                guard let end = key.range(of: "\"]") else { return nil }
                steps.append(.key(String(key[..<end.lowerBound])))
                chars = key[end.upperBound...]
            } else if chars.hasPrefix("[") {
                guard let end = chars.firstIndex(of: "]") else { return nil }
                guard let i = Int(chars[chars.index(after: chars.startIndex)..<end]) else { return nil }
                steps.append(.index(i))
                chars = chars[chars.index(after: end)...]
            } else {
                if chars.hasPrefix(".") { chars = chars.dropFirst() }
                let end = chars.firstIndex { $0 == "." || $0 == "[" } ?? chars.endIndex
                guard end > chars.startIndex else { return nil }
                steps.append(.key(String(chars[..<end])))
                chars = chars[end...]
            }
        }
        return steps
    }

    /// The 1-based line where the value at `path` starts (its key's line for an object member); nil
    /// when the text has no such value.
    static func line(of path: String, in bytes: [UInt8]) -> Int? {
        guard let steps = steps(of: path), !steps.isEmpty else { return nil }
        var parser = JSONParser(bytes)
        return try? parser.locate(steps[...])
    }

    private mutating func locate(_ steps: ArraySlice<PathStep>) throws(JSONSyntaxError) -> Int? {
        skipWhitespace()
        guard let step = steps.first else { return error("").line }
        guard index < bytes.count else { return nil }
        switch (step, bytes[index]) {
        case (.key(let want), UInt8(ascii: "{")):
            index += 1
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                let keyLine = error("").line
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                if key == want { return steps.count == 1 ? keyLine : try locate(steps.dropFirst()) }
                skipWhitespace()
                _ = try value(depth: 1)
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
        case (.index(let want), UInt8(ascii: "[")):
            index += 1
            for _ in 0..<want {
                skipWhitespace()
                _ = try value(depth: 1)
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
            return try locate(steps.dropFirst())
        default:
            return nil
        }
    }
}
