import Testing

@testable import ChartaScales

/// Properties over seeded random domains, ranges and counts (SeededGenerator; a failure names its seed).
@Suite struct ContinuousScalePropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 42, 2024, 0xC0FFEE]
    static let iterations = 300

    /// A random two-stop domain `[a, b]` (either order) whose width is 10^-3…10^3 times its magnitude.
    static func linearDomain(_ rng: inout SeededGenerator) -> [Double] {
        let center = Bool.random(using: &rng) ? 0 : rng.wideDouble()
        let width = abs(rng.wideDouble(exponents: -4...6))
        let a = center - width * Double.random(in: 0...1, using: &rng)
        let b = a + width
        return Bool.random(using: &rng) ? [a, b] : [b, a]
    }

    /// Checks that `ticks` lie in `domain`'s extent (within `slack` relative), are strictly monotone in
    /// the domain's direction, and returns the failure, if any.
    static func checkTicks(_ ticks: [Double], domain: [Double], slack: Double = 0) -> Bool {
        guard let first = domain.first, let last = domain.last else { return ticks.isEmpty }
        let lo = min(first, last)
        let hi = max(first, last)
        let inside = ticks.allSatisfy { $0 >= lo - slack * abs(lo) && $0 <= hi + slack * abs(hi) }
        let ascending = last >= first
        let monotone = zip(ticks, ticks.dropFirst()).allSatisfy { ascending ? $0 < $1 : $0 > $1 }
        return inside && monotone
    }

    @Test(arguments: seeds)
    func linearTicksAreInsideMonotoneAndEvenlySpaced(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<Self.iterations {
            let domain = Self.linearDomain(&rng)
            let count = Int.random(in: 1...40, using: &rng)
            let ticks = LinearScale(domain: domain).ticks(count: count)
            #expect(Self.checkTicks(ticks, domain: domain), "seed \(seed) domain \(domain) count \(count)")
            #expect(!ticks.isEmpty || count < 2, "seed \(seed) domain \(domain) count \(count)")
            #expect(ticks.count <= 2 * count + 2)
            guard ticks.count >= 2 else { continue }
            let step = TickMath.step(start: domain[0], stop: domain[1], count: count)
            let magnitude = ticks.map(abs).max() ?? 0
            let tolerance = 1e-9 * abs(step) + 4 * magnitude.ulp
            for (a, b) in zip(ticks, ticks.dropFirst()) {
                #expect(abs((b - a) - step) <= tolerance, "seed \(seed) domain \(domain) count \(count)")
            }
        }
    }

    @Test(arguments: seeds)
    func niceContainsTheOriginalDomain(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<Self.iterations {
            let domain = Self.linearDomain(&rng)
            let count = Int.random(in: 1...40, using: &rng)
            let niced = LinearScale(domain: domain).nice(count: count).domain
            #expect(min(niced[0], niced[1]) <= min(domain[0], domain[1]), "seed \(seed) \(domain) \(count)")
            #expect(max(niced[0], niced[1]) >= max(domain[0], domain[1]), "seed \(seed) \(domain) \(count)")
            #expect((niced[1] >= niced[0]) == (domain[1] >= domain[0]))
            // d3's "linear.ticks(X) spans linear.nice(X).domain()", when nicing settled (with count 1 and
            // a domain around 0 the step keeps doubling, so d3 gives up and keeps the domain).
            guard niced != domain else { continue }
            let ticks = LinearScale(domain: niced).ticks(count: count)
            #expect(ticks.first == niced[0] && ticks.last == niced[1], "seed \(seed) \(domain) \(count)")
        }
    }

    @Test(arguments: seeds)
    func invertUndoesMapping(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<Self.iterations {
            let domain = Self.linearDomain(&rng)
            let range = [Double.random(in: -1000...1000, using: &rng), Double.random(in: -1000...1000, using: &rng)]
            guard abs(range[1] - range[0]) > 1 else { continue }
            let lo = min(domain[0], domain[1])
            let hi = max(domain[0], domain[1])
            let x = Double.random(in: lo...hi, using: &rng)
            let span = max(hi - lo, abs(lo), abs(hi))
            let scales: [any ContinuousScale] = [
                LinearScale(domain: domain, range: range),
                PowScale(exponent: [0.5, 2, 3][Int.random(in: 0...2, using: &rng)], domain: domain, range: range),
                SymlogScale(constant: Double.random(in: 0.5...5, using: &rng), domain: domain, range: range),
            ]
            for scale in scales {
                let y = scale(x)
                #expect(abs(scale.invert(y) - x) <= 1e-6 * span, "seed \(seed) \(scale) x \(x)")
                let clamped = modify(scale) { $0.clamp = true }
                let out = clamped(x + 2 * span)
                #expect(out >= min(range[0], range[1]) && out <= max(range[0], range[1]))
            }
        }
    }

    @Test(arguments: seeds)
    func polylinearIsMonotoneAndInvertible(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<Self.iterations {
            let n = Int.random(in: 3...6, using: &rng)
            var domain = (0..<n).map { _ in Double.random(in: -100...100, using: &rng) }.sorted()
            var range = (0..<n).map { _ in Double.random(in: 0...500, using: &rng) }.sorted()
            guard Set(domain).count == n, Set(range).count == n else { continue }
            if Bool.random(using: &rng) { domain.reverse() }
            if Bool.random(using: &rng) { range.reverse() }
            let s = LinearScale(domain: domain, range: range)
            for (d, r) in zip(domain, range) { #expect(isClose(s(d), r), "seed \(seed) \(domain) \(range)") }
            let xs = (0..<20).map { _ in Double.random(in: -100...100, using: &rng) }.sorted()
            let ys = xs.map { s($0) }
            let increasing = (range.last! > range.first!) == (domain.last! > domain.first!)
            #expect(zip(ys, ys.dropFirst()).allSatisfy { increasing ? $0 <= $1 : $0 >= $1 })
            for x in xs { #expect(isClose(s.invert(s(x)), x, tolerance: 1e-9), "seed \(seed) x \(x)") }
        }
    }

    @Test(arguments: seeds)
    func logTicksNiceAndInvert(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<Self.iterations {
            let sign: Double = Bool.random(using: &rng) ? 1 : -1
            let a = sign * abs(rng.wideDouble(exponents: -8...8))
            let b = sign * abs(rng.wideDouble(exponents: -8...8))
            guard a != b else { continue }
            let base = [10.0, 2, 16, 2.718281828459045][Int.random(in: 0...3, using: &rng)]
            let count = Int.random(in: 1...30, using: &rng)
            let s = LogScale(base: base, domain: [a, b], range: [0, 600])
            let ticks = s.ticks(count: count)
            #expect(Self.checkTicks(ticks, domain: [a, b], slack: 1e-12), "seed \(seed) \(a) \(b) \(base) \(count)")
            let niced = s.nice().domain
            #expect(min(niced[0], niced[1]) <= min(a, b) && max(niced[0], niced[1]) >= max(a, b))
            #expect((niced[1] > niced[0]) == (b > a))
            for end in niced {
                let exponent = LogMath.log(abs(end), base: base)
                #expect(abs(exponent - exponent.rounded()) < 1e-9, "seed \(seed) \(a) \(b) base \(base)")
            }
            let x = sign * Double.random(in: min(abs(a), abs(b))...max(abs(a), abs(b)), using: &rng)
            #expect(isClose(s.invert(s(x)), x, tolerance: 1e-9), "seed \(seed) x \(x)")
        }
    }

    /// A copy of `scale` changed by `change`.
    func modify(_ scale: any ContinuousScale, _ change: (inout any ContinuousScale) -> Void) -> any ContinuousScale {
        var copy = scale
        change(&copy)
        return copy
    }
}
