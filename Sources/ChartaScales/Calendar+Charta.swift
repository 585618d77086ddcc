import Foundation

extension Calendar {
    /// A Gregorian calendar in `timeZone`. Charta's time strides, scales and formats read only the
    /// calendar's time zone and do proleptic Gregorian arithmetic like JavaScript's `Date`.
    public static func gregorian(timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// A Gregorian calendar in UTC, for d3's `utc*` behaviour (`scaleUtc`, `utcFormat`).
    public static var gregorianUTC: Calendar {
        gregorian(timeZone: .gmt)
    }
}
