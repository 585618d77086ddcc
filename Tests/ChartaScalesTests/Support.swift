import Testing

@testable import ChartaScales

/// d3-scale's `test/roundEpsilon.js`: `Math.round(x * 1e12) / 1e12`, to compare ticks d3 also rounds.
func roundEpsilon(_ x: Double) -> Double {
    TickMath.roundHalfUp(x * 1e12) / 1e12
}

/// d3-scale's `test/asserts.js` `assertInDelta`: `expected - delta <= actual <= expected + delta`.
func inDelta(_ actual: Double, _ expected: Double, _ delta: Double = 1e-6) -> Bool {
    actual >= expected - delta && actual <= expected + delta
}

/// Element-wise ``inDelta(_:_:_:)`` with equal lengths.
func inDelta(_ actual: [Double], _ expected: [Double], _ delta: Double = 1e-6) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { inDelta($0, $1, delta) }
}

/// Relative closeness for property tests: `|a − b| ≤ tolerance · max(1, |a|, |b|)`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

extension SeededGenerator {
    /// A value spread over many magnitudes: ±m·10^e with m in [1, 10) and e in `exponents`.
    mutating func wideDouble(exponents: ClosedRange<Int> = -6...6, allowNegative: Bool = true) -> Double {
        let mantissa = Double.random(in: 1..<10, using: &self)
        let exponent = Int.random(in: exponents, using: &self)
        let sign: Double = allowNegative && Bool.random(using: &self) ? -1 : 1
        return sign * mantissa * LogMath.pow10(Double(exponent))
    }
}
