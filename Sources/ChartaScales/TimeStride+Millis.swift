/// The arithmetic behind `TimeStride`, on time values (milliseconds since 1970, see `EpochMillis`),
/// following d3-time's `interval.js` and its unit files (`second.js` … `year.js`). Every function
/// returns NaN for an invalid input or result.
extension TimeStride {
    /// How many boundaries a stepped stride may walk in one `offset`; beyond this the result is NaN.
    static let maximumWalk = 100_000

    /// The most dates `range` returns.
    static let maximumRangeCount = 1_000_000

    /// The weeks-since-1970 index of the week that starts on day number `weekStart`, counted from the
    /// week containing 1970-01-01 in this zone (d3's `timeWeek.count(0, date)`).
    private static func weekIndex(weekStart: Int, _ clock: TimeClock) -> Int {
        let epoch = clock.fields(0)
        return TimeCivil.floorDiv(weekStart - (epoch.dayNumber - epoch.weekday), 7)
    }

    // MARK: One unit

    /// The start of the unit containing `ms` (d3's `floori` for the unit).
    static func unitFloor(_ unit: TimeUnit, _ ms: Double, _ clock: TimeClock) -> Double {
        switch unit {
        case .millisecond: return ms.rounded(.down)
        case .second: return ms - TimeCivil.floorMod(ms, 1000)
        case .minute: return ms - TimeCivil.floorMod(clock.local(ms), 60_000)
        case .hour: return ms - TimeCivil.floorMod(clock.local(ms), 3_600_000)
        case .day: return clock.utc(day: clock.fields(ms).dayNumber)
        case .week:
            let f = clock.fields(ms)
            return clock.utc(day: f.dayNumber - f.weekday)
        case .month:
            let f = clock.fields(ms)
            return clock.utc(day: TimeCivil.days(year: f.year, month: f.monthIndex + 1, day: 1))
        case .year:
            return clock.utc(day: TimeCivil.days(year: clock.fields(ms).year, month: 1, day: 1))
        }
    }

    /// `ms` moved by `count` units (d3's `offseti`): elapsed time for fixed units; for days and longer
    /// the same wall-clock time on another local date, the date normalised like `Date.setDate`
    /// (January 31 plus one month is March 3 or 2).
    static func unitOffset(_ unit: TimeUnit, _ ms: Double, by count: Double, _ clock: TimeClock) -> Double {
        if let length = unit.fixedMilliseconds { return ms + count * length }
        let f = clock.fields(ms)
        switch unit {
        case .day, .week:
            let day = Double(f.dayNumber) + count * (unit == .week ? 7 : 1)
            guard abs(day) <= 2e8 else { return .nan }
            return clock.utc(day: Int(day), msOfDay: f.msOfDay)
        case .month:
            let monthIndex = Double(f.monthIndex) + count
            guard abs(monthIndex) <= 1e7 else { return .nan }
            let day = TimeCivil.makeDay(year: f.year, monthIndex: Int(monthIndex), day: f.day)
            return clock.utc(day: day, msOfDay: f.msOfDay)
        default:
            let year = Double(f.year) + count
            guard abs(year) <= 1e6 else { return .nan }
            let day = TimeCivil.makeDay(year: Int(year), monthIndex: f.monthIndex, day: f.day)
            return clock.utc(day: day, msOfDay: f.msOfDay)
        }
    }

    /// Whether the unit boundary `ms` belongs to this stepped stride (d3's `every` filter test).
    private func accepts(_ ms: Double, _ clock: TimeClock) -> Bool {
        switch unit {
        case .second: Int(TimeCivil.floorMod((ms / 1000).rounded(.down), 60)) % step == 0
        case .minute: clock.fields(ms).minute % step == 0
        case .hour: clock.fields(ms).hour % step == 0
        // d3-time: `timeDay.every` restarts each month (field: date − 1); `utcDay.every` counts days
        // since 1970 (field: ⌊ms / day⌋), so it runs on across month ends.
        case .day: clock.isUTC ? clock.fields(ms).dayNumber % step == 0 : (clock.fields(ms).day - 1) % step == 0
        case .month: clock.fields(ms).monthIndex % step == 0
        case .millisecond, .week, .year: true  // computed directly, never walked
        }
    }

    // MARK: The stride

    /// The latest boundary at or before `ms`.
    func floorMillis(_ ms: Double, _ clock: TimeClock) -> Double {
        guard EpochMillis.isValid(ms) else { return .nan }
        var d: Double
        if step == 1 {
            d = Self.unitFloor(unit, ms, clock)
        } else {
            switch unit {
            case .millisecond:
                let k = Double(step)
                d = (ms / k).rounded(.down) * k
            case .week:
                let f = clock.fields(ms)
                let start = f.dayNumber - f.weekday
                let back = TimeCivil.floorMod(Self.weekIndex(weekStart: start, clock), step)
                guard back <= 30_000_000 else { return .nan }  // beyond the representable range
                d = clock.utc(day: start - 7 * back)
            case .year:
                let multiple = TimeCivil.floorDiv(clock.fields(ms).year, step)
                guard abs(Double(multiple) * Double(step)) <= 1e6 else { return .nan }
                d = clock.utc(day: TimeCivil.days(year: multiple * step, month: 1, day: 1))
            default:
                d = Self.unitFloor(unit, ms, clock)
                var guardCount = 0
                while EpochMillis.isValid(d) && !accepts(d, clock) {
                    guardCount += 1
                    if guardCount > 10_000 { return .nan }
                    d = Self.unitFloor(unit, d - 1, clock)
                }
            }
        }
        return EpochMillis.isValid(d) ? d : .nan
    }

    /// The earliest boundary at or after `ms`.
    func ceilMillis(_ ms: Double, _ clock: TimeClock) -> Double {
        let f = floorMillis(ms, clock)
        guard f < ms else { return f }
        return floorMillis(offsetMillis(f, by: 1, clock), clock)
    }

    /// `ms` moved by `count` boundaries without rounding it (d3's `interval.offset`).
    func offsetMillis(_ ms: Double, by count: Int, _ clock: TimeClock) -> Double {
        guard EpochMillis.isValid(ms) else { return .nan }
        if count == 0 { return ms }
        var d: Double
        if step == 1 || unit == .millisecond || unit == .year {
            d = Self.unitOffset(unit, ms, by: Double(count) * Double(step), clock)
        } else if unit == .week {
            let f = clock.fields(ms)
            let index = Self.weekIndex(weekStart: f.dayNumber - f.weekday, clock)
            let rest = TimeCivil.floorMod(index, step)
            let first = count > 0 ? step - rest : (rest == 0 ? step : rest)
            let weeks = Double(first) + Double(count.magnitude - 1) * Double(step)
            d = Self.unitOffset(.week, ms, by: count > 0 ? weeks : -weeks, clock)
        } else {
            guard count.magnitude <= Self.maximumWalk else { return .nan }
            let direction: Double = count > 0 ? 1 : -1
            d = ms
            for _ in 0..<count.magnitude {
                var guardCount = 0
                repeat {
                    d = Self.unitOffset(unit, d, by: direction, clock)
                    guardCount += 1
                    guard EpochMillis.isValid(d), guardCount <= 10_000 else { return .nan }
                } while !accepts(d, clock)
            }
        }
        return EpochMillis.isValid(d) ? d : .nan
    }

    /// Every `every`-th boundary from `ceil(start)` up to but excluding `stop` (d3's `interval.range`).
    func rangeMillis(_ start: Double, _ stop: Double, every: Int, _ clock: TimeClock) -> [Double] {
        guard every >= 1, EpochMillis.isValid(stop) else { return [] }
        var current = ceilMillis(start, clock)
        guard current < stop else { return [] }
        var result: [Double] = []
        var previous: Double
        repeat {
            result.append(current)
            previous = current
            current = floorMillis(offsetMillis(current, by: every, clock), clock)
        } while previous < current && current < stop && result.count < Self.maximumRangeCount
        return result
    }

    /// The number of unit boundaries after `start` and up to `end` (d3's `interval.count`); nil for a
    /// stride with a step above 1 or an invalid date.
    func countMillis(_ start: Double, _ end: Double, _ clock: TimeClock) -> Int? {
        guard step == 1 else { return nil }
        let a = floorMillis(start, clock)
        let b = floorMillis(end, clock)
        guard EpochMillis.isValid(a), EpochMillis.isValid(b) else { return nil }
        if let length = unit.fixedMilliseconds {
            return Int(exactly: ((b - a) / length).rounded(.down))
        }
        let fa = clock.fields(a)
        let fb = clock.fields(b)
        switch unit {
        case .week: return TimeCivil.floorDiv(fb.dayNumber - fa.dayNumber, 7)
        case .month: return (fb.year - fa.year) * 12 + fb.monthIndex - fa.monthIndex
        case .year: return fb.year - fa.year
        default: return fb.dayNumber - fa.dayNumber
        }
    }
}
