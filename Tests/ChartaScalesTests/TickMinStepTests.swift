import ChartaScales
import Testing

/// Vega's `tickMinStep`: the largest tick count whose step is no smaller than the minimum.
@Suite struct TickMinStepTests {
    @Test func aMinimumStepLowersTheCount() {
        #expect(TickMath.count(start: 0, stop: 3, desired: 8, minimumStep: 1) <= 4)
        let count = TickMath.count(start: 0, stop: 3, desired: 8, minimumStep: 1)
        #expect(TickMath.step(start: 0, stop: 3, count: count) >= 1)
        #expect(TickMath.count(start: 0, stop: 100, desired: 5, minimumStep: 1) == 5)
        #expect(TickMath.count(start: 3, stop: 0, desired: 8, minimumStep: 1) == count, "reversed domains too")
        #expect(TickMath.count(start: 0, stop: 0.1, desired: 8, minimumStep: 1) == 1)
    }
}
