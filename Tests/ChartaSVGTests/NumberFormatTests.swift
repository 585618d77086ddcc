import ChartaScales
import Foundation
import Testing

@testable import ChartaSVG

/// Formats one number through the byte writer, as the renderer does.
private func formatted(_ x: Double, precision: Int = 2) -> String {
    var writer = ByteWriter(capacity: 64)
    writer.writeNumber(x, NumberFormat(precision: precision))
    return String(decoding: writer.bytes, as: UTF8.self)
}

@Suite("Number writer")
struct NumberFormatTests {
    @Test("fixed precision with trailing zeros trimmed")
    func trimming() {
        #expect(formatted(0) == "0")
        #expect(formatted(1) == "1")
        #expect(formatted(10) == "10")
        #expect(formatted(100) == "100")
        #expect(formatted(1.5) == "1.5")
        #expect(formatted(1.25) == "1.25")
        #expect(formatted(1.10) == "1.1")
        #expect(formatted(0.01) == "0.01")
        #expect(formatted(0.1) == "0.1")
        #expect(formatted(123_456.789) == "123456.79")
        #expect(formatted(1.999) == "2")
        #expect(formatted(9.999) == "10")
        #expect(formatted(99.996) == "100")
    }

    @Test("rounding: half away from zero on exact binary ties, nearest otherwise")
    func rounding() {
        // 0.125, 0.375 and 2.5 are exact binary fractions, so these are true ties.
        #expect(formatted(0.125) == "0.13")
        #expect(formatted(0.375) == "0.38")
        #expect(formatted(-0.125) == "-0.13")
        #expect(formatted(2.5, precision: 0) == "3")
        #expect(formatted(-2.5, precision: 0) == "-3")
        #expect(formatted(0.5, precision: 0) == "1")
        #expect(formatted(0.49999999999999994, precision: 0) == "0")
        // 1.005 is stored as 1.00499999999999989…, so it rounds down, as printf("%.2f") does.
        #expect(formatted(1.005) == "1")
        #expect(formatted(1.234) == "1.23")
        #expect(formatted(1.236) == "1.24")
        // The documented difference from printf: 2.675 is stored as 2.67499999999999982…, but 2.675 × 100
        // rounds to exactly 267.5 in binary, a tie, so this writer gives 2.68 where printf gives 2.67.
        #expect(formatted(2.675, precision: 2) == "2.68")
    }

    @Test("negative numbers")
    func negatives() {
        #expect(formatted(-1) == "-1")
        #expect(formatted(-0.5) == "-0.5")
        #expect(formatted(-0.05) == "-0.05")
        #expect(formatted(-123.456) == "-123.46")
        #expect(formatted(-1e-9) == "0")
    }

    @Test("negative zero never prints a sign")
    func negativeZero() {
        #expect(formatted(-0.0) == "0")
        #expect(formatted(-0.004) == "0")
        #expect(formatted(-0.4, precision: 0) == "0")
        #expect(formatted(-0.000_000_4, precision: 6) == "0")
    }

    @Test("precision is clamped to 0…6")
    func precisionRange() {
        #expect(formatted(3.14159265, precision: 0) == "3")
        #expect(formatted(3.14159265, precision: 1) == "3.1")
        #expect(formatted(3.14159265, precision: 3) == "3.142")
        #expect(formatted(3.14159265, precision: 4) == "3.1416")
        #expect(formatted(3.14159265, precision: 5) == "3.14159")
        #expect(formatted(3.14159265, precision: 6) == "3.141593")
        #expect(formatted(3.14159265, precision: 12) == "3.141593")
        #expect(formatted(3.14159265, precision: -4) == "3")
    }

    @Test("magnitudes of 1e15 and beyond fall back without trapping")
    func huge() {
        #expect(formatted(1e15) == "1000000000000000")
        #expect(formatted(-1e15) == "-1000000000000000")
        #expect(formatted(123_456_789_012_345_680) == "123456789012345680")
        #expect(formatted(1e20) == "1e+20")
        #expect(formatted(-1.7976931348623157e308) == "-1.7976931348623157e+308")
        #expect(formatted(9.9e14) == "990000000000000")
        #expect(formatted(5e12, precision: 6) == "5000000000000")
        #expect(formatted(Double(Int64.max)) == "9.223372036854776e+18")
    }

    @Test("NaN and infinities print 0, never nan or inf")
    func nonFinite() {
        #expect(formatted(.nan) == "0")
        #expect(formatted(-.nan) == "0")
        #expect(formatted(.infinity) == "0")
        #expect(formatted(-.infinity) == "0")
        #expect(formatted(.signalingNaN) == "0")
    }

    @Test("tiny values")
    func tiny() {
        #expect(formatted(.leastNonzeroMagnitude) == "0")
        #expect(formatted(0.005) == "0.01")  // 0.005000000000000000104… is above the tie
        #expect(formatted(0.0049) == "0")
    }

    @Test("integers for ids and rows")
    func integers() {
        for (value, text) in [(0, "0"), (7, "7"), (42, "42"), (-3, "-3"), (Int.max, "9223372036854775807")] {
            var writer = ByteWriter(capacity: 8)
            writer.writeInteger(value)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == text)
        }
        var writer = ByteWriter(capacity: 8)
        writer.writeInteger(Int.min)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "-9223372036854775808")
    }

    /// printf's `%.*f` (through Foundation) is the oracle: it rounds the exact binary value. Values within
    /// 1e-6 of a decimal tie are skipped, since there the two may legitimately differ by one last digit.
    @Test("agrees with printf on random values", arguments: [0, 1, 2, 3, 6])
    func matchesPrintf(precision: Int) {
        var random = SeededGenerator(seed: 0xC0FFEE + UInt64(precision))
        let scale = pow(10.0, Double(precision))
        for i in 0..<20_000 {
            let magnitude = [1.0, 10, 1000, 1e6, 1e9][i % 5]
            let x = random.uniform(in: -magnitude...magnitude)
            let scaled = abs(x * scale)
            if abs(scaled - scaled.rounded(.down) - 0.5) < 1e-6 { continue }
            var expected = String(format: "%.*f", precision, x)
            if expected.contains(".") {
                while expected.hasSuffix("0") { expected.removeLast() }
                if expected.hasSuffix(".") { expected.removeLast() }
            }
            if expected == "-0" { expected = "0" }
            let actual = formatted(x, precision: precision)
            #expect(actual == expected, "x = \(x)")
            if actual != expected { return }
        }
    }

    /// The digits of every power of ten, its neighbours and a spread of other values below 10⁸, against
    /// their decimal spelling.
    @Test("eight digits in the bytes of one integer")
    func digitBytes() {
        var values: [UInt64] = [0, 99_999_999]
        var power: UInt64 = 1
        while power < 100_000_000 {
            values += [power - 1, power, power + 1, 5 * power, 9 * power + 1]
            power *= 10
        }
        values += Swift.stride(from: 0, to: 100_000_000, by: 9_973).map { UInt64($0) }
        for m in values {
            let bytes = NumberFormat.digitBytes(m)
            let digits = (0..<8).map { String((bytes >> (8 * $0)) & 0xFF) }.joined()
            let expected = String(repeating: "0", count: 8 - String(m).count) + String(m)
            #expect(digits == expected, "m = \(m)")
            if digits != expected { return }
        }
    }

    /// Scaled values on both sides of every digit count and of 10⁸ (where the general path takes over,
    /// also for a value that rounds up to it), with and without trailing zeros in the fraction, against
    /// printf.
    @Test("short and long numbers at their boundaries", arguments: 0...6)
    func boundaries(precision: Int) {
        let scale = pow(10.0, Double(precision))
        var scaled: [Double] = [0, 1, 10, 99_999_999, 99_999_999.7, 100_000_000, 100_000_001, 123_456_789]
        var power = 1.0
        while power <= 1e9 {
            scaled += [power - 1, power, power + 1, power * 3 + 7, power * 5 - 20]
            power *= 10
        }
        for s in scaled {
            for x in [s / scale, -s / scale, (s + 0.3) / scale, -(s + 0.3) / scale] {
                var expected = String(format: "%.*f", precision, x)
                if expected.contains(".") {
                    while expected.hasSuffix("0") { expected.removeLast() }
                    if expected.hasSuffix(".") { expected.removeLast() }
                }
                if expected == "-0" { expected = "0" }
                #expect(formatted(x, precision: precision) == expected, "x = \(x)")
            }
        }
    }
}
