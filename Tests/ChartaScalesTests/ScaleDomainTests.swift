import Foundation
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

    @Test func scalesAreCodable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let decoder = JSONDecoder()
        let linear = LinearScale(domain: [3, 1, 0], range: [0, 50, 100], clamp: true, round: true)
        #expect(try decoder.decode(LinearScale.self, from: encoder.encode(linear)) == linear)
        let pow = PowScale(exponent: 3, domain: [1, 2], range: [4, 5])
        #expect(try decoder.decode(PowScale.self, from: encoder.encode(pow)) == pow)
        let log = LogScale(base: 2, domain: [-1, -8], range: [0, 1])
        #expect(try decoder.decode(LogScale.self, from: encoder.encode(log)) == log)
        let symlog = SymlogScale(constant: 4, domain: [-100, 100])
        #expect(try decoder.decode(SymlogScale.self, from: encoder.encode(symlog)) == symlog)
        let json = String(decoding: try encoder.encode(LinearScale()), as: UTF8.self)
        #expect(json == #"{"clamp":false,"domain":[0,1],"range":[0,1],"round":false}"#)
    }
}
