import Foundation
import Testing

@testable import ChartaScales

// Ports of d3-scale's test/time-test.js (d3/d3-scale@d6904a4) and d3-time's test/ticks-test.js
// (d3/d3-time@720eb23), which run in America/Los_Angeles.

private func scale(_ domain: Date...) -> TimeScale {
    TimeScale(domain: domain, calendar: losAngeles)
}

@Suite struct TimeScaleD3TicksTests {
    /// (domain start, domain end, count, expected ticks) from "time.ticks(count) can generate …".
    static let cases: [(String, Date, Date, Int, [Date])] = [
        (
            "sub-second", local(2011, 0, 1, 12, 0, 0), local(2011, 0, 1, 12, 0, 1), 4,
            [0, 200, 400, 600, 800].map { local(2011, 0, 1, 12, 0, 0, $0) } + [local(2011, 0, 1, 12, 0, 1)]
        ),
        (
            "1-second", local(2011, 0, 1, 12, 0, 0), local(2011, 0, 1, 12, 0, 4), 4,
            (0...4).map { local(2011, 0, 1, 12, 0, $0) }
        ),
        (
            "5-second", local(2011, 0, 1, 12, 0, 0), local(2011, 0, 1, 12, 0, 20), 4,
            [0, 5, 10, 15, 20].map { local(2011, 0, 1, 12, 0, $0) }
        ),
        (
            "15-second", local(2011, 0, 1, 12, 0, 0), local(2011, 0, 1, 12, 0, 50), 4,
            [0, 15, 30, 45].map { local(2011, 0, 1, 12, 0, $0) }
        ),
        (
            "30-second", local(2011, 0, 1, 12, 0, 0), local(2011, 0, 1, 12, 1, 50), 4,
            [
                local(2011, 0, 1, 12, 0, 0), local(2011, 0, 1, 12, 0, 30), local(2011, 0, 1, 12, 1, 0),
                local(2011, 0, 1, 12, 1, 30),
            ]
        ),
        (
            "1-minute", local(2011, 0, 1, 12, 0, 27), local(2011, 0, 1, 12, 4, 12), 4,
            (1...4).map { local(2011, 0, 1, 12, $0) }
        ),
        (
            "5-minute", local(2011, 0, 1, 12, 3, 27), local(2011, 0, 1, 12, 21, 12), 4,
            [5, 10, 15, 20].map { local(2011, 0, 1, 12, $0) }
        ),
        (
            "15-minute", local(2011, 0, 1, 12, 8, 27), local(2011, 0, 1, 13, 4, 12), 4,
            [local(2011, 0, 1, 12, 15), local(2011, 0, 1, 12, 30), local(2011, 0, 1, 12, 45), local(2011, 0, 1, 13, 0)]
        ),
        (
            "30-minute", local(2011, 0, 1, 12, 28, 27), local(2011, 0, 1, 14, 4, 12), 4,
            [local(2011, 0, 1, 12, 30), local(2011, 0, 1, 13, 0), local(2011, 0, 1, 13, 30), local(2011, 0, 1, 14, 0)]
        ),
        (
            "1-hour", local(2011, 0, 1, 12, 28, 27), local(2011, 0, 1, 16, 34, 12), 4,
            (13...16).map { local(2011, 0, 1, $0) }
        ),
        (
            "3-hour", local(2011, 0, 1, 14, 28, 27), local(2011, 0, 2, 1, 34, 12), 4,
            [local(2011, 0, 1, 15), local(2011, 0, 1, 18), local(2011, 0, 1, 21), local(2011, 0, 2, 0)]
        ),
        (
            "6-hour", local(2011, 0, 1, 16, 28, 27), local(2011, 0, 2, 14, 34, 12), 4,
            [local(2011, 0, 1, 18), local(2011, 0, 2, 0), local(2011, 0, 2, 6), local(2011, 0, 2, 12)]
        ),
        (
            "12-hour", local(2011, 0, 1, 16, 28, 27), local(2011, 0, 3, 21, 34, 12), 4,
            [local(2011, 0, 2, 0), local(2011, 0, 2, 12), local(2011, 0, 3, 0), local(2011, 0, 3, 12)]
        ),
        ("1-day", local(2011, 0, 1, 16, 28, 27), local(2011, 0, 5, 21, 34, 12), 4, (2...5).map { local(2011, 0, $0) }),
        (
            "2-day", local(2011, 0, 2, 16, 28, 27), local(2011, 0, 9, 21, 34, 12), 4,
            [3, 5, 7, 9].map { local(2011, 0, $0) }
        ),
        (
            "1-week", local(2011, 0, 1, 16, 28, 27), local(2011, 0, 23, 21, 34, 12), 4,
            [2, 9, 16, 23].map { local(2011, 0, $0) }
        ),
        ("1-month", local(2011, 0, 18), local(2011, 4, 2), 4, (1...4).map { local(2011, $0, 1) }),
        ("3-month", local(2010, 11, 18), local(2011, 10, 2), 4, [0, 3, 6, 9].map { local(2011, $0, 1) }),
        ("1-year", local(2010, 11, 18), local(2014, 2, 2), 4, (2011...2014).map { local($0) }),
        ("multi-year", local(0, 11, 18), local(2014, 2, 2), 6, [500, 1000, 1500, 2000].map { local($0) }),
        ("empty domain", local(2014, 2, 2), local(2014, 2, 2), 6, [local(2014, 2, 2)]),
    ]

    @Test(arguments: 0..<cases.count)
    func ticksForCount(index: Int) {
        let (name, start, stop, count, expected) = Self.cases[index]
        #expect(scale(start, stop).ticks(count: count) == expected, "\(name)")
        #expect(TimeTicks.ticks(from: start, to: stop, count: count, calendar: losAngeles) == expected, "\(name)")
    }

    @Test func descendingDomainGivesDescendingTicks() {
        #expect(
            scale(local(2014, 2, 2), local(2010, 11, 18)).ticks(count: 4)
                == [local(2014), local(2013), local(2012), local(2011)])
        #expect(
            scale(local(2011, 10, 2), local(2010, 11, 18)).ticks(count: 4)
                == [local(2011, 9, 1), local(2011, 6, 1), local(2011, 3, 1), local(2011, 0, 1)])
    }

    @Test func ticksForStride() {
        #expect(
            scale(local(2011, 0, 1, 12, 1, 0), local(2011, 0, 1, 12, 4, 4)).ticks(stride: .minute)
                == (1...4).map { local(2011, 0, 1, 12, $0) })
        #expect(
            scale(local(2011, 0, 1, 12, 0, 0), local(2011, 0, 1, 12, 33, 4)).ticks(stride: every(.minute, 10))
                == [0, 10, 20, 30].map { local(2011, 0, 1, 12, $0) })
    }

    @Test func invalidDomainsHaveNoTicks() {
        // "time.domain([-1e50, 1e50]) is equivalent to time.domain([NaN, NaN])"
        let huge = scale(Date(timeIntervalSince1970: -1e47), Date(timeIntervalSince1970: 1e47))
        #expect(huge.ticks(count: 10).isEmpty)
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(scale(nan, nan).ticks(count: 10).isEmpty)
        #expect(TimeTicks.ticks(from: nan, to: nan, count: 10, calendar: losAngeles).isEmpty)
        #expect(scale(local(2011), local(2012)).ticks(count: 0).isEmpty)
        #expect(scale(local(2011), local(2012)).ticks(count: -3).isEmpty)
        #expect(TimeScale(domain: [], calendar: losAngeles).ticks(count: 10).isEmpty)
    }
}

@Suite struct TimeScaleD3NiceTests {
    @Test func niceDefaultsToTenTicks() {
        #expect(
            scale(local(2009, 0, 1, 0, 17), local(2009, 0, 1, 23, 42)).nice().domain == [
                local(2009, 0, 1), local(2009, 0, 2),
            ])
    }

    @Test func niceSubSecondMultiYearAndEmptyDomains() {
        #expect(
            scale(local(2013, 0, 1, 12, 0, 0, 0), local(2013, 0, 1, 12, 0, 0, 128)).nice().domain
                == [local(2013, 0, 1, 12, 0, 0, 0), local(2013, 0, 1, 12, 0, 0, 130)])
        #expect(scale(local(2001, 0, 1), local(2138, 0, 1)).nice().domain == [local(2000, 0, 1), local(2140, 0, 1)])
        let point = local(2009, 0, 1, 0, 12)
        #expect(scale(point, point).nice().domain == [point, point])
    }

    @Test func niceUsesTheTickCount() {
        let x = scale(local(2009, 0, 1, 0, 17), local(2009, 0, 1, 23, 42))
        #expect(x.nice(count: 100).domain == [local(2009, 0, 1, 0, 15), local(2009, 0, 1, 23, 45)])
        #expect(x.nice(count: 10).domain == [local(2009, 0, 1), local(2009, 0, 2)])
    }

    @Test func niceUsesTheStride() {
        // d3's test nices one scale repeatedly, so each step starts from the previous domain.
        var x = scale(local(2009, 0, 1, 0, 12), local(2009, 0, 1, 23, 48))
        x = x.nice(stride: .day)
        #expect(x.domain == [local(2009, 0, 1), local(2009, 0, 2)])
        x = x.nice(stride: .week)
        #expect(x.domain == [local(2008, 11, 28), local(2009, 0, 4)])
        x = x.nice(stride: .month)
        #expect(x.domain == [local(2008, 11, 1), local(2009, 1, 1)])
        x = x.nice(stride: .year)
        #expect(x.domain == [local(2008, 0, 1), local(2010, 0, 1)])
    }

    @Test func niceUsesTheSteppedStride() {
        var x = scale(local(2009, 0, 1, 0, 12), local(2009, 0, 1, 23, 48))
        x = x.nice(stride: every(.day, 3))
        #expect(x.domain == [local(2009, 0, 1), local(2009, 0, 4)])
        x = x.nice(stride: every(.week, 2))
        #expect(x.domain == [local(2008, 11, 21), local(2009, 0, 4)])
        x = x.nice(stride: every(.month, 3))
        #expect(x.domain == [local(2008, 9, 1), local(2009, 3, 1)])
        x = x.nice(stride: every(.year, 10))
        #expect(x.domain == [local(2000, 0, 1), local(2010, 0, 1)])
    }

    @Test func niceStrideOnEmptyAndPiecewiseDomains() {
        let point = local(2009, 0, 1, 0, 12)
        #expect(scale(point, point).nice(stride: .day).domain == [local(2009, 0, 1), local(2009, 0, 2)])
        let x = scale(local(2009, 0, 1, 0, 12), local(2009, 0, 1, 23, 48), local(2009, 0, 2, 23, 48)).nice(stride: .day)
        #expect(x.domain == [local(2009, 0, 1), local(2009, 0, 1, 23, 48), local(2009, 0, 3)])
    }
}

@Suite struct TimeScaleD3MappingTests {
    @Test func mapsAndClamps() {
        // "time.copy() isolates changes to the domain / to clamping"
        var x = scale(local(2010, 0, 1), local(2011, 0, 1))
        #expect(x(local(2010, 0, 1)) == 0)
        #expect(x(local(2011, 0, 1)) == 1)
        #expect(x(local(2012, 0, 1)) == 2)
        x.clamp = true
        #expect(x(local(2012, 0, 1)) == 1)
        x.domain = [local(2011, 0, 1), local(2012, 0, 1)]
        #expect(x(local(2011, 0, 1)) == 0)
    }

    @Test func invertsWithRangeAndClamp() {
        // "time.copy() isolates changes to the range"
        var x = scale(local(2009, 0, 1), local(2010, 0, 1))
        x.range = [1, 2]
        #expect(x.invert(1) == local(2009, 0, 1))
        #expect(x.invert(2) == local(2010, 0, 1))
        // "time.clamp(true).invert(value) never returns a value outside the domain"
        let y = TimeScale(domain: [local(2000, 0, 1), local(2000, 0, 2)], calendar: losAngeles, clamp: true)
        #expect(y.invert(-1) == local(2000, 0, 1))
        #expect(y.invert(0) == local(2000, 0, 1))
        #expect(y.invert(1) == local(2000, 0, 2))
        #expect(y.invert(2) == local(2000, 0, 2))
    }
}
