extension NumberFormat {
    /// JavaScript's number-to-string conversions (ECMA-262 §6.1.6.1.20 Number::toString and §21.1.3
    /// toFixed, toExponential, toPrecision), which d3-format builds on. All take a value ≥ 0 (d3 formats
    /// the magnitude and adds the sign itself) and round halves away from zero on the exact binary value.
    enum JS {
        /// `x.toString()`: shortest round-trip digits; plain notation for 10⁻⁷ < x < 10²¹.
        static func toString(_ x: Double) -> String {
            if x.isNaN { return "NaN" }
            if x.isInfinite { return "Infinity" }
            guard let s = Digits.shortest(x) else { return "0" }
            let k = s.digits.count
            let n = s.exponent + 1
            typealias D = Digits
            if k <= n && n <= 21 { return D.text(s.digits) + D.zeros(n - k) }
            if 0 < n && n <= 21 { return D.text(s.digits.prefix(n)) + "." + D.text(s.digits.dropFirst(n)) }
            if -6 < n && n <= 0 { return "0." + D.zeros(-n) + D.text(s.digits) }
            return D.exponential(s.digits, s.exponent)
        }

        /// `x.toFixed(f)`, f in 0…100; `toString` from 10²¹ up.
        static func toFixed(_ x: Double, _ f: Int) -> String {
            if !x.isFinite || x >= 1e21 { return toString(x) }
            let f = max(0, min(100, f))
            if let fixed = exactFixed(x, f) { return fixed }
            typealias D = Digits
            // Below a tenth of the last place the value rounds to zero; skip the exact expansion.
            guard x >= 1e-102, let exact = D.exact(x) else { return f > 0 ? "0." + D.zeros(f) : "0" }
            let n = exact.scaledInteger(fractionDigits: f)
            if f == 0 { return D.text(n) }
            if n.count <= f { return "0." + D.zeros(f - n.count) + D.text(n) }
            return D.text(n.dropLast(f)) + "." + D.text(n.suffix(f))
        }

        /// `x.toFixed(f)` without the exact expansion, when x × 10ᶠ is an integer below 2⁵¹ in floating
        /// point (tick values mostly are): the product is then within an eighth of the exact one, so that
        /// integer is the exact value rounded to f places. Nil otherwise.
        static func exactFixed(_ x: Double, _ f: Int) -> String? {
            guard x >= 0, f <= 22 else { return nil }
            let scaled = x * LogMath.pow10(Double(f))  // exact up to 10²²
            guard scaled < 0x1p51, scaled == scaled.rounded(.towardZero) else { return nil }
            let digits = String(UInt64(scaled))
            guard f > 0 else { return digits }
            let padded = digits.count > f ? digits : Digits.zeros(f + 1 - digits.count) + digits
            return "\(padded.dropLast(f)).\(padded.suffix(f))"
        }

        /// `x.toExponential(f)`, or `x.toExponential()` (shortest digits) when `f` is nil.
        static func toExponential(_ x: Double, _ f: Int?) -> String {
            if !x.isFinite { return toString(x) }
            typealias D = Digits
            if x == 0 {
                let f = max(0, f ?? 0)
                return (f > 0 ? "0." + D.zeros(f) : "0") + "e+0"
            }
            guard let d = f.map({ D.exact(x)?.rounded(significant: max(0, min(100, $0)) + 1) }) ?? D.shortest(x) else {
                return toString(x)
            }
            return D.exponential(d.digits, d.exponent)
        }

        /// `x.toPrecision(p)`, p in 1…100.
        static func toPrecision(_ x: Double, _ p: Int) -> String {
            if !x.isFinite { return toString(x) }
            let p = max(1, min(100, p))
            typealias D = Digits
            guard x != 0, let r = D.exact(x)?.rounded(significant: p) else {
                return p > 1 ? "0." + D.zeros(p - 1) : "0"
            }
            let e = r.exponent
            if e < -6 || e >= p { return D.exponential(r.digits, e) }
            if e >= 0 {
                let head = D.text(r.digits.prefix(e + 1))
                return p > e + 1 ? head + "." + D.text(r.digits.dropFirst(e + 1)) : head
            }
            return "0." + D.zeros(-e - 1) + D.text(r.digits)
        }

        /// `Math.round(x).toString(radix)` for radix 2, 8 or 16 (exact, since a double is a binary
        /// fraction): the integer's bits grouped from the right.
        static func toRadixString(_ x: Double, radix: Int, uppercase: Bool) -> String {
            if !x.isFinite { return toString(x) }
            let v = TickMath.roundHalfUp(x)
            guard v >= 1 else { return "0" }
            let bitsPerDigit = radix == 2 ? 1 : radix == 8 ? 3 : 4
            var m = v.significandBitPattern | (UInt64(1) << 52)
            var e = Int(v.exponentBitPattern) - 1075
            if e < 0 {
                m >>= UInt64(-e)
                e = 0
            }
            // bits of m (most significant first) followed by e zero bits
            var bits: [UInt8] = []
            var started = false
            for i in stride(from: 63, through: 0, by: -1) {
                let bit = UInt8((m >> UInt64(i)) & 1)
                if bit == 1 { started = true }
                if started { bits.append(bit) }
            }
            bits += [UInt8](repeating: 0, count: e)
            let symbols = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
            var out: [UInt8] = []
            var end = bits.count
            while end > 0 {
                let start = max(0, end - bitsPerDigit)
                var digit = 0
                for b in bits[start..<end] { digit = digit << 1 | Int(b) }
                out.append(symbols[digit])
                end = start
            }
            return String(decoding: out.reversed(), as: UTF8.self)
        }
    }
}
