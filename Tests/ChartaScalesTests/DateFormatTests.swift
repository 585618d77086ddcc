import Foundation
import Testing

@testable import ChartaScales

// Ports of d3-time-format's test/format-test.js and utcFormat-test.js (d3/d3-time-format@9c473e0),
// which run in America/Los_Angeles.

private func format(_ specifier: String) -> DateFormat {
    DateFormat(specifier, calendar: losAngeles)
}

private func utcFormat(_ specifier: String) -> DateFormat {
    DateFormat(specifier, calendar: utcCalendar)
}

@Suite struct DateFormatNameTests {
    @Test func weekdaysAndMonths() {
        #expect((1...7).map { format("%a")(local(1990, 0, $0)) } == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(
            (1...7).map { format("%A")(local(1990, 0, $0)) }
                == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        #expect(
            (0...11).map { format("%b")(local(1990, $0, 1)) }
                == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        #expect(
            (0...11).map { format("%B")(local(1990, $0, 1)) }
                == [
                    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                    "November", "December",
                ])
        #expect((1...7).map { utcFormat("%a")(utc(1990, 0, $0)) } == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    }

    @Test func periods() {
        #expect(format("%p")(local(1990, 0, 1, 0)) == "AM")
        #expect(format("%p")(local(1990, 0, 1, 13)) == "PM")
    }

    @Test func localeComposites() {
        #expect((1...7).map { format("%c")(local(1990, 0, $0)) } == (1...7).map { "1/\($0)/1990, 12:00:00 AM" })
        #expect(utcFormat("%c")(utc(1990, 0, 1)) == "1/1/1990, 12:00:00 AM")
        #expect(format("%x")(local(1990, 0, 1)) == "1/1/1990")
        #expect(format("%x")(local(2010, 5, 1)) == "6/1/2010")
        #expect(format("%X")(local(1990, 0, 1, 0, 0, 0)) == "12:00:00 AM")
        #expect(format("%X")(local(1990, 0, 1, 13, 34, 59)) == "1:34:59 PM")
    }

    @Test func injectedLocale() {
        // Names from d3-time-format's locale/nb-NO.json.
        let norwegian = DateLocale(
            dateTime: "%A den %d. %B %Y %X", date: "%d.%m.%Y", time: "%H:%M:%S", periods: ["AM", "PM"],
            days: ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
            shortDays: ["søn", "man", "tir", "ons", "tor", "fre", "lør"],
            months: [
                "januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
                "november", "desember",
            ],
            shortMonths: ["jan", "feb", "mars", "apr", "mai", "juni", "juli", "aug", "sep", "okt", "nov", "des"])
        let f = DateFormat("%c", locale: norwegian, calendar: oslo)
        #expect(f(local(2022, 2, 27, 14, 5, 9, in: oslo)) == "søndag den 27. mars 2022 14:05:09")
        #expect(DateFormat("%a %b", locale: norwegian, calendar: oslo)(local(2022, 9, 30, in: oslo)) == "søn okt")
    }

    @Test func shortLocaleFallsBackToEnglish() {
        var partial = DateLocale.enUS
        partial.months = ["Enero"]
        partial.periods = []
        let f = DateFormat("%B %p", locale: partial, calendar: losAngeles)
        #expect(f(local(1990, 0, 1, 13)) == "Enero PM")
        #expect(f(local(1990, 1, 1, 1)) == "February AM")
    }
}

@Suite struct DateFormatNumberTests {
    @Test func dayMonthHourMinuteSecond() {
        #expect(format("%d")(local(1990, 0, 1)) == "01")
        #expect(format("%e")(local(1990, 0, 1)) == " 1")
        #expect(format("%H")(local(1990, 0, 1, 0)) == "00")
        #expect(format("%H")(local(1990, 0, 1, 13)) == "13")
        #expect(format("%I")(local(1990, 0, 1, 0)) == "12")
        #expect(format("%I")(local(1990, 0, 1, 13)) == "01")
        #expect(format("%m")(local(1990, 0, 1)) == "01")
        #expect(format("%m")(local(1990, 9, 1)) == "10")
        #expect(format("%M")(local(1990, 0, 1, 0, 0)) == "00")
        #expect(format("%M")(local(1990, 0, 1, 0, 32)) == "32")
        #expect(format("%S")(local(1990, 0, 1, 0, 0, 32)) == "32")
        #expect(format("%L")(local(1990, 0, 1, 0, 0, 0, 0)) == "000")
        #expect(format("%L")(local(1990, 0, 1, 0, 0, 0, 432)) == "432")
        #expect(format("%f")(local(1990, 0, 1, 0, 0, 0, 0)) == "000000")
        #expect(format("%f")(local(1990, 0, 1, 0, 0, 0, 432)) == "432000")
        #expect((0...3).map { format("%q")(local(1990, $0 * 3, 1)) } == ["1", "2", "3", "4"])
    }

    @Test func paddingModifiers() {
        #expect(format("%0S")(local(1990, 0, 1, 0, 0, 0)) == "00")
        #expect(format("%_S")(local(1990, 0, 1, 0, 0, 0)) == " 0")
        #expect(format("%_S")(local(1990, 0, 1, 0, 0, 3)) == " 3")
        #expect(format("%_S")(local(1990, 0, 1, 0, 0, 32)) == "32")
        #expect(format("%-S")(local(1990, 0, 1, 0, 0, 0)) == "0")
        #expect(format("%-S")(local(1990, 0, 1, 0, 0, 3)) == "3")
        #expect(format("%-d/%-m %-I%p")(local(1990, 0, 5, 7)) == "5/1 7AM")
        #expect(format("%0e")(local(1990, 0, 5)) == "05")
    }

    @Test func dayOfYearAcrossDaylightSaving() {
        let days = [
            (1990, 0, 1), (1990, 5, 1), (2010, 2, 13), (2010, 2, 14), (2010, 2, 15), (2010, 10, 6), (2010, 10, 7),
            (2010, 10, 8),
        ]
        let expected = ["001", "152", "072", "073", "074", "310", "311", "312"]
        #expect(days.map { format("%j")(local($0.0, $0.1, $0.2)) } == expected)
        #expect(days.map { utcFormat("%j")(utc($0.0, $0.1, $0.2)) } == expected)
    }

    @Test func weekdayNumbers() {
        #expect(format("%u")(local(1990, 0, 1, 0)) == "1")
        #expect(format("%u")(local(1990, 0, 7, 0)) == "7")
        #expect(format("%u")(local(2010, 2, 13, 23)) == "6")
        #expect(format("%w")(local(1990, 0, 1, 0)) == "1")
        #expect(format("%w")(local(1990, 0, 7, 0)) == "0")
    }

    @Test func weekNumbers() {
        let u = [
            (1990, 0, 1, 0), (1990, 5, 1, 0), (2010, 2, 13, 23), (2010, 2, 14, 0), (2010, 2, 15, 0), (2010, 10, 6, 23),
            (2010, 10, 7, 0), (2010, 10, 8, 0), (2012, 0, 1, 0),
        ]
        #expect(
            u.map { format("%U")(local($0.0, $0.1, $0.2, $0.3)) } == [
                "00", "21", "10", "11", "11", "44", "45", "45", "01",
            ])
        let w = [(1990, 0, 1), (1990, 5, 1), (2010, 2, 15), (2010, 10, 8)]
        #expect(w.map { format("%W")(local($0.0, $0.1, $0.2)) } == ["01", "22", "11", "45"])
        let v = [
            (1990, 0, 1, 0), (1990, 5, 1, 0), (2010, 2, 13, 23), (2010, 2, 14, 0), (2010, 2, 15, 0), (2010, 10, 6, 23),
            (2010, 10, 7, 0), (2010, 10, 8, 0), (2015, 11, 31, 0), (2016, 0, 1, 0),
        ]
        #expect(
            v.map { format("%V")(local($0.0, $0.1, $0.2, $0.3)) } == [
                "01", "22", "10", "10", "11", "44", "44", "45", "53", "53",
            ])
    }

    @Test func isoYears() {
        let dates = [local(2018, 11, 30), local(2018, 11, 31), local(2019, 0, 1)]
        #expect(dates.map { format("%g")($0) } == ["18", "19", "19"])
        #expect(dates.map { format("%G")($0) } == ["2018", "2019", "2019"])
        #expect(utcFormat("%G")(utc(2018, 11, 31)) == "2019")
    }

    @Test func years() {
        #expect(format("%y")(local(1990, 0, 1)) == "90")
        #expect(format("%y")(local(2002, 0, 1)) == "02")
        #expect(format("%y")(local(-2, 0, 1)) == "-02")
        #expect(format("%Y")(local(123, 0, 1)) == "0123")
        #expect(format("%Y")(local(1990, 0, 1)) == "1990")
        #expect(format("%Y")(local(10002, 0, 1)) == "0002")
        #expect(format("%Y")(local(-2, 0, 1)) == "-0002")
    }

    @Test func zonesTimestampsAndPercent() {
        #expect(format("%Z")(local(1990, 0, 1)) == "-0800")
        #expect(format("%Z")(local(1990, 6, 1)) == "-0700")
        #expect(utcFormat("%Z")(utc(1990, 0, 1)) == "+0000")
        #expect(utcFormat("%Q")(utc(1970, 0, 1)) == "0")
        #expect(utcFormat("%Q")(utc(1990, 0, 1, 12, 34, 56)) == "631197296000")
        #expect(utcFormat("%s")(utc(1990, 0, 1, 12, 34, 56)) == "631197296")
        #expect(utcFormat("%s.%L")(utc(1990, 0, 1, 12, 34, 56, 789)) == "631197296.789")
        #expect(utcFormat("%s.%f")(utc(1990, 0, 1, 0, 0, 0, 123)) == "631152000.123000")
        #expect(format("%%")(local(1990, 0, 1)) == "%")
    }

    @Test func unknownDirectivesAndInvalidDates() {
        #expect(format("%k|%-|%")(local(1990, 0, 1)) == "k||")
        #expect(format("100%% on %b %d")(local(1990, 0, 1)) == "100% on Jan 01")
        #expect(format("%Y")(Date(timeIntervalSinceReferenceDate: .nan)).isEmpty)
        let selfReferential = DateLocale(
            dateTime: "[%c]", date: "%x", time: "%X", periods: [], days: [], shortDays: [], months: [], shortMonths: [])
        #expect(DateFormat("%c", locale: selfReferential, calendar: losAngeles)(local(1990)) == "[[[]]]")
    }

    @Test func codableRoundTrip() throws {
        let f = DateFormat("%b %-d, %H:%M %Z", calendar: oslo)
        let decoded = try JSONDecoder().decode(DateFormat.self, from: try JSONEncoder().encode(f))
        #expect(decoded == f)
        #expect(decoded(local(2022, 9, 30, 2, 30, in: oslo)) == "Oct 30, 02:30 +0200")
    }
}
