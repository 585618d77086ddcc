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
/// The work expressions have done and what their results lost, shared by every expression of one spec,
/// so that the spec's ``RenderLimits/expressionSteps`` bounds them all together.
struct VLExprTally: Sendable {
    /// Expression nodes evaluated so far.
    var steps = 0
    /// The most nodes to evaluate; beyond it every node gives null at once.
    var limit: Int
    /// The longest string an expression may build, in UTF-8 bytes (``RenderLimits/stringLength``).
    var stringLength: Int
    /// The longest format specifier `format`, `timeFormat` and `utcFormat` accept
    /// (``RenderLimits/formatLength``).
    var formatLength: Int
    /// Strings that would have been longer than ``stringLength`` (each gave null).
    var stringsCut = 0
    /// Format specifiers longer than ``formatLength`` (each formatted as the empty string).
    var formatsRefused = 0

    /// A tally with `limits`' bounds and nothing spent.
    init(_ limits: RenderLimits) {
        limit = limits.expressionSteps
        stringLength = limits.stringLength
        formatLength = limits.formatLength
    }

    /// Whether the step limit has been passed.
    var exhausted: Bool { steps > limit }
}

extension VLExpression {
    /// The value for one scope, with the default limits (for expressions evaluated outside a spec).
    func evaluate(_ scope: VLExprScope) -> VLExprValue {
        var tally = VLExprTally(.default)
        return evaluate(scope, &tally)
    }

    /// The value for one scope, counting each node evaluated in `tally`; null once its limit is passed.
    func evaluate(_ scope: VLExprScope, _ tally: inout VLExprTally) -> VLExprValue {
        tally.steps += 1
        guard !tally.exhausted else { return .null }
        switch self {
        case .literal(let v): return v
        case .identifier(let name):
            return name == "datum" ? scope.datum : scope.params[name] ?? .null
        case .member(let base, let key):
            let b = base.evaluate(scope, &tally)
            let k = key.evaluate(scope, &tally)
            switch b {
            case .object(let o): return o[k.text] ?? .null
            case .array(let a):
                if k.text == "length" { return .number(Double(a.count)) }
                let i = k.number
                guard i.isFinite, i >= 0, i < Double(a.count) else { return .null }
                return a[Int(i)]
            case .string(let s):
                if k.text == "length" { return .number(Double(s.count)) }
                // A character by index, as JavaScript's `s[i]` gives it.
                let i = k.number
                guard case .number = k, i.isFinite, i >= 0, i == i.rounded(), i < Double(s.count) else { return .null }
                return .string(String(s[s.index(s.startIndex, offsetBy: Int(i))]))
            default: return .null
            }
        case .array(let items):
            var values: [VLExprValue] = []
            for item in items { values.append(item.evaluate(scope, &tally)) }
            return .array(values)
        case .unary(let op, let e):
            let v = e.evaluate(scope, &tally)
            switch op {
            case "-": return .number(-v.number)
            case "+": return .number(v.number)
            default: return .bool(!v.truthy)
            }
        case .conditional(let test, let yes, let no):
            return test.evaluate(scope, &tally).truthy ? yes.evaluate(scope, &tally) : no.evaluate(scope, &tally)
        case .binary(let op, let l, let r):
            return VLExpression.binary(op, l, r, scope, &tally)
        case .call(let name, let args):
            if name == "if", args.count == 3 {
                return args[0].evaluate(scope, &tally).truthy
                    ? args[1].evaluate(scope, &tally) : args[2].evaluate(scope, &tally)
            }
            var values: [VLExprValue] = []
            for arg in args { values.append(arg.evaluate(scope, &tally)) }
            return VLExpression.call(name, values, scope, &tally)
        }
    }

    static func binary(
        _ op: String, _ l: VLExpression, _ r: VLExpression, _ scope: VLExprScope, _ tally: inout VLExprTally
    ) -> VLExprValue {
        let a = l.evaluate(scope, &tally)
        switch op {
        case "&&": return a.truthy ? r.evaluate(scope, &tally) : a
        case "||": return a.truthy ? a : r.evaluate(scope, &tally)
        case "??": return a == .null ? r.evaluate(scope, &tally) : a
        default: break
        }
        let b = r.evaluate(scope, &tally)
        switch op {
        case "+":
            if case .string = a.primitive { return VLExpression.concatenate(a.text, b.text, &tally) }
            if case .string = b.primitive { return VLExpression.concatenate(a.text, b.text, &tally) }
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

extension VLExpression {
    /// `a + b` for strings, or null (counted in `tally`) when the result would be longer than the
    /// tally's ``VLExprTally/stringLength``, so that concatenating a long field with itself a few hundred
    /// times cannot take gigabytes.
    static func concatenate(_ a: String, _ b: String, _ tally: inout VLExprTally) -> VLExprValue {
        guard a.utf8.count + b.utf8.count <= tally.stringLength else {
            tally.stringsCut += 1
            return .null
        }
        return .string(a + b)
    }
}
