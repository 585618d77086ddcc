import Foundation
import Testing

@testable import ChartaScales

// Ports of d3-time's test/day-test.js, week-test.js, month-test.js, year-test.js and
// multiYear-test.js (d3/d3-time@720eb23), which run in America/Los_Angeles.

@Suite struct TimeStrideDayTests {
    let day = TimeStride.day

    @Test func floorReturnsDays() {
        #expect(day.floor(local(2010, 11, 31, 23)) == local(2010, 11, 31))
        #expect(day.floor(local(2011, 0, 1, 0)) == local(2011, 0, 1))
        #expect(day.floor(local(2011, 0, 1, 1)) == local(2011, 0, 1))
    }

    @Test func floorObservesDaylightSaving() {
        #expect(day.floor(utc(2011, 2, 13, 7)) == local(2011, 2, 12))
        #expect(day.floor(utc(2011, 2, 13, 8)) == local(2011, 2, 13))
        #expect(day.floor(utc(2011, 2, 13, 9)) == local(2011, 2, 13))
        #expect(day.floor(utc(2011, 2, 13, 10)) == local(2011, 2, 13))
        #expect(day.floor(utc(2011, 10, 6, 7)) == local(2011, 10, 6))
        #expect(day.floor(utc(2011, 10, 6, 8)) == local(2011, 10, 6))
        #expect(day.floor(utc(2011, 10, 6, 9)) == local(2011, 10, 6))
        #expect(day.floor(utc(2011, 10, 6, 10)) == local(2011, 10, 6))
    }

    @Test func floorHandlesFirstCentury() {
        #expect(day.floor(local(9, 10, 6, 7)) == local(9, 10, 6))
    }

    @Test func roundReturnsDays() {
        #expect(day.round(local(2010, 11, 30, 13)) == local(2010, 11, 31))
        #expect(day.round(local(2010, 11, 30, 11)) == local(2010, 11, 30))
        #expect(day.round(utc(2011, 2, 13, 7)) == local(2011, 2, 13))
        #expect(day.round(utc(2011, 2, 13, 20)) == local(2011, 2, 14))
        #expect(day.round(utc(2011, 10, 6, 20)) == local(2011, 10, 7))
        #expect(day.round(utc(2012, 2, 1, 0)) == local(2012, 2, 1))
    }

    @Test func ceilReturnsDays() {
        #expect(day.ceil(local(2010, 11, 30, 23)) == local(2010, 11, 31))
        #expect(day.ceil(local(2010, 11, 31, 0)) == local(2010, 11, 31))
        #expect(day.ceil(local(2010, 11, 31, 1)) == local(2011, 0, 1))
        #expect(day.ceil(utc(2011, 2, 13, 7)) == local(2011, 2, 13))
        #expect(day.ceil(utc(2011, 2, 13, 8)) == local(2011, 2, 13))
        #expect(day.ceil(utc(2011, 2, 13, 9)) == local(2011, 2, 14))
        #expect(day.ceil(utc(2011, 10, 6, 7)) == local(2011, 10, 6))
        #expect(day.ceil(utc(2011, 10, 6, 8)) == local(2011, 10, 7))
        #expect(day.ceil(utc(2012, 2, 1, 0)) == local(2012, 2, 1))
    }

    @Test func offsetKeepsTimeOfDay() {
        #expect(day.offset(local(2010, 11, 31, 23, 59, 59, 999)) == local(2011, 0, 1, 23, 59, 59, 999))
        #expect(day.offset(local(2010, 11, 31, 23, 59, 59, 456), -2) == local(2010, 11, 29, 23, 59, 59, 456))
        #expect(day.offset(local(2010, 11, 31), -1) == local(2010, 11, 30))
        #expect(day.offset(local(2011, 0, 1), -2) == local(2010, 11, 30))
        #expect(day.offset(local(2010, 11, 30), +2) == local(2011, 0, 1))
        #expect(day.offset(local(2010, 11, 31, 23, 59, 59, 999), 0) == local(2010, 11, 31, 23, 59, 59, 999))
    }

    @Test func rangeReturnsDays() {
        #expect(
            day.range(local(2011, 10, 4), local(2011, 10, 10))
                == [4, 5, 6, 7, 8, 9].map { local(2011, 10, $0) })
        #expect(
            day.range(local(2011, 10, 4, 2), local(2011, 10, 10, 13))
                == [5, 6, 7, 8, 9, 10].map { local(2011, 10, $0) })
        #expect(
            day.range(local(2011, 10, 4, 2), local(2011, 10, 14, 13), 3) == [5, 8, 11, 14].map { local(2011, 10, $0) })
    }

    @Test func rangeIsEmptyForBadInput() {
        #expect(day.range(Date(timeIntervalSinceReferenceDate: .nan), Date.distantFuture).isEmpty)
        #expect(day.range(local(2011, 10, 10), local(2011, 10, 4)).isEmpty)
        #expect(day.range(local(2011, 10, 10), local(2011, 10, 10)).isEmpty)
        #expect(day.range(local(2011, 0, 1), local(2011, 4, 9), 0).isEmpty)
        #expect(day.range(local(2011, 0, 1), local(2011, 4, 9), -1).isEmpty)
    }

    @Test func countObservesDaylightSaving() {
        #expect(day.count(local(2011, 0, 1, 0), local(2011, 4, 9, 0)) == 128)
        #expect(day.count(local(2011, 0, 1, 1), local(2011, 4, 9, 0)) == 128)
        #expect(day.count(local(2010, 11, 31, 23), local(2011, 4, 9, 0)) == 129)
        #expect(day.count(local(2011, 0, 1, 0), local(2011, 4, 8, 23)) == 127)
        #expect(day.count(local(2011, 0, 1), local(2011, 2, 13, 1)) == 71)
        #expect(day.count(local(2011, 0, 1), local(2011, 2, 13, 3)) == 71)
        #expect(day.count(local(2011, 0, 1), local(2011, 10, 6, 0)) == 309)
        #expect(day.count(local(2011, 0, 1), local(2011, 10, 6, 2)) == 309)
        #expect(day.count(local(2000, 0, 1), local(2000, 11, 31)) == 365)
        #expect(day.count(local(2001, 0, 1), local(2001, 11, 31)) == 364)
    }

    @Test func everyRestartsEachMonth() {
        #expect(
            every(.day, 3).range(local(2008, 11, 30, 0, 12), local(2009, 0, 5, 23, 48))
                == [local(2008, 11, 31), local(2009, 0, 1), local(2009, 0, 4)])
        #expect(
            every(.day, 5).range(local(2008, 11, 30, 0, 12), local(2009, 0, 6, 23, 48))
                == [local(2008, 11, 31), local(2009, 0, 1), local(2009, 0, 6)])
        #expect(
            every(.day, 7).range(local(2008, 11, 30, 0, 12), local(2009, 0, 8, 23, 48))
                == [local(2009, 0, 1), local(2009, 0, 8)])
    }
}

@Suite struct TimeStrideWeekTests {
    let week = TimeStride.week

    @Test func floorReturnsSundays() {
        #expect(week.floor(local(2010, 11, 31, 23, 59, 59)) == local(2010, 11, 26))
        #expect(week.floor(local(2011, 0, 1, 0, 0, 0)) == local(2010, 11, 26))
        #expect(week.floor(local(2011, 0, 1, 23, 59, 59)) == local(2010, 11, 26))
        #expect(week.floor(local(2011, 0, 2, 0, 0, 0)) == local(2011, 0, 2))
        #expect(week.floor(local(2011, 0, 2, 0, 0, 1)) == local(2011, 0, 2))
        #expect(week.floor(local(2011, 2, 13, 1)) == local(2011, 2, 13))
        #expect(week.floor(local(2011, 10, 6, 1)) == local(2011, 10, 6))
        #expect(week.floor(local(9, 10, 6, 7)) == local(9, 10, 1))
    }

    @Test func ceilReturnsSundays() {
        #expect(week.ceil(local(2010, 11, 31, 23, 59, 59)) == local(2011, 0, 2))
        #expect(week.ceil(local(2011, 0, 2, 0, 0, 0)) == local(2011, 0, 2))
        #expect(week.ceil(local(2011, 0, 2, 0, 0, 1)) == local(2011, 0, 9))
        #expect(week.ceil(local(2011, 2, 13, 1)) == local(2011, 2, 20))
        #expect(week.ceil(local(2011, 10, 6, 1)) == local(2011, 10, 13))
    }

    @Test func offsetMovesWholeWeeks() {
        #expect(week.offset(local(2010, 11, 31, 23, 59, 59, 999), +1) == local(2011, 0, 7, 23, 59, 59, 999))
        #expect(week.offset(local(2010, 11, 31, 23, 59, 59, 456), -2) == local(2010, 11, 17, 23, 59, 59, 456))
        #expect(week.offset(local(2010, 11, 1), -1) == local(2010, 10, 24))
        #expect(week.offset(local(2010, 11, 18), +2) == local(2011, 0, 1))
    }

    @Test func rangeReturnsSundays() {
        #expect(
            week.range(local(2010, 11, 21), local(2011, 0, 12))
                == [local(2010, 11, 26), local(2011, 0, 2), local(2011, 0, 9)])
        #expect(
            week.range(local(2011, 0, 1), local(2011, 3, 1), 4)
                == [local(2011, 0, 2), local(2011, 0, 30), local(2011, 1, 27), local(2011, 2, 27)])
        #expect(week.range(local(2011, 2, 1), local(2011, 2, 28)) == [6, 13, 20, 27].map { local(2011, 2, $0) })
        #expect(week.range(local(2011, 10, 1), local(2011, 10, 30)) == [6, 13, 20, 27].map { local(2011, 10, $0) })
    }

    @Test func everyCountsWeeksSince1970() {
        #expect(
            every(.week, 2).range(local(2008, 11, 3), local(2009, 1, 5))
                == [local(2008, 11, 7), local(2008, 11, 21), local(2009, 0, 4), local(2009, 0, 18), local(2009, 1, 1)])
    }
}

@Suite struct TimeStrideMonthTests {
    let month = TimeStride.month

    @Test func floorAndCeilReturnMonths() {
        #expect(month.floor(local(2010, 11, 31, 23, 59, 59)) == local(2010, 11, 1))
        #expect(month.floor(local(2011, 0, 1, 0, 0, 1)) == local(2011, 0, 1))
        #expect(month.floor(utc(2011, 2, 13, 7)) == local(2011, 2, 1))
        #expect(month.floor(utc(2011, 10, 6, 10)) == local(2011, 10, 1))
        #expect(month.floor(local(9, 10, 6, 7)) == local(9, 10, 1))
        #expect(month.ceil(local(2010, 10, 30, 23)) == local(2010, 11, 1))
        #expect(month.ceil(local(2010, 11, 1, 1)) == local(2011, 0, 1))
        #expect(month.ceil(local(2011, 1, 1)) == local(2011, 1, 1))
        #expect(month.ceil(utc(2011, 2, 13, 7)) == local(2011, 3, 1))
        #expect(month.ceil(utc(2011, 10, 6, 10)) == local(2011, 11, 1))
        #expect(month.round(local(2010, 11, 16, 12)) == local(2011, 0, 1))
        #expect(month.round(local(2010, 11, 16, 11)) == local(2010, 11, 1))
    }

    @Test func offsetKeepsDayAndTime() {
        #expect(month.offset(local(2010, 11, 31, 23, 59, 59, 999), +1) == local(2011, 0, 31, 23, 59, 59, 999))
        #expect(month.offset(local(2010, 11, 31, 23, 59, 59, 456), -2) == local(2010, 9, 31, 23, 59, 59, 456))
        #expect(month.offset(local(2010, 11, 31), -1) == local(2010, 10, 31))
        #expect(month.offset(local(2010, 11, 30), +2) == local(2011, 1, 30))
        #expect(month.offset(local(2010, 10, 1), +2) == local(2011, 0, 1))
    }

    @Test func rangeReturnsMonths() {
        #expect(
            month.range(local(2011, 10, 4, 2), local(2012, 4, 10, 13))
                == [local(2011, 11, 1)] + (0...4).map { local(2012, $0, 1) })
        #expect(
            month.range(local(2011, 1, 1), local(2012, 1, 1), 3)
                == [1, 4, 7, 10].map { local(2011, $0, 1) })
        #expect(month.range(local(2011, 0, 1), local(2011, 4, 1)) == (0...3).map { local(2011, $0, 1) })
        #expect(month.range(local(2011, 11, 10), local(2011, 10, 4)).isEmpty)
    }

    @Test func countsMonths() {
        #expect(month.count(local(2011, 0, 1), local(2011, 4, 1)) == 4)
        #expect(month.count(local(2011, 0, 1), local(2011, 3, 30)) == 3)
        #expect(month.count(local(2010, 11, 31), local(2011, 3, 30)) == 4)
        #expect(month.count(local(2009, 11, 31), local(2012, 4, 1)) == 29)
        #expect(month.count(local(2012, 4, 1), local(2009, 11, 31)) == -29)
    }

    @Test func everyFiltersByMonthIndex() {
        #expect(
            every(.month, 3).range(local(2008, 11, 3), local(2010, 6, 5))
                == [
                    local(2009, 0, 1), local(2009, 3, 1), local(2009, 6, 1), local(2009, 9, 1), local(2010, 0, 1),
                    local(2010, 3, 1), local(2010, 6, 1),
                ])
    }
}

@Suite struct TimeStrideYearTests {
    let year = TimeStride.year

    @Test func floorCeilOffset() {
        #expect(year.floor(local(2010, 11, 31, 23, 59, 59)) == local(2010, 0, 1))
        #expect(year.floor(local(2011, 0, 1, 0, 0, 1)) == local(2011, 0, 1))
        #expect(year.floor(local(9, 10, 6, 7)) == local(9, 0, 1))
        #expect(year.ceil(local(2010, 11, 31, 23, 59, 59)) == local(2011, 0, 1))
        #expect(year.ceil(local(2011, 0, 1, 0, 0, 0)) == local(2011, 0, 1))
        #expect(year.ceil(local(2011, 0, 1, 0, 0, 1)) == local(2012, 0, 1))
        #expect(year.offset(local(2010, 11, 31, 23, 59, 59, 999), +1) == local(2011, 11, 31, 23, 59, 59, 999))
        #expect(year.offset(local(2010, 11, 31, 23, 59, 59, 456), -2) == local(2008, 11, 31, 23, 59, 59, 456))
        #expect(year.offset(local(2011, 0, 1), -2) == local(2009, 0, 1))
    }

    @Test func rangeAndEvery() {
        #expect(year.range(local(2010, 0, 1), local(2013, 0, 1)) == (2010...2012).map { local($0) })
        #expect(year.range(local(2009, 0, 1), local(2029, 0, 1), 5) == [2009, 2014, 2019, 2024].map { local($0) })
        #expect(every(.year, 5).range(local(2008), local(2023)) == [local(2010), local(2015), local(2020)])
    }

    @Test func multiYearFloorCeilOffsetRange() {
        #expect(every(.year, 10).floor(local(2009, 11, 31, 23, 59, 59)) == local(2000, 0, 1))
        #expect(every(.year, 10).floor(local(2010, 0, 1, 0, 0, 0)) == local(2010, 0, 1))
        #expect(every(.year, 100).ceil(local(1999, 11, 31, 23, 59, 59)) == local(2000, 0, 1))
        #expect(every(.year, 100).ceil(local(2000, 0, 1, 0, 0, 1)) == local(2100, 0, 1))
        #expect(
            every(.year, 5).offset(local(2010, 11, 31, 23, 59, 59, 999), +1) == local(2015, 11, 31, 23, 59, 59, 999))
        #expect(
            every(.year, 5).offset(local(2010, 11, 31, 23, 59, 59, 456), -2) == local(2000, 11, 31, 23, 59, 59, 456))
        #expect(
            every(.year, 10).range(local(2010, 0, 1), local(2031, 0, 1)) == [local(2010), local(2020), local(2030)])
        #expect(every(.year, 10).count(local(2010), local(2031)) == nil)  // d3: no count on every(n)
    }
}

/// d3-time's utcDay tests (test/utcDay-test.js): with a step, UTC days count from 1970 instead of
/// restarting each month as local days do.
@Suite struct TimeStrideUTCDayTests {
    func range(_ step: Int, _ start: Date, _ stop: Date) -> [Date] {
        every(.day, step).range(from: start, to: stop, every: 1, calendar: utcCalendar)
    }

    @Test func everyRunsOnAcrossMonthEnds() {
        #expect(range(3, utc(2008, 11, 30, 0, 12), utc(2009, 0, 5, 23, 48)) == [utc(2008, 11, 31), utc(2009, 0, 3)])
        #expect(
            range(5, utc(2008, 11, 25, 0, 12), utc(2009, 0, 6, 23, 48))
                == [utc(2008, 11, 27), utc(2009, 0, 1), utc(2009, 0, 6)])
        #expect(
            range(7, utc(2008, 11, 23, 0, 12), utc(2009, 0, 8, 23, 48))
                == [utc(2008, 11, 25), utc(2009, 0, 1), utc(2009, 0, 8)])
    }

    @Test func everyFloorsAndOffsetsByDaysSince1970() {
        let stride = every(.day, 2)
        // Day 0 (1970-01-01) is even; 2009-01-03 is day 14247 (odd), so it floors to January 2.
        #expect(stride.floor(utc(2009, 0, 3, 12), calendar: utcCalendar) == utc(2009, 0, 2))
        #expect(stride.floor(utc(1970, 0, 1, 5), calendar: utcCalendar) == utc(1970, 0, 1))
        #expect(stride.floor(utc(1969, 11, 31, 5), calendar: utcCalendar) == utc(1969, 11, 30))
        #expect(stride.offset(utc(2009, 0, 2), by: 1, calendar: utcCalendar) == utc(2009, 0, 4))
        // Local days restart each month: in Los Angeles, every other day from January 31 goes to February 1.
        #expect(
            every(.day, 2).range(local(2009, 0, 30), local(2009, 1, 4)) == [
                local(2009, 0, 31), local(2009, 1, 1), local(2009, 1, 3),
            ])
    }
}
