import Testing

@testable import ChartaScales

@Suite struct TickMathSmokeTests {
    @Test func exactDecimals() {
        #expect(TickMath.ticks(start: 0, stop: 1, count: 10) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        #expect(TickMath.ticks(start: 1, stop: 0, count: 5) == [1, 0.8, 0.6, 0.4, 0.2, 0])
        #expect(TickMath.step(start: 0, stop: 97_800, count: 3) == 50_000)
    }
}
