import Foundation
import Testing

@testable import ChartaScales

// Daylight-saving behaviour around the 2022 transitions. Expected instants are written in UTC from
// the published rules: New York moves 02:00 EST → 03:00 EDT on March 13 (07:00Z) and 02:00 EDT →
// 01:00 EST on November 6 (06:00Z); Oslo moves 02:00 CET → 03:00 CEST on March 27 (01:00Z) and
// 03:00 CEST → 02:00 CET on October 30 (01:00Z).

private func hours(_ dates: [Date], _ calendar: Calendar, _ specifier: String = "%H") -> [String] {
    let format = DateFormat(specifier, calendar: calendar)
    return dates.map { format($0) }
}

private func gaps(_ dates: [Date]) -> [Double] {
    zip(dates, dates.dropFirst()).map { ($1.timeIntervalSince($0) / 3600).rounded() }
}

@Suite struct TimeNewYorkDaylightSavingTests {
    @Test func hourlyTicksSkipTheMissingHour() {
        let scale = TimeScale(domain: [utc(2022, 2, 13, 5), utc(2022, 2, 13, 9)], calendar: newYork)
        let ticks = scale.ticks(stride: .hour)
        #expect(ticks == (5...9).map { utc(2022, 2, 13, $0) })
        #expect(hours(ticks, newYork) == ["00", "01", "03", "04", "05"])
    }

    @Test func hourlyTicksRepeatTheDoubledHour() {
        let scale = TimeScale(domain: [utc(2022, 10, 6, 4), utc(2022, 10, 6, 9)], calendar: newYork)
        let ticks = scale.ticks(stride: .hour)
        #expect(ticks == (4...9).map { utc(2022, 10, 6, $0) })
        #expect(
            hours(ticks, newYork, "%H %Z")
                == ["00 -0400", "01 -0400", "01 -0500", "02 -0500", "03 -0500", "04 -0500"])
    }

    @Test func threeHourTicksLandOnLocalMultiplesOfThree() {
        let scale = TimeScale(domain: [utc(2022, 2, 13, 3), utc(2022, 2, 13, 17)], calendar: newYork)
        let ticks = scale.ticks(stride: every(.hour, 3))
        #expect(
            ticks == [
                utc(2022, 2, 13, 5), utc(2022, 2, 13, 7), utc(2022, 2, 13, 10), utc(2022, 2, 13, 13),
                utc(2022, 2, 13, 16),
            ])
        #expect(hours(ticks, newYork) == ["00", "03", "06", "09", "12"])
    }

    @Test func dailyTicksAreLocalMidnights() {
        let spring = TimeScale(domain: [utc(2022, 2, 11, 17), utc(2022, 2, 15, 16)], calendar: newYork).ticks(
            stride: .day)
        #expect(spring == [utc(2022, 2, 12, 5), utc(2022, 2, 13, 5), utc(2022, 2, 14, 4), utc(2022, 2, 15, 4)])
        #expect(gaps(spring) == [24, 23, 24])
        let fall = TimeScale(domain: [utc(2022, 10, 5, 16), utc(2022, 10, 8, 17)], calendar: newYork).ticks(
            stride: .day)
        #expect(fall == [utc(2022, 10, 6, 4), utc(2022, 10, 7, 5), utc(2022, 10, 8, 5)])
        #expect(gaps(fall) == [25, 24])
    }

    @Test func automaticTicksChooseDaysAtLocalMidnight() {
        let scale = TimeScale(domain: [utc(2022, 2, 12, 5), utc(2022, 2, 16, 4)], calendar: newYork)
        #expect(scale.tickStride(count: 4) == .day)
        let ticks = scale.ticks(count: 4)
        #expect(ticks.count == 5)
        #expect(hours(ticks, newYork, "%d %H:%M") == ["12 00:00", "13 00:00", "14 00:00", "15 00:00", "16 00:00"])
    }

    @Test func dayOffsetsKeepTheWallClock() {
        let day = TimeStride.day
        // Noon to noon: 23 hours in March, 25 in November.
        #expect(day.offset(utc(2022, 2, 12, 17), by: 1, calendar: newYork) == utc(2022, 2, 13, 16))
        #expect(day.offset(utc(2022, 10, 5, 16), by: 1, calendar: newYork) == utc(2022, 10, 6, 17))
        #expect(day.offset(utc(2022, 10, 6, 17), by: -1, calendar: newYork) == utc(2022, 10, 5, 16))
        #expect(TimeStride.week.offset(utc(2022, 2, 8, 17), by: 1, calendar: newYork) == utc(2022, 2, 15, 16))
        #expect(TimeStride.month.offset(utc(2022, 9, 30, 16), by: 1, calendar: newYork) == utc(2022, 10, 30, 17))
        // Hours are elapsed time: 01:00 EST plus one hour is 03:00 EDT.
        #expect(TimeStride.hour.offset(utc(2022, 2, 13, 6), by: 1, calendar: newYork) == utc(2022, 2, 13, 7))
    }

    @Test func wallClockTimesInTransitionsResolveLikeJavaScript() {
        // 02:30 does not exist on March 13: it becomes 03:30 EDT. 01:30 on November 6 happens twice: the
        // first (EDT) is chosen.
        #expect(TimeStride.day.offset(utc(2022, 2, 12, 7, 30), by: 1, calendar: newYork) == utc(2022, 2, 13, 7, 30))
        #expect(TimeStride.day.offset(utc(2022, 10, 5, 5, 30), by: 1, calendar: newYork) == utc(2022, 10, 6, 5, 30))
    }

    @Test func formatsPrintLocalHours() {
        let format = DateFormat("%Y-%m-%d %H:%M %Z", calendar: newYork)
        #expect(format(utc(2022, 2, 13, 6, 59)) == "2022-03-13 01:59 -0500")
        #expect(format(utc(2022, 2, 13, 7)) == "2022-03-13 03:00 -0400")
        #expect(format(utc(2022, 10, 6, 5, 30)) == "2022-11-06 01:30 -0400")
        #expect(format(utc(2022, 10, 6, 6, 30)) == "2022-11-06 01:30 -0500")
    }
}

@Suite struct TimeOsloDaylightSavingTests {
    @Test func hourlyTicksAcrossSpringForward() {
        let scale = TimeScale(domain: [utc(2022, 2, 26, 23), utc(2022, 2, 27, 3)], calendar: oslo)
        let ticks = scale.ticks(stride: .hour)
        #expect(ticks == [utc(2022, 2, 26, 23)] + (0...3).map { utc(2022, 2, 27, $0) })
        #expect(
            hours(ticks, oslo, "%H:%M %Z") == [
                "00:00 +0100", "01:00 +0100", "03:00 +0200", "04:00 +0200", "05:00 +0200",
            ])
    }

    @Test func hourlyTicksAcrossFallBack() {
        let scale = TimeScale(domain: [utc(2022, 9, 29, 22), utc(2022, 9, 30, 3)], calendar: oslo)
        let ticks = scale.ticks(count: 5)
        #expect(scale.tickStride(count: 5) == .hour)
        #expect(ticks == [utc(2022, 9, 29, 22), utc(2022, 9, 29, 23)] + (0...3).map { utc(2022, 9, 30, $0) })
        #expect(hours(ticks, oslo) == ["00", "01", "02", "02", "03", "04"])
        // Sunday October 30 starts the week; the rest are hours.
        let standard = scale.tickFormat()
        #expect(ticks.map { standard($0) } == ["Oct 30", "01 AM", "02 AM", "02 AM", "03 AM", "04 AM"])
        let twentyFour = scale.tickFormat(specifiers: .twentyFourHour)
        #expect(ticks.map { twentyFour($0) } == ["Oct 30", "01:00", "02:00", "02:00", "03:00", "04:00"])
    }

    @Test func dailyTicksAreLocalMidnights() {
        let spring = TimeScale(domain: [utc(2022, 2, 25, 12), utc(2022, 2, 28, 12)], calendar: oslo).ticks(stride: .day)
        #expect(spring == [utc(2022, 2, 25, 23), utc(2022, 2, 26, 23), utc(2022, 2, 27, 22)])
        #expect(gaps(spring) == [24, 23])
        let fall = TimeScale(domain: [utc(2022, 9, 29, 12), utc(2022, 9, 31, 12)], calendar: oslo).ticks(stride: .day)
        #expect(fall == [utc(2022, 9, 29, 22), utc(2022, 9, 30, 23)])
        #expect(gaps(fall) == [25])
    }

    @Test func sixHourTicksOnTheLongDay() {
        let scale = TimeScale(domain: [utc(2022, 9, 29, 22), utc(2022, 9, 30, 23)], calendar: oslo)
        let ticks = scale.ticks(stride: every(.hour, 6))
        #expect(hours(ticks, oslo) == ["00", "06", "12", "18", "00"])
        #expect(gaps(ticks) == [7, 6, 6, 6])
    }

    @Test func floorAndCeilOnTransitionDays() {
        #expect(TimeStride.day.floor(utc(2022, 2, 27, 10), calendar: oslo) == utc(2022, 2, 26, 23))
        #expect(TimeStride.day.ceil(utc(2022, 2, 27, 10), calendar: oslo) == utc(2022, 2, 27, 22))
        #expect(TimeStride.day.floor(utc(2022, 9, 30, 10), calendar: oslo) == utc(2022, 9, 29, 22))
        #expect(TimeStride.day.ceil(utc(2022, 9, 30, 10), calendar: oslo) == utc(2022, 9, 30, 23))
        #expect(TimeStride.week.floor(utc(2022, 9, 31, 10), calendar: oslo) == utc(2022, 9, 29, 22))
    }

    @Test func monthlyTicksAreLocalFirsts() {
        let scale = TimeScale(domain: [utc(2022, 0, 1), utc(2022, 11, 31)], calendar: oslo)
        let ticks = scale.ticks(stride: .month)
        #expect(ticks.count == 11)  // January 1st 00:00 local is 2021-12-31T23:00Z, before the domain
        #expect(Set(hours(ticks, oslo, "%d %H:%M")) == ["01 00:00"])
        #expect(
            hours(ticks, oslo, "%b") == ["Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
    }
}

@Suite struct TimeUnusualZoneTests {
    @Test func missingMidnightFloorsToTheFirstLocalHour() {
        // São Paulo started DST at midnight on 2018-11-04 (00:00 BRT → 01:00 BRST, 03:00Z); JavaScript's
        // setHours(0) there gives 01:00.
        let saoPaulo = zoneCalendar("America/Sao_Paulo")
        #expect(TimeStride.day.floor(utc(2018, 10, 4, 15), calendar: saoPaulo) == utc(2018, 10, 4, 3))
        #expect(DateFormat("%H:%M", calendar: saoPaulo)(utc(2018, 10, 4, 3)) == "01:00")
    }

    @Test func hoursFollowAQuarterHourOffset() {
        // Kathmandu is UTC+05:45, so local hours begin at a quarter past the UTC hour.
        let kathmandu = zoneCalendar("Asia/Kathmandu")
        #expect(TimeStride.hour.floor(utc(2022, 5, 1, 6, 50), calendar: kathmandu) == utc(2022, 5, 1, 6, 15))
        #expect(DateFormat("%H:%M %Z", calendar: kathmandu)(utc(2022, 5, 1, 6, 15)) == "12:00 +0545")
    }
}
