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

    /// The range value for `date`; NaN for an invalid date or when domain or range has fewer than two
    /// stops.
    public func callAsFunction(_ date: Date) -> Double {
        let x = EpochMillis.millis(date)
        guard !x.isNaN else { return .nan }
        return Self.piecewise(x, from: domain.map(EpochMillis.millis), to: range, clamp: clamp)
    }

    /// The date that maps to `value` (d3's `invert`); an invalid date when `value` is NaN, the result
    /// is out of the representable range, or domain or range has fewer than two stops.
    public func invert(_ value: Double) -> Date {
        guard !value.isNaN else { return EpochMillis.invalidDate }
        let ms = Self.piecewise(value, from: range, to: domain.map(EpochMillis.millis), clamp: clamp)
        return EpochMillis.date(ms)
    }

    /// The first and last domain values as time values, in domain order.
    var domainEnds: (first: Double, last: Double)? {
        guard let first = domain.first, let last = domain.last else { return nil }
        return (EpochMillis.millis(first), EpochMillis.millis(last))
    }

    // MARK: Mapping

    // A minimal piecewise-linear map with d3-scale's `continuous.js` semantics (bimap / polymap,
    // `normalize`, `interpolateNumber`, `clamper`). TODO(integrator): share LinearScale's map.

    /// d3's `normalize`: where `x` lies between `a` and `b` as a fraction; 0.5 when `a == b`.
    private static func normalize(_ a: Double, _ b: Double, _ x: Double) -> Double {
        let width = b - a
        if width.isNaN { return .nan }
        return width != 0 ? (x - a) / width : 0.5
    }

    private static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a * (1 - t) + b * t
    }

    static func piecewise(_ value: Double, from d: [Double], to r: [Double], clamp: Bool) -> Double {
        let n = min(d.count, r.count)
        guard n >= 2 else { return .nan }
        var x = value
        if clamp {
            let lo = min(d[0], d[n - 1])
            let hi = max(d[0], d[n - 1])
            x = Swift.min(Swift.max(x, lo), hi)
        }
        if n == 2 {
            return interpolate(r[0], r[1], normalize(d[0], d[1], x))
        }
        var domain = Array(d[0..<n])
        var range = Array(r[0..<n])
        if domain[n - 1] < domain[0] {
            domain.reverse()
            range.reverse()
        }
        // bisectRight over domain[1..<n-1], then step back to the segment's start.
        var lo = 1
        var hi = n - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if x < domain[mid] { hi = mid } else { lo = mid + 1 }
        }
        let j = lo - 1
        return interpolate(range[j], range[j + 1], normalize(domain[j], domain[j + 1], x))
    }
}
