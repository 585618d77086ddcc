extension LogScale {
    /// Ticks as d3-scale's `log.ticks`. When the base is an integer and the domain spans fewer than
    /// `count` powers of the base, every power is subdivided by its integer multiples (1, 2, … 9 × 10^k
    /// for base 10); if that yields fewer than `count / 2` ticks, linear ticks are used instead. Wider
    /// domains get ticks at (linearly spaced) integer powers of the base. Empty for an invalid domain
    /// or base, or a count that is not positive.
    ///
    /// Beyond d3: subdivision is skipped (falling back to powers of the base) when it would visit more
    /// than ``TickMath/maximumCount`` candidates, so a huge integer base cannot stall.
    public func ticks(count: Int) -> [Double] {
        guard isDomainValid, isBaseValid, let first = domain.first, let last = domain.last else { return [] }
        let n = TickMath.limited(Double(count))
        let reversed = last < first
        let u = reversed ? last : first
        let v = reversed ? first : last
        let power = LogPower(base: base, reflected: isReflected)
        let i = power.log(u)
        let j = power.log(v)
        var z: [Double]
        let candidates = ((j.rounded(.up) - i.rounded(.down)) + 1) * (base - 1)
        if base.truncatingRemainder(dividingBy: 1) == 0 && j - i < n
            && candidates <= Double(TickMath.maximumCount)
        {
            z = power.subdivisions(from: i.rounded(.down), through: j.rounded(.up), within: u...v)
            if Double(z.count) * 2 < n { z = TickMath.ticks(start: u, stop: v, count: n) }
        } else {
            z = TickMath.ticks(start: i, stop: j, count: Swift.min(j - i, n)).map(power.pow)
        }
        return reversed ? z.reversed() : z
    }

    /// A copy whose domain's first and last values are extended to powers of the base, as d3-scale's
    /// `log.nice` (`floor: x ↦ b^⌊log_b x⌋`, `ceil: x ↦ b^⌈log_b x⌉`). `count` is ignored, as in d3.
    /// An invalid domain or base is left unchanged.
    public func nice(count: Int) -> LogScale {
        guard isDomainValid, isBaseValid, let first = domain.first, let last = domain.last else { return self }
        let power = LogPower(base: base, reflected: isReflected)
        let reversed = last < first
        let lo = power.pow(power.log(reversed ? last : first).rounded(.down))
        let hi = power.pow(power.log(reversed ? first : last).rounded(.up))
        var copy = self
        copy.domain[0] = reversed ? hi : lo
        copy.domain[domain.count - 1] = reversed ? lo : hi
        return copy
    }
}

/// Logarithm and power in a scale's base, reflected (`x ↦ −f(−x)`) for negative domains: d3-scale's
/// `logp`, `powp` and `reflect`.
struct LogPower {
    var base: Double
    var reflected: Bool

    /// log_base(x), or −log_base(−x) when reflected.
    func log(_ x: Double) -> Double {
        reflected ? -LogMath.log(-x, base: base) : LogMath.log(x, base: base)
    }

    /// base^x, or −base^(−x) when reflected.
    func pow(_ x: Double) -> Double {
        reflected ? -LogMath.pow(base: base, -x) : LogMath.pow(base: base, x)
    }

    /// d3's subdivided log ticks: `k·base^e` for each exponent `e` in `lo...hi` and integer `k` in
    /// `1..<base`, kept when inside `bounds`, in ascending order. The base must be an integer.
    func subdivisions(from lo: Double, through hi: Double, within bounds: ClosedRange<Double>) -> [Double] {
        var z: [Double] = []
        var e = lo
        while e <= hi {
            if !reflected {
                var k = 1.0
                while k < base {
                    let t = e < 0 ? k / pow(-e) : k * pow(e)
                    k += 1
                    if t < bounds.lowerBound { continue }
                    if t > bounds.upperBound { break }
                    z.append(t)
                }
            } else {
                var k = base - 1
                while k >= 1 {
                    let t = e > 0 ? k / pow(-e) : k * pow(e)
                    k -= 1
                    if t < bounds.lowerBound { continue }
                    if t > bounds.upperBound { break }
                    z.append(t)
                }
            }
            e += 1
        }
        return z
    }
}
