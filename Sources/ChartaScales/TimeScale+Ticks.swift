import Foundation

/// Ticks, nice domains and tick formats of a time scale (d3-scale `time.js`).
extension TimeScale {
    /// The stride `ticks(count:)` uses (d3's `timeTickInterval` over the domain's ends).
    public func tickStride(count: Int = 10) -> TimeStride? {
        guard let ends = domainEnds else { return nil }
        return TimeTicks.stride(ends.first, ends.last, count: count)
    }

    /// About `count` ticks over the domain at calendar boundaries (see `TimeTicks.stride`), in domain
    /// order and including the ends when they fall on a boundary. Empty when `count < 1` or the
    /// domain is empty or invalid.
    public func ticks(count: Int = 10) -> [Date] {
        guard let ends = domainEnds, let stride = TimeTicks.stride(ends.first, ends.last, count: count) else {
            return []
        }
        return TimeTicks.ticks(ends.first, ends.last, stride: stride, TimeClock(calendar)).map(EpochMillis.date)
    }

    /// Every boundary of `stride` within the domain, e.g. `ticks(stride: .month)` for "every month".
    public func ticks(stride: TimeStride) -> [Date] {
        guard let ends = domainEnds else { return [] }
        return TimeTicks.ticks(ends.first, ends.last, stride: stride, TimeClock(calendar)).map(EpochMillis.date)
    }

    /// The scale with its domain's extent widened to the boundaries of the stride `ticks(count:)`
    /// would use (d3's `nice(count)`); unchanged when there is no such stride.
    public func nice(count: Int = 10) -> TimeScale {
        guard let stride = tickStride(count: count) else { return self }
        return nice(stride: stride)
    }

    /// The scale with its domain's extent widened to boundaries of `stride`: the smaller end is
    /// floored and the larger end ceiled (d3's `nice(interval)`). Inner stops of a piecewise domain are
    /// kept; an invalid domain is left unchanged.
    public func nice(stride: TimeStride) -> TimeScale {
        guard let ends = domainEnds, EpochMillis.isValid(ends.first), EpochMillis.isValid(ends.last) else {
            return self
        }
        let clock = TimeClock(calendar)
        let reversed = ends.last < ends.first
        let lo = stride.floorMillis(min(ends.first, ends.last), clock)
        let hi = stride.ceilMillis(max(ends.first, ends.last), clock)
        guard EpochMillis.isValid(lo), EpochMillis.isValid(hi) else { return self }
        var copy = self
        copy.domain[0] = EpochMillis.date(reversed ? hi : lo)
        copy.domain[domain.count - 1] = EpochMillis.date(reversed ? lo : hi)
        return copy
    }

    /// The multi-scale tick format of d3's `scale.tickFormat()`: each date is labelled by the
    /// coarsest calendar boundary it falls on (`.%L`, `:%S`, `%I:%M`, `%I %p`, `%a %d`, `%b %d`, `%B`,
    /// `%Y` unless `specifiers` says otherwise). `count` is accepted for symmetry with numeric scales
    /// and, as in d3, unused.
    public func tickFormat(
        count: Int = 10, locale: DateLocale = .enUS, specifiers: TimeTickFormat.Specifiers = .standard
    ) -> TimeTickFormat {
        TimeTickFormat(calendar: calendar, locale: locale, specifiers: specifiers)
    }

    /// A single date format for every tick (d3's `scale.tickFormat(count, specifier)`).
    public func tickFormat(count: Int = 10, specifier: String, locale: DateLocale = .enUS) -> DateFormat {
        DateFormat(specifier, locale: locale, calendar: calendar)
    }
}
