import Charta
import Foundation

/// What an expression can see: the current row as `datum`, and the time zone of local-time functions.
struct VLExprScope: Sendable {
    var datum: VLExprValue
    var timeZone: TimeZone
    /// The spec's parameters with their values, by name.
    var params: [String: VLExprValue] = [:]
}

/// Evaluating expressions with JavaScript's conversions and Vega's expression functions
/// (vega-functions: format, timeFormat, utcFormat, date parts, math, strings, `if`, `inrange`).
extension VLExpression {
    func evaluate(_ scope: VLExprScope) -> VLExprValue {
        switch self {
        case .literal(let v): return v
        case .identifier(let name):
            return name == "datum" ? scope.datum : scope.params[name] ?? .null
        case .member(let base, let key):
            let b = base.evaluate(scope)
            let k = key.evaluate(scope)
            switch b {
            case .object(let o): return o[k.text] ?? .null
            case .array(let a):
                if k.text == "length" { return .number(Double(a.count)) }
                let i = k.number
                guard i.isFinite, i >= 0, i < Double(a.count) else { return .null }
                return a[Int(i)]
            case .string(let s):
                if k.text == "length" { return .number(Double(s.count)) }
                return .null
            default: return .null
            }
        case .array(let items): return .array(items.map { $0.evaluate(scope) })
        case .unary(let op, let e):
            let v = e.evaluate(scope)
            switch op {
            case "-": return .number(-v.number)
            case "+": return .number(v.number)
            default: return .bool(!v.truthy)
            }
        case .conditional(let test, let yes, let no):
            return test.evaluate(scope).truthy ? yes.evaluate(scope) : no.evaluate(scope)
        case .binary(let op, let l, let r):
            return VLExpression.binary(op, l, r, scope)
        case .call(let name, let args):
            if name == "if", args.count == 3 {
                return args[0].evaluate(scope).truthy ? args[1].evaluate(scope) : args[2].evaluate(scope)
            }
            return VLExpression.call(name, args.map { $0.evaluate(scope) }, scope)
        }
    }

    static func binary(_ op: String, _ l: VLExpression, _ r: VLExpression, _ scope: VLExprScope) -> VLExprValue {
        let a = l.evaluate(scope)
        switch op {
        case "&&": return a.truthy ? r.evaluate(scope) : a
        case "||": return a.truthy ? a : r.evaluate(scope)
        case "??": return a == .null ? r.evaluate(scope) : a
        default: break
        }
        let b = r.evaluate(scope)
        switch op {
        case "+":
            if case .string = a.primitive { return .string(a.text + b.text) }
            if case .string = b.primitive { return .string(a.text + b.text) }
            return .number(a.number + b.number)
        case "-": return .number(a.number - b.number)
        case "*": return .number(a.number * b.number)
        case "/": return .number(a.number / b.number)
        case "%": return .number(a.number.truncatingRemainder(dividingBy: b.number))
        case "<", "<=", ">", ">=":
            let order: Bool?
            if case .string(let x) = a.primitive, case .string(let y) = b.primitive {
                order = op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
            } else {
                let (x, y) = (a.number, b.number)
                if x.isNaN || y.isNaN { return .bool(false) }
                order = op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
            }
            return .bool(order ?? false)
        case "===", "!==":
            let same = a.strictlyEquals(b)
            return .bool(op == "===" ? same : !same)
        case "==", "!=":
            let same = a.looselyEquals(b)
            return .bool(op == "==" ? same : !same)
        default: return .null
        }
    }

    static func call(_ name: String, _ a: [VLExprValue], _ scope: VLExprScope) -> VLExprValue {
        func n(_ i: Int) -> Double { i < a.count ? a[i].number : .nan }
        func s(_ i: Int) -> String { i < a.count ? a[i].text : "" }
        func calendar(utc: Bool) -> Calendar {
            var c = Calendar(identifier: .gregorian)
            c.timeZone = utc ? TimeZone(identifier: "UTC") ?? scope.timeZone : scope.timeZone
            c.locale = Locale(identifier: "en_US_POSIX")
            return c
        }
        func part(_ component: Calendar.Component, utc: Bool, offset: Int = 0) -> VLExprValue {
            guard let seconds = a.first?.seconds, seconds.isFinite else { return .number(.nan) }
            let value = calendar(utc: utc).component(component, from: Date(timeIntervalSince1970: seconds))
            return .number(Double(value + offset))
        }
        switch name {
        case "format":
            guard let f = try? NumberFormat(specifier: s(1)) else { return .string(a.first?.text ?? "") }
            return .string(f(n(0)))
        case "timeFormat", "utcFormat":
            guard let seconds = a.first?.seconds, seconds.isFinite else { return .string("") }
            let f = DateFormat(s(1), calendar: calendar(utc: name == "utcFormat"))
            return .string(f(Date(timeIntervalSince1970: seconds)))
        case "toNumber": return .number(n(0))
        case "toString": return a.first.map { $0 == .null ? .null : .string($0.text) } ?? .null
        case "toBoolean": return .bool(a.first?.truthy ?? false)
        case "toDate":
            guard let v = a.first else { return .null }
            if case .number(let ms) = v { return .date(ms / 1000) }
            if case .date = v { return v }
            return VLDateParser(localTimeZone: scope.timeZone).parse(v.text).map(VLExprValue.date) ?? .null
        case "isValid":
            return .bool(!(a.first.map { $0 == .null || ($0.primitive.isNumber && $0.number.isNaN) } ?? true))
        case "isNaN": return .bool(n(0).isNaN)
        case "isFinite": return .bool(n(0).isFinite)
        case "isNumber": return .bool(a.first?.primitive.isNumber ?? false)
        case "isString": if case .string? = a.first { return .bool(true) } else { return .bool(false) }
        case "abs": return .number(abs(n(0)))
        case "ceil": return .number(n(0).rounded(.up))
        case "floor": return .number(n(0).rounded(.down))
        case "round": return .number((n(0) + 0.5).rounded(.down))
        case "sqrt": return .number(n(0).squareRoot())
        case "exp": return .number(Foundation.exp(n(0)))
        case "log": return .number(Foundation.log(n(0)))
        case "pow": return .number(Foundation.pow(n(0), n(1)))
        case "sin": return .number(Foundation.sin(n(0)))
        case "cos": return .number(Foundation.cos(n(0)))
        case "tan": return .number(Foundation.tan(n(0)))
        case "min": return .number(a.map(\.number).min() ?? .infinity)
        case "max": return .number(a.map(\.number).max() ?? -.infinity)
        case "clamp": return .number(Swift.min(Swift.max(n(0), n(1)), n(2)))
        case "inrange":
            guard a.count >= 2, case .array(let r) = a[1], r.count >= 2 else { return .bool(false) }
            let (lo, hi) = (Swift.min(r[0].number, r[1].number), Swift.max(r[0].number, r[1].number))
            return .bool(n(0) >= lo && n(0) <= hi)
        case "length":
            switch a.first {
            case .string(let str)?: return .number(Double(str.count))
            case .array(let arr)?: return .number(Double(arr.count))
            default: return .number(0)
            }
        case "upper": return .string(s(0).uppercased())
        case "lower": return .string(s(0).lowercased())
        case "trim": return .string(s(0).trimmingCharacters(in: .whitespaces))
        case "substring", "slice":
            let chars = Array(s(0))
            var lo = n(1).isFinite ? Int(Swift.max(-1e9, Swift.min(1e9, n(1)))) : 0
            var hi = a.count > 2 && n(2).isFinite ? Int(Swift.max(-1e9, Swift.min(1e9, n(2)))) : chars.count
            if name == "slice" {
                if lo < 0 { lo += chars.count }
                if hi < 0 { hi += chars.count }
            }
            lo = Swift.max(0, Swift.min(lo, chars.count))
            hi = Swift.max(0, Swift.min(hi, chars.count))
            if name == "substring", lo > hi { swap(&lo, &hi) }
            return .string(lo < hi ? String(chars[lo..<hi]) : "")
        case "indexof":
            if case .array(let arr)? = a.first {
                return .number(Double(arr.firstIndex { $0.strictlyEquals(a.count > 1 ? a[1] : .null) } ?? -1))
            }
            guard let r = s(0).range(of: s(1)) else { return .number(-1) }
            return .number(Double(s(0).distance(from: s(0).startIndex, to: r.lowerBound)))
        case "replace": return .string(s(0).replacingOccurrences(of: s(1), with: s(2)))
        case "year", "utcyear": return part(.year, utc: name.hasPrefix("utc"))
        case "month", "utcmonth": return part(.month, utc: name.hasPrefix("utc"), offset: -1)
        case "date", "utcdate": return part(.day, utc: name.hasPrefix("utc"))
        case "day", "utcday": return part(.weekday, utc: name.hasPrefix("utc"), offset: -1)
        case "hours", "utchours": return part(.hour, utc: name.hasPrefix("utc"))
        case "minutes", "utcminutes": return part(.minute, utc: name.hasPrefix("utc"))
        case "seconds", "utcseconds": return part(.second, utc: name.hasPrefix("utc"))
        case "quarter", "utcquarter":
            guard case .number(let m) = part(.month, utc: name.hasPrefix("utc"), offset: -1) else { return .null }
            return .number((m / 3).rounded(.down))
        case "time": return .number((a.first?.seconds ?? .nan) * 1000)
        case "datetime", "utc":
            var c = DateComponents()
            c.year = n(0).isFinite ? Int(Swift.max(-9999, Swift.min(9999, n(0)))) : nil
            c.month = a.count > 1 && n(1).isFinite ? Int(Swift.max(-1000, Swift.min(1000, n(1)))) + 1 : 1
            c.day = a.count > 2 && n(2).isFinite ? Int(Swift.max(-1e5, Swift.min(1e5, n(2)))) : 1
            c.hour = a.count > 3 && n(3).isFinite ? Int(Swift.max(-1e6, Swift.min(1e6, n(3)))) : 0
            c.minute = a.count > 4 && n(4).isFinite ? Int(Swift.max(-1e6, Swift.min(1e6, n(4)))) : 0
            c.second = a.count > 5 && n(5).isFinite ? Int(Swift.max(-1e6, Swift.min(1e6, n(5)))) : 0
            guard c.year != nil, let d = calendar(utc: name == "utc").date(from: c) else { return .null }
            return name == "utc" ? .number(d.timeIntervalSince1970 * 1000) : .date(d.timeIntervalSince1970)
        default:
            return .null
        }
    }
}

extension VLExprValue {
    init(_ value: VLValue) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let d): self = .number(d)
        case .string(let s): self = .string(s)
        case .date(let d): self = .date(d)
        }
    }

    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let d): self = .number(d)
        case .string(let s): self = .string(s)
        case .array(let a): self = .array(a.map(VLExprValue.init))
        case .object(let o): self = .object(Dictionary(o.pairs.map { ($0.key, VLExprValue($0.value)) }) { a, _ in a })
        }
    }

    /// The value as the reader's data value (arrays and objects are null).
    var dataValue: VLValue {
        switch self {
        case .null, .array, .object: .null
        case .bool(let b): .bool(b)
        case .number(let d): .number(d)
        case .string(let s): .string(s)
        case .date(let d): .date(d)
        }
    }

    /// Dates compare and compute as JavaScript's milliseconds.
    var primitive: VLExprValue {
        if case .date(let d) = self { return .number(d * 1000) }
        return self
    }

    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }

    /// JavaScript's `Number(value)`.
    var number: Double {
        switch self {
        case .null: 0
        case .bool(let b): b ? 1 : 0
        case .number(let d): d
        case .date(let d): d * 1000
        case .string(let s):
            s.trimmingCharacters(in: .whitespaces).isEmpty ? 0 : Double(s.trimmingCharacters(in: .whitespaces)) ?? .nan
        case .array, .object: .nan
        }
    }

    /// Seconds since 1970 for a date, or a number of milliseconds.
    var seconds: Double? {
        switch self {
        case .date(let d): d
        case .number(let ms): ms / 1000
        default: nil
        }
    }

    /// JavaScript's truthiness.
    var truthy: Bool {
        switch self {
        case .null: false
        case .bool(let b): b
        case .number(let d), .date(let d): d != 0 && !d.isNaN
        case .string(let s): !s.isEmpty
        case .array, .object: true
        }
    }

    /// JavaScript's `String(value)`.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let d): VLValue.javaScriptString(d)
        case .string(let s): s
        case .date(let d): VLValue.javaScriptString(d * 1000)
        case .array(let a): a.map { $0 == .null ? "" : $0.text }.joined(separator: ",")
        case .object: "[object Object]"
        }
    }

    func strictlyEquals(_ other: VLExprValue) -> Bool {
        switch (primitive, other.primitive) {
        case (.null, .null): true
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        default: false
        }
    }

    func looselyEquals(_ other: VLExprValue) -> Bool {
        switch (primitive, other.primitive) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let a), .string(let b)): return a == b
        default: return number == other.number
        }
    }
}
