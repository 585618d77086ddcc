import Testing

@testable import ChartaScales

/// Expected values are d3-array's own: `test/ticks-test.js`, `test/tickIncrement-test.js`,
/// `test/tickStep-test.js` and `test/nice-test.js` (d3-array 3.2.4).
@Suite struct TickMathTests {
    // MARK: ticks-test.js

    @Test func ticksEmptyWhenAnArgumentIsNaN() {
        #expect(TickMath.ticks(start: .nan, stop: 1, count: 1) == [])
        #expect(TickMath.ticks(start: 0, stop: .nan, count: 1) == [])
        #expect(TickMath.ticks(start: 0, stop: 1, count: Double.nan) == [])
        #expect(TickMath.ticks(start: .nan, stop: .nan, count: 1) == [])
        #expect(TickMath.ticks(start: 0, stop: .nan, count: Double.nan) == [])
        #expect(TickMath.ticks(start: .nan, stop: 1, count: Double.nan) == [])
        #expect(TickMath.ticks(start: .nan, stop: .nan, count: Double.nan) == [])
    }

    @Test func ticksOfEqualBounds() {
        #expect(TickMath.ticks(start: 1, stop: 1, count: -1) == [])
        #expect(TickMath.ticks(start: 1, stop: 1, count: 0) == [])
        #expect(TickMath.ticks(start: 1, stop: 1, count: Double.nan) == [])
        #expect(TickMath.ticks(start: 1, stop: 1, count: 1) == [1])
        #expect(TickMath.ticks(start: 1, stop: 1, count: 10) == [1])
    }

    @Test func ticksEmptyWhenCountIsNotPositiveOrInfinite() {
        #expect(TickMath.ticks(start: 0, stop: 1, count: 0) == [])
        #expect(TickMath.ticks(start: 0, stop: 1, count: -1) == [])
        #expect(TickMath.ticks(start: 0, stop: 1, count: Double.nan) == [])
        #expect(TickMath.ticks(start: 0, stop: 1, count: Double.infinity) == [])
    }

    @Test func ticksHaveNoNegativeZero() throws {
        let last = try #require(TickMath.ticks(start: -1, stop: 0, count: 5).last)
        #expect(1 / last == .infinity)
    }

    @Test func ticksStayWithinTheDomain() {
        #expect(TickMath.ticks(start: 0, stop: 2.2, count: 3) == [0, 1, 2])
    }

    @Test(
        arguments: [
            (0.0, 1.0, 10, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
            (0, 1, 9, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
            (0, 1, 8, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
            (0, 1, 7, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
            (0, 1, 6, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
            (0, 1, 5, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
            (0, 1, 4, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
            (0, 1, 3, [0.0, 0.5, 1.0]),
            (0, 1, 2, [0.0, 0.5, 1.0]),
            (0, 1, 1, [0.0, 1.0]),
            (0, 10, 10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
            (0, 10, 9, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
            (0, 10, 8, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
            (0, 10, 7, [0, 2, 4, 6, 8, 10]),
            (0, 10, 6, [0, 2, 4, 6, 8, 10]),
            (0, 10, 5, [0, 2, 4, 6, 8, 10]),
            (0, 10, 4, [0, 2, 4, 6, 8, 10]),
            (0, 10, 3, [0, 5, 10]),
            (0, 10, 2, [0, 5, 10]),
            (0, 10, 1, [0, 10]),
            (-10, 10, 10, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
            (-10, 10, 9, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
            (-10, 10, 8, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
            (-10, 10, 7, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
            (-10, 10, 6, [-10, -5, 0, 5, 10]),
            (-10, 10, 5, [-10, -5, 0, 5, 10]),
            (-10, 10, 4, [-10, -5, 0, 5, 10]),
            (-10, 10, 3, [-10, -5, 0, 5, 10]),
            (-10, 10, 2, [-10, 0, 10]),
            (-10, 10, 1, [0]),
        ] as [(Double, Double, Int, [Double])])
    func ticksAreAboutCountPlusOne(start: Double, stop: Double, count: Int, expected: [Double]) {
        #expect(TickMath.ticks(start: start, stop: stop, count: count) == expected)
        // "returns the reverse of ticks(stop, start, count)"
        #expect(TickMath.ticks(start: stop, stop: start, count: count) == expected.reversed())
    }

    @Test func ticksHandlePrecisionProblems() {
        #expect(
            TickMath.ticks(start: 0.98, stop: 1.14, count: 10) == [0.98, 1, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12, 1.14])
    }

    @Test func ticksTryToReturnAtLeastOneTick() {
        #expect(TickMath.ticks(start: 1, stop: 364, count: 0.1) == [])
        #expect(TickMath.ticks(start: 1, stop: 364, count: 0.499) == [])
        #expect(TickMath.ticks(start: 1, stop: 364, count: 0.5) == [200])
        #expect(TickMath.ticks(start: 1, stop: 364, count: 1) == [200])
        #expect(TickMath.ticks(start: 1, stop: 364, count: 1.5) == [200])
        #expect(TickMath.ticks(start: 1, stop: 499, count: 1) == [200, 400])
        #expect(TickMath.ticks(start: 364, stop: 1, count: 0.5) == [200])
        #expect(TickMath.ticks(start: 0.001, stop: 0.364, count: 0.5) == [0.2])
        #expect(TickMath.ticks(start: 0.364, stop: 0.001, count: 0.5) == [0.2])
        #expect(TickMath.ticks(start: -1, stop: -364, count: 0.5) == [-200])
        #expect(TickMath.ticks(start: -364, stop: -1, count: 0.5) == [-200])
        #expect(TickMath.ticks(start: -0.001, stop: -0.364, count: 0.5) == [-0.2])
        #expect(TickMath.ticks(start: -0.364, stop: -0.001, count: 0.5) == [-0.2])
    }

    // MARK: tickIncrement-test.js

    @Test func incrementIsNaNWhenAnArgumentIsNaN() {
        #expect(TickMath.increment(start: .nan, stop: 1, count: 1).isNaN)
        #expect(TickMath.increment(start: 0, stop: .nan, count: 1).isNaN)
        #expect(TickMath.increment(start: 0, stop: 1, count: Double.nan).isNaN)
        #expect(TickMath.increment(start: .nan, stop: .nan, count: 1).isNaN)
        #expect(TickMath.increment(start: 0, stop: .nan, count: Double.nan).isNaN)
        #expect(TickMath.increment(start: .nan, stop: 1, count: Double.nan).isNaN)
        #expect(TickMath.increment(start: .nan, stop: .nan, count: Double.nan).isNaN)
    }

    @Test func incrementOfEqualBoundsAndOddCounts() {
        #expect(TickMath.increment(start: 1, stop: 1, count: -1).isNaN)
        #expect(TickMath.increment(start: 1, stop: 1, count: 0).isNaN)
        #expect(TickMath.increment(start: 1, stop: 1, count: Double.nan).isNaN)
        #expect(TickMath.increment(start: 1, stop: 1, count: 1) == -.infinity)
        #expect(TickMath.increment(start: 1, stop: 1, count: 10) == -.infinity)
        #expect(TickMath.increment(start: 0, stop: 1, count: -1) == .infinity)
        #expect(TickMath.increment(start: 0, stop: 1, count: 0) == .infinity)
        #expect(TickMath.increment(start: 0, stop: 1, count: Double.infinity) == -.infinity)
    }

    @Test(
        arguments: [
            (0.0, 1.0, 10, -10.0, 0.1), (0, 1, 9, -10, 0.1), (0, 1, 8, -10, 0.1), (0, 1, 7, -5, 0.2),
            (0, 1, 6, -5, 0.2), (0, 1, 5, -5, 0.2), (0, 1, 4, -5, 0.2), (0, 1, 3, -2, 0.5), (0, 1, 2, -2, 0.5),
            (0, 1, 1, 1, 1.0), (0, 10, 10, 1, 1), (0, 10, 9, 1, 1), (0, 10, 8, 1, 1), (0, 10, 7, 2, 2),
            (0, 10, 6, 2, 2), (0, 10, 5, 2, 2), (0, 10, 4, 2, 2), (0, 10, 3, 5, 5), (0, 10, 2, 5, 5),
            (0, 10, 1, 10, 10), (-10, 10, 10, 2, 2), (-10, 10, 9, 2, 2), (-10, 10, 8, 2, 2), (-10, 10, 7, 2, 2),
            (-10, 10, 6, 5, 5), (-10, 10, 5, 5, 5), (-10, 10, 4, 5, 5), (-10, 10, 3, 5, 5), (-10, 10, 2, 10, 10),
            (-10, 10, 1, 20, 20),
        ] as [(Double, Double, Int, Double, Double)])
    func incrementAndStep(start: Double, stop: Double, count: Int, increment: Double, step: Double) {
        #expect(TickMath.increment(start: start, stop: stop, count: count) == increment)
        #expect(TickMath.step(start: start, stop: stop, count: count) == step)
        // "tickStep(start, stop, count) returns -tickStep(stop, start, count)"
        #expect(TickMath.step(start: stop, stop: start, count: count) == -step)
    }

    // MARK: tickStep-test.js

    @Test func stepOfOddArguments() {
        #expect(TickMath.step(start: .nan, stop: 1, count: 1).isNaN)
        #expect(TickMath.step(start: 0, stop: .nan, count: 1).isNaN)
        #expect(TickMath.step(start: 0, stop: 1, count: Double.nan).isNaN)
        #expect(TickMath.step(start: .nan, stop: .nan, count: Double.nan).isNaN)
        #expect(TickMath.step(start: 1, stop: 1, count: -1).isNaN)
        #expect(TickMath.step(start: 1, stop: 1, count: 0).isNaN)
        #expect(TickMath.step(start: 1, stop: 1, count: Double.nan).isNaN)
        #expect(TickMath.step(start: 1, stop: 1, count: 1) == 0)
        #expect(TickMath.step(start: 1, stop: 1, count: 10) == 0)
        #expect(TickMath.step(start: 0, stop: 1, count: -1) == .infinity)
        #expect(TickMath.step(start: 0, stop: 1, count: 0) == .infinity)
        #expect(TickMath.step(start: 0, stop: 1, count: Double.infinity) == 0)
    }

    // MARK: nice-test.js (d3-array's `nice`, which d3-scale's `linearish.nice` iterates the same way)

    @Test func niceReturnsTheInputWhenItCannotNice() {
        let cases: [(Double, Double, Double)] = [
            (.nan, 1, 1), (0, .nan, 1), (0, 1, .nan), (.nan, .nan, 1), (0, .nan, .nan), (.nan, 1, .nan),
            (.nan, .nan, .nan), (1, 1, -1), (1, 1, 0), (1, 1, .nan), (1, 1, 1), (1, 1, 10), (0, 1, -1),
            (0, 1, 0), (0, 1, .infinity),
        ]
        for (start, stop, count) in cases {
            let niced = TickMath.nice(start: start, stop: stop, count: count)
            #expect(niced.start.bitPattern == start.bitPattern && niced.stop.bitPattern == stop.bitPattern)
        }
    }

    @Test(
        arguments: [
            (0.132, 0.876, 1000, 0.132, 0.876), (0.132, 0.876, 100, 0.13, 0.88), (0.132, 0.876, 30, 0.12, 0.88),
            (0.132, 0.876, 10, 0.1, 0.9), (0.132, 0.876, 6, 0.1, 0.9), (0.132, 0.876, 5, 0, 1),
            (0.132, 0.876, 1, 0, 1), (132, 876, 1000, 132, 876), (132, 876, 100, 130, 880),
            (132, 876, 30, 120, 880), (132, 876, 10, 100, 900), (132, 876, 6, 100, 900), (132, 876, 5, 0, 1000),
            (132, 876, 1, 0, 1000),
        ] as [(Double, Double, Int, Double, Double)])
    func niceExpectedValues(start: Double, stop: Double, count: Int, niceStart: Double, niceStop: Double) {
        let niced = TickMath.nice(start: start, stop: stop, count: count)
        #expect(niced.start == niceStart && niced.stop == niceStop)
        let reversed = TickMath.nice(start: stop, stop: start, count: count)
        #expect(reversed.start == niceStop && reversed.stop == niceStart)
    }

    // MARK: Charta's guards (not in d3)

    @Test func hugeCountsAreLimited() {
        let ticks = TickMath.ticks(start: 0, stop: 1e300, count: Int.max)
        #expect(!ticks.isEmpty && ticks.count <= 2 * TickMath.maximumCount)
        #expect(ticks.first == 0 && ticks.last! <= 1e300)
        #expect(TickMath.ticks(start: 0, stop: 1, count: Int.min) == [])
        #expect(TickMath.ticks(start: -1e307, stop: 1e307, count: 10).count == 11)
        // The span overflows to +∞: no ticks (d3 returns [NaN]).
        #expect(TickMath.ticks(start: -1e308, stop: 1e308, count: 10) == [])
        #expect(TickMath.ticks(start: 0, stop: .infinity, count: 10) == [])
        #expect(TickMath.step(start: 0, stop: 1, count: Int.max) > 0)
    }
}
