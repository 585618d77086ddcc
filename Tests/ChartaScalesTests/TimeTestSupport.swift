import Foundation

@testable import ChartaScales

// Helpers shared by the time tests. Dates are built independently of ChartaScales' own arithmetic:
// with Foundation's `Calendar` for years from 1600 on, and with the Fliegel–Van Flandern Julian day
// formula (CACM 1968) for the proleptic Gregorian dates before that (Foundation switches to the Julian
// calendar before 1582, JavaScript and d3 do not).

/// A Gregorian calendar in the zone `identifier`; UTC if the zone is missing (the tests then fail
/// rather than crash).
func zoneCalendar(_ identifier: String) -> Calendar {
    Calendar.gregorian(timeZone: TimeZone(identifier: identifier) ?? .gmt)
}

/// d3 runs its test suites with `TZ=America/Los_Angeles`.
let losAngeles = zoneCalendar("America/Los_Angeles")
let newYork = zoneCalendar("America/New_York")
let oslo = zoneCalendar("Europe/Oslo")
let utcCalendar = Calendar.gregorianUTC

/// Julian day number of a proleptic Gregorian date (Fliegel & Van Flandern 1968); month is 1...12.
private func julianDay(_ y: Int, _ m: Int, _ d: Int) -> Int {
    let a = (m - 14) / 12
    return (1461 * (y + 4800 + a)) / 4 + (367 * (m - 2 - 12 * a)) / 12 - (3 * ((y + 4900 + a) / 100)) / 4 + d - 32075
}

/// The date `seconds` after 1970 plus `ms` milliseconds, in the canonical form for whole milliseconds.
private func instant(seconds: Double, ms: Int) -> Date {
    Date(timeIntervalSinceReferenceDate: ((seconds - 978_307_200) * 1000 + Double(ms)) / 1000)
}

/// d3's `local(year, month, day, hours, minutes, seconds, milliseconds)` (test/date.js): wall-clock
/// time with a zero-based month, in `calendar`'s zone (Los Angeles unless given).
func local(
    _ year: Int, _ month: Int = 0, _ day: Int = 1, _ hours: Int = 0, _ minutes: Int = 0, _ seconds: Int = 0,
    _ ms: Int = 0, in calendar: Calendar = losAngeles
) -> Date {
    if year >= 1600 {
        let components = DateComponents(
            calendar: calendar, timeZone: calendar.timeZone, year: year, month: month + 1, day: day, hour: hours,
            minute: minutes, second: seconds)
        guard let date = calendar.date(from: components) else { return Date(timeIntervalSinceReferenceDate: .nan) }
        return instant(seconds: date.timeIntervalSince1970.rounded(), ms: ms)
    }
    // Before 1600 every zone is on local mean time, which has no transitions to resolve.
    let wall = Double((julianDay(year, month + 1, day) - 2_440_588) * 86_400 + hours * 3600 + minutes * 60 + seconds)
    let offset = calendar.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wall))
    return instant(seconds: wall - Double(offset), ms: ms)
}

/// d3's `utc(year, month, day, hours, minutes, seconds, milliseconds)` with a zero-based month.
func utc(
    _ year: Int, _ month: Int = 0, _ day: Int = 1, _ hours: Int = 0, _ minutes: Int = 0, _ seconds: Int = 0,
    _ ms: Int = 0
) -> Date {
    let wall = (julianDay(year, month + 1, day) - 2_440_588) * 86_400 + hours * 3600 + minutes * 60 + seconds
    return instant(seconds: Double(wall), ms: ms)
}

/// A date from JavaScript's milliseconds since 1970.
func jsDate(_ ms: Double) -> Date {
    Date(timeIntervalSinceReferenceDate: (ms - 978_307_200_000) / 1000)
}

/// Milliseconds since 1970 of `date`, for readable failure messages and spacing checks.
func jsMillis(_ date: Date) -> Double {
    (date.timeIntervalSinceReferenceDate * 1000).rounded() + 978_307_200_000
}

/// A `TimeStride` that must exist.
func every(_ unit: TimeUnit, _ step: Int) -> TimeStride {
    TimeStride(unit, step: step) ?? .millisecond
}

// Los Angeles shorthands for the d3-time ports.
extension TimeStride {
    func floor(_ date: Date) -> Date { floor(date, calendar: losAngeles) }
    func ceil(_ date: Date) -> Date { ceil(date, calendar: losAngeles) }
    func round(_ date: Date) -> Date { round(date, calendar: losAngeles) }
    func offset(_ date: Date, _ count: Int = 1) -> Date { offset(date, by: count, calendar: losAngeles) }
    func range(_ start: Date, _ stop: Date, _ every: Int = 1) -> [Date] {
        range(from: start, to: stop, every: every, calendar: losAngeles)
    }
    func count(_ start: Date, _ end: Date) -> Int? { count(from: start, to: end, calendar: losAngeles) }
}
