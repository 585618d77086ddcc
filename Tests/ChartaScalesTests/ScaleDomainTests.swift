import Testing

@testable import ChartaScales

@Suite struct ScaleDomainTests {
    @Test func extentIgnoresNaNAndInfinities() {
        #expect(ScaleDomain.extent(of: [3, .nan, -2, .infinity, 5, -.infinity]) == [-2, 5])
        #expect(ScaleDomain.extent(of: [.nan, 4]) == [4, 4])
    }

    @Test func extentCanIncludeZero() {
        #expect(ScaleDomain.extent(of: [3, 5], includesZero: true) == [0, 5])
        #expect(ScaleDomain.extent(of: [-3, -1], includesZero: true) == [-3, 0])
        #expect(ScaleDomain.extent(of: [-3, 4], includesZero: true) == [-3, 4])
        #expect(ScaleDomain.extent(of: [3, 5], includesZero: false) == [3, 5])
    }

    @Test func extentWithoutFiniteValuesIsTheFallback() {
        #expect(ScaleDomain.extent(of: []) == [0, 1])
        #expect(ScaleDomain.extent(of: [.nan, .infinity]) == ScaleDomain.fallback)
        #expect(ScaleDomain.extent(of: [], includesZero: true) == [0, 1])
    }

    @Test func extentTakesAnySequence() {
        #expect(ScaleDomain.extent(of: stride(from: 10.0, through: 1, by: -3)) == [1, 10])
        #expect(ScaleDomain.extent(of: [1e308, -1e308].lazy.map { $0 * 10 }) == [0, 1])
    }
}
