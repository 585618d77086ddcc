#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tick arithmetic with the semantics of d3-array's `ticks`, `tickIncrement` and `tickStep`.
///
/// Steps are 1, 2 or 5 × 10^k. To keep ticks exact decimals (0.3, never 0.30000000000000004), a step
/// below 1 is represented by its inverse: tick i is `i / inverse` rather than `i * step`.
///
/// Unlike d3, a finite count above ``maximumCount`` is lowered to it, so a huge count cannot allocate
/// an unbounded array (d3 throws a `RangeError` there).
public enum TickMath {
    /// The largest tick count honoured; larger finite counts are lowered to this value.
    public static let maximumCount = 1_000_000

    /// An integer tick range: ticks are `i * increment` for i in `first...last` when `increment > 0`,
    /// or `i / -increment` when `increment < 0` (a step of `1 / -increment`).
    struct Spec {
        var first: Double
        var last: Double
        var increment: Double
    }

    /// d3's thresholds for rounding a raw step up to 2, 5 or 10.
    private static let e10 = 50.0.squareRoot()
    private static let e5 = 10.0.squareRoot()
    private static let e2 = 2.0.squareRoot()

    /// JavaScript's `Math.round`: to the nearest integer, halves toward +∞.
    static func roundHalfUp(_ x: Double) -> Double {
        let r = x.rounded(.down)
        return x - r >= 0.5 ? r + 1 : r
    }

    /// A finite count above ``maximumCount`` lowered to it; NaN and ±∞ pass through (d3 semantics).
    static func limited(_ count: Double) -> Double {
        count.isFinite ? min(count, Double(maximumCount)) : count
    }

    /// d3-array's `tickSpec`.
    static func spec(_ start: Double, _ stop: Double, _ count: Double) -> Spec {
        // JavaScript's Math.max(0, NaN) is NaN; Swift's max would return 0.
        let step = (stop - start) / (count.isNaN ? count : max(0, count))
        let power = log10(step).rounded(.down)
        let error = step / pow(10, power)
        let factor: Double = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1
        var i1: Double
        var i2: Double
        var inc: Double
        if power < 0 {
            inc = pow(10, -power) / factor
            i1 = roundHalfUp(start * inc)
            i2 = roundHalfUp(stop * inc)
            if i1 / inc < start { i1 += 1 }
            if i2 / inc > stop { i2 -= 1 }
            inc = -inc
        } else {
            inc = pow(10, power) * factor
            i1 = roundHalfUp(start / inc)
            i2 = roundHalfUp(stop / inc)
            if i1 * inc < start { i1 += 1 }
            if i2 * inc > stop { i2 -= 1 }
        }
        if i2 < i1 && 0.5 <= count && count < 2 { return spec(start, stop, count * 2) }
        return Spec(first: i1, last: i2, increment: inc)
    }

    /// About `count` evenly spaced, nicely rounded values between `start` and `stop` (inclusive), in the
    /// order of the arguments. Empty when `count` is not positive or an argument is not finite; `[start]`
    /// when `start == stop`. Empty too when `stop − start` overflows to infinity (d3 returns `[NaN]`).
    public static func ticks(start: Double, stop: Double, count: Int) -> [Double] {
        ticks(start: start, stop: stop, count: Double(count))
    }

    /// ``ticks(start:stop:count:)`` with a fractional count, as d3 allows (log ticks pass one).
    static func ticks(start: Double, stop: Double, count rawCount: Double) -> [Double] {
        let count = limited(rawCount)
        guard count > 0, count.isFinite, start.isFinite, stop.isFinite else { return [] }
        if start == stop { return [start] }
        let reverse = stop < start
        let s = reverse ? spec(stop, start, count) : spec(start, stop, count)
        guard s.last >= s.first, s.increment.isFinite, s.increment != 0 else { return [] }
        // The count limit bounds this span to about 1.6 × maximumCount; the guard keeps Int(_:) safe.
        let span = s.last - s.first
        guard span <= 4 * Double(maximumCount) else { return [] }
        let n = Int(span) + 1
        return (0..<n).map { i in
            let k = reverse ? s.last - Double(i) : s.first + Double(i)
            return s.increment < 0 ? k / -s.increment : k * s.increment
        }
    }

    /// The tick step as d3's `tickIncrement`: a positive step when ≥ 1, otherwise the negated inverse of
    /// the step (−10 means 0.1). Requires `start <= stop`.
    public static func increment(start: Double, stop: Double, count: Int) -> Double {
        increment(start: start, stop: stop, count: Double(count))
    }

    /// ``increment(start:stop:count:)`` with a fractional count.
    static func increment(start: Double, stop: Double, count: Double) -> Double {
        spec(start, stop, limited(count)).increment
    }

    /// The signed distance between adjacent ticks (d3's `tickStep`): negative when `stop < start`.
    public static func step(start: Double, stop: Double, count: Int) -> Double {
        step(start: start, stop: stop, count: Double(count))
    }

    /// The largest count of at most `desired` whose step over `start…stop` is at least `minimumStep`
    /// (Vega's `tickMinStep`), and at least 1.
    public static func count(start: Double, stop: Double, desired: Int, minimumStep: Double) -> Int {
        var count = max(1, desired)
        while count > 1 && abs(step(start: start, stop: stop, count: count)) < minimumStep { count -= 1 }
        return count
    }

    /// ``step(start:stop:count:)`` with a fractional count.
    static func step(start: Double, stop: Double, count: Double) -> Double {
        let reverse = stop < start
        let inc =
            reverse
            ? increment(start: stop, stop: start, count: count) : increment(start: start, stop: stop, count: count)
        return (reverse ? -1 : 1) * (inc < 0 ? 1 / -inc : inc)
    }
}
