import Foundation

/// The intervals of a time unit for many dates, in one calendar. A unit that truncates a date (the
/// year and each smaller part down to its smallest: `year`, `yearquarter`, `yearmonth`, …,
/// `yearmonthdatehoursminutesseconds`, step 1) floors every date of `[start, end)` of an interval to
/// its `start`, so dates in order cost one calendar computation per interval instead of one per date;
/// other units compute each date.
struct VLTimeIntervals {
    let unit: VLTimeUnit
    private let calendar: Calendar
    private let truncates: Bool
    private var last: (start: Double, end: Double)?

    init(_ unit: VLTimeUnit, local: TimeZone) {
        self.unit = unit
        calendar = unit.calendar(local: local)
        let chain: [VLTimeUnit.Part] = [.year, .month, .date, .hours, .minutes, .seconds]
        let kept = Set(unit.parts.filter { $0 != .quarter })
        truncates =
            unit.step == 1 && !kept.isEmpty && kept == Set(chain.prefix(kept.count))
            && (!unit.parts.contains(.quarter) || kept.count <= 2)
    }

    /// The start of the interval that holds `seconds` (``VLTimeUnit/floor(_:local:)``).
    mutating func floor(_ seconds: Double) -> Double {
        if let last, seconds >= last.start, seconds < last.end { return last.start }
        let start = unit.floor(seconds, calendar: calendar)
        if truncates {
            let end = unit.offset(start, calendar: calendar)
            if start <= seconds, seconds < end { last = (start, end) }
        }
        return start
    }

    /// The end of the interval that starts at `start` (``VLTimeUnit/offset(_:local:)``).
    func end(_ start: Double) -> Double {
        if let last, last.start == start { return last.end }
        return unit.offset(start, calendar: calendar)
    }
}
