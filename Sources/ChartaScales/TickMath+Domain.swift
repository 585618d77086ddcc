#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension TickMath {
    /// Extends `start...stop` outward to multiples of the tick step, so ticks for `count` start and end
    /// on the bounds, as d3-scale's `linearish.nice`: the step is recomputed with `tickIncrement` until
    /// it stops changing, at most 10 times. Reversed intervals stay reversed. When the step never
    /// settles (NaN, infinite or equal bounds, a count that is not positive) the input comes back.
    public static func nice(start: Double, stop: Double, count: Int) -> (start: Double, stop: Double) {
        nice(start: start, stop: stop, count: Double(count))
    }

    /// ``nice(start:stop:count:)`` with a fractional count.
    static func nice(start: Double, stop: Double, count: Double) -> (start: Double, stop: Double) {
        let reversed = stop < start
        var lo = reversed ? stop : start
        var hi = reversed ? start : stop
        var previous: Double?
        for _ in 0..<10 {
            let step = increment(start: lo, stop: hi, count: count)
            if step == previous {
                return reversed ? (hi, lo) : (lo, hi)
            } else if step > 0 {
                lo = (lo / step).rounded(.down) * step
                hi = (hi / step).rounded(.up) * step
            } else if step < 0 {
                lo = (lo * step).rounded(.up) / step
                hi = (hi * step).rounded(.down) / step
            } else {
                break
            }
            previous = step
        }
        return (start, stop)
    }

    /// A domain niced as d3-scale's `linearish.nice`: only the first and last values change; the
    /// interior stops of a piecewise domain stay as they are.
    static func niceDomain(_ domain: [Double], count: Int) -> [Double] {
        guard let first = domain.first, let last = domain.last, domain.count >= 2 else { return domain }
        let bounds = nice(start: first, stop: last, count: Double(count))
        var result = domain
        result[0] = bounds.start
        result[result.count - 1] = bounds.stop
        return result
    }
}

extension TickMath {
    /// Ticks for a (possibly piecewise) domain as d3-scale's `linearish.ticks`: d3-array's `ticks`
    /// between its first and last values. Empty for an empty domain.
    static func domainTicks(_ domain: [Double], count: Int) -> [Double] {
        guard let first = domain.first, let last = domain.last else { return [] }
        return ticks(start: first, stop: last, count: count)
    }
}
