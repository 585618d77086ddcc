import Foundation
import PropertyBased
import Testing

@testable import ChartaScales

/// Properties of the continuous scales over random domains and ranges (x-sheep/swift-property-based; a
/// failure prints its input and a seed for `.fixedSeed`).
@Suite struct ScalePropertyTests {
    /// A domain of two distinct finite values in either order.
    static let domains = zip(Gen.double(in: -1e9...1e9), Gen.double(in: 1e-6...1e9), Gen.bool())
        .map { a, width, flip in flip ? [a + width, a] : [a, a + width] }
    static let ranges = zip(Gen.double(in: -2000...2000), Gen.double(in: 1...4000)).map { a, w in [a, a + w] }
    static let positive = zip(Gen.double(in: 1e-6...1e6), Gen.double(in: 1.001...1e6)).map { a, k in [a, a * k] }

    /// `map` is monotone: walking the domain from its first to its last value walks the range from its
    /// first to its last value.
    static func isMonotone(_ f: (Double) -> Double, over domain: [Double], range: [Double]) -> Bool {
        let samples = (0...20).map { domain[0] + (domain[1] - domain[0]) * Double($0) / 20 }
        let out = samples.map(f)
        let increasing = range[1] > range[0]
        return zip(out, out.dropFirst()).allSatisfy { increasing ? $0 <= $1 : $0 >= $1 }
    }

    @Test func linearIsMonotoneAndInvertible() async {
        await propertyCheck(input: Self.domains, Self.ranges, Gen.double(in: 0...1)) { domain, range, t in
            let scale = LinearScale(domain: domain, range: range)
            #expect(Self.isMonotone(scale.callAsFunction, over: domain, range: range))
            let x = domain[0] + (domain[1] - domain[0]) * t
            let tolerance = 1e-9 * max(abs(domain[0]), abs(domain[1]), abs(domain[1] - domain[0]))
            #expect(abs(scale.invert(scale(x)) - x) <= tolerance, "x \(x)")
        }
    }

    @Test func logIsMonotoneAndInvertible() async {
        await propertyCheck(input: Self.positive, Self.ranges, Gen.double(in: 0...1)) { domain, range, t in
            let scale = LogScale(domain: domain, range: range)
            #expect(Self.isMonotone(scale.callAsFunction, over: domain, range: range))
            let x = domain[0] * pow(domain[1] / domain[0], t)
            #expect(abs(scale.invert(scale(x)) - x) <= 1e-9 * x, "x \(x)")
        }
    }

    @Test func powAndSymlogAreMonotone() async {
        await propertyCheck(input: Self.domains, Self.ranges, Gen.double(in: 0.1...3)) { domain, range, exponent in
            let pow = PowScale(exponent: exponent, domain: domain, range: range)
            #expect(Self.isMonotone(pow.callAsFunction, over: domain, range: range), "exponent \(exponent)")
            let symlog = SymlogScale(domain: domain, range: range)
            #expect(Self.isMonotone(symlog.callAsFunction, over: domain, range: range))
        }
    }

    @Test func ticksLieInsideTheNiceDomain() async {
        await propertyCheck(input: Self.domains, Gen.int(in: 1...30)) { domain, count in
            let nice = LinearScale(domain: domain).nice(count: count)
            let lo = min(nice.domain[0], nice.domain[1])
            let hi = max(nice.domain[0], nice.domain[1])
            let ticks = nice.ticks(count: count)
            #expect(!ticks.isEmpty)
            #expect(ticks.allSatisfy { $0 >= lo && $0 <= hi }, "nice \(nice.domain) ticks \(ticks)")
            #expect(lo <= min(domain[0], domain[1]) && hi >= max(domain[0], domain[1]))
        }
    }
}
