import Testing

@testable import ChartaScales

/// Bad input never traps: NaN, infinities, empty and zero-width domains, odd counts and parameters.
@Suite struct ScaleBadInputTests {
    static let counts = [0, -1, -1000, Int.min, 1, 10, Int.max]
    static let inputs: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1, -1, 1e308, -1e308, .leastNonzeroMagnitude]

    static func allScales(domain: [Double], range: [Double] = [0, 100]) -> [any ContinuousScale] {
        [
            LinearScale(domain: domain, range: range),
            LinearScale(domain: domain, range: range, clamp: true, round: true),
            PowScale(exponent: 2, domain: domain, range: range),
            PowScale.sqrt(domain: domain, range: range, clamp: true),
            LogScale(domain: domain, range: range),
            LogScale(base: 2, domain: domain, range: range, clamp: true),
            SymlogScale(domain: domain, range: range),
        ]
    }

    @Test func nanInNaNOut() {
        for scale in Self.allScales(domain: [1, 10]) {
            #expect(scale(.nan).isNaN, "\(scale)")
            #expect(scale.invert(.nan).isNaN, "\(scale)")
        }
    }

    @Test(
        arguments: [
            [], [1], [0, 0], [5, 5], [.nan, 1], [1, .nan], [0, .infinity], [-.infinity, .infinity], [-1e308, 1e308],
            [.leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude], [1, 1, 1], [0, 0, 1], [.nan, .nan, .nan],
            [1, 2, 3, 4, 5, 6, 7, 8],
        ] as [[Double]])
    func oddDomainsDoNotTrap(domain: [Double]) {
        for scale in Self.allScales(domain: domain) {
            for x in Self.inputs {
                _ = scale(x)
                _ = scale.invert(x)
            }
            for count in Self.counts {
                let ticks = scale.ticks(count: count)
                #expect(ticks.count <= 2 * TickMath.maximumCount + 2)
                #expect(ticks.allSatisfy { !$0.isNaN }, "\(scale) \(count)")
                #expect(scale.nice(count: count).domain.count == domain.count)
            }
        }
    }

    @Test func emptyDomainOrRangeMapsToNaN() {
        for scale in Self.allScales(domain: []) {
            #expect(scale(1).isNaN && scale.invert(1).isNaN, "\(scale)")
            #expect(scale.ticks() == [] && scale.nice().domain == [])
        }
        for scale in Self.allScales(domain: [1, 10], range: []) {
            #expect(scale(1).isNaN && scale.invert(1).isNaN, "\(scale)")
        }
    }

    @Test func singleStopMapsToTheFirstRangeValue() {
        // d3 gives NaN here; Charta maps a one-value domain like a zero-width one, to range[0].
        #expect(LinearScale(domain: [3], range: [7, 9])(100) == 7)
        #expect(LinearScale(domain: [3, 4], range: [7])(100) == 7)
        #expect(LinearScale(domain: [3], range: [7, 9]).invert(8) == 3)
        #expect(LinearScale(domain: [3]).ticks() == [3])
        #expect(LinearScale(domain: [3]).nice().domain == [3])
    }

    @Test func zeroWidthDomainsMapToTheRangeMidpoint() {
        // d3-scale's normalize: a zero-width domain maps everything to t = 0.5.
        #expect(LinearScale(domain: [5, 5], range: [0, 100])(-1e9) == 50)
        #expect(LinearScale(domain: [5, 5], range: [0, 101], round: true)(5) == 51)
        #expect(LogScale(domain: [5, 5], range: [0, 100])(7) == 50)
        #expect(SymlogScale(domain: [5, 5], range: [0, 100])(7) == 50)
        #expect(PowScale(exponent: 0, domain: [1, 9], range: [0, 100])(7) == 50)
        #expect(LinearScale(domain: [1, 3], range: [8, 8]).invert(0) == 2)
        #expect(LinearScale(domain: [5, 5]).ticks() == [5])
    }

    @Test func oddParametersDoNotTrap() {
        for exponent in [0, -1, -0.5, .nan, .infinity, -.infinity, 1e308] as [Double] {
            let s = PowScale(exponent: exponent, domain: [-3, 7])
            for x in Self.inputs { _ = s(x) + s.invert(x) }
            #expect(s.ticks() == LinearScale(domain: [-3, 7]).ticks())
        }
        #expect(PowScale(exponent: .nan)(0.5).isNaN)
        for constant in [0, -1, .nan, .infinity, .leastNonzeroMagnitude] as [Double] {
            let s = SymlogScale(constant: constant, domain: [-3, 7])
            for x in Self.inputs { _ = s(x) + s.invert(x) }
        }
        #expect(SymlogScale(constant: .nan, domain: [-3, 7])(1).isNaN)
    }

    @Test func infiniteInputsWithClamp() {
        let s = LinearScale(domain: [0, 10], range: [0, 100], clamp: true)
        #expect(s(.infinity) == 100)
        #expect(s(-.infinity) == 0)
        #expect(s.invert(10) == 1)
        // As in d3, invert interpolates first (0·(1 − ∞) + 10·∞ is NaN) and clamps after.
        #expect(s.invert(.infinity).isNaN)
        #expect(LogScale(clamp: true)(.infinity) == 1)
        #expect(LogScale(clamp: true)(0) == 0)
    }

    @Test func nonPositiveCountsGiveNoTicksAndKeepTheDomain() {
        for scale in Self.allScales(domain: [1.3, 97.2]) {
            for count in [0, -1, Int.min] {
                #expect(scale.ticks(count: count) == [], "\(scale) \(count)")
                let niced = scale.nice(count: count).domain
                // Log nice ignores the count (as d3's does); the others keep the domain.
                if let log = scale as? LogScale {
                    #expect(niced == (log.base == 2 ? [1, 128] : [1, 100]))
                } else {
                    #expect(niced == [1.3, 97.2])
                }
            }
        }
    }
}
