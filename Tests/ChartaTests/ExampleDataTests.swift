import Charta
import Testing

@testable import ChartaExamples

@Suite struct ExampleDataTests {
    @Test func fixturesLoadWithTheirSeedValues() throws {
        let monthly = try ExampleData.monthlyTotals()
        #expect(monthly.years.map(\.year) == [2022, 2023, 2024])
        #expect(monthly.years.last?.values.count == 10)
        #expect(monthly.years.last?.values.last == 100_000)
        let prices = try ExampleData.energyPrices()
        #expect(prices.values.count == 24)
        #expect(prices.values.max() == prices.maxValue)
        let series = try ExampleData.smoothSeries()
        #expect(series.map(\.name) == ["first", "second", "third"])
        #expect(series.allSatisfy { $0.values.count == 30 })
        let entries = try ExampleData.pagedEntries()
        #expect(entries.count == 13)
        #expect(entries.first?.name == "太郎")
        #expect(entries.map(\.value).max() == 9)
    }

    @Test func seededGeneratorIsReproducibleAndInRange() {
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        let xs = (0..<100).map { _ in a.uniform(in: 20...100) }
        #expect(xs == (0..<100).map { _ in b.uniform(in: 20...100) })
        #expect(xs.allSatisfy { (20...100).contains($0) })
        #expect(Set(xs).count == 100)
    }
}
