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

    /// In PostgreSQL, for units of a day or longer: a one-row table holding `__starts`, the starts of the
    /// unit (as seconds) from the least date of `column` to its greatest, in the zone `zoneName` (a
    /// placeholder); ``bucket(_:in:)`` finds a row's unit in it by binary search, which is several times
    /// faster than converting each row to local time.
    func startsTable(_ column: SourceColumn, relation: String, zoneName: String) -> String? {
        guard ["year", "quarter", "month", "day"].contains(field), let instant = column.instant else { return nil }
        let step = field == "quarter" ? "3 months" : "1 \(field)"
        let finite = "isfinite(\(SQLDialect.quote(column.name)))"
        return """
            (SELECT ARRAY(SELECT date_part('epoch', g AT TIME ZONE \(zoneName)) FROM generate_series(\
            date_trunc('\(field)', lo AT TIME ZONE \(zoneName)), hi AT TIME ZONE \(zoneName), interval '\(step)') g) \
            AS __starts FROM (SELECT MIN(\(instant)) FILTER (WHERE \(finite)) AS lo, MAX(\(instant)) FILTER (WHERE \(finite)) \
            AS hi FROM \(relation)) e)
            """
    }

    /// A row's unit start from the ``startsTable(_:relation:zoneName:)`` named `table`.
    func bucket(_ column: SourceColumn, in table: String) -> String {
        let instant = column.instant ?? column.read
        return "CASE WHEN isfinite(\(SQLDialect.quote(column.name))) THEN "
            + "\(table).__starts[width_bucket(date_part('epoch', \(instant)), \(table).__starts)] END"
    }

    /// The zone a unit truncates in: UTC for `utc` units and charts in UTC, else the chart's.
    func zoneIdentifier(_ zone: TimeZone) -> String {
        utc || zone.identifier == "UTC" || zone.identifier == "GMT" ? "UTC" : zone.identifier
    }

    /// The expression that truncates `column`'s dates to this unit, as seconds, in `zone`; nil when
    /// the dialect cannot (SQLite knows no time zone but UTC). `bind` adds a bound value and returns
    /// its placeholder.
    func expression(
        _ column: SourceColumn, zone: TimeZone, dialect: SQLDialect, bind: (SQLQuery.Bind) -> String
    ) -> String? {
        let inUTC = zoneIdentifier(zone) == "UTC"
        switch dialect {
        case .postgres:
            guard let instant = column.instant else { return nil }
            let name = bind(.text(zoneIdentifier(zone)))
            return
                "CASE WHEN isfinite(\(instant)) THEN date_part('epoch', date_trunc('\(field)', \(instant), \(name))) END"
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
            return "CAST(unixepoch(\(start)) AS REAL)"
        }
    }
}
