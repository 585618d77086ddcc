import Foundation
import Testing

@testable import ChartaScales

// Seeded property tests. Oracles are Foundation's own implementations (DateFormatter, Calendar),
// which share no code with ChartaScales' civil arithmetic; dates are kept within 1900–2100, where
// Foundation's Gregorian calendar and d3's proleptic one agree.

private let zones = [
    "America/Los_Angeles", "America/New_York", "Europe/Oslo", "UTC", "Asia/Kathmandu", "America/Sao_Paulo",
    "Australia/Lord_Howe",
].map(zoneCalendar)

/// A random whole-millisecond date between 1900 and 2100.
private func randomDate(_ rng: inout SeededGenerator) -> Date {
    let ms = Double(Int.random(in: -2_208_988_800_000...4_102_444_800_000, using: &rng))
    return jsDate(ms)
}

private func oracle(_ pattern: String, _ calendar: Calendar) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = pattern
    return formatter
}

private let strides: [TimeStride] =
    TimeUnit.allCases.compactMap { TimeStride($0) } + [
        every(.millisecond, 20), every(.second, 15), every(.minute, 5), every(.minute, 30), every(.hour, 3),
        every(.hour, 12), every(.day, 2), every(.week, 2), every(.month, 3), every(.year, 10),
    ]

@Suite struct TimePropertyTests {
    @Test func floorAndCeilBracketEveryDate() {
        var rng = SeededGenerator(seed: 0x5EED_0001)
        for _ in 0..<300 {
            let date = randomDate(&rng)
            let calendar = zones[Int.random(in: 0..<zones.count, using: &rng)]
            for stride in strides {
                let floor = stride.floor(date, calendar: calendar)
                let ceil = stride.ceil(date, calendar: calendar)
                let label = "\(stride) \(calendar.timeZone.identifier) \(jsMillis(date))"
                #expect(floor <= date && date <= ceil, "\(label)")
                #expect(stride.floor(floor, calendar: calendar) == floor, "\(label)")
                #expect(stride.ceil(ceil, calendar: calendar) == ceil, "\(label)")
                #expect((floor == date) == (ceil == date), "\(label)")
                let next = stride.floor(stride.offset(floor, by: 1, calendar: calendar), calendar: calendar)
                #expect(next > date, "\(label)")
            }
        }
    }

    @Test func floorsLandOnLocalBoundaries() {
        var rng = SeededGenerator(seed: 0x5EED_0002)
        // Zones whose transitions never skip midnight or shift by less than an hour. (Kathmandu, for
        // one, skipped 00:00–00:15 on 1986-01-01, so its 1986 starts at 00:15.)
        for calendar in [losAngeles, newYork, oslo, utcCalendar] {
            let clock = oracle("yyyy-MM-dd HH:mm:ss.SSS e", calendar)
            let sunday = oracle("e", calendar).string(from: utc(2022, 0, 2, 12))  // "e" is locale-dependent
            for _ in 0..<100 {
                let date = randomDate(&rng)
                let text = { (stride: TimeStride) in clock.string(from: stride.floor(date, calendar: calendar)) }
                #expect(text(.second).hasSuffix(".000 \(clock.string(from: date).suffix(1))"))
                #expect(text(.minute).contains(":00.000"))
                #expect(text(.hour).contains(":00:00.000"))
                #expect(text(.day).contains(" 00:00:00.000"))
                #expect(text(.week).hasSuffix(" 00:00:00.000 \(sunday)"))
                #expect(text(.month).dropFirst(7).hasPrefix("-01 00:00:00.000"))
                #expect(text(.year).dropFirst(4).hasPrefix("-01-01 00:00:00.000"))
                #expect(["00", "06", "12", "18"].contains(String(text(every(.hour, 6)).dropFirst(11).prefix(2))))
            }
        }
    }

    @Test func formatMatchesDateFormatter() {
        var rng = SeededGenerator(seed: 0x5EED_0003)
        for calendar in zones {
            let expected = oracle("yyyy-MM-dd HH:mm:ss.SSS EEE EEEE MMM MMMM DDD a hh xx", calendar)
            var iso = Calendar(identifier: .iso8601)
            iso.timeZone = calendar.timeZone
            let isoWeek = oracle("YYYY ww", iso)
            let format = DateFormat("%Y-%m-%d %H:%M:%S.%L %a %A %b %B %j %p %I %Z", calendar: calendar)
            let isoFormat = DateFormat("%G %V", calendar: calendar)
            for _ in 0..<150 {
                let date = randomDate(&rng)
                #expect(
                    format(date) == expected.string(from: date), "\(calendar.timeZone.identifier) \(jsMillis(date))")
                #expect(
                    isoFormat(date) == isoWeek.string(from: date), "\(calendar.timeZone.identifier) \(jsMillis(date))")
            }
        }
    }

    @Test func calendarOffsetsMatchFoundation() {
        var rng = SeededGenerator(seed: 0x5EED_0004)
        for calendar in [losAngeles, newYork, oslo, utcCalendar] {
            let fields = oracle("d H", calendar)
            for _ in 0..<150 {
                let date = randomDate(&rng)
                let parts = fields.string(from: date).split(separator: " ").compactMap { Int($0) }
                // Stay clear of wall-clock times a transition skips or repeats, and of month ends, where
                // Foundation clamps (Jan 31 + 1 month = Feb 28) and JavaScript rolls over (Mar 3).
                guard parts.count == 2, parts[0] <= 28, (4..<22).contains(parts[1]) else { continue }
                let k = Int.random(in: -400...400, using: &rng)
                for (unit, component, scale) in [
                    (TimeStride.day, Calendar.Component.day, 1), (.week, .day, 7), (.month, .month, 1),
                    (.year, .year, 1),
                ] {
                    // Keep years after 1582, where Foundation's calendar turns Julian.
                    let n = unit == .year ? k / 3 : k
                    let ours = unit.offset(date, by: n, calendar: calendar)
                    let foundation = calendar.date(byAdding: component, value: scale * n, to: date)
                    // Foundation's own arithmetic rounds sub-second parts by up to a few tenths of a microsecond.
                    #expect(
                        foundation.map { abs(ours.timeIntervalSince($0)) < 1e-6 } == true,
                        "\(unit) \(n) \(calendar.timeZone.identifier) \(jsMillis(date))")
                }
            }
        }
    }

    @Test func ticksAreOrderedBoundariesInsideTheDomain() {
        var rng = SeededGenerator(seed: 0x5EED_0005)
        let spans: [Double] = [0.5, 40, 3600, 86_400 * 3, 86_400 * 60, 86_400 * 800, 86_400 * 365 * 40]
        for _ in 0..<200 {
            let calendar = zones[Int.random(in: 0..<zones.count, using: &rng)]
            let a = randomDate(&rng)
            let span = spans[Int.random(in: 0..<spans.count, using: &rng)] * Double.random(in: 0.5...2, using: &rng)
            let b = a.addingTimeInterval(Bool.random(using: &rng) ? span : -span)
            let count = Int.random(in: 1...20, using: &rng)
            let scale = TimeScale(domain: [a, b], range: [0, 1000], calendar: calendar)
            let label = "\(calendar.timeZone.identifier) \(jsMillis(a)) \(jsMillis(b)) \(count)"
            guard let stride = scale.tickStride(count: count) else {
                Issue.record("no stride for \(label)")
                continue
            }
            let ticks = scale.ticks(count: count)
            #expect(!ticks.isEmpty || span < 1, "\(label)")
            #expect(ticks.count <= 3 * count + 2, "\(label) \(stride) \(ticks.count)")
            #expect(ticks.allSatisfy { min(a, b) <= $0 && $0 <= max(a, b) }, "\(label)")
            #expect(ticks.allSatisfy { stride.floor($0, calendar: calendar) == $0 }, "\(label) \(stride)")
            let positions = ticks.map { scale($0) }
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "\(label)")
            for tick in ticks {
                #expect(abs(scale.invert(scale(tick)).timeIntervalSince(tick)) < 0.001, "\(label)")
            }
        }
    }
}
