import Foundation

/// Instants as milliseconds since 1970-01-01T00:00:00Z — the time value of ECMAScript's `Date`, which
/// d3-time works in. Whole-millisecond instants are exact integers here.
enum EpochMillis {
    /// Milliseconds from 1970-01-01 to Foundation's reference date, 2001-01-01.
    static let referenceDate = 978_307_200_000.0

    /// The largest valid magnitude, ±100,000,000 days around 1970 (ECMA-262 §21.4.1.31 `TimeClip`).
    static let limit = 8.64e15

    /// An invalid date (NaN), what d3 calls "Invalid Date".
    static let invalidDate = Date(timeIntervalSinceReferenceDate: .nan)

    /// The time value of `date`, snapped to a whole millisecond when it is within rounding error of
    /// one; NaN when `date` is not finite or is beyond `limit`.
    static func millis(_ date: Date) -> Double {
        let m = date.timeIntervalSinceReferenceDate * 1000
        guard m.isFinite else { return .nan }
        let r = m.rounded()
        let snapped = abs(m - r) <= max(1e-3, abs(m) * 1e-15) ? r : m
        let ms = snapped + referenceDate
        return abs(ms) <= limit ? ms : .nan
    }

    /// The date of a time value; an invalid date when `ms` is NaN or beyond `limit`.
    ///
    /// Whole-millisecond values map to the `Date` nearest the exact instant, so two routes to the same
    /// millisecond give equal dates.
    static func date(_ ms: Double) -> Date {
        guard isValid(ms) else { return invalidDate }
        return Date(timeIntervalSinceReferenceDate: (ms - referenceDate) / 1000)
    }

    /// Whether `ms` is a finite time value within `limit`.
    static func isValid(_ ms: Double) -> Bool {
        ms.isFinite && abs(ms) <= limit
    }
}

/// Converts between instants and local wall-clock time in one time zone, with the semantics of
/// ECMAScript's `LocalTime` and `UTC` abstract operations (ECMA-262 §21.4.1.25–26): a wall-clock
/// time skipped by a forward transition resolves with the offset before the transition (so 02:30 on
/// a spring-forward night becomes 03:30), and a repeated wall-clock time resolves to its earlier
/// instant.
struct TimeClock {
    /// The zone whose wall clock this reads.
    let timeZone: TimeZone
    /// Whether the zone is UTC itself (not merely a zone at offset 0 today): d3's `utc…` intervals then
    /// apply where they differ from local ones (`utcDay.every` counts days since 1970).
    let isUTC: Bool

    init(_ calendar: Calendar) {
        timeZone = calendar.timeZone
        isUTC = TimeClock.utcIdentifiers.contains(calendar.timeZone.identifier)
    }

    /// The names Foundation gives the UTC zone.
    static let utcIdentifiers: Set<String> = [
        "UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu", "Etc/GMT0", "GMT0",
    ]

    /// The zone's offset from UTC at the instant `ms`, in milliseconds.
    func offset(at ms: Double) -> Double {
        Double(
            timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: (ms - EpochMillis.referenceDate) / 1000)))
            * 1000
    }

    /// Local wall-clock milliseconds since 1970-01-01 at the instant `ms`.
    func local(_ ms: Double) -> Double {
        ms + offset(at: ms)
    }

    /// The local fields of the valid instant `ms`.
    func fields(_ ms: Double) -> LocalFields {
        LocalFields(local: local(ms))
    }

    /// The instant whose local wall-clock time is `l` (ECMAScript's `UTC(t)`).
    func utc(fromLocal l: Double) -> Double {
        guard l.isFinite else { return .nan }
        let before = offset(at: l - TimeCivil.msPerDay)
        let after = offset(at: l + TimeCivil.msPerDay)
        let u1 = l - before
        let u2 = l - after
        let valid1 = offset(at: u1) == before
        let valid2 = offset(at: u2) == after
        switch (valid1, valid2) {
        case (true, true): return min(u1, u2)
        case (true, false): return u1
        case (false, true): return u2
        case (false, false):
            // A skipped wall-clock time: use the offset before the transition. If the zone changed
            // twice within two days, settle on whatever offset applies at the first guess.
            if before != after { return u1 }
            let o = offset(at: u1)
            return l - o
        }
    }

    /// The instant of local midnight starting day number `day`, plus `msOfDay` of wall-clock time.
    func utc(day: Int, msOfDay: Double = 0) -> Double {
        utc(fromLocal: Double(day) * TimeCivil.msPerDay + msOfDay)
    }
}
