import Foundation

/// Time axis ticks with the semantics of d3-time's `timeTicks` and `timeTickInterval` (`ticks.js`).
public enum TimeTicks {
    /// d3's `tickIntervals`: the strides a time axis may choose below a year, shortest first.
    static let candidates: [TimeStride] = [
        (TimeUnit.second, 1), (.second, 5), (.second, 15), (.second, 30),
        (.minute, 1), (.minute, 5), (.minute, 15), (.minute, 30),
        (.hour, 1), (.hour, 3), (.hour, 6), (.hour, 12),
        (.day, 1), (.day, 2), (.week, 1), (.month, 1), (.month, 3), (.year, 1),
    ].compactMap { TimeStride($0.0, step: $0.1) }

    /// The stride that puts about `count` ticks between `start` and `stop` (d3's `timeTickInterval`):
    /// the candidate among 1, 5, 15, 30 seconds; 1, 5, 15, 30 minutes; 1, 3, 6, 12 hours; 1, 2 days;
    /// 1 week; 1, 3 months and 1 year whose nominal length is nearest (by ratio) to the span divided by
    /// `count`; below a second a millisecond step from `TickMath.step`, above a year a year step from
    /// `TickMath.step` on years. Nil when `count < 1` or a date is invalid.
    public static func stride(from start: Date, to stop: Date, count: Int) -> TimeStride? {
        stride(EpochMillis.millis(start), EpochMillis.millis(stop), count: count)
    }

    static func stride(_ a: Double, _ b: Double, count: Int) -> TimeStride? {
        guard count >= 1, EpochMillis.isValid(a), EpochMillis.isValid(b) else { return nil }
        let (lo, hi) = a <= b ? (a, b) : (b, a)
        let target = (hi - lo) / Double(count)
        let i = candidates.firstIndex { $0.nominalMilliseconds > target } ?? candidates.count
        if i == candidates.count {
            let year = TimeUnit.year.nominalMilliseconds
            let step = TickMath.step(start: lo / year, stop: hi / year, count: count)
            guard step.isFinite, step >= 1, step < 1e9 else { return nil }
            return TimeStride(.year, step: Int(step.rounded(.down)))
        }
        if i == 0 {
            let step = TickMath.step(start: lo, stop: hi, count: count)
            let whole = step.isFinite && step > 1 && step < 1e15 ? Int(step.rounded(.down)) : 1
            return TimeStride(.millisecond, step: whole)
        }
        let below = candidates[i - 1]
        let above = candidates[i]
        return target / below.nominalMilliseconds < above.nominalMilliseconds / target ? below : above
    }

    /// About `count` ticks from `start` to `stop`, both inclusive, at the boundaries of
    /// `stride(from:to:count:)` in `calendar`'s time zone (d3's `timeTicks`). Descending when
    /// `stop < start`; `[start]` when the dates are equal and on a millisecond; empty when `count < 1`
    /// or a date is invalid.
    public static func ticks(from start: Date, to stop: Date, count: Int, calendar: Calendar) -> [Date] {
        let a = EpochMillis.millis(start)
        let b = EpochMillis.millis(stop)
        guard let stride = stride(a, b, count: count) else { return [] }
        return ticks(a, b, stride: stride, TimeClock(calendar)).map(EpochMillis.date)
    }

    /// The boundaries of `stride` from `start` to `stop`, both inclusive, in `calendar`'s time zone
    /// (d3's `timeTicks(start, stop, interval)`); descending when `stop < start`.
    public static func ticks(from start: Date, to stop: Date, stride: TimeStride, calendar: Calendar) -> [Date] {
        ticks(EpochMillis.millis(start), EpochMillis.millis(stop), stride: stride, TimeClock(calendar))
            .map(EpochMillis.date)
    }

    static func ticks(_ a: Double, _ b: Double, stride: TimeStride, _ clock: TimeClock) -> [Double] {
        guard EpochMillis.isValid(a), EpochMillis.isValid(b) else { return [] }
        let reverse = b < a
        let (lo, hi) = reverse ? (b, a) : (a, b)
        // d3 passes `stop + 1` to make the stop inclusive; the filter keeps that exact for dates with
        // fractions of a millisecond.
        var ticks = stride.rangeMillis(lo, hi + 1, every: 1, clock).filter { $0 <= hi }
        if reverse { ticks.reverse() }
        return ticks
    }
}
