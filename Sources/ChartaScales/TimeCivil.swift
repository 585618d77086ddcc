/// Proleptic Gregorian calendar arithmetic on day numbers, with the semantics of ECMAScript's `Date`
/// (ECMA-262 §21.4.1: `MakeDay`, `Day`, `WeekDay`), which d3-time builds on.
///
/// Day 0 is 1970-01-01. Conversions use Howard Hinnant's `days_from_civil` / `civil_from_days`
/// ("chrono-Compatible Low-Level Date Algorithms"). Foundation's Gregorian calendar switches to the
/// Julian calendar before 1582, so Charta does this arithmetic itself to match d3 on every date.
package enum TimeCivil {
    /// Milliseconds in a nominal day.
    static let msPerDay = 86_400_000.0

    /// The day number of `year`-`month`-`day` (month 1...12, day 1...31); `year` is astronomical
    /// (0 is 1 BC).
    package static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of a day number: year (astronomical), month 1...12, day 1...31.
    static func civil(days z0: Int) -> (year: Int, month: Int, day: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// ECMAScript's `MakeDay`: the day number of `year`, zero-based `monthIndex` (which may be outside
    /// 0...11) and `day` (which may overflow the month, rolling into the next one like `Date.setDate`).
    static func makeDay(year: Int, monthIndex: Int, day: Int) -> Int {
        let y = year + floorDiv(monthIndex, 12)
        let m = floorMod(monthIndex, 12)
        return days(year: y, month: m + 1, day: 1) + day - 1
    }

    /// Day of the week of a day number: 0 is Sunday (1970-01-01 was a Thursday).
    static func weekday(days: Int) -> Int {
        floorMod(days + 4, 7)
    }

    /// Integer division rounding toward −∞.
    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0) && ((a < 0) != (b < 0)) ? q - 1 : q
    }

    /// The remainder of `floorDiv`: always in `0..<b` for positive `b`.
    static func floorMod(_ a: Int, _ b: Int) -> Int {
        let r = a % b
        return r < 0 ? r + b : r
    }

    /// The remainder of `x / m` in `0..<m` for positive `m`.
    static func floorMod(_ x: Double, _ m: Double) -> Double {
        let r = x.truncatingRemainder(dividingBy: m)
        return r < 0 ? r + m : r
    }
}

/// The fields of a local wall-clock time, read from milliseconds of local time since 1970-01-01.
struct LocalFields: Equatable {
    /// The day number (0 is 1970-01-01).
    var dayNumber: Int
    /// Astronomical year (0 is 1 BC).
    var year: Int
    /// Zero-based month, 0 is January.
    var monthIndex: Int
    /// Day of the month, 1...31.
    var day: Int
    /// Day of the week, 0 is Sunday.
    var weekday: Int
    /// Milliseconds since local midnight, in `0..<86_400_000`.
    var msOfDay: Double

    var hour: Int { Int(msOfDay / 3_600_000) }
    var minute: Int { Int(TimeCivil.floorMod(msOfDay, 3_600_000) / 60_000) }
    var second: Int { Int(TimeCivil.floorMod(msOfDay, 60_000) / 1000) }
    var millisecond: Int { Int(TimeCivil.floorMod(msOfDay, 1000)) }

    /// Fields of a finite local time whose magnitude is within `EpochMillis.limit` plus a day.
    init(local: Double) {
        let d = (local / TimeCivil.msPerDay).rounded(.down)
        dayNumber = Int(d)
        msOfDay = local - d * TimeCivil.msPerDay
        if msOfDay >= TimeCivil.msPerDay {  // guards against rounding at the very top of a day
            dayNumber += 1
            msOfDay -= TimeCivil.msPerDay
        }
        let c = TimeCivil.civil(days: dayNumber)
        year = c.year
        monthIndex = c.month - 1
        day = c.day
        weekday = TimeCivil.weekday(days: dayNumber)
    }
}
