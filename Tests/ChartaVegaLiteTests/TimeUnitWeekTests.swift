import Foundation
import Testing

@testable import ChartaVegaLite

/// Week and day-of-year time units floor as vega-time's `timeFloor` does: a week starts on its Sunday,
/// week 0 being the days before the year's first Sunday (d3's `%U`).
@Suite struct TimeUnitWeekTests {
    func floor(_ unit: String, _ iso: String) throws -> String {
        var u = try #require(VLTimeUnit(unit))
        u.utc = true
        let seconds = try #require(ISO8601DateFormatter().date(from: iso + "T12:34:56Z")).timeIntervalSince1970
        let floored = u.floor(seconds, local: TimeZone(identifier: "UTC")!)
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime]
        return f.string(from: Date(timeIntervalSince1970: floored))
    }

    @Test(arguments: [
        ("yearweek", "1970-12-31", "1970-12-27T00:00:00"),
        // 1970 starts on a Thursday: its week 0 starts on the Sunday before.
        ("yearweek", "1970-01-02", "1969-12-28T00:00:00"),
        ("yearweek", "2012-01-01", "2012-01-01T00:00:00"),
        ("yearweekday", "1970-12-31", "1970-12-31T00:00:00"),
        // Without a year, 2012 (a leap year starting on a Sunday) holds the week or the day of the year.
        ("week", "2013-01-06", "2012-01-01T00:00:00"),
        ("dayofyear", "2013-03-05", "2012-03-04T00:00:00"),
        ("day", "2013-03-05", "2012-01-03T00:00:00"),
        ("yearmonthdate", "2013-03-05", "2013-03-05T00:00:00"),
    ])
    func floorsAsVegaTime(unit: String, date: String, expected: String) throws {
        #expect(try floor(unit, date) == expected)
    }
}

/// Remembering the last interval floors every date as the unit floors it alone: across daylight
/// saving changes, in and out of order, for units that truncate a date and for those that don't.
@Suite struct TimeIntervalsTests {
    static let la = TimeZone(identifier: "America/Los_Angeles")!

    @Test(arguments: [
        "yearmonth", "yearmonthdate", "yearmonthdatehours", "yearquarter", "yearquartermonth", "utcyearmonthdate",
        "month", "yearweek", "hours", "monthdate",
    ])
    func intervalsFloorAsTheUnitDoes(_ name: String) throws {
        let unit = try #require(VLTimeUnit(name))
        // Every 37 minutes through 2019 and 2020 (both of their clock changes), then the same in a fixed
        // scrambled order (a stride of 7,919 through them, prime to their count).
        let sorted = stride(from: 1_546_300_800.0, to: 1_609_459_200, by: 37 * 60).map { $0 }
        #expect(sorted.count % 7_919 != 0)
        let scrambled = sorted.indices.map { sorted[($0 * 7_919) % sorted.count] }
        for dates in [sorted, scrambled] {
            var intervals = VLTimeIntervals(unit, local: Self.la)
            var mismatches = 0
            for t in dates {
                let start = intervals.floor(t)
                let expected = unit.floor(t, local: Self.la)
                if start != expected || intervals.end(start) != unit.offset(expected, local: Self.la) {
                    mismatches += 1
                }
            }
            #expect(mismatches == 0, "\(name): \(mismatches) of \(dates.count) dates")
        }
    }
}
