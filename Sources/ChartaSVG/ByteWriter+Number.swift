/// Fixed-precision decimal formatting for numbers in SVG output.
///
/// A value is scaled by 10^precision, rounded half away from zero, and the resulting
/// integer's digits are written with integer arithmetic; trailing fractional zeros are trimmed and a
/// negative zero prints as `0`. Ties are decided on the scaled double `x·10^p`, so a value within one ulp
/// of a decimal tie may round differently from `printf`; the result is the same on every platform.
///
/// Values that cannot be scaled into an `Int64` (|x| ≥ 1e15, or |x·10^p| ≥ 4e18) are written as rounded
/// integers, and beyond ±9e18 in Swift's shortest round-trip form (`1e+20`), which SVG's number grammar
/// accepts. NaN and infinities print as `0`: SVG has no spelling for them and `nan` would void the
/// whole attribute.
struct NumberFormat: Hashable, Sendable {
    /// Fractional digits kept, 0…6.
    let precision: Int
    /// 10^precision as a Double, the factor applied before rounding.
    let scale: Double

    /// The largest number of bytes one formatted number can take.
    static let maxLength = 32

    /// Creates a format; `precision` is clamped to 0…6.
    init(precision: Int) {
        let p = min(max(precision, 0), 6)
        var d: UInt64 = 1
        for _ in 0..<p { d *= 10 }
        self.precision = p
        self.scale = Double(d)
    }

    /// Writes `x` at `out` (which must have ``maxLength`` bytes of room) and returns the byte count.
    ///
    /// Hot path: no division by a run-time divisor and no call into libm for rounding.
    @inline(__always)
    func write(_ x: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard x.isFinite else {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        let scaled = x * scale
        guard abs(x) < 1e15, abs(scaled) < 4e18 else { return writeLarge(x, to: out) }
        let v = Self.roundedInteger(scaled)
        if v.magnitude < 100_000_000 { return writeShort(v, to: out) }
        var n = 0
        if v < 0 {
            out[0] = UInt8(ascii: "-")
            n = 1
        }
        // Split at the decimal point with a constant divisor per precision (a multiplication, not a
        // division instruction), then trim trailing zeros from the fraction.
        let m = v.magnitude
        let integer: UInt64
        var fraction: UInt64
        switch precision {
        case 0: (integer, fraction) = (m, 0)
        case 1: (integer, fraction) = (m / 10, m % 10)
        case 2: (integer, fraction) = (m / 100, m % 100)
        case 3: (integer, fraction) = (m / 1000, m % 1000)
        case 4: (integer, fraction) = (m / 10_000, m % 10_000)
        case 5: (integer, fraction) = (m / 100_000, m % 100_000)
        default: (integer, fraction) = (m / 1_000_000, m % 1_000_000)
        }
        n += Self.writeDigits(integer, to: out + n)
        guard fraction != 0 else { return n }
        var fractionDigits = precision
        while fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        out[n] = UInt8(ascii: ".")
        var position = n + fractionDigits
        while position > n {
            out[position] = UInt8(truncatingIfNeeded: 48 &+ fraction % 10)
            fraction /= 10
            position -= 1
        }
        return n + 1 + fractionDigits
    }

    /// Writes `v`, a scaled value under 10⁸ in magnitude, as ``write(_:to:)`` does, without a branch
    /// that depends on the digits (the common case: coordinates of a chart). Its eight digits are found
    /// in the bytes of one integer (``digitBytes(_:)``); the integer part is those after the leading
    /// zeros (at least one), the fraction the last `precision`, trimmed of trailing zeros. Up to 18
    /// bytes are stored, past the count returned.
    @inline(__always)
    private func writeShort(_ v: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "-")
        let n = v < 0 ? 1 : 0
        let digits = Self.digitBytes(v.magnitude)
        let ascii = digits | 0x3030_3030_3030_3030
        let leading = Swift.min(digits.trailingZeroBitCount &>> 3, 7 &- precision)
        let integerLength = 8 &- precision &- leading
        UnsafeMutableRawPointer(out + n).storeBytes(of: (ascii &>> (leading &<< 3)).littleEndian, as: UInt64.self)
        let point = n &+ integerLength
        out[point] = UInt8(ascii: ".")
        // The fraction's digits are the last `precision` bytes (none at precision 0: a shift of 64 is 0).
        UnsafeMutableRawPointer(out + point + 1).storeBytes(
            of: (ascii >> ((8 &- precision) &<< 3)).littleEndian, as: UInt64.self)
        let trailingZeros = digits.leadingZeroBitCount &>> 3
        return trailingZeros >= precision ? point : point &+ 1 &+ precision &- trailingZeros
    }

    /// The eight decimal digits of `m` (below 10⁸) as values 0…9 in the bytes of one integer, the most
    /// significant in the lowest byte (first in memory once stored little-endian): the two halves of four
    /// digits go to 32-bit lanes, each splits into pairs in 16-bit lanes, each pair into two bytes, all
    /// lanes at once by multiplications that divide exactly over their range (by 100 as ×5243 >> 19 below
    /// 10⁴, by 10 as ×103 >> 10 below 100). A zero digit is a zero byte.
    @inline(__always)
    static func digitBytes(_ m: UInt64) -> UInt64 {
        let high = m / 10_000
        var lanes = high | ((m &- high &* 10_000) &<< 32)
        let hundreds = ((lanes &* 5243) &>> 19) & 0x0000_007F_0000_007F
        lanes = hundreds | ((lanes &- hundreds &* 100) &<< 16)
        let tens = ((lanes &* 103) &>> 10) & 0x000F_000F_000F_000F
        return tens | ((lanes &- tens &* 10) &<< 8)
    }

    /// `x` rounded as ``write(_:to:)`` would print it (half away from zero at `precision` digits), as a
    /// number; values the fast path does not take come back unchanged.
    func rounded(_ x: Double) -> Double {
        let scaled = x * scale
        guard x.isFinite, abs(x) < 1e15, abs(scaled) < 4e18 else { return x }
        return Double(Self.roundedInteger(scaled)) / scale
    }

    /// `scaled` rounded half away from zero, for |scaled| < 4e18, without branches (the direction is as
    /// good as random in real data): w = trunc(2·scaled) is exact, and (w ± 1) / 2, truncated, is the
    /// rounded value; -0 becomes 0.
    @inline(__always)
    private static func roundedInteger(_ scaled: Double) -> Int64 {
        let w = Int64(scaled * 2)
        return (w &+ ((w >> 63) | 1)) / 2
    }

    /// How many decimal digits `value` has (at least one).
    @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        if value < 10 { return 1 }
        if value < 100 { return 2 }
        if value < 1000 { return 3 }
        if value < 10_000 { return 4 }
        var length = 5
        var power: UInt64 = 100_000
        while length < 20 && value >= power {  // 10^19 still fits; a wrapped 10^20 is never compared
            length += 1
            power &*= 10
        }
        return length
    }

    /// "00" through "99": two digits per division by 100 halve the work of writing an integer.
    @inline(__always)
    private static var digitPairs: UnsafePointer<UInt8> {
        let table: StaticString = """
            00010203040506070809101112131415161718192021222324252627282930313233343536373839\
            40414243444546474849505152535455565758596061626364656667686970717273747576777879\
            8081828384858687888990919293949596979899
            """
        return table.utf8Start
    }

    /// Writes the decimal digits of `value` (at least one) and returns how many were written.
    @inline(__always)
    static func writeDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let length = digitCount(value)
        let pairs = digitPairs
        var rest = value
        var position = length
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            out[position - 1] = pairs[pair + 1]
            out[position - 2] = pairs[pair]
            position -= 2
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            out[position - 1] = pairs[pair + 1]
            out[position - 2] = pairs[pair]
        } else {
            out[position - 1] = UInt8(truncatingIfNeeded: 48 &+ rest)
        }
        return length
    }

    /// The slow path for huge magnitudes: a rounded integer while it fits an `Int64`, otherwise Swift's
    /// shortest round-trip spelling with an exponent.
    private func writeLarge(_ x: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let rounded = x.rounded()
        if abs(rounded) < 9e18 {
            let v = Int64(rounded)
            var n = 0
            if v < 0 {
                out[0] = UInt8(ascii: "-")
                n = 1
            }
            return n + Self.writeDigits(v.magnitude, to: out + n)
        }
        var n = 0
        for byte in x.description.utf8 where n < Self.maxLength {
            out[n] = byte
            n += 1
        }
        return n
    }
}

extension ByteWriter {
    /// Appends `x` in the given fixed-precision format.
    @inline(__always)
    mutating func writeNumber(_ x: Double, _ format: NumberFormat) {
        withUnsafeSpace(reserve: NumberFormat.maxLength) { format.write(x, to: $0) }
    }

    /// Appends an integer (row indices, counters in ids).
    mutating func writeInteger(_ value: Int) {
        withUnsafeSpace(reserve: 21) { out in
            let magnitude = UInt64(truncatingIfNeeded: value.magnitude)
            if value < 0 {
                out[0] = UInt8(ascii: "-")
                return 1 + NumberFormat.writeDigits(magnitude, to: out + 1)
            }
            return NumberFormat.writeDigits(magnitude, to: out)
        }
    }
}
