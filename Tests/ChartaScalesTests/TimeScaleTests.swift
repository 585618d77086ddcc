import Foundation
import Testing

@testable import ChartaScales

private let invalid = Date(timeIntervalSinceReferenceDate: .nan)

@Suite struct TimeScaleMappingTests {
    @Test func utcScaleMapsLinearly() {
        let x = TimeScale.utc(domain: [utc(2022, 0, 1), utc(2022, 0, 11)], range: [0, 100])
        #expect(x(utc(2022, 0, 1)) == 0)
        #expect(x(utc(2022, 0, 6)) == 50)
        #expect(x(utc(2022, 0, 11)) == 100)
        #expect(x(utc(2022, 0, 21)) == 200)
        #expect(x.invert(25) == utc(2022, 0, 3, 12))
        #expect(x.calendar.timeZone.secondsFromGMT() == 0)
    }

    @Test func reversedDomainMapsAndTicksBackwards() {
        let x = TimeScale.utc(domain: [utc(2022, 0, 11), utc(2022, 0, 1)], range: [0, 100])
        #expect(x(utc(2022, 0, 11)) == 0)
        #expect(x(utc(2022, 0, 1)) == 100)
        // utcDay.every(2) counts days since 1970 (d3-time 3): 2022-01-01 is day 18993, so the even
        // days are January 10, 8, …
        #expect(x.ticks(count: 5) == [10, 8, 6, 4, 2].map { utc(2022, 0, $0) })
        let nice = TimeScale.utc(domain: [utc(2022, 0, 10, 5), utc(2022, 0, 1, 7)]).nice(stride: .day)
        #expect(nice.domain == [utc(2022, 0, 11), utc(2022, 0, 1)])
    }

    @Test func piecewiseDomain() {
        let x = TimeScale.utc(domain: [utc(2022, 0, 1), utc(2022, 0, 2), utc(2022, 0, 4)], range: [0, 10, 20])
        #expect(x(utc(2022, 0, 1, 12)) == 5)
        #expect(x(utc(2022, 0, 3)) == 15)
        #expect(x(utc(2022, 0, 5)) == 25)
        #expect(x.invert(15) == utc(2022, 0, 3))
        let reversed = TimeScale.utc(domain: [utc(2022, 0, 4), utc(2022, 0, 2), utc(2022, 0, 1)], range: [20, 10, 0])
        #expect(reversed(utc(2022, 0, 3)) == 15)
        var clamped = x
        clamped.clamp = true
        #expect(clamped(utc(2022, 0, 5)) == 20)
        #expect(clamped(utc(2021, 0, 5)) == 0)
    }

    @Test func degenerateDomainsAndRanges() {
        let day = utc(2022, 0, 1)
        let point = TimeScale.utc(domain: [day, day], range: [0, 100])
        #expect(point(day) == 50)
        #expect(point(utc(2023)) == 50)
        #expect(point.ticks(count: 10) == [day])
        let flat = TimeScale.utc(domain: [utc(2022, 0, 1), utc(2022, 0, 3)], range: [7, 7])
        #expect(flat.invert(7) == utc(2022, 0, 2))
        // One stop maps everything to the first range value, like every continuous scale here.
        #expect(TimeScale.utc(domain: [day], range: [3, 9]).callAsFunction(utc(2023)) == 3)
        #expect(TimeScale.utc(domain: [], range: []).invert(0).timeIntervalSinceReferenceDate.isNaN)
    }

    @Test func invalidInputNeverTraps() {
        let x = TimeScale.utc(domain: [utc(2022, 0, 1), utc(2022, 0, 3)], range: [0, 1])
        #expect(x(invalid).isNaN)
        #expect(x(Date.distantFuture).isFinite)
        #expect(x(Date(timeIntervalSinceReferenceDate: .infinity)).isNaN)
        #expect(x.invert(.nan).timeIntervalSinceReferenceDate.isNaN)
        #expect(x.invert(1e300).timeIntervalSinceReferenceDate.isNaN)
        let broken = TimeScale.utc(domain: [invalid, utc(2022)])
        #expect(broken(utc(2022)).isNaN)
        #expect(broken.ticks(count: 10).isEmpty)
        #expect(broken.ticks(stride: .day).isEmpty)
        #expect(broken.nice() == broken)
        #expect(broken.nice(stride: .month) == broken)
        #expect(broken.tickStride() == nil)
        #expect(x.tickStride(count: 0) == nil)
        #expect(x.nice(count: -1) == x)
    }

    @Test func codableRoundTrip() throws {
        let x = TimeScale(domain: [utc(2022, 2, 1), utc(2022, 3, 1)], range: [0, 640], calendar: oslo, clamp: true)
        let decoded = try JSONDecoder().decode(TimeScale.self, from: try JSONEncoder().encode(x))
        #expect(decoded == x)
        #expect(decoded.ticks(stride: .week) == x.ticks(stride: .week))
        let stride = try JSONDecoder().decode(TimeStride.self, from: Data(#"{"unit":"hour","step":6}"#.utf8))
        #expect(stride == every(.hour, 6))
        #expect(try JSONDecoder().decode(TimeStride.self, from: Data(#"{"unit":"day"}"#.utf8)) == .day)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TimeStride.self, from: Data(#"{"unit":"day","step":0}"#.utf8))
        }
    }
}

@Suite struct TimeStrideRobustnessTests {
    let start = utc(2022, 5, 15, 12, 34, 56, 789)

    @Test func hugeOffsetsGiveInvalidDates() {
        for stride in [TimeStride.millisecond, .second, .hour, .day, .week, .month, .year] + [
            every(.millisecond, 7), every(.minute, 15), every(.hour, 3), every(.day, 2), every(.week, 2),
            every(.month, 3), every(.year, 10),
        ] {
            for count in [Int.max, Int.min, Int.max / 2] {
                let date = stride.offset(start, by: count, calendar: newYork)
                #expect(date.timeIntervalSinceReferenceDate.isNaN, "\(stride) by \(count)")
            }
        }
        // Strides that walk boundary by boundary stop after 100,000 of them.
        for stride in [every(.minute, 15), every(.hour, 3), every(.day, 2), every(.month, 3)] {
            #expect(stride.offset(start, by: 100_001, calendar: newYork).timeIntervalSinceReferenceDate.isNaN)
            #expect(!stride.offset(start, by: 1000, calendar: newYork).timeIntervalSinceReferenceDate.isNaN)
        }
    }

    @Test func hugeStepsNeverTrap() {
        for unit in TimeUnit.allCases {
            let stride = every(unit, Int.max)
            for date in [start, utc(-4000), utc(200_000)] {
                let floor = stride.floor(date, calendar: oslo)
                let ceil = stride.ceil(date, calendar: oslo)
                #expect(floor.timeIntervalSinceReferenceDate.isNaN || floor <= date, "\(unit)")
                #expect(ceil.timeIntervalSinceReferenceDate.isNaN || ceil >= date, "\(unit)")
                // A step of Int.max keeps only field value 0: second 0 of each minute, minute 0 of each
                // hour, the 1st of each month, January, year 0.
                let range = stride.range(from: date, to: date.addingTimeInterval(86_400 * 2), calendar: oslo)
                #expect(range.allSatisfy { stride.floor($0, calendar: oslo) == $0 }, "\(unit)")
            }
        }
    }

    @Test func invalidDatesPropagate() {
        for stride in [TimeStride.second, .day, .month, every(.hour, 6)] {
            #expect(stride.floor(invalid, calendar: utcCalendar).timeIntervalSinceReferenceDate.isNaN)
            #expect(
                stride.ceil(Date.distantFuture.addingTimeInterval(1e15), calendar: utcCalendar)
                    .timeIntervalSinceReferenceDate.isNaN)
            #expect(stride.offset(invalid, calendar: utcCalendar).timeIntervalSinceReferenceDate.isNaN)
            #expect(stride.round(invalid, calendar: utcCalendar).timeIntervalSinceReferenceDate.isNaN)
            #expect(stride.range(from: invalid, to: start, calendar: utcCalendar).isEmpty)
            #expect(stride.count(from: invalid, to: start, calendar: utcCalendar) == nil)
        }
        #expect(TimeTicks.stride(from: invalid, to: start, count: 10) == nil)
    }

    @Test func subMillisecondDatesRoundOutward() {
        let fraction = Date(timeIntervalSinceReferenceDate: start.timeIntervalSinceReferenceDate + 0.0004)
        #expect(TimeStride.millisecond.floor(fraction, calendar: utcCalendar) == start)
        #expect(TimeStride.millisecond.ceil(fraction, calendar: utcCalendar) == utc(2022, 5, 15, 12, 34, 56, 790))
        let ticks = TimeTicks.ticks(from: start, to: fraction, stride: .millisecond, calendar: utcCalendar)
        #expect(ticks == [start])
    }
}
