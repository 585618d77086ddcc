import Testing

@testable import ChartaScales

@Suite struct IntCheckedTests {
    @Test func clampingNeverTraps() {
        let bounds = -5...1_000
        #expect(Int(clamped: .nan, to: bounds) == -5)
        #expect(Int(clamped: .nan, to: bounds, nan: 7) == 7)
        #expect(Int(clamped: .infinity, to: bounds) == 1_000)
        #expect(Int(clamped: -.infinity, to: bounds) == -5)
        #expect(Int(clamped: 1e308, to: bounds) == 1_000)
        #expect(Int(clamped: 12.9, to: bounds) == 12)
        #expect(Int(clamped: -3.9, to: bounds) == -3)
        #expect(Int(clamped: 9.3e18, to: Int.min...Int.max) == Int.max)
        #expect(Int(clamped: -9.3e18, to: Int.min...Int.max) == Int.min)
        #expect(Int(clamped: .nan, to: 1...2, nan: 99) == 2)
    }

    @Test func checkedReportsWhatItCannotConvert() {
        #expect(Int(checked: 3.7, in: 0...10) == 3)
        #expect(Int(checked: 10.5, in: 0...10) == 10)
        #expect(Int(checked: 11, in: 0...10) == nil)
        #expect(Int(checked: -0.5, in: 0...10) == nil)
        #expect(Int(checked: .nan, in: 0...10) == nil)
        #expect(Int(checked: .infinity, in: Int.min...Int.max) == nil)
        #expect(Int(checked: 1e19, in: Int.min...Int.max) == nil)
    }
}
