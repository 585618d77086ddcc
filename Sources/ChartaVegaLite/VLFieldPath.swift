/// A Vega-Lite field reference split into the keys it walks through: `a.b` reads member `b` of member
/// `a`, `a\.b` reads the member named “a.b”, and `a[0]` or `a["b"]` use brackets (vega-util's `field`).
struct VLFieldPath: Hashable, Sendable {
    /// The field as written in the spec (used for titles, as Vega-Lite does).
    var raw: String
    var segments: [String]

    init(_ raw: String) {
        self.raw = raw
        var segments: [String] = []
        var current = ""
        var chars = Array(raw)[...]
        var quote: Character?
        var inBracket = false
        while let c = chars.popFirst() {
            if c == "\\" {
                if let next = chars.popFirst() { current.append(next) }
                continue
            }
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
                continue
            }
            if inBracket {
                if c == "'" || c == "\"" {
                    quote = c
                } else if c == "]" {
                    inBracket = false
                    segments.append(current)
                    current = ""
                    // a `.` right after `]` only separates
                    if chars.first == "." { chars.removeFirst() }
                } else {
                    current.append(c)
                }
                continue
            }
            if c == "." {
                segments.append(current)
                current = ""
            } else if c == "[" {
                if !current.isEmpty { segments.append(current) }
                current = ""
                inBracket = true
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty || segments.isEmpty || raw.hasSuffix(".") { segments.append(current) }
        self.segments = segments
    }

    /// The field name with escapes removed (“a.b” for `a\.b`), for labels.
    var unescaped: String { segments.joined(separator: ".") }

    /// The value this path reaches in a JSON row (null when any step is missing).
    func value(in row: JSONValue) -> JSONValue {
        var v = row
        for key in segments {
            switch v {
            case .object(let o): v = o[key] ?? .null
            case .array(let a):
                guard let i = Int(key), i >= 0, i < a.count else { return .null }
                v = a[i]
            default: return .null
            }
        }
        return v
    }
}
