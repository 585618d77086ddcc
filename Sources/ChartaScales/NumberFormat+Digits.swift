extension NumberFormat {
    /// The decimal digits of a positive finite double in scientific form: the value is
    /// `d₀.d₁d₂… × 10^exponent`, `digits` most significant first with no leading zero.
    ///
    /// ``exact(_:)`` is the complete, exact expansion of the binary value (every double is a finite
    /// decimal), so rounding it gives the same digits as JavaScript's `toFixed`, `toExponential` and
    /// `toPrecision` (ECMA-262 §21.1.3): 1.005 is really 1.00499999999999989…, so two decimals give
    /// "1.00". ``shortest(_:)`` is the shortest string that reads back as the same double, as
    /// JavaScript's `Number.prototype.toString` produces.
    struct Digits: Equatable {
        var digits: [UInt8]
        var exponent: Int

        /// The exact decimal expansion of `x` (finite, > 0): x = m × 2^e, so x = m × 5^(−e) × 10^e when
        /// e < 0 and the integer m × 2^e otherwise. Computed with a base-10⁹ big integer.
        static func exact(_ x: Double) -> Digits? {
            guard x.isFinite, x > 0 else { return nil }
            var m = x.significandBitPattern
            var e: Int
            if x.exponentBitPattern == 0 {
                e = -1074
            } else {
                m |= UInt64(1) << 52
                e = Int(x.exponentBitPattern) - 1075
            }
            let zeros = m.trailingZeroBitCount
            m >>= UInt64(zeros)
            e += zeros
            var limbs: [UInt64] = [m % 1_000_000_000, m / 1_000_000_000 % 1_000_000_000, m / 1_000_000_000_000_000_000]
            if e >= 0 {
                var k = e
                while k > 0 {
                    let s = min(k, 28)
                    multiply(&limbs, by: UInt64(1) << UInt64(s))
                    k -= s
                }
            } else {
                var k = -e
                while k > 0 {
                    let s = min(k, 13)
                    var f: UInt64 = 1
                    for _ in 0..<s { f *= 5 }
                    multiply(&limbs, by: f)
                    k -= s
                }
            }
            var d = decimalDigits(limbs)
            let pointShift = min(e, 0)  // value = integer(d) × 10^pointShift
            let exponent = d.count - 1 + pointShift
            while d.count > 1, d.last == 0 { d.removeLast() }
            return Digits(digits: d, exponent: exponent)
        }

        /// The shortest round-trip digits of `x` (finite, > 0), read from Swift's `description`, which
        /// prints the shortest digits that parse back to `x`, choosing the closest when several do
        /// (the same digits ECMA-262's Number::toString chooses).
        static func shortest(_ x: Double) -> Digits? {
            guard x.isFinite, x > 0 else { return nil }
            var mantissa: [UInt8] = []
            var pointIndex: Int?
            var exp = 0
            var expSign = 1
            var inExponent = false
            for byte in x.description.utf8 {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if inExponent {
                        exp = min(exp * 10 + Int(byte - 48), 100_000)
                    } else {
                        mantissa.append(byte - 48)
                    }
                case UInt8(ascii: "."): pointIndex = mantissa.count
                case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
                case UInt8(ascii: "-"): if inExponent { expSign = -1 }
                default: break
                }
            }
            let intDigits = pointIndex ?? mantissa.count
            guard let first = mantissa.firstIndex(where: { $0 != 0 }) else { return nil }
            var d = Array(mantissa[first...])
            while d.count > 1, d.last == 0 { d.removeLast() }
            return Digits(digits: d, exponent: intDigits - first - 1 + expSign * exp)
        }

        /// Rounded to `n` ≥ 1 significant digits, halves away from zero (toPrecision/toExponential);
        /// the result has exactly `n` digits, padded with zeros.
        func rounded(significant n: Int) -> Digits {
            let n = max(1, n)
            var d = Array(digits.prefix(n))
            while d.count < n { d.append(0) }
            if digits.count > n, digits[n] >= 5, Digits.increment(&d) {
                d.removeLast()
                return Digits(digits: d, exponent: exponent + 1)
            }
            return Digits(digits: d, exponent: exponent)
        }

        /// round(value × 10^f) as decimal digits (no leading zeros, "0" for zero), halves away from zero
        /// (toFixed).
        func scaledInteger(fractionDigits f: Int) -> [UInt8] {
            let keep = exponent + f + 1
            if keep <= 0 { return [keep == 0 && digits[0] >= 5 ? 1 : 0] }
            var d = Array(digits.prefix(keep))
            while d.count < keep { d.append(0) }
            if digits.count > keep, digits[keep] >= 5 { _ = Digits.increment(&d) }
            return d
        }

        /// Adds one to the last digit; returns true when a new leading digit was prepended.
        private static func increment(_ d: inout [UInt8]) -> Bool {
            var i = d.count - 1
            while i >= 0 {
                if d[i] == 9 {
                    d[i] = 0
                    i -= 1
                } else {
                    d[i] += 1
                    return false
                }
            }
            d.insert(1, at: 0)
            return true
        }

        private static func multiply(_ limbs: inout [UInt64], by factor: UInt64) {
            var carry: UInt64 = 0
            for i in limbs.indices {
                let v = limbs[i] * factor + carry
                limbs[i] = v % 1_000_000_000
                carry = v / 1_000_000_000
            }
            while carry > 0 {
                limbs.append(carry % 1_000_000_000)
                carry /= 1_000_000_000
            }
        }

        private static func decimalDigits(_ limbs: [UInt64]) -> [UInt8] {
            var top = limbs.count - 1
            while top > 0, limbs[top] == 0 { top -= 1 }
            var out: [UInt8] = []
            out.reserveCapacity((top + 1) * 9)
            for i in stride(from: top, through: 0, by: -1) {
                var chunk = [UInt8](repeating: 0, count: 9)
                var v = limbs[i]
                for j in stride(from: 8, through: 0, by: -1) {
                    chunk[j] = UInt8(v % 10)
                    v /= 10
                }
                if i == top, let first = chunk.firstIndex(where: { $0 != 0 }) {
                    out += chunk[first...]
                } else if i != top {
                    out += chunk
                }
            }
            return out.isEmpty ? [0] : out
        }
    }
}

extension NumberFormat.Digits {
    /// Digits as ASCII text.
    static func text(_ d: some Sequence<UInt8>) -> String {
        String(decoding: d.map { $0 + 48 }, as: UTF8.self)
    }

    static func zeros(_ n: Int) -> String {
        n > 0 ? String(repeating: "0", count: n) : ""
    }

    /// `d₀[.d₁…]e±x`, the exponential form shared by toExponential, toPrecision and toString.
    static func exponential(_ d: [UInt8], _ exponent: Int) -> String {
        var s = text(d.prefix(1))
        if d.count > 1 { s += "." + text(d.dropFirst()) }
        return s + (exponent < 0 ? "e-" : "e+") + String(exponent.magnitude)
    }
}
