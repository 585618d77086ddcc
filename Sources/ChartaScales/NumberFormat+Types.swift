#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The digit generators of d3-format's `formatTypes.js`, `formatDecimal.js`, `formatRounded.js` and
/// `formatPrefixAuto.js`, on a magnitude `x ≥ 0` (never NaN; the caller prints NaN itself).
extension NumberFormat {
    /// The text for type `type` and precision `p`, and for type `s` the SI exponent ÷ 3 chosen
    /// (nil when no prefix applies: zero or infinity).
    static func formatType(_ type: String, _ x: Double, _ p: Int) -> (String, Int?) {
        switch type {
        case "%": return (JS.toFixed(x * 100, p), nil)
        case "b": return (JS.toRadixString(x, radix: 2, uppercase: false), nil)
        case "o": return (JS.toRadixString(x, radix: 8, uppercase: false), nil)
        case "x": return (JS.toRadixString(x, radix: 16, uppercase: false), nil)
        case "X": return (JS.toRadixString(x, radix: 16, uppercase: true), nil)
        case "c": return (JS.toString(x), nil)
        case "d": return (formatDecimal(x), nil)
        case "e": return (JS.toExponential(x, p), nil)
        case "f": return (JS.toFixed(x, p), nil)
        case "p": return (formatRounded(x * 100, p), nil)
        case "r": return (formatRounded(x, p), nil)
        case "s": return formatPrefixAuto(x, p)
        default: return (JS.toPrecision(x, p), nil)  // "g"
        }
    }

    /// d3's `formatDecimal`: `Math.round(x)` in plain integer digits (shortest digits padded with zeros,
    /// as JavaScript prints integers, also from 10²¹ up); infinity prints "∞" like `toLocaleString`.
    static func formatDecimal(_ x: Double) -> String {
        if x.isInfinite { return "\u{221e}" }
        let r = TickMath.roundHalfUp(x)
        guard let d = Digits.shortest(r) else { return "0" }
        return Digits.text(d.digits) + Digits.zeros(d.exponent + 1 - d.digits.count)
    }

    /// d3's `formatDecimalParts(x, p)`: `p` significant digits (shortest digits when `p` is 0), nil for
    /// zero and non-finite values.
    static func decimalParts(_ x: Double, _ p: Int) -> Digits? {
        p > 0 ? Digits.exact(x)?.rounded(significant: p) : Digits.shortest(x)
    }

    /// d3's `formatRounded` (type `r`): `p` significant digits, always in plain (non-exponent) notation.
    static func formatRounded(_ x: Double, _ p: Int) -> String {
        guard let d = decimalParts(x, p) else { return JS.toString(x) }
        let c = Digits.text(d.digits)
        let e = d.exponent
        if e < 0 { return "0." + Digits.zeros(-e - 1) + c }
        if d.digits.count > e + 1 {
            return Digits.text(d.digits.prefix(e + 1)) + "." + Digits.text(d.digits.dropFirst(e + 1))
        }
        return c + Digits.zeros(e - d.digits.count + 1)
    }

    /// d3's `formatPrefixAuto` (type `s`): `p` significant digits scaled to the SI prefix of the rounded
    /// value, clamped to yocto…yotta.
    static func formatPrefixAuto(_ x: Double, _ p: Int) -> (String, Int?) {
        guard let d = decimalParts(x, p) else { return (JS.toPrecision(x, p), nil) }
        let prefix = max(-8, min(8, floorDiv(d.exponent, 3)))
        let i = d.exponent - prefix * 3 + 1
        let n = d.digits.count
        let c = Digits.text(d.digits)
        if i == n { return (c, prefix) }
        if i > n { return (c + Digits.zeros(i - n), prefix) }
        if i > 0 { return (Digits.text(d.digits.prefix(i)) + "." + Digits.text(d.digits.dropFirst(i)), prefix) }
        // Less than 1 yocto: more leading zeros, fewer significant digits.
        let rest = decimalParts(x, max(0, p + i - 1)).map { Digits.text($0.digits) } ?? "0"
        return ("0." + Digits.zeros(-i) + rest, prefix)
    }

    /// 10^n as a double (n is a small multiple of 3 here).
    static func pow10(_ n: Int) -> Double {
        pow(10, Double(n))
    }
}
