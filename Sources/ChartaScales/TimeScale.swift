import Foundation

/// A continuous scale from dates to numbers, as d3-scale's `scaleTime` (`time.js`): linear in elapsed
/// time, with ticks, nice domains and tick labels at calendar boundaries of `calendar`'s time zone.
///
/// Use `Calendar.gregorianUTC` (or `TimeScale.utc`) for d3's `scaleUtc`. Bad input never traps: an
/// invalid date maps to NaN, equal domain dates map to the middle of the range, and ticks of an
/// invalid domain are empty.
public struct TimeScale: Sendable, Hashable, Codable {
    /// The input stops, usually two. More stops make a piecewise-linear scale; with a reversed
    /// domain the scale and its ticks run backwards.
    public var domain: [Date]
    /// The output stops, paired with `domain` (extra stops on either side are ignored).
    public var range: [Double]
    /// The calendar whose time zone places ticks, nice boundaries and labels.
    public var calendar: Calendar
    /// Whether outputs stay within the range (and inverted dates within the domain).
    public var clamp: Bool

    /// A time scale from `domain` to `range` in `calendar`'s time zone.
    public init(domain: [Date], range: [Double] = [0, 1], calendar: Calendar, clamp: Bool = false) {
        self.domain = domain
        self.range = range
        self.calendar = calendar
        self.clamp = clamp
    }

    /// A time scale in UTC, as d3's `scaleUtc`.
    public static func utc(domain: [Date], range: [Double] = [0, 1], clamp: Bool = false) -> TimeScale {
        TimeScale(domain: domain, range: range, calendar: .gregorianUTC, clamp: clamp)
    }

    /// The range value for `date`; NaN for an invalid date or an empty domain or range.
    public func callAsFunction(_ date: Date) -> Double {
        let x = EpochMillis.millis(date)
        guard !x.isNaN else { return .nan }
        return piecewise.map(x)
    }

    /// The date that maps to `value` (d3's `invert`); an invalid date when `value` is NaN, the result
    /// is out of the representable range, or domain or range is empty.
    public func invert(_ value: Double) -> Date {
        guard !value.isNaN else { return EpochMillis.invalidDate }
        return EpochMillis.date(piecewise.invert(value))
    }

    /// The first and last domain values as time values, in domain order.
    var domainEnds: (first: Double, last: Double)? {
        guard let first = domain.first, let last = domain.last else { return nil }
        return (EpochMillis.millis(first), EpochMillis.millis(last))
    }

    /// The linear map shared with every continuous scale, over dates as epoch milliseconds.
    private var piecewise: Piecewise {
        Piecewise(
            domain: domain.map(EpochMillis.millis), range: range, transform: .identity, clamp: clamp, round: false)
    }
}
