import Testing

@testable import ChartaScales

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Number-format samplers on the shared seeded generator (Support.swift).
extension SeededGenerator {
    /// A positive finite double with random bits: any exponent, any significand.
    mutating func positiveDouble() -> Double {
        while true {
            let d = Double(bitPattern: next() & 0x7FFF_FFFF_FFFF_FFFF)
            if d.isFinite && d > 0 { return d }
        }
    }

    /// A double spread over the magnitudes charts see (1e-9 … 1e12), with random significand bits.
    mutating func chartDouble() -> Double {
        let exponent = Double(next() % 22) - 9
        return Double(next() % 1_000_000_007) / 1_000_000_007 * pow(10, exponent)
    }
}

@Suite struct NumberFormatDigitsTests {
    /// The C library's exact decimal expansion (`%.*e` with more digits than any double has), used as an
    /// independent oracle; returns the significant digits without trailing zeros and the exponent.
    private func libcExact(_ x: Double) -> ([UInt8], Int) {
        var buffer = [CChar](repeating: 0, count: 1200)
        let n = withVaList([x]) { vsnprintf(&buffer, buffer.count, "%.800e", $0) }
        let text = String(decoding: buffer.prefix(Int(max(0, n))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let parts = text.split(separator: "e")
        var digits = parts[0].utf8.filter { $0 != UInt8(ascii: ".") }.map { $0 - 48 }
        while digits.count > 1, digits.last == 0 { digits.removeLast() }
        return (digits, Int(parts[1]) ?? 0)
    }

    @Test func exactExpansionMatchesTheCLibrary() {
        var rng = SeededGenerator(seed: 0xC0FFEE)
        var samples: [Double] = [
            0.1, 1.005, 2.675, 1e23, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 9_007_199_254_740_994,
        ]
        for _ in 0..<300 { samples.append(rng.positiveDouble()) }
        for x in samples {
            let mine = NumberFormat.Digits.exact(x)
            let (digits, exponent) = libcExact(x)
            #expect(mine?.digits == digits && mine?.exponent == exponent, "\(x)")
        }
    }

    @Test func seventeenSignificantDigitsRoundTrip() throws {
        var rng = SeededGenerator(seed: 42)
        let e = try NumberFormat(specifier: ".16e")
        let g = try NumberFormat(specifier: ".17g")
        for _ in 0..<500 {
            let x = rng.positiveDouble()
            #expect(Double(e(x)) == x, "\(x)")
            #expect(Double(g(x)) == x, "\(x)")
            #expect(Double(NumberFormat.JS.toString(x)) == x, "\(x)")
        }
    }

    /// `printf("%.*f")`; glibc and Darwin print the correctly rounded exact value.
    private func libcFixed(_ x: Double, _ f: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 400)
        let n = withVaList([Int32(f), x]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
        return String(decoding: buffer.prefix(Int(max(0, n))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether x lies exactly halfway between two values of f places: printf breaks such ties to even,
    /// JavaScript away from zero, so the comparisons with the C library skip them.
    private func isExactHalf(_ x: Double, _ f: Int) -> Bool {
        let (digits, exponent) = libcExact(x)
        let keep = exponent + f + 1
        return keep >= 0 && digits.count == keep + 1 && digits.last == 5
    }

    /// Tick-like values (multiples of a power of ten, integers up to the fast path's bound, sums that miss
    /// by an ulp) take the path without the exact expansion when x × 10ᶠ is an integer; they must print
    /// as the C library prints them.
    @Test func fixedOfTickValuesMatchesTheCLibrary() {
        var rng = SeededGenerator(seed: 11)
        var fast = 0
        for f in 0...12 {
            let scale = LogMath.pow10(Double(f))
            var values: [Double] = [0, 1, 0x1p51 / scale, 0x1p51 / scale - 1, 0.1 * 3, 1e-5, 123_456_789]
            for _ in 0..<300 {
                let k = Double(rng.next() % 2_000_000)
                values += [k / scale, k * 0.1, k / 3, (k / scale).nextUp, Double(rng.next() % (1 << 40))]
            }
            for x in values where x >= 0 && !isExactHalf(x, f) {
                if NumberFormat.JS.exactFixed(x, f) != nil { fast += 1 }
                #expect(NumberFormat.JS.toFixed(x, f) == libcFixed(x, f), "\(x) \(f)")
            }
        }
        #expect(fast > 3000)
    }

    @Test func fixedMatchesTheCLibraryExceptOnExactHalves() {
        var rng = SeededGenerator(seed: 7)
        var checked = 0
        for _ in 0..<1000 {
            let x = rng.chartDouble()
            let f = Int(rng.next() % 9)
            if isExactHalf(x, f) { continue }
            #expect(NumberFormat.JS.toFixed(x, f) == libcFixed(x, f), "\(x) \(f)")
            checked += 1
        }
        #expect(checked > 900)
        // Exact binary halves round away from zero (ECMA-262: "pick the larger n").
        #expect(NumberFormat.JS.toFixed(0.5, 0) == "1")
        #expect(NumberFormat.JS.toFixed(2.5, 0) == "3")
        #expect(NumberFormat.JS.toFixed(1.125, 2) == "1.13")
        #expect(NumberFormat.JS.toExponential(1.25, 1) == "1.3e+0")
        #expect(NumberFormat.JS.toPrecision(0.125, 2) == "0.13")
    }

    @Test func javaScriptNotations() {
        #expect(NumberFormat.JS.toString(1e21) == "1e+21")
        #expect(NumberFormat.JS.toString(1.2345678901234568e20) == "123456789012345680000")
        #expect(NumberFormat.JS.toString(1e-7) == "1e-7")
        #expect(NumberFormat.JS.toString(1.5e-6) == "0.0000015")
        #expect(NumberFormat.JS.toString(0.1 + 0.2) == "0.30000000000000004")
        #expect(NumberFormat.JS.toPrecision(123456, 2) == "1.2e+5")
        #expect(NumberFormat.JS.toPrecision(0.00000123, 2) == "0.0000012")
        #expect(NumberFormat.JS.toPrecision(0.000000123, 2) == "1.2e-7")
        #expect(NumberFormat.JS.toExponential(0, nil) == "0e+0")
        #expect(NumberFormat.JS.toExponential(12345, nil) == "1.2345e+4")
        #expect(NumberFormat.JS.toFixed(0.000001, 2) == "0.00")
        #expect(NumberFormat.JS.toFixed(1e-300, 20) == "0." + String(repeating: "0", count: 20))
        #expect(NumberFormat.JS.toRadixString(255.5, radix: 16, uppercase: true) == "100")
        #expect(NumberFormat.JS.toRadixString(0.49, radix: 2, uppercase: false) == "0")
    }

    @Test func trimAndZeroDetection() {
        #expect(NumberFormat.trimInsignificantZeros("1.2000") == "1.2")
        #expect(NumberFormat.trimInsignificantZeros("1.000e+1") == "1e+1")
        #expect(NumberFormat.trimInsignificantZeros("1.0500") == "1.05")
        #expect(NumberFormat.trimInsignificantZeros("100") == "100")
        #expect(NumberFormat.trimInsignificantZeros("NaN") == "NaN")
        #expect(NumberFormat.isZero("0.000") && NumberFormat.isZero("0e+0") && NumberFormat.isZero("0"))
        #expect(!NumberFormat.isZero("0.001") && !NumberFormat.isZero("Infinity") && !NumberFormat.isZero(""))
    }
}
