import Foundation

/// Civil dates and times placed on the timeline: at a given offset from UTC, or in a time zone.
enum LocalTime {
    /// Seconds since 1970 of `local` seconds (a civil date and time counted as if it were UTC) in
    /// `timeZone`, with the zone's offset at that moment (daylight saving time included).
    static func seconds(local: Double, timeZone: TimeZone) -> Double {
        let guess = Date(timeIntervalSince1970: local)
        let offset = timeZone.secondsFromGMT(
            for: guess.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: guess))))
        return local - Double(offset)
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
