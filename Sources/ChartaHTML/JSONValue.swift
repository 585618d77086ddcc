/// A JSON value for the tables an HTML page embeds, written deterministically: object members in the
/// order given, numbers in a fixed form, and strings escaped so that the text is safe inside an HTML
/// `<script>` element.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number written with at most three decimals (scene coordinates).
    case number(Double)
    /// A number written with every digit it has (data values).
    case exact(Double)
    case int(Int)
    case string(String)
    case array([JSONValue])
    /// Members in the order they are written.
    case object([(String, JSONValue)])

    static func == (l: JSONValue, r: JSONValue) -> Bool { l.text == r.text }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The JSON text.
    var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    /// Appends the JSON text to `out`.
    func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += JSONValue.fixed(d)
        case .exact(let d): out += JSONValue.shortest(d)
        case .int(let i): out += String(i)
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(key, into: &out)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    /// `d` rounded to three decimals, trailing zeros trimmed, `-0` as `0`; `null` when not finite.
    /// Values too large for exact thousandths fall back to ``shortest(_:)``.
    static func fixed(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        let scaled = (d * 1000).rounded()
        guard abs(scaled) < 9e15 else { return shortest(d) }
        let thousandths = Int64(scaled)
        if thousandths == 0 { return "0" }
        let magnitude = thousandths.magnitude
        var text = (thousandths < 0 ? "-" : "") + String(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction != 0 {
            var width = 3
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: width - raw.count) + raw
        }
        return text
    }

    /// The shortest text that reads back as `d` (Swift's round-trip description, which is valid JSON
    /// and the same on every platform); `null` when not finite.
    static func shortest(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == 0 { return "0" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(describing: d)
    }

    /// Writes a JSON string. Besides `"`, `\` and control characters, `<`, `>`, `&`, U+2028 and U+2029
    /// are written as `\u` escapes, so no string can end a `<script>` element, open a comment or break a
    /// JavaScript line.
    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00...0x1F, 0x3C, 0x3E, 0x26, 0x2028, 0x2029, 0x7F:
                out += "\\u" + hex4(scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    private static func hex4(_ v: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<4).reversed().map { digits[Int((v >> (UInt32($0) * 4)) & 0xF)] })
    }
}
