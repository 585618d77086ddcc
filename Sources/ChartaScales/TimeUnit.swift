/// A calendar unit that time strides count in, as d3-time's intervals (`timeMillisecond` …
/// `timeYear`). Weeks start on Sunday like d3's `timeWeek`.
public enum TimeUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// One thousandth of a second.
    case millisecond
    /// One second.
    case second
    /// One minute.
    case minute
    /// One hour of elapsed time (a 23- or 25-hour day has 23 or 25 of them).
    case hour
    /// One local calendar day, from midnight to midnight (23 to 25 hours across daylight saving).
    case day
    /// One local week, starting Sunday at midnight.
    case week
    /// One local calendar month.
    case month
    /// One local calendar year.
    case year

    /// The unit's nominal length in milliseconds, as d3-time's `duration*` constants: a month is 30
    /// days and a year 365 days. Used to choose tick strides, never for calendar arithmetic.
    public var nominalMilliseconds: Double {
        switch self {
        case .millisecond: 1
        case .second: 1000
        case .minute: 60_000
        case .hour: 3_600_000
        case .day: 86_400_000
        case .week: 604_800_000
        case .month: 2_592_000_000
        case .year: 31_536_000_000
        }
    }

    /// The length of a unit that is always the same amount of elapsed time, in milliseconds; nil for
    /// days and longer, whose length depends on the calendar and time zone.
    var fixedMilliseconds: Double? {
        switch self {
        case .millisecond, .second, .minute, .hour: nominalMilliseconds
        case .day, .week, .month, .year: nil
        }
    }
}
