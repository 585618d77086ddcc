import Testing

@testable import ChartaHTML

@Suite struct StepTableTests {
    @Test func bisectionFindsEveryStepToThePrecision() {
        let table = StepTable.sampling(0...100, step: 3, precision: 1.0 / 1024) { Int(($0 / 10).rounded(.down)) }
        #expect(table.values == Array(0...10))
        for (k, start) in table.starts.enumerated().dropFirst() {
            #expect(abs(start - Double(k) * 10) <= 1.0 / 1024)
            #expect(start >= Double(k) * 10)
        }
        #expect(table.value(at: -5) == 0)
        #expect(table.value(at: 25) == 2)
        #expect(table.value(at: 100) == 10)
    }

    @Test func stepsBetweenTwoSamplesAreAllFound() {
        // Three values between two samples 8 apart.
        let table = StepTable.sampling(0...8, step: 8) { x in x < 3 ? 0 : x < 5 ? 1 : 2 }
        #expect(table.values == [0, 1, 2])
    }

    @Test func badRangesAndStepsGiveSmallTables() {
        let infinite = StepTable.sampling(-Double.infinity...Double.infinity, step: 1) { _ in 1 }
        #expect(infinite.values.isEmpty)
        #expect(infinite.value(at: 0) == -1)
        let point = StepTable.sampling(5...5, step: .nan) { _ in 3 }
        #expect(point.values == [3])
        let zeroStep = StepTable.sampling(0...1, step: 0) { $0 < 0.5 ? 0 : 1 }
        #expect(zeroStep.values == [0, 1])
    }
}
