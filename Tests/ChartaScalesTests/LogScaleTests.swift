import Testing

@testable import ChartaScales

/// Expected values are d3-scale's own, from `test/log-test.js` (d3-scale 4.0.2). Where d3's test shows
/// ticks through `tickFormat` labels, the tick values are read off those labels ("200m" is 0.2); the
/// label filtering itself belongs to `tickFormat`, which is not part of this suite.
@Suite struct LogScaleTests {
    /// `k·10^e` as the decimal literal it names, parsed by the standard library.
    static func decimal(_ k: Int, _ e: Int) -> Double { Double("\(k)e\(e)")! }

    /// Every `k·10^e` for `e` in `exponents`, `k` in 1...9, then `10^(upper + 1)`: d3's labels
    /// "1", "2", … "9", "10", … for domains that start and end on powers of ten.
    static func decades(_ exponents: ClosedRange<Int>) -> [Double] {
        exponents.flatMap { e in (1...9).map { decimal($0, e) } } + [decimal(1, exponents.upperBound + 1)]
    }

    @Test func defaults() {
        let x = LogScale()
        #expect(x.domain == [1, 10])
        #expect(x.range == [0, 1])
        #expect(x.clamp == false)
        #expect(x.base == 10)
        #expect(inDelta(x(5), 0.69897))
        #expect(inDelta(x.invert(0.69897), 5))
        #expect(inDelta(x(3.162278), 0.5))
        #expect(inDelta(x.invert(0.5), 3.162278))
    }

    @Test func negativeDomain() {
        let x = LogScale(domain: [-100, -1])
        #expect(x.ticks() == [-100, -90, -80, -70, -60, -50, -40, -30, -20, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1])
        #expect(inDelta(x(-50), 0.150515))
    }

    @Test func exactTicks() {
        #expect(LogScale(domain: [0.15, 0.68]).ticks() == [0.2, 0.3, 0.4, 0.5, 0.6])
        #expect(LogScale(domain: [0.68, 0.15]).ticks() == [0.6, 0.5, 0.4, 0.3, 0.2])
        #expect(LogScale(domain: [-0.15, -0.68]).ticks() == [-0.2, -0.3, -0.4, -0.5, -0.6])
        #expect(LogScale(domain: [-0.68, -0.15]).ticks() == [-0.6, -0.5, -0.4, -0.3, -0.2])
    }

    @Test func clamp() {
        #expect(inDelta(LogScale()(0.5), -0.3010299))
        #expect(inDelta(LogScale()(15), 1.1760913))
        var x = LogScale(clamp: true)
        #expect(inDelta(x(-1), 0))
        #expect(inDelta(x(5), 0.69897))
        #expect(inDelta(x(15), 1))
        #expect(inDelta(x.invert(-0.1), 1))
        #expect(inDelta(x.invert(0.69897), 5))
        #expect(inDelta(x.invert(1.5), 10))
        x.domain = [10, 1]
        #expect(inDelta(x(-1), 1))
        #expect(inDelta(x(5), 0.30103))
        #expect(inDelta(x(15), 0))
        #expect(inDelta(x.invert(-0.1), 10))
        #expect(inDelta(x.invert(0.30103), 5))
        #expect(inDelta(x.invert(1.5), 1))
    }

    @Test func mapsAndInverts() {
        let x = LogScale(domain: [1, 2])
        let pairs: [(Double, Double)] = [
            (0.5, -1.0000000), (1.0, 0.0000000), (1.5, 0.5849625), (2.0, 1.0000000), (2.5, 1.3219281),
        ]
        for (input, output) in pairs {
            #expect(inDelta(x(input), output))
            #expect(inDelta(x.invert(output), input))
        }
        #expect(inDelta(LogScale(range: [0, 2]).invert(1), 3.1622777))
    }

    @Test func baseChangesTheTicks() {
        #expect(LogScale(base: 2, domain: [1, 32]).ticks() == [1, 2, 4, 8, 16, 32])
        // Labels "1", "2.71828182846", "7.38905609893", "20.0855369232".
        let e = LogScale(base: 2.718281828459045, domain: [1, 32]).ticks()
        #expect(inDelta(e, [1, 2.71828182846, 7.38905609893, 20.0855369232], 1e-10))
        #expect(
            LogScale(base: 2.718281828459045, domain: [0.1, 100]).ticks().map(roundEpsilon) == [
                0.135335283237, 0.367879441171, 1, 2.718281828459, 7.389056098931, 20.085536923188,
                54.598150033144,
            ])
    }

    @Test func nice() {
        #expect(LogScale(domain: [1.1, 10.9]).nice().domain == [1, 100])
        #expect(LogScale(domain: [10.9, 1.1]).nice().domain == [100, 1])
        #expect(LogScale(domain: [0.7, 11.001]).nice().domain == [0.1, 100])
        #expect(LogScale(domain: [123.1, 6.7]).nice().domain == [1000, 1])
        #expect(LogScale(domain: [0.01, 0.49]).nice().domain == [0.01, 1])
        let x = LogScale(domain: [1.5, 50]).nice()
        #expect(x.domain == [1, 100])
        #expect(inDelta(x(1), 0))
        #expect(inDelta(x(100), 1))
        // "log.copy() isolates changes to the domain via nice"
        let original = LogScale(domain: [1.5, 50])
        _ = original.nice()
        #expect(original.domain == [1.5, 50])
        #expect(inDelta(original.invert(1), 50))
        #expect(inDelta(x.invert(1), 100))
    }

    @Test func niceDegenerateAndPolylogDomains() {
        #expect(LogScale(domain: [0, 0]).nice().domain == [0, 0])
        #expect(LogScale(domain: [0.5, 0.5]).nice().domain == [0.1, 1])
        #expect(LogScale(domain: [1.1, 1.5, 10.9]).nice().domain == [1, 1.5, 100])
        #expect(LogScale(domain: [-123.1, -1.5, -0.5]).nice().domain == [-1000, -1.5, -0.1])
    }

    @Test func powerOfTenTicks() {
        #expect(LogScale(domain: [1e-1, 1e1]).ticks().map(roundEpsilon) == Self.decades(-1...0))
        #expect(LogScale(domain: [1e-1, 1e0]).ticks().map(roundEpsilon) == Self.decades(-1...(-1)))
        #expect(
            LogScale(domain: [-1e0, -1e-1]).ticks().map(roundEpsilon)
                == [-1, -0.9, -0.8, -0.7, -0.6, -0.5, -0.4, -0.3, -0.2, -0.1])
        // Descending domains
        #expect(
            LogScale(domain: [-1e-1, -1e1]).ticks().map(roundEpsilon)
                == Self.decades(-1...0).map { -$0 })
        #expect(
            LogScale(domain: [-1e-1, -1e0]).ticks().map(roundEpsilon)
                == [-0.1, -0.2, -0.3, -0.4, -0.5, -0.6, -0.7, -0.8, -0.9, -1])
        #expect(LogScale(domain: [1e0, 1e-1]).ticks().map(roundEpsilon) == Self.decades(-1...(-1)).reversed())
    }

    @Test func smallDomains() {
        #expect(LogScale(domain: [1, 5]).ticks() == [1, 2, 3, 4, 5])
        #expect(LogScale(domain: [5, 1]).ticks() == [5, 4, 3, 2, 1])
        #expect(LogScale(domain: [-1, -5]).ticks() == [-1, -2, -3, -4, -5])
        #expect(LogScale(domain: [-5, -1]).ticks() == [-5, -4, -3, -2, -1])
        let s = LogScale(domain: [286.9252014, 329.4978332])
        #expect(s.ticks(count: 1) == [300])
        #expect(s.ticks(count: 2) == [300])
        #expect(s.ticks(count: 3) == [300, 320])
        #expect(s.ticks(count: 4) == [290, 300, 310, 320])
        #expect(s.ticks() == [290, 295, 300, 305, 310, 315, 320, 325])
    }

    @Test func linearTicksForSmallExtents() {
        #expect(LogScale(domain: [41, 42]).ticks() == [41, 41.1, 41.2, 41.3, 41.4, 41.5, 41.6, 41.7, 41.8, 41.9, 42])
        #expect(LogScale(domain: [42, 41]).ticks() == [42, 41.9, 41.8, 41.7, 41.6, 41.5, 41.4, 41.3, 41.2, 41.1, 41])
        #expect(
            LogScale(domain: [1600, 1400]).ticks() == [
                1600, 1580, 1560, 1540, 1520, 1500, 1480, 1460, 1440, 1420, 1400,
            ])
    }

    @Test func ticksReadOffD3Labels() {
        // "log.ticks() generates log ticks": [100, 1] and [0.49999, 0.006029505943610648].
        #expect(LogScale().ticks() == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(LogScale(domain: [100, 1]).ticks() == Self.decades(0...1).reversed())
        #expect(
            LogScale(domain: [0.49999, 0.006029505943610648]).ticks() == [
                0.4, 0.3, 0.2, 0.1, 0.09, 0.08, 0.07, 0.06, 0.05, 0.04, 0.03, 0.02, 0.01, 0.009, 0.008, 0.007,
            ])
        // "log.tickFormat(count, format) returns a filtered format": [1000.1, 1].
        #expect(LogScale(domain: [1000.1, 1]).ticks() == Self.decades(0...2).reversed())
        // "log.tickFormat(count, specifier) trims trailing zeroes by default": [100.1, 0.02].
        #expect(LogScale(domain: [100.1, 0.02]).ticks() == Array(Self.decades(-2...1).dropFirst()).reversed())
        // "... with base two": [100.1, 0.02], base 2.
        #expect(
            LogScale(base: 2, domain: [100.1, 0.02]).ticks() == [
                64, 32, 16, 8, 4, 2, 1, 0.5, 0.25, 0.125, 0.0625, 0.03125,
            ])
        // "log.base(base).tickFormat(count) returns a filtered ',' format": base 16, [0.1, 10]; the
        // labels begin "0.125", "0.1875", "0.25", "0.3125", "0.375" and have "1" … "6" at 14…19.
        let hex = LogScale(base: 16, domain: [1e-1, 1e1]).ticks()
        #expect(hex.count == 24)
        #expect(Array(hex.prefix(5)) == [0.125, 0.1875, 0.25, 0.3125, 0.375])
        #expect(Array(hex[14...19]) == [1, 2, 3, 4, 5, 6])
    }

    @Test func hugeDomainsTickAtPowersOfTen() {
        // "log.ticks(count) filters powers-of-ten ticks for huge domains"
        #expect(LogScale(domain: [1e10, 1]).ticks() == (0...10).reversed().map { Self.decimal(1, $0) })
        // Labels "0.0001y" (1e-28), "0.01y", "1y", … "10m" (1e-2).
        #expect(
            LogScale(domain: [1e-29, 1e-1]).ticks() == stride(from: -28, through: -2, by: 2).map { Self.decimal(1, $0) }
        )
    }

    @Test func ticksCoverTheDomain() {
        // "log.ticks() generates ticks that cover the (niced) domain": 10m, 20m, 30m, … 10k.
        #expect(LogScale(domain: [0.01, 10000]).ticks(count: 20) == Self.decades(-2...3))
        let niced = LogScale(domain: [0.0124123, 1230.4]).nice()
        #expect(niced.domain == [0.01, 10000])
        #expect(niced.ticks(count: 20) == Self.decades(-2...3))
        // "log.ticks() generates the expected power-of-ten for ascending ticks" with [0.95, 1.05e8]: the
        // labels d3 keeps are the powers of ten 1 … 100M.
        let wide = LogScale(domain: [0.95, 1.05e8]).ticks()
        #expect(
            wide.filter { $0 == LogMath.pow10(LogMath.log($0, base: 10).rounded()) }
                == (0...8).map { Self.decimal(1, $0) })
    }

    @Test func degenerateDomainsHaveNoTicks() {
        for domain: [Double] in [[0, 1], [1, 0], [0, -1], [-1, 0], [-1, 1], [0, 0]] {
            #expect(LogScale(domain: domain).ticks() == [])
        }
    }

    // MARK: Charta's diagnostics (d3 maps invalid domains to NaN without saying why)

    @Test func invalidDomainsMapToNaNWithADiagnostic() {
        let cases: [([Double], LogScale.Diagnostic)] = [
            ([], .emptyDomain), ([1, .nan], .nonFiniteDomain), ([1, .infinity], .nonFiniteDomain),
            ([0, 10], .domainIncludesZero), ([-0.0, -10], .domainIncludesZero), ([-1, 1], .domainSpansZero),
            ([1, 10, -5], .domainSpansZero),
        ]
        for (domain, diagnostic) in cases {
            let s = LogScale(domain: domain)
            #expect(!s.isDomainValid)
            #expect(s.diagnostic == diagnostic)
            #expect(s(5).isNaN && s(-5).isNaN && s.invert(0.5).isNaN)
            #expect(s.ticks() == [])
            #expect(s.nice().domain.elementsEqual(domain) { $0 == $1 || ($0.isNaN && $1.isNaN) })
        }
        #expect(LogScale().diagnostic == nil && LogScale().isDomainValid)
        #expect(LogScale(domain: [-1, -10]).diagnostic == nil)
    }

    @Test func invalidBaseHasNoTicksButStillMaps() {
        for base in [1, 0, -2, 0.5, .nan, .infinity] as [Double] {
            let s = LogScale(base: base)
            #expect(s.diagnostic == .invalidBase)
            #expect(s.isDomainValid)
            #expect(s.ticks() == [])
            #expect(s.nice().domain == [1, 10])
            #expect(inDelta(s(5), 0.69897))
        }
    }

    @Test func hugeIntegerBaseDoesNotStall() {
        let s = LogScale(base: 1e15, domain: [5e14, 9e14])
        #expect(s.ticks().allSatisfy { $0 >= 5e14 && $0 <= 9e14 })
        #expect(LogScale(domain: [1e-300, 1e300]).ticks(count: Int.max).count <= 2 * TickMath.maximumCount)
    }

    @Test func exactPowersOfTen() {
        for e in -330...320 {
            #expect(LogMath.pow10(Double(e)) == Double("1e\(e)")!)
        }
        #expect(LogMath.pow10(-.infinity) == 0)
        #expect(LogMath.pow10(.infinity) == .infinity)
        #expect(LogMath.pow10(.nan).isNaN)
    }
}
