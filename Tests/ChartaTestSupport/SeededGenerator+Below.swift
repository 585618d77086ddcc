import ChartaScales

extension SeededGenerator {
    /// An integer in `0..<count`.
    public mutating func below(_ count: Int) -> Int { Int(next() % UInt64(max(1, count))) }
}
