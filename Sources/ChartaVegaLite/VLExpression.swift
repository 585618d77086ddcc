import Charta

/// A Vega expression (the JavaScript subset of `filter`, `calculate`, `labelExpr` and conditions), parsed
/// once and evaluated per row. Supported: literals, `datum.field` and `datum["field"]`, arithmetic,
/// comparison, logical and `??` operators, the conditional `a ? b : c`, array literals and the Vega
/// functions in ``VLExpression/call(_:_:_:)``. Anything else is a parse error (a warning for the spec).
indirect enum VLExpression: Hashable, Sendable {
    case literal(VLExprValue)
    case identifier(String)
    case member(VLExpression, VLExpression)
    case call(String, [VLExpression])
    case unary(String, VLExpression)
    case binary(String, VLExpression, VLExpression)
    case conditional(VLExpression, VLExpression, VLExpression)
    case array([VLExpression])

    /// Parses an expression; nil with a message when it is not one this reader can evaluate or when it
    /// nests deeper than `maxDepth`.
    static func parse(_ text: String, maxDepth: Int = RenderLimits.default.nestingDepth)
        -> Result<VLExpression, VLExpressionError>
    {
        var parser = VLExpressionParser(tokens: [], maxDepth: maxDepth)
        do throws(VLExpressionError) {
            parser.tokens = try VLExpressionParser.tokenize(text)
            let e = try parser.expression(0)
            guard parser.index == parser.tokens.count else { throw VLExpressionError("Unexpected “\(parser.peek)”") }
            return .success(e.expression)
        } catch {
            return .failure(error)
        }
    }
}

/// Why an expression could not be read or run.
struct VLExpressionError: Error, Hashable, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// A value while an expression runs, with JavaScript's kinds.
enum VLExprValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A date, as seconds since 1970.
    case date(Double)
    case array([VLExprValue])
    case object([String: VLExprValue])
}

/// A Pratt parser over the tokens of an expression.
struct VLExpressionParser {
    enum Token: Hashable, CustomStringConvertible {
        case number(Double)
        case string(String)
        case name(String)
        case op(String)

        var description: String {
            switch self {
            case .number(let d): "\(d)"
            case .string(let s): "'\(s)'"
            case .name(let n): n
            case .op(let o): o
            }
        }
    }

    /// A parsed expression and the depth of its tree.
    struct Parsed {
        var expression: VLExpression
        var depth: Int
    }

    var tokens: [Token]
    var index = 0
    /// The deepest expression tree accepted (the `nestingDepth` render limit).
    var maxDepth = RenderLimits.default.nestingDepth
    /// How deep the recursive descent is now.
    var level = 0

    var peek: Token { index < tokens.count ? tokens[index] : .op("end") }

    static let operators = [
        "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "??", "<", ">", "+", "-", "*", "/", "%", "!", "?", ":", "(",
        ")", "[", "]", ",", ".",
    ]

    /// Splits an expression into tokens in one pass over its Unicode scalars (linear in its length).
    static func tokenize(_ text: String) throws(VLExpressionError) -> [Token] {
        var out: [Token] = []
        let chars = Array(text.unicodeScalars)
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" || c == "$" }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.properties.isWhitespace {
                i += 1
            } else if isDigit(c) || (c == "." && i + 1 < chars.count && isDigit(chars[i + 1])) {
                let (d, end) = try number(chars, from: i)
                out.append(.number(d))
                i = end
            } else if c == "'" || c == "\"" {
                let (text, end) = try string(chars, from: i)
                out.append(.string(text))
                i = end
            } else if isNameStart(c) {
                var j = i
                while j < chars.count,
                    isNameStart(chars[j]) || isDigit(chars[j]) || chars[j].properties.numericType != nil
                {
                    j += 1
                }
                var name = String.UnicodeScalarView()
                name.append(contentsOf: chars[i..<j])
                out.append(.name(String(name)))
                i = j
            } else if let op = operators.first(where: { op in
                let scalars = op.unicodeScalars
                return i + scalars.count <= chars.count && chars[i..<(i + scalars.count)].elementsEqual(scalars)
            }) {
                out.append(.op(op))
                i += op.unicodeScalars.count
            } else {
                throw VLExpressionError("Unexpected “\(Character(c))”")
            }
        }
        return out
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    /// A number literal starting at `i` (digits, a point, an exponent), and the index after it.
    static func number(_ chars: [Unicode.Scalar], from i: Int) throws(VLExpressionError) -> (Double, Int) {
        var j = i
        while j < chars.count, isDigit(chars[j]) || chars[j] == "." { j += 1 }
        if j < chars.count, chars[j] == "e" || chars[j] == "E" {
            j += 1
            if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
            while j < chars.count, isDigit(chars[j]) { j += 1 }
        }
        var digits = String.UnicodeScalarView()
        digits.append(contentsOf: chars[i..<j])
        guard let d = Double(String(digits)) else { throw VLExpressionError("Bad number") }
        return (d, j)
    }

    /// A string literal quoted by `chars[i]` (with `\n`, `\t` and escaped characters), and the index
    /// after its closing quote.
    static func string(_ chars: [Unicode.Scalar], from i: Int) throws(VLExpressionError) -> (String, Int) {
        let quote = chars[i]
        var j = i + 1
        var s = String.UnicodeScalarView()
        while j < chars.count, chars[j] != quote {
            if chars[j] == "\\", j + 1 < chars.count {
                j += 1
                switch chars[j] {
                case "n": s.append("\n")
                case "t": s.append("\t")
                default: s.append(chars[j])
                }
            } else {
                s.append(chars[j])
            }
            j += 1
        }
        guard j < chars.count else { throw VLExpressionError("Unterminated string") }
        return (String(s), j + 1)
    }

    mutating func expect(_ op: String) throws(VLExpressionError) {
        guard peek == .op(op) else { throw VLExpressionError("Expected “\(op)” but found “\(peek)”") }
        index += 1
    }

    static func precedence(_ op: String) -> Int? {
        switch op {
        case "?": 1
        case "??", "||": 2
        case "&&": 3
        case "==", "!=", "===", "!==": 4
        case "<", "<=", ">", ">=": 5
        case "+", "-": 6
        case "*", "/", "%": 7
        default: nil
        }
    }

    /// An expression whose operators bind tighter than `minimum`.
    mutating func expression(_ minimum: Int) throws(VLExpressionError) -> Parsed {
        try descend()
        defer { level -= 1 }
        var left = try unary()
        while case .op(let op) = peek, let p = VLExpressionParser.precedence(op), p > minimum {
            index += 1
            if op == "?" {
                let yes = try expression(0)
                try expect(":")
                let no = try expression(0)
                left = try node(.conditional(left.expression, yes.expression, no.expression), left, yes, no)
            } else {
                let right = try expression(p)
                left = try node(.binary(op, left.expression, right.expression), left, right)
            }
        }
        return left
    }

    /// A node over `children`, one level deeper than the deepest; deeper than `maxDepth` is an error
    /// (evaluating, comparing and freeing expressions recurse over their depth).
    func node(_ e: VLExpression, _ children: Parsed...) throws(VLExpressionError) -> Parsed {
        try node(e, children)
    }

    func node(_ e: VLExpression, _ children: [Parsed]) throws(VLExpressionError) -> Parsed {
        let depth = (children.map(\.depth).max() ?? 0) + 1
        guard depth <= maxDepth else {
            throw VLExpressionError("The expression nests deeper than the render limit “nestingDepth” of \(maxDepth)")
        }
        return Parsed(expression: e, depth: depth)
    }

    /// Enters one more level of the recursive descent, which may go no deeper than the tree may.
    mutating func descend() throws(VLExpressionError) {
        level += 1
        guard level <= maxDepth else {
            throw VLExpressionError("The expression nests deeper than the render limit “nestingDepth” of \(maxDepth)")
        }
    }

    mutating func unary() throws(VLExpressionError) -> Parsed {
        if case .op(let op) = peek, op == "-" || op == "+" || op == "!" {
            index += 1
            try descend()
            defer { level -= 1 }
            let operand = try unary()
            return try node(.unary(op, operand.expression), operand)
        }
        return try postfix(try primary())
    }

    mutating func postfix(_ base: Parsed) throws(VLExpressionError) -> Parsed {
        var e = base
        while true {
            if peek == .op(".") {
                index += 1
                guard case .name(let n) = peek else { throw VLExpressionError("Expected a name after “.”") }
                index += 1
                e = try node(.member(e.expression, .literal(.string(n))), e)
            } else if peek == .op("[") {
                index += 1
                let key = try expression(0)
                try expect("]")
                e = try node(.member(e.expression, key.expression), e, key)
            } else {
                return e
            }
        }
    }

    /// Comma-separated expressions up to `close` (after the opening bracket).
    mutating func list(until close: String) throws(VLExpressionError) -> [Parsed] {
        var items: [Parsed] = []
        if peek != .op(close) {
            items.append(try expression(0))
            while peek == .op(",") {
                index += 1
                items.append(try expression(0))
            }
        }
        try expect(close)
        return items
    }

    mutating func primary() throws(VLExpressionError) -> Parsed {
        let token = peek
        index += 1
        func leaf(_ v: VLExprValue) -> Parsed { Parsed(expression: .literal(v), depth: 1) }
        switch token {
        case .number(let d): return leaf(.number(d))
        case .string(let s): return leaf(.string(s))
        case .name(let n):
            switch n {
            case "true": return leaf(.bool(true))
            case "false": return leaf(.bool(false))
            case "null", "undefined": return leaf(.null)
            case "NaN": return leaf(.number(.nan))
            case "Infinity": return leaf(.number(.infinity))
            case "PI": return leaf(.number(Double.pi))
            case "E": return leaf(.number(2.718_281_828_459_045))
            default: break
            }
            if peek == .op("(") {
                index += 1
                let args = try list(until: ")")
                return try node(.call(n, args.map(\.expression)), args)
            }
            return Parsed(expression: .identifier(n), depth: 1)
        case .op("("):
            // Parentheses add no node, but they do nest the parser: count them as a level.
            let e = try expression(0)
            try expect(")")
            return try node(e.expression, e)
        case .op("["):
            let items = try list(until: "]")
            return try node(.array(items.map(\.expression)), items)
        case .op(let op):
            throw VLExpressionError(op == "end" ? "The expression ends too early" : "Unexpected “\(op)”")
        }
    }
}
