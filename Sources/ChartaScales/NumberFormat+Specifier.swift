extension NumberFormat {
    /// A parsed d3-format specifier, `[[fill]align][sign][symbol][0][width][,][.precision][~][type]`
    /// (d3-format's `formatSpecifier`).
    ///
    /// Its `description` is d3's normalized form (`" >-d"` for `"d"`), and that string is also its
    /// `Codable` form.
    public struct Specifier: Sendable, Hashable, CustomStringConvertible {
        /// Where padding goes when the text is shorter than ``width``.
        public enum Align: Character, Sendable, Hashable, CaseIterable {
            /// `<`: text first, padding after.
            case left = "<"
            /// `>`: padding first (the default).
            case right = ">"
            /// `^`: padding split around the text, the smaller half before.
            case center = "^"
            /// `=`: padding between the sign and symbol and the digits.
            case afterSign = "="
        }

        /// How the sign is shown.
        public enum Sign: Character, Sendable, Hashable, CaseIterable {
            /// `-`: a minus sign for negative values only (the default).
            case minus = "-"
            /// `+`: a plus sign for zero and positive values, a minus sign for negative ones.
            case plus = "+"
            /// `(`: parentheses around negative values, nothing for positive ones.
            case parentheses = "("
            /// ` `: a space for zero and positive values, a minus sign for negative ones.
            case space = " "
        }

        /// A symbol in front of (or after) the digits.
        public enum Symbol: String, Sendable, Hashable, CaseIterable {
            /// No symbol (the default).
            case none = ""
            /// `$`: the locale's currency prefix and suffix.
            case currency = "$"
            /// `#`: `0b`, `0o` or `0x` before binary, octal and hexadecimal digits.
            case alternate = "#"
        }

        /// The padding character (default space).
        public var fill: Character
        /// The alignment within ``width`` (default right).
        public var align: Align
        /// The sign style (default minus only).
        public var sign: Sign
        /// The symbol (default none).
        public var symbol: Symbol
        /// Zero padding: same as fill `0` with align `=`.
        public var zero: Bool
        /// The minimum width of the output, or nil for no padding.
        public var width: Int?
        /// Whether to group digits with the locale's separator.
        public var comma: Bool
        /// Digits after the point (`e f %`) or significant digits (`g r s p`, none), or nil for the
        /// type's default; d3 clamps it to 0…20 or 1…21 when formatting.
        public var precision: Int?
        /// Whether to remove insignificant trailing zeros (`~`).
        public var trim: Bool
        /// The type: one of `e f g r s % p d x X o b c n`, or `""` for none. Other letters are kept
        /// and format as none, as in d3.
        public var type: String

        /// The largest ``width`` a parsed specifier may ask for; longer padding is rejected rather than
        /// allocated.
        public static let maximumWidth = 10_000

        /// A specifier with the given fields; each default is d3's default.
        public init(
            fill: Character = " ",
            align: Align = .right,
            sign: Sign = .minus,
            symbol: Symbol = .none,
            zero: Bool = false,
            width: Int? = nil,
            comma: Bool = false,
            precision: Int? = nil,
            trim: Bool = false,
            type: String = ""
        ) {
            self.fill = fill
            self.align = align
            self.sign = sign
            self.symbol = symbol
            self.zero = zero
            self.width = width.map { min(max(0, $0), Specifier.maximumWidth) }
            self.comma = comma
            self.precision = precision
            self.trim = trim
            self.type = type
        }

        /// Parses a specifier string with the grammar of d3-format's `formatSpecifier` regular
        /// expression. Throws ``NumberFormatError/invalidSpecifier(_:)`` ("invalid format: …") when it
        /// does not match and ``NumberFormatError/widthTooLarge(_:)`` for a width over
        /// ``maximumWidth``.
        public init(_ specifier: String) throws(NumberFormatError) {
            self.init()
            let chars = Array(specifier)
            var i = 0
            func isAlign(_ c: Character) -> Bool { Align(rawValue: c) != nil }
            // [[fill]align]: a fill needs an align after it; JavaScript's `.` excludes line terminators.
            if chars.count >= 2, let a = Align(rawValue: chars[1]), !"\n\r\u{2028}\u{2029}".contains(chars[0]) {
                fill = chars[0]
                align = a
                i = 2
            } else if let first = chars.first, let a = Align(rawValue: first) {
                align = a
                i = 1
            }
            if i < chars.count, let s = Sign(rawValue: chars[i]) {
                sign = s
                i += 1
            }
            if i < chars.count, chars[i] == "$" || chars[i] == "#" {
                symbol = chars[i] == "$" ? .currency : .alternate
                i += 1
            }
            if i < chars.count, chars[i] == "0" {
                zero = true
                i += 1
            }
            if let (w, next) = Specifier.digits(chars, from: i) {
                guard w <= Specifier.maximumWidth else { throw .widthTooLarge(specifier) }
                width = w
                i = next
            }
            if i < chars.count, chars[i] == "," {
                comma = true
                i += 1
            }
            if i < chars.count, chars[i] == "." {
                guard let (p, next) = Specifier.digits(chars, from: i + 1) else { throw .invalidSpecifier(specifier) }
                precision = p
                i = next
            }
            if i < chars.count, chars[i] == "~" {
                trim = true
                i += 1
            }
            if i < chars.count, chars[i] == "%" || (chars[i].isASCII && chars[i].isLetter) {
                type = String(chars[i])
                i += 1
            }
            guard i == chars.count else { throw .invalidSpecifier(specifier) }
        }

        /// One or more ASCII digits from `start`, saturating at 10⁹, and the index after them.
        private static func digits(_ chars: [Character], from start: Int) -> (Int, Int)? {
            var i = start
            var value = 0
            while i < chars.count, let d = chars[i].asciiValue, d >= 48, d <= 57 {
                value = min(value * 10 + Int(d - 48), 1_000_000_000)
                i += 1
            }
            return i > start ? (value, i) : nil
        }

        /// d3's normalized specifier string: every field spelled out, width at least 1, precision
        /// at least 0.
        public var description: String {
            var s = String(fill) + String(align.rawValue) + String(sign.rawValue) + symbol.rawValue
            if zero { s += "0" }
            if let width { s += String(max(1, width)) }
            if comma { s += "," }
            if let precision { s += "." + String(max(0, precision)) }
            if trim { s += "~" }
            return s + type
        }
    }
}

extension NumberFormat.Specifier: Codable {
    /// Decodes a specifier string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description)
            )
        }
    }

    /// Encodes the normalized specifier string.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
