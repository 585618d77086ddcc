import Testing

@testable import ChartaScales

/// Expected values are d3-scale's own, from `test/symlog-test.js` (d3-scale 4.0.2). Tests of colours,
/// strings and coercion have no counterpart here.
@Suite struct SymlogScaleTests {
    @Test func defaults() {
        let s = SymlogScale()
        #expect(s.domain == [0, 1])
        #expect(s.range == [0, 1])
        #expect(s.clamp == false)
        #expect(s.constant == 1)
    }

    @Test func mapsDomainToRange() {
        let s = SymlogScale(domain: [-100, 100])
        #expect(s(-100) == 0)
        #expect(s(100) == 1)
        #expect(s(0) == 0.5)
    }

    @Test func invert() {
        #expect(inDelta(SymlogScale(domain: [-100, 100]).invert(1), 100))
        #expect(SymlogScale(range: [-3, 3]).invert(3) == 1)
    }

    @Test func constantDoesNotChangeDomainOrRange() {
        let s = SymlogScale(constant: 2)
        #expect(s.constant == 2)
        #expect(s.domain == [0, 1] && s.range == [0, 1])
    }

    @Test func clamp() {
        #expect(SymlogScale(range: [10, 20])(3) == 30)
        #expect(SymlogScale(range: [10, 20])(-1) == 0)
        #expect(SymlogScale(range: [10, 20]).invert(30) == 3)
        #expect(SymlogScale(range: [10, 20]).invert(0) == -1)
        #expect(SymlogScale(range: [10, 20], clamp: true)(2) == 20)
        #expect(SymlogScale(range: [10, 20], clamp: true)(-1) == 10)
        #expect(SymlogScale(range: [10, 20], clamp: true).invert(30) == 1)
        #expect(SymlogScale(range: [10, 20], clamp: true).invert(0) == 0)
        // "symlog.copy() returns a copy with changes to clamping are isolated"
        #expect(SymlogScale()(3) == 2)
        #expect(SymlogScale(clamp: true)(2) == 1)
        // "symlog().clamp(true).invert(x) cannot return a value outside the domain"
        let x = SymlogScale(domain: [1, 20], clamp: true)
        #expect(x.invert(0) == 1)
        #expect(x.invert(1) == 20)
    }

    @Test func domainAndRangeOfACopy() {
        // "symlog.copy() returns a copy with changes to the domain/range are isolated"
        let x = SymlogScale(domain: [1, 2])
        #expect(x(1) == 0)
        #expect(SymlogScale()(1) == 1)
        #expect(SymlogScale(domain: [2, 3])(2) == 0)
        #expect(x(2) == 1)
        #expect(SymlogScale(domain: [1, 1.9]).nice(count: 5).domain == [1, 2])
        #expect(SymlogScale(range: [1, 2]).invert(1) == 0)
        #expect(SymlogScale().invert(1) == 1)
        #expect(SymlogScale(range: [2, 3]).invert(2) == 0)
        #expect(SymlogScale(range: [1, 2]).invert(2) == 1)
    }

    @Test func ticksAndNiceAreLinearish() {
        // symlog uses d3-scale's linearish ticks and nice; expected values from linear-test.js.
        for (count, expected) in LinearScaleTests.hundredTicks {
            #expect(SymlogScale(domain: [-100, 100]).ticks(count: count) == expected)
        }
        #expect(SymlogScale(domain: [12, 87]).nice(count: 5).domain == [0, 100])
        #expect(SymlogScale(domain: [123.1, 1, 2, 3, -0.9]).nice().domain == [130, 1, 2, 3, -10])
        #expect(SymlogScale().ticks(count: 0) == [])
    }
}
