import Testing

@testable import ChartaScales

/// Expected values are d3-scale's own, from `test/linear-test.js` (d3-scale 4.0.2), unless a comment
/// says otherwise. Tests of colours, strings, `unknown`, `interpolate` and `tickFormat` have no
/// counterpart here.
@Suite struct LinearScaleTests {
    @Test func defaults() {
        let s = LinearScale()
        #expect(s.domain == [0, 1])
        #expect(s.range == [0, 1])
        #expect(s.clamp == false)
        #expect(s.round == false)
    }

    @Test func mapsDomainToRange() {
        #expect(LinearScale(range: [1, 2])(0.5) == 1.5)
        #expect(LinearScale(domain: [1, 2], range: [3, 4])(1.5) == 3.5)
    }

    @Test func ignoresExtraRangeValues() {
        let s = LinearScale(domain: [-10, 0], range: [0, 1, 2], clamp: true)
        #expect(s(-5) == 0.5)
        #expect(s(50) == 1)
    }

    @Test func ignoresExtraDomainValues() {
        let s = LinearScale(domain: [-10, 0, 100], range: [0, 1], clamp: true)
        #expect(s(-5) == 0.5)
        #expect(s(50) == 1)
    }

    @Test func mapsAnEmptyDomainToTheMiddleOfTheRange() {
        #expect(LinearScale(domain: [0, 0], range: [1, 2])(0) == 1.5)
        #expect(LinearScale(domain: [0, 0], range: [2, 1])(1) == 1.5)
    }

    @Test func bilinear() {
        let s = LinearScale(domain: [1, 2])
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

    @Test func polylinear() {
        var s = LinearScale(domain: [4, 2, 1], range: [1, 2, 4])
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
        #expect(LinearScale(range: [1, 2]).invert(1.5) == 0.5)
        // "maps an empty range to the middle of the domain"
        #expect(LinearScale(domain: [1, 2], range: [0, 0]).invert(0) == 1.5)
        #expect(LinearScale(domain: [2, 1], range: [0, 0]).invert(1) == 1.5)
    }

    @Test func rangeRound() {
        #expect(LinearScale(range: [0, 10], round: true)(0.59) == 6)
    }

    @Test func clamp() {
        let s = LinearScale(range: [10, 20])
        #expect(s(2) == 30)
        #expect(s(-1) == 0)
        #expect(s.invert(30) == 2)
        #expect(s.invert(0) == -1)
        let c = LinearScale(range: [10, 20], clamp: true)
        #expect(c(2) == 20)
        #expect(c(-1) == 10)
        #expect(c.invert(30) == 1)
        #expect(c.invert(0) == 0)
    }

    @Test func niceDefaultsToTen() {
        #expect(LinearScale(domain: [0, 0.96]).nice().domain == [0, 1])
        #expect(LinearScale(domain: [0, 96]).nice().domain == [0, 100])
    }

    @Test(
        arguments: [
            ([0, 0.96], 10, [0, 1]), ([0, 96], 10, [0, 100]), ([0.96, 0], 10, [1, 0]), ([96, 0], 10, [100, 0]),
            ([0, -0.96], 10, [0, -1]), ([0, -96], 10, [0, -100]), ([-0.96, 0], 10, [-1, 0]),
            ([-96, 0], 10, [-100, 0]), ([-0.1, 51.1], 8, [-10, 60]),
            ([1.1, 10.9], 10, [1, 11]), ([10.9, 1.1], 10, [11, 1]), ([0.7, 11.001], 10, [0, 12]),
            ([123.1, 6.7], 10, [130, 0]), ([0, 0.49], 10, [0, 0.5]), ([0, 14.1], 5, [0, 20]), ([0, 15], 5, [0, 20]),
            ([0, 0], 10, [0, 0]), ([0.5, 0.5], 10, [0.5, 0.5]),
            ([1.1, 1, 2, 3, 10.9], 10, [1, 1, 2, 3, 11]), ([123.1, 1, 2, 3, -0.9], 10, [130, 1, 2, 3, -10]),
            ([12, 87], 5, [0, 100]), ([12, 87], 10, [10, 90]), ([12, 87], 100, [12, 87]),
        ] as [([Double], Int, [Double])])
    func nice(domain: [Double], count: Int, expected: [Double]) {
        #expect(LinearScale(domain: domain).nice(count: count).domain == expected)
    }

    @Test func niceLeavesTheOriginalUntouched() {
        // "linear.copy() returns a copy with changes to the domain are isolated": nice(5) of [1, 1.9].
        let s = LinearScale(domain: [1, 1.9])
        #expect(s.nice(count: 5).domain == [1, 2])
        #expect(s.domain == [1, 1.9])
    }

    static let unitTicks: [(Int, [Double])] = [
        (10, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
        (9, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
        (8, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
        (7, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]), (6, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
        (5, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]), (4, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
        (3, [0.0, 0.5, 1.0]), (2, [0.0, 0.5, 1.0]), (1, [0.0, 1.0]),
    ]

    static let hundredTicks: [(Int, [Double])] = [
        (10, [-100, -80, -60, -40, -20, 0, 20, 40, 60, 80, 100]),
        (9, [-100, -80, -60, -40, -20, 0, 20, 40, 60, 80, 100]),
        (8, [-100, -80, -60, -40, -20, 0, 20, 40, 60, 80, 100]),
        (7, [-100, -80, -60, -40, -20, 0, 20, 40, 60, 80, 100]),
        (6, [-100, -50, 0, 50, 100]), (5, [-100, -50, 0, 50, 100]), (4, [-100, -50, 0, 50, 100]),
        (3, [-100, -50, 0, 50, 100]), (2, [-100, 0, 100]), (1, [0]),
    ]

    @Test func ticksForAscendingDescendingAndPolylinearDomains() {
        for (count, expected) in Self.unitTicks {
            #expect(LinearScale().ticks(count: count).map(roundEpsilon) == expected)
            #expect(LinearScale(domain: [1, 0]).ticks(count: count).map(roundEpsilon) == expected.reversed())
            #expect(LinearScale(domain: [0, 0.25, 0.9, 1]).ticks(count: count).map(roundEpsilon) == expected)
        }
        for (count, expected) in Self.hundredTicks {
            #expect(LinearScale(domain: [-100, 100]).ticks(count: count) == expected)
            #expect(LinearScale(domain: [100, -100]).ticks(count: count) == expected.reversed())
            #expect(LinearScale(domain: [-100, 0, 100]).ticks(count: count) == expected)
        }
    }

    @Test(
        arguments: [
            ([1, 9], 2), ([1, 9], 3), ([1, 9], 4), ([8, 9], 2), ([8, 9], 3), ([8, 9], 4), ([1, 21], 2), ([2, 21], 2),
            ([3, 21], 2), ([4, 21], 2), ([5, 21], 2), ([6, 21], 2), ([7, 21], 2), ([8, 21], 2), ([9, 21], 2),
            ([10, 21], 2), ([11, 21], 2),
        ] as [([Double], Int)])
    func ticksSpanTheNicedDomain(domain: [Double], count: Int) {
        let s = LinearScale(domain: domain).nice(count: count)
        let ticks = s.ticks(count: count)
        #expect([ticks.first, ticks.last] == [s.domain.first, s.domain.last])
    }

    @Test func ticksEmptyForNonPositiveCounts() {
        #expect(LinearScale().ticks(count: 0) == [])
        #expect(LinearScale().ticks(count: -1) == [])
        #expect(LinearScale().ticks() == LinearScale().ticks(count: 10))
    }
}
