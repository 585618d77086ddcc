/// A small deterministic random number generator (SplitMix64, Steele, Lea & Flood 2014), so that demo
/// data, property tests and benchmarks draw the same values on every run and platform. Inject it
/// wherever randomness is needed; Charta never reads a global random source.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in 0..<1 from the top 53 bits, identical on every platform.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A value drawn uniformly from `range` (see ``unit()``).
    public mutating func uniform(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}
