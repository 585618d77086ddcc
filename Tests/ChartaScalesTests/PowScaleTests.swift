import Testing

@testable import ChartaScales

/// Expected values are d3-scale's own, from `test/pow-test.js` and `test/sqrt-test.js` (d3-scale 4.0.2).
/// Tests of colours, strings, `interpolate` and `tickFormat` have no counterpart here.
@Suite struct PowScaleTests {
    /// JavaScript's `Math.SQRT1_2`.
    static let sqrtOneHalf = 0.7071067811865476

    @Test func defaults() {
        let s = PowScale()
        #expect(s.domain == [0, 1])
        #expect(s.range == [0, 1])
        #expect(s.clamp == false)
        #expect(s.exponent == 1)
    }

    @Test func mapsDomainToRange() {
        #expect(PowScale(exponent: 0.5)(0.5) == Self.sqrtOneHalf)
    }

    @Test func mapsAnEmptyDomainToTheMiddleOfTheRange() {
        #expect(PowScale(domain: [0, 0], range: [1, 2])(0) == 1.5)
        #expect(PowScale(domain: [0, 0], range: [2, 1])(1) == 1.5)
    }

    @Test func bipow() {
        let s = PowScale(domain: [1, 2])
        #expect(s(0.5) == -0.5)
        #expect(s(1.0) == 0.0)
        #expect(s(1.5) == 0.5)
        #expect(s(2.0) == 1.0)
        #expect(s(2.5) == 1.5)
        #expect(s.invert(-0.5) == 0.5)
        #expect(s.invert(0.0) == 1.0)
        #expect(s.invert(0.5) == 1.5)
        #expect(s.invert(1.0) == 2.0)
        #expect(s.invert(1.5) == 2.5)
    }

    @Test func polypow() {
        var s = PowScale(domain: [4, 2, 1], range: [1, 2, 4])
        #expect(s(1.5) == 3)
        #expect(s(3) == 1.5)
        #expect(s.invert(1.5) == 3)
        #expect(s.invert(3) == 1.5)
        s.domain = [1, 2, 4]
        s.range = [4, 2, 1]
        #expect(s(1.5) == 3)
        #expect(s(3) == 1.5)
        #expect(s.invert(1.5) == 3)
        #expect(s.invert(3) == 1.5)
    }

    @Test func invert() {
        #expect(PowScale(range: [1, 2]).invert(1.5) == 0.5)
        #expect(PowScale(domain: [1, 2], range: [0, 0]).invert(0) == 1.5)
        #expect(PowScale(domain: [2, 1], range: [0, 0]).invert(1) == 1.5)
    }

    @Test func exponent() {
        var x = PowScale(exponent: 0.5, domain: [1, 2])
        #expect(inDelta(x(1), 0))
        #expect(inDelta(x(1.5), 0.5425821))
        #expect(inDelta(x(2), 1))
        x.exponent = 2
        #expect(inDelta(x(1), 0))
        #expect(inDelta(x(1.5), 0.41666667))
        #expect(inDelta(x(2), 1))
        x.exponent = -1
        #expect(inDelta(x(1), 0))
        #expect(inDelta(x(1.5), 0.6666667))
        #expect(inDelta(x(2), 1))
        #expect(x.domain == [1, 2] && x.range == [0, 1])
    }

    @Test func rangeRound() {
        #expect(PowScale(range: [0, 10], round: true)(0.59) == 6)
    }

    @Test func clamp() {
        #expect(PowScale(range: [10, 20])(2) == 30)
        #expect(PowScale(range: [10, 20])(-1) == 0)
        #expect(PowScale(range: [10, 20]).invert(30) == 2)
        #expect(PowScale(range: [10, 20]).invert(0) == -1)
        #expect(PowScale(range: [10, 20], clamp: true)(2) == 20)
        #expect(PowScale(range: [10, 20], clamp: true)(-1) == 10)
        #expect(PowScale(range: [10, 20], clamp: true).invert(30) == 1)
        #expect(PowScale(range: [10, 20], clamp: true).invert(0) == 0)
        // "pow().clamp(true).invert(x) cannot return a value outside the domain"
        let x = PowScale(exponent: 0.5, domain: [1, 20], clamp: true)
        #expect(x.invert(0) == 1)
        #expect(x.invert(1) == 20)
    }

    @Test(
        arguments: [
            ([0, 0.96], 10, [0, 1]), ([0, 96], 10, [0, 100]), ([0.96, 0], 10, [1, 0]), ([96, 0], 10, [100, 0]),
            ([0, -0.96], 10, [0, -1]), ([0, -96], 10, [0, -100]), ([-0.96, 0], 10, [-1, 0]),
            ([-96, 0], 10, [-100, 0]), ([1.1, 10.9], 10, [1, 11]), ([10.9, 1.1], 10, [11, 1]),
            ([0.7, 11.001], 10, [0, 12]), ([123.1, 6.7], 10, [130, 0]), ([0, 0.49], 10, [0, 0.5]),
            ([0, 0], 10, [0, 0]), ([0.5, 0.5], 10, [0.5, 0.5]), ([1.1, 1, 2, 3, 10.9], 10, [1, 1, 2, 3, 11]),
            ([123.1, 1, 2, 3, -0.9], 10, [130, 1, 2, 3, -10]), ([12, 87], 5, [0, 100]), ([12, 87], 10, [10, 90]),
            ([12, 87], 100, [12, 87]),
        ] as [([Double], Int, [Double])])
    func nice(domain: [Double], count: Int, expected: [Double]) {
        #expect(PowScale(exponent: 2, domain: domain).nice(count: count).domain == expected)
        #expect(PowScale(domain: domain).nice(count: count).domain == expected)
    }

    @Test func niceDefaultsToTen() {
        #expect(PowScale(domain: [0, 0.96]).nice().domain == [0, 1])
        #expect(PowScale(domain: [0, 96]).nice().domain == [0, 100])
        // "pow.copy() returns a copy with changes to the domain are isolated"
        #expect(PowScale(domain: [1, 1.9]).nice(count: 5).domain == [1, 2])
    }

    @Test func ticks() {
        for (count, expected) in LinearScaleTests.unitTicks {
            #expect(PowScale().ticks(count: count).map(roundEpsilon) == expected)
            #expect(PowScale(domain: [1, 0]).ticks(count: count).map(roundEpsilon) == expected.reversed())
            #expect(PowScale(domain: [0, 0.25, 0.9, 1]).ticks(count: count).map(roundEpsilon) == expected)
        }
        for (count, expected) in LinearScaleTests.hundredTicks {
            #expect(PowScale(exponent: 3, domain: [-100, 100]).ticks(count: count) == expected)
            #expect(PowScale(domain: [100, -100]).ticks(count: count) == expected.reversed())
            #expect(PowScale(domain: [-100, 0, 100]).ticks(count: count) == expected)
        }
        #expect(PowScale().ticks(count: 0) == [])
        #expect(PowScale().ticks(count: -1) == [])
        #expect(PowScale().ticks() == PowScale().ticks(count: 10))
    }

    // MARK: sqrt-test.js and pow-test.js's scaleSqrt test

    @Test func sqrt() {
        let s = PowScale.sqrt()
        #expect(s.exponent == 0.5)
        #expect(s.domain == [0, 1] && s.range == [0, 1] && !s.clamp)
        #expect(s(0.5) == Self.sqrtOneHalf)
        #expect(inDelta(s.invert(Self.sqrtOneHalf), 0.5))
    }
}
