import Foundation
import Testing

@testable import ChartaScales

// The multi-scale format expectations of d3-scale's test/time-test.js ("time.tickFormat()(date) …",
// d3/d3-scale@d6904a4) and d3-time-format's test/format-test.js ("can be used to create a conditional
// multi-format", d3/d3-time-format@9c473e0), both in America/Los_Angeles.

@Suite struct TimeTickFormatTests {
    let f = TimeScale(domain: [local(2000), local(2001)], calendar: losAngeles).tickFormat()

    @Test func yearsOnNewYear() {
        #expect([2011, 2012, 2013].map { f(local($0)) } == ["2011", "2012", "2013"])
    }

    @Test func monthsOnTheFirst() {
        #expect([1, 2, 3].map { f(local(2011, $0, 1)) } == ["February", "March", "April"])
    }

    @Test func weeksOnSundayMidnight() {
        #expect([6, 13, 20].map { f(local(2011, 1, $0)) } == ["Feb 06", "Feb 13", "Feb 20"])
    }

    @Test func daysOnMidnight() {
        #expect([2, 3, 4].map { f(local(2011, 1, $0)) } == ["Wed 02", "Thu 03", "Fri 04"])
    }

    @Test func hoursOnMinuteZero() {
        #expect([11, 12, 13].map { f(local(2011, 1, 2, $0)) } == ["11 AM", "12 PM", "01 PM"])
    }

    @Test func minutesOnSecondZero() {
        #expect(
            [f(local(2011, 1, 2, 11, 59)), f(local(2011, 1, 2, 12, 1)), f(local(2011, 1, 2, 12, 2))]
                == ["11:59", "12:01", "12:02"])
    }

    @Test func otherwiseSeconds() {
        #expect([9, 10, 11].map { f(local(2011, 1, 2, 12, 1, $0)) } == [":09", ":10", ":11"])
    }

    @Test func conditionalMultiFormat() {
        #expect(f(local(1990, 0, 1, 0, 0, 0, 12)) == ".012")
        #expect(f(local(1990, 0, 1, 0, 0, 1, 0)) == ":01")
        #expect(f(local(1990, 0, 1, 0, 1, 0, 0)) == "12:01")
        #expect(f(local(1990, 0, 1, 1, 0, 0, 0)) == "01 AM")
        #expect(f(local(1990, 0, 2, 0, 0, 0, 0)) == "Tue 02")
        #expect(f(local(1990, 1, 1, 0, 0, 0, 0)) == "February")
        #expect(f(local(1990, 0, 1, 0, 0, 0, 0)) == "1990")
    }

    @Test func quarterLevelLabelsQuarterStarts() {
        var levels = TimeTickFormat.Specifiers(month: "%b", year: "%y")
        levels.quarter = "Q%q"
        let g = TimeScale(domain: [local(2000), local(2001)], calendar: losAngeles).tickFormat(specifiers: levels)
        #expect(g(local(2006, 0, 1)) == "06")
        #expect(g(local(2006, 3, 1)) == "Q2")
        #expect(g(local(2006, 4, 1)) == "May")
        // Without a quarter specifier, quarters are months, as in d3.
        #expect(f(local(2006, 3, 1)) == "April")
    }

    @Test func specifierOverridesEveryTick() {
        let g = TimeScale(domain: [local(2000), local(2001)], calendar: losAngeles).tickFormat(specifier: "%c")
        #expect(g(local(2011, 1, 2, 12)) == "2/2/2011, 12:00:00 PM")
    }

    @Test func granularity() {
        #expect(f.granularity(of: local(2011, 1, 2, 12, 1, 9, 5)) == .millisecond)
        #expect(f.granularity(of: local(2011, 1, 2, 12, 1, 9)) == .second)
        #expect(f.granularity(of: local(2011, 1, 2, 12, 1)) == .minute)
        #expect(f.granularity(of: local(2011, 1, 2, 12)) == .hour)
        #expect(f.granularity(of: local(2011, 1, 2)) == .day)
        #expect(f.granularity(of: local(2011, 1, 6)) == .week)
        #expect(f.granularity(of: local(2011, 1, 1)) == .month)
        #expect(f.granularity(of: local(2011, 0, 1)) == .year)
        #expect(f.granularity(of: Date(timeIntervalSinceReferenceDate: .nan)) == nil)
        #expect(f(Date(timeIntervalSinceReferenceDate: .nan)).isEmpty)
    }

    @Test func twentyFourHourSpecifiers() {
        let g = TimeTickFormat(calendar: losAngeles, specifiers: .twentyFourHour)
        #expect(g(local(2011, 1, 2, 13)) == "13:00")
        #expect(g(local(2011, 1, 2, 13, 30)) == "13:30")
        #expect(g(local(2011, 1, 2)) == "Wed 02")
        var custom = TimeTickFormat.Specifiers.standard
        custom.day = "%-d %b"
        #expect(TimeTickFormat(calendar: losAngeles, specifiers: custom)(local(2011, 1, 2)) == "2 Feb")
        #expect(custom[.day] == "%-d %b")
        #expect(custom[.year] == "%Y")
    }

    @Test func codableRoundTrip() throws {
        let g = TimeTickFormat(calendar: oslo, specifiers: .twentyFourHour)
        let decoded = try JSONDecoder().decode(TimeTickFormat.self, from: try JSONEncoder().encode(g))
        #expect(decoded == g)
        #expect(decoded(local(2022, 2, 27, 3, in: oslo)) == "03:00")
    }
}
