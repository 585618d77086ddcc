import Foundation

/// A Vega-Lite time unit that starts with the year (`yearmonth`, `utcyearmonthdate`, …), which is a
/// truncation of a date: the reader applies the same unit again to the truncated date and gets it
/// back, so the database may group by it. Units without a year (`month`, `hours`) fold dates of
/// different years together and are left to the reader.
struct TruncationUnit: Hashable, Sendable {
    /// PostgreSQL's `date_trunc` field.
    var field: String
    /// Whether the unit is in UTC rather than the chart's time zone.
    var utc: Bool

    private static let fields: [String: String] = [
        "year": "year", "yearquarter": "quarter", "yearmonth": "month", "yearmonthdate": "day",
        "yearmonthdatehours": "hour", "yearmonthdatehoursminutes": "minute",
        "yearmonthdatehoursminutesseconds": "second",
    ]

    init?(_ timeUnit: String) {
        let utc = timeUnit.hasPrefix("utc")
        guard let field = Self.fields[utc ? String(timeUnit.dropFirst(3)) : timeUnit] else { return nil }
        self.field = field
        self.utc = utc
    }

    /// A date truncated in SQL: what a row groups by, and the group's start in seconds.
    struct Truncation {
        /// The expression each row is grouped by.
        var group: String
        /// The group's start as seconds, from `group` (evaluated once per group).
        var seconds: String
    }

    /// The expressions that truncate `column`'s dates to this unit in `zone`; nil when the dialect
    /// cannot (SQLite knows no time zone but UTC). `bind` adds a bound value and returns its placeholder.
    ///
    /// PostgreSQL groups a day or longer unit by the local timestamp, which costs less than half of
    /// `date_trunc` with a zone, and turns only each group's start back into an instant. Both find the
    /// instant of a local start with the same rule (`DetermineTimeZoneOffset`), so the seconds agree; shorter
    /// units keep the original offset across a repeated hour and stay with `date_trunc` with a zone.
    func truncation(
        _ column: SourceColumn, zone: TimeZone, dialect: SQLDialect, bind: (SQLQuery.Bind) -> String
    ) -> Truncation? {
        let inUTC = utc || Self.isUTC(zone)
        switch dialect {
        case .postgres:
            guard let instant = column.instant else { return nil }
            let name = bind(.text(inUTC ? "UTC" : zone.identifier))
            guard ["year", "quarter", "month", "day"].contains(field) else {
                let e =
                    "CASE WHEN isfinite(\(instant)) THEN date_part('epoch', date_trunc('\(field)', \(instant), \(name))) END"
                return Truncation(group: e, seconds: e)
            }
            let local =
                "CASE WHEN isfinite(\(instant)) THEN date_trunc('\(field)', \(instant) AT TIME ZONE \(name)) END"
            return Truncation(group: local, seconds: "date_part('epoch', (\(local)) AT TIME ZONE \(name))")
        case .sqlite:
            guard inUTC, column.kind == .date else { return nil }
            let e = column.read
            let start: String
            switch field {
            case "year": start = "strftime('%Y-01-01', \(e), 'unixepoch')"
            case "quarter":
                start =
                    "printf('%s-%02d-01', strftime('%Y', \(e), 'unixepoch'), "
                    + "((CAST(strftime('%m', \(e), 'unixepoch') AS INTEGER) - 1) / 3) * 3 + 1)"
            case "month": start = "strftime('%Y-%m-01', \(e), 'unixepoch')"
            case "day": start = "strftime('%Y-%m-%d', \(e), 'unixepoch')"
            case "hour": start = "strftime('%Y-%m-%d %H:00:00', \(e), 'unixepoch')"
            case "minute": start = "strftime('%Y-%m-%d %H:%M:00', \(e), 'unixepoch')"
            default: start = "strftime('%Y-%m-%d %H:%M:%S', \(e), 'unixepoch')"
            }
            let seconds = "CAST(unixepoch(\(start)) AS REAL)"
            return Truncation(group: seconds, seconds: seconds)
        }
    }

    /// Whether a zone is UTC by another name (`Etc/UTC`, `GMT`, `Zulu`): no offset, now or ever.
    static func isUTC(_ zone: TimeZone) -> Bool {
        zone.secondsFromGMT() == 0 && zone.nextDaylightSavingTimeTransition(after: .distantPast) == nil
    }
}
