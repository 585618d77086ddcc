import Foundation
import Testing

@testable import ChartaScales

// Ports of d3-time's test/millisecond-test.js, second-test.js, minute-test.js, hour-test.js and
// interval-test.js (d3/d3-time@720eb23), which run in America/Los_Angeles.

@Suite struct TimeStrideClockTests {
    @Test func millisecondEvery() {
        let expected50 =
            [local(2008, 11, 30, 12, 36, 0, 950)] + [0, 50, 100, 150].map { local(2008, 11, 30, 12, 36, 1, $0) }
        #expect(
            every(.millisecond, 50).range(local(2008, 11, 30, 12, 36, 0, 947), local(2008, 11, 30, 12, 36, 1, 157))
                == expected50)
        #expect(
            every(.millisecond, 100).range(local(2008, 11, 30, 12, 36, 0, 947), local(2008, 11, 30, 12, 36, 1, 157))
                == [local(2008, 11, 30, 12, 36, 1, 0), local(2008, 11, 30, 12, 36, 1, 100)])
        #expect(
            every(.millisecond, 50).range(utc(2008, 11, 30, 12, 36, 0, 947), utc(2008, 11, 30, 12, 36, 1, 157))
                == [utc(2008, 11, 30, 12, 36, 0, 950)] + [0, 50, 100, 150].map { utc(2008, 11, 30, 12, 36, 1, $0) })
    }

    @Test func seconds() {
        let second = TimeStride.second
        #expect(second.floor(local(2010, 11, 31, 23, 59, 59, 999)) == local(2010, 11, 31, 23, 59, 59))
        #expect(second.floor(local(2011, 0, 1, 0, 0, 0, 1)) == local(2011, 0, 1, 0, 0, 0))
        #expect(second.round(local(2010, 11, 31, 23, 59, 59, 999)) == local(2011, 0, 1, 0, 0, 0))
        #expect(second.round(local(2011, 0, 1, 0, 0, 0, 499)) == local(2011, 0, 1, 0, 0, 0))
        #expect(second.round(local(2011, 0, 1, 0, 0, 0, 500)) == local(2011, 0, 1, 0, 0, 1))
        #expect(second.ceil(local(2010, 11, 31, 23, 59, 59, 999)) == local(2011, 0, 1, 0, 0, 0))
        #expect(second.ceil(local(2011, 0, 1, 0, 0, 0, 1)) == local(2011, 0, 1, 0, 0, 1))
        #expect(second.offset(local(2010, 11, 31, 23, 59, 59, 999), +1) == local(2011, 0, 1, 0, 0, 0, 999))
        #expect(second.offset(local(2010, 11, 31, 23, 59, 59, 456), -2) == local(2010, 11, 31, 23, 59, 57, 456))
        #expect(
            second.range(local(2011, 1, 1, 12, 0, 7), local(2011, 1, 1, 12, 1, 7), 15)
                == [7, 22, 37, 52].map { local(2011, 1, 1, 12, 0, $0) })
        #expect(
            second.range(jsDate(1_478_422_800_000 - 2e3), jsDate(1_478_422_800_000 + 2e3))
                == [1_478_422_798_000, 1_478_422_799_000, 1_478_422_800_000, 1_478_422_801_000].map(jsDate))
        #expect(
            every(.second, 15).range(local(2008, 11, 30, 12, 36, 47), local(2008, 11, 30, 12, 37, 57))
                == [0, 15, 30, 45].map { local(2008, 11, 30, 12, 37, $0) })
    }

    @Test func minutes() {
        let minute = TimeStride.minute
        #expect(minute.floor(local(2010, 11, 31, 23, 59, 59)) == local(2010, 11, 31, 23, 59))
        #expect(minute.ceil(local(2010, 11, 31, 23, 59, 59)) == local(2011, 0, 1, 0, 0))
        #expect(minute.ceil(local(2011, 0, 1, 0, 1, 0)) == local(2011, 0, 1, 0, 1))
        #expect(minute.offset(local(2010, 11, 31, 23, 59, 59, 999), +1) == local(2011, 0, 1, 0, 0, 59, 999))
        #expect(minute.offset(local(2011, 0, 1, 0, 1), -2) == local(2010, 11, 31, 23, 59))
        #expect(
            minute.range(utc(2011, 2, 13, 9, 59), utc(2011, 2, 13, 10, 2))
                == [utc(2011, 2, 13, 9, 59), utc(2011, 2, 13, 10, 0), utc(2011, 2, 13, 10, 1)])
        #expect(
            minute.range(jsDate(1_478_422_800_000 - 2 * 6e4), jsDate(1_478_422_800_000 + 2 * 6e4))
                == [1_478_422_680_000, 1_478_422_740_000, 1_478_422_800_000, 1_478_422_860_000].map(jsDate))
        #expect(
            every(.minute, 15).range(local(2008, 11, 30, 12, 47), local(2008, 11, 30, 13, 57))
                == [0, 15, 30, 45].map { local(2008, 11, 30, 13, $0) })
        #expect(
            every(.minute, 30).range(local(2008, 11, 30, 12, 47), local(2008, 11, 30, 13, 57))
                == [local(2008, 11, 30, 13, 0), local(2008, 11, 30, 13, 30)])
    }

    @Test func hours() {
        let hour = TimeStride.hour
        #expect(hour.floor(local(2010, 11, 31, 23, 59)) == local(2010, 11, 31, 23))
        #expect(hour.floor(utc(2011, 2, 13, 8, 59)) == utc(2011, 2, 13, 8))
        #expect(hour.floor(utc(2011, 2, 13, 9, 1)) == utc(2011, 2, 13, 9))
        #expect(hour.floor(utc(2011, 10, 6, 8, 1)) == utc(2011, 10, 6, 8))
        #expect(hour.ceil(local(2010, 11, 31, 23, 59)) == local(2011, 0, 1, 0))
        #expect(hour.ceil(utc(2011, 2, 13, 9, 1)) == utc(2011, 2, 13, 10))
        #expect(hour.ceil(utc(2011, 10, 6, 8, 1)) == utc(2011, 10, 6, 9))
        #expect(hour.offset(local(2010, 11, 31, 23, 59, 59, 999), +1) == local(2011, 0, 1, 0, 59, 59, 999))
        #expect(hour.offset(local(2011, 0, 1, 1), -2) == local(2010, 11, 31, 23))
        #expect(
            hour.range(local(2010, 11, 31, 12, 30), local(2010, 11, 31, 15, 30))
                == [13, 14, 15].map { local(2010, 11, 31, $0) })
        #expect(
            hour.range(local(2011, 1, 1, 1), local(2011, 1, 1, 13), 3) == [1, 4, 7, 10].map { local(2011, 1, 1, $0) })
        #expect(
            hour.range(local(2011, 2, 13, 1), local(2011, 2, 13, 5))
                == [utc(2011, 2, 13, 9), utc(2011, 2, 13, 10), utc(2011, 2, 13, 11)])
        #expect(
            hour.range(local(2011, 10, 6, 0), local(2011, 10, 6, 2))
                == [utc(2011, 10, 6, 7), utc(2011, 10, 6, 8), utc(2011, 10, 6, 9)])
        #expect(
            hour.range(jsDate(1_478_422_800_000 - 2 * 36e5), jsDate(1_478_422_800_000 + 2 * 36e5))
                == [1_478_415_600_000, 1_478_419_200_000, 1_478_422_800_000, 1_478_426_400_000].map(jsDate))
    }

    @Test func hourEveryStartsAtMidnight() {
        #expect(
            every(.hour, 4).range(local(2008, 11, 30, 12, 47), local(2008, 11, 31, 13, 57))
                == [local(2008, 11, 30, 16), local(2008, 11, 30, 20)] + [0, 4, 8, 12].map { local(2008, 11, 31, $0) })
        #expect(
            every(.hour, 12).range(local(2008, 11, 30, 12, 47), local(2008, 11, 31, 13, 57))
                == [local(2008, 11, 31, 0), local(2008, 11, 31, 12)])
    }

    @Test func everyRejectsBadSteps() {
        #expect(TimeStride(.day, step: 0) == nil)
        #expect(TimeStride(.hour, step: -1) == nil)
        #expect(TimeStride.minute.every(0) == nil)
        #expect(TimeStride.minute.every(1) == .minute)
        #expect(TimeStride.hour.every(3)?.every(2) == TimeStride(.hour, step: 6))
        #expect(TimeStride(.day, step: Int.max)?.every(2) == nil)
        #expect(
            every(.minute, 15).range(
                Date(timeIntervalSinceReferenceDate: .nan), Date(timeIntervalSinceReferenceDate: .nan)
            )
            .isEmpty)
    }

    @Test func everyOffsetWalksToTheNextBoundary() {
        let quarter = every(.minute, 15)
        let start = local(2015, 0, 1, 12, 34)
        #expect(quarter.offset(start, 0) == start)
        #expect(quarter.offset(start, 1) == local(2015, 0, 1, 12, 45))
        #expect(quarter.offset(start, 2) == local(2015, 0, 1, 13, 0))
        #expect(quarter.offset(start, 3) == local(2015, 0, 1, 13, 15))
        #expect(quarter.offset(start, 5) == local(2015, 0, 1, 13, 45))
        #expect(quarter.offset(start, -1) == local(2015, 0, 1, 12, 30))
        #expect(quarter.offset(start, -2) == local(2015, 0, 1, 12, 15))
        #expect(quarter.offset(start, -3) == local(2015, 0, 1, 12, 0))
    }
}
