import Foundation

/// d3-time's interval operations (`floor`, `ceil`, `round`, `offset`, `range`, `count`) on `Date`s, in
/// the wall-clock time of `calendar.timeZone`.
///
/// An invalid date — NaN, infinite, or more than 100,000,000 days from 1970 like JavaScript's
/// "Invalid Date" — yields an invalid (NaN) date, an empty range or a nil count; nothing traps.
extension TimeStride {
    /// The latest boundary at or before `date`: `.day.floor` is local midnight, `.hour.every(6).floor`
    /// the last 00, 06, 12 or 18 o'clock.
    public func floor(_ date: Date, calendar: Calendar) -> Date {
        EpochMillis.date(floorMillis(EpochMillis.millis(date), TimeClock(calendar)))
    }

    /// The earliest boundary at or after `date`.
    public func ceil(_ date: Date, calendar: Calendar) -> Date {
        EpochMillis.date(ceilMillis(EpochMillis.millis(date), TimeClock(calendar)))
    }

    /// The boundary nearest `date`; halfway rounds up (d3's `interval.round`).
    public func round(_ date: Date, calendar: Calendar) -> Date {
        let clock = TimeClock(calendar)
        let ms = EpochMillis.millis(date)
        let down = floorMillis(ms, clock)
        let up = ceilMillis(ms, clock)
        return EpochMillis.date(ms - down < up - ms ? down : up)
    }

    /// `date` moved by `count` boundaries (negative moves back) without rounding it, as d3's
    /// `interval.offset`: hours and shorter add elapsed time; days, weeks, months and years keep the
    /// local wall-clock time, so one day after noon is noon even across a 23- or 25-hour day. A stride
    /// with a step above 1 first moves to its next boundary: `.minute.every(15)` moves 12:34 to 12:45.
    /// Such a stride may walk at most 100,000 boundaries; further offsets give an invalid date.
    public func offset(_ date: Date, by count: Int = 1, calendar: Calendar) -> Date {
        EpochMillis.date(offsetMillis(EpochMillis.millis(date), by: count, TimeClock(calendar)))
    }

    /// The boundaries from `start` (inclusive, rounded up) to `stop` (exclusive), keeping every
    /// `every`-th one (d3's `interval.range(start, stop, step)`). Empty when `start >= stop`, a date is
    /// invalid or `every < 1`; at most 1,000,000 dates.
    public func range(from start: Date, to stop: Date, every: Int = 1, calendar: Calendar) -> [Date] {
        rangeMillis(EpochMillis.millis(start), EpochMillis.millis(stop), every: every, TimeClock(calendar))
            .map(EpochMillis.date)
    }

    /// The number of unit boundaries after `start` and up to and including `end` (d3's
    /// `interval.count`), negative when `end` is earlier; nil for a stride whose step is above 1 or an
    /// invalid date.
    public func count(from start: Date, to end: Date, calendar: Calendar) -> Int? {
        countMillis(EpochMillis.millis(start), EpochMillis.millis(end), TimeClock(calendar))
    }
}
