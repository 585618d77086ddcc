import Foundation

/// One data value while the reader transforms data, with JavaScript's kinds: Vega-Lite's semantics
/// (sorting, grouping, `null` categories) follow them.
enum VLValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A date as seconds since 1970-01-01 00:00 UTC.
    case date(Double)

    init(_ json: JSONValue) {
        switch json {
        case .null, .array, .object: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let d): self = .number(d)
        case .string(let s): self = .string(s)
        }
    }

    var isNull: Bool {
        switch self {
        case .null: true
        case .number(let d), .date(let d): d.isNaN
        default: false
        }
    }

    /// The value as a number, as JavaScript's unary `+` converts it (NaN when it has none).
    var number: Double {
        switch self {
        case .null: .nan
        case .bool(let b): b ? 1 : 0
        case .number(let d): d
        case .date(let d): d
        case .string(let s):
            s.trimmingCharacters(in: .whitespaces).isEmpty
                ? .nan : Double(s.trimmingCharacters(in: .whitespaces)) ?? .nan
        }
    }

    /// The value as text, as JavaScript's `String(value)` writes it (dates as seconds; format them first).
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let d), .date(let d): VLValue.javaScriptString(d)
        case .string(let s): s
        }
    }

    /// A number written as JavaScript's `Number.prototype.toString` does for the common range.
    static func javaScriptString(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d > 0 ? "Infinity" : "-Infinity" }
        if d == d.rounded(), abs(d) < 1e21 {
            if abs(d) < 1e15 { return String(Int64(d)) }
            return String(format: "%.0f", d)
        }
        var s = "\(d)"
        // Swift writes 1e-07 where JavaScript writes 1e-7.
        if let e = s.firstIndex(of: "e") {
            var exponent = String(s[s.index(after: e)...])
            var sign = "+"
            if exponent.hasPrefix("-") || exponent.hasPrefix("+") {
                sign = exponent.hasPrefix("-") ? "-" : "+"
                exponent.removeFirst()
            }
            while exponent.count > 1 && exponent.hasPrefix("0") { exponent.removeFirst() }
            s = String(s[..<e]) + "e" + sign + exponent
        }
        return s
    }

    /// Vega's ascending order: nulls first, then numbers/dates/booleans by value, then strings.
    static func ascending(_ a: VLValue, _ b: VLValue) -> Bool {
        func rank(_ v: VLValue) -> Int {
            switch v {
            case .null: 0
            case .bool, .number, .date: v.isNull ? 0 : 1
            case .string: 2
            }
        }
        let (ra, rb) = (rank(a), rank(b))
        if ra != rb { return ra < rb }
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y
        default: return a.number < b.number
        }
    }
}
