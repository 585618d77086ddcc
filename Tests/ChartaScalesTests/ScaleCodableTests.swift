import Foundation
import Testing

@testable import ChartaScales

/// Scales are data: they round-trip through JSON with stable keys.
@Suite struct ScaleCodableTests {
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
