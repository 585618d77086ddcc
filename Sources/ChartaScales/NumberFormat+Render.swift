/// The formatting procedure of d3-format's `locale.js` (`newFormat`), step by step: type aliases,
/// precision defaults, sign, affixes, trimming, grouping, padding and alignment.
extension NumberFormat {
    /// Whether d3-format knows the type; anything else formats as none (`.12~g`). A switch, not a set:
    /// building a set of strings looks up conformances at run time, which costs a process its first
    /// format a scan of every conformance record.
    static func isKnownType(_ type: String) -> Bool {
        switch type {
        case "%", "b", "c", "d", "e", "f", "g", "o", "p", "r", "s", "X", "x": true
        default: false
        }
    }

    /// The specifier after d3's normalization for one format.
    struct Resolved {
        var spec: Specifier
        var precision: Int
        var prefix: String
        var suffix: String
        var maybeSuffix: Bool

        init(_ specifier: Specifier, _ locale: FormatLocale, siExponent: Int?) {
            var s = specifier
            if s.type == "n" {
                s.comma = true
                s.type = "g"
            } else if !NumberFormat.isKnownType(s.type) {
                if s.precision == nil { s.precision = 12 }
                s.trim = true
                s.type = "g"
            }
            if s.zero || (s.fill == "0" && s.align == .afterSign) {
                s.zero = true
                s.fill = "0"
                s.align = .afterSign
            }
            let t = s.type
            switch s.symbol {
            case .currency: prefix = locale.currency.prefix
            case .alternate: prefix = t == "b" || t == "o" || t == "x" || t == "X" ? "0" + t.lowercased() : ""
            case .none: prefix = ""
            }
            suffix =
                (s.symbol == .currency ? locale.currency.suffix : (t == "%" || t == "p") ? locale.percent : "")
                + (siExponent.map { locale.siPrefix($0 / 3) } ?? "")
            switch t {
            case "d", "e", "f", "g", "p", "r", "s", "%": maybeSuffix = true
            default: maybeSuffix = false
            }
            if let p = s.precision {
                let significant = t == "g" || t == "p" || t == "r" || t == "s"
                precision = significant ? max(1, min(21, p)) : max(0, min(20, p))
            } else {
                precision = 6
            }
            spec = s
        }
    }

    /// Formats a number with a specifier (d3's `format(value)`).
    static func render(_ x: Double, _ specifier: Specifier, _ locale: FormatLocale, siExponent: Int?) -> String {
        let r = Resolved(specifier, locale, siExponent: siExponent)
        let spec = r.spec
        if spec.type == "c" {
            return assemble(prefix: r.prefix, value: "", suffix: JS.toString(x) + r.suffix, r, locale)
        }
        var value = x
        if let e = siExponent, e != 0 { value *= pow10(-e) }
        var negative = value < 0 || (value == 0 && value.sign == .minus)
        var text: String
        var autoPrefix: Int?
        if value.isNaN {
            text = locale.nan
        } else {
            (text, autoPrefix) = formatType(spec.type, value.magnitude, r.precision)
        }
        if spec.trim { text = trimInsignificantZeros(text) }
        if negative && isZero(text) && spec.sign != .plus { negative = false }

        let signText: String
        if negative {
            signText = spec.sign == .parentheses ? "(" : locale.minus
        } else {
            signText = spec.sign == .minus || spec.sign == .parentheses ? "" : String(spec.sign.rawValue)
        }
        let prefix = signText + r.prefix
        var suffix = (spec.type == "s" ? autoPrefix.map { locale.siPrefix($0) } ?? "" : "") + r.suffix
        if negative && spec.sign == .parentheses { suffix += ")" }

        // Split the integer digits (which may be grouped) from the fraction or exponent part.
        // Bytes, not characters: the first byte that is not an ASCII digit starts a character, and a
        // character's Unicode properties are slow to look up.
        if r.maybeSuffix, let cut = text.utf8.firstIndex(where: { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") }) {
            let rest = text[cut...]
            suffix = (rest.first == "." ? locale.decimal + rest.dropFirst() : String(rest)) + suffix
            text = String(text[..<cut])
        }
        return assemble(prefix: prefix, value: text, suffix: suffix, r, locale)
    }

    /// Formats text with type `c`.
    static func render(text: String, _ specifier: Specifier, _ locale: FormatLocale, siExponent: Int?) -> String {
        let r = Resolved(specifier, locale, siExponent: siExponent)
        return assemble(prefix: r.prefix, value: "", suffix: text + r.suffix, r, locale)
    }

    /// Grouping, padding, alignment and numerals.
    private static func assemble(
        prefix: String, value: String, suffix: String, _ r: Resolved, _ locale: FormatLocale
    ) -> String {
        let spec = r.spec
        var value = value
        if spec.comma && !spec.zero { value = group(value, width: nil, locale) }
        var padding = ""
        if let width = spec.width {
            let length = prefix.count + value.count + suffix.count
            if length < width { padding = String(repeating: String(spec.fill), count: width - length) }
        }
        if spec.comma && spec.zero {
            let limit = padding.isEmpty ? nil : (spec.width ?? 0) - suffix.count
            value = group(padding + value, width: limit, locale)
            padding = ""
        }
        let out: String
        switch spec.align {
        case .left: out = prefix + value + suffix + padding
        case .afterSign: out = prefix + padding + value + suffix
        case .center:
            let half = padding.count / 2
            out = String(padding.prefix(half)) + prefix + value + suffix + String(padding.dropFirst(half))
        case .right: out = padding + prefix + value + suffix
        }
        return locale.localizeNumerals(out)
    }

    /// d3-format's `formatGroup`: split integer digits into the locale's group sizes from the right,
    /// stopping once `width` (when given) is reached. Unlike d3, a group size ≤ 0 keeps the digits
    /// left of it as one group instead of dropping them.
    static func group(_ value: String, width: Int?, _ locale: FormatLocale) -> String {
        guard let firstSize = locale.grouping.first else { return value }
        // Groups are slices of `value`, cut from its end: no array of characters, no string per group.
        var groups: [Substring] = []
        var end = value.endIndex
        var remaining = value.count
        var j = 0
        var g = Swift.min(firstSize, 1 << 20)
        var length = 0
        while remaining > 0 && g > 0 {
            if let width, length + g + 1 > width { g = Swift.max(1, width - length) }
            let start = value.index(end, offsetBy: -Swift.min(g, remaining))
            groups.append(value[start..<end])
            end = start
            remaining -= g
            length += g + 1
            if let width, length > width { break }
            j = (j + 1) % locale.grouping.count
            g = Swift.min(locale.grouping[j], 1 << 20)
        }
        // A size ≤ 0 ends grouping; d3 then drops the remaining digits, we keep them as one group.
        if remaining > 0 && g <= 0 { groups.append(value[..<end]) }
        var grouped = ""
        grouped.reserveCapacity(value.utf8.count + groups.count * locale.thousands.utf8.count)
        for (k, group) in groups.reversed().enumerated() {
            if k > 0 { grouped += locale.thousands }
            // The concrete overload for a substring (the generic `+=` looks up conformances at run time).
            grouped.append(contentsOf: group)
        }
        return grouped
    }

    /// d3-format's `formatTrim`: removes insignificant trailing zeros after the decimal point, and the
    /// point itself when only zeros follow ("1.2000k" → "1.2k", "1.000e+1" → "1e+1").
    static func trimInsignificantZeros(_ s: String) -> String {
        let chars = Array(s)
        var i0 = -1
        var i1 = -1
        var i = 1
        scan: while i < chars.count {
            switch chars[i] {
            case ".":
                i0 = i
                i1 = i
            case "0":
                if i0 == 0 { i0 = i }
                i1 = i
            default:
                guard let d = chars[i].asciiValue, d > 48, d <= 57 else { break scan }
                if i0 > 0 { i0 = 0 }
            }
            i += 1
        }
        return i0 > 0 ? String(chars[..<i0]) + String(chars[(i1 + 1)...]) : s
    }

    /// Whether text reads as the number zero in JavaScript (`+value === 0`): only zero digits, at
    /// most one point, optionally an exponent.
    static func isZero(_ s: String) -> Bool {
        var sawDigit = false
        var sawPoint = false
        var it = s.makeIterator()
        while let c = it.next() {
            switch c {
            case "0": sawDigit = true
            case "." where !sawPoint: sawPoint = true
            case "e", "E":
                guard sawDigit else { return false }
                var expDigits = 0
                var first = true
                while let e = it.next() {
                    if first && (e == "+" || e == "-") {
                        first = false
                        continue
                    }
                    first = false
                    guard e.isASCII, e.isNumber else { return false }
                    expDigits += 1
                }
                return expDigits > 0
            default: return false
            }
        }
        return sawDigit
    }
}
