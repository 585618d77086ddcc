import Foundation

/// A Vega-Lite time unit (`yearmonthdate`, `utchoursminutes`, `binnedutcyear`, …): which parts of a
/// date it keeps, in UTC or local time, and whether the data is already binned to it.
struct VLTimeUnit: Hashable, Sendable {
    enum Part: String, CaseIterable, Sendable {
        // Order matters for parsing: `dayofyear` before `day`, `milliseconds` before `minutes`.
        case year, quarter, month, week, dayofyear, day, date, hours, milliseconds, minutes, seconds

        /// vega-time's order of units, smallest last.
        var rank: Int {
            switch self {
            case .year: 0
            case .quarter: 1
            case .month: 2
            case .week: 3
            case .date: 4
            case .day: 5
            case .dayofyear: 6
            case .hours: 7
            case .minutes: 8
            case .seconds: 9
            case .milliseconds: 10
            }
        }

        /// vega-time's default specifier for the unit alone.
        var specifier: String {
            switch self {
            case .year: "%Y "
            case .quarter: "Q%q "
            case .month: "%b "
            case .date: "%d "
            case .week: "W%U "
            case .day: "%a "
            case .dayofyear: "%j "
            case .hours: "%H:00"
            case .minutes: "00:%M"
            case .seconds: ":%S"
            case .milliseconds: ".%L"
            }
        }
    }

    /// Vega-Lite's named time units (local and UTC), the names that misspelt units are compared with.
    static let commonNames: [String] = {
        let local = [
            "year", "quarter", "month", "week", "day", "dayofyear", "date", "hours", "minutes", "seconds",
            "milliseconds", "yearquarter", "yearquartermonth", "yearmonth", "yearmonthdate", "yearmonthdatehours",
            "yearmonthdatehoursminutes", "yearmonthdatehoursminutesseconds", "yearweek", "yearweekday",
            "yearweekdayhours", "yeardayofyear", "quartermonth", "monthdate", "monthdatehours", "weekday",
            "weekdayhours", "dayhours", "dayhoursminutes", "hoursminutes", "hoursminutesseconds", "minutesseconds",
            "secondsmilliseconds",
        ]
        return local + local.map { "utc" + $0 }
    }()

    var parts: [Part]
    var utc: Bool
    var binned: Bool
    /// Units of the smallest part per step (`{"unit": "minutes", "step": 5}`).
    var step = 1

    /// Reads a time unit name; nil when it is not one (a part named twice, as in `yearyear`, is not).
    init?(_ name: String) {
        var rest = Substring(name.lowercased())
        binned = rest.hasPrefix("binned")
        if binned { rest = rest.dropFirst(6) }
        utc = rest.hasPrefix("utc")
        if utc { rest = rest.dropFirst(3) }
        var parts: [Part] = []
        while !rest.isEmpty {
            guard let part = Part.allCases.first(where: { rest.hasPrefix($0.rawValue) }), !parts.contains(part) else {
                return nil
            }
            parts.append(part)
            rest = rest.dropFirst(part.rawValue.count)
        }
        guard !parts.isEmpty else { return nil }
        self.parts = parts.sorted { $0.rank < $1.rank }
    }

    var smallest: Part { parts.last ?? .year }

    /// The name Vega-Lite uses in titles: `date (year-month-date)`.
    var titleName: String { parts.map(\.rawValue).joined(separator: "-") }

    /// vega-time's `timeUnitSpecifier` with Vega-Lite's formats for year-month and year-month-date.
    var specifier: String {
        let overrides: [String: String] = [
            "year-month": "%b %Y ", "year-month-date": "%b %d, %Y ", "hours-minutes": "%H:%M",
        ]
        var out = ""
        var start = 0
        while start < parts.count {
            var end = parts.count
            while end > start {
                let key = parts[start..<end].map(\.rawValue).joined(separator: "-")
                if let s = overrides[key] {
                    out += s
                    break
                }
                if end - start == 1 {
                    out += parts[start].specifier
                    break
                }
                end -= 1
            }
            start = end
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// The calendar the unit works in.
    func calendar(local: TimeZone) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc ? TimeZone(identifier: "UTC") ?? local : local
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }

    /// vega-time's `timeFloor`: the date with only the unit's parts kept (the others at their start,
    /// the year at 2012 when not kept).
    func floor(_ seconds: Double, local: TimeZone) -> Double {
        floor(seconds, calendar: calendar(local: local))
    }

    /// ``floor(_:local:)`` in the unit's calendar.
    func floor(_ seconds: Double, calendar cal: Calendar) -> Double {
        guard seconds.isFinite else { return .nan }
        let date = Date(timeIntervalSince1970: seconds)
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond, .weekday], from: date)
        let has = Set(parts)
        var out = DateComponents()
        out.year = has.contains(.year) ? c.year : 2012
        out.month = has.contains(.month) ? c.month : has.contains(.quarter) ? ((c.month ?? 1) - 1) / 3 * 3 + 1 : 1
        var day = dayNumber(c, date: date, year: out.year ?? 2012, has: has, calendar: cal)
        if step > 1, smallest == .week, !has.contains(.day) {
            // The week rounded down to a multiple of the step from week 1, as vega-time's `getUnit`.
            let week = Double(weekNumber(date, calendar: cal) - 1)
            let stepped = 1 + step * Int((week / Double(step)).rounded(.down))
            day = VLTimeUnit.sundayOfWeek(stepped, year: out.year ?? 2012, calendar: cal)
        }
        out.day = 1
        out.hour = has.contains(.hours) ? c.hour : 0
        out.minute = has.contains(.minutes) ? c.minute : 0
        out.second = has.contains(.seconds) ? c.second : 0
        if step > 1 {
            // vega-time: the smallest part rounded down to a multiple of the step (from 1 for dates).
            func stepped(_ v: Int?, phase: Int = 0) -> Int? { v.map { phase + step * (($0 - phase) / step) } }
            switch smallest {
            case .hours: out.hour = stepped(out.hour)
            case .minutes: out.minute = stepped(out.minute)
            case .seconds: out.second = stepped(out.second)
            case .month: out.month = stepped(out.month, phase: 1)
            case .date: out.day = stepped(out.day, phase: 1)
            case .year: out.year = stepped(out.year)
            default: break
            }
        }
        let ms = has.contains(.milliseconds) ? Double(c.nanosecond ?? 0) / 1e9 : 0
        // The day may run past the month's ends (week 0 starts in December): it is counted from the 1st.
        guard let first = cal.date(from: out), let floored = cal.date(byAdding: .day, value: day - 1, to: first)
        else { return .nan }
        return floored.timeIntervalSince1970 + (ms * 1000).rounded() / 1000
    }

    /// vega-time's day of the floored date, counted from the 1st of its month (it may be 0 or less, or
    /// past the month's end): the week's Sunday (plus the weekday with `day`), the weekday in the year's
    /// first week, the date, or the day of the year.
    func dayNumber(_ c: DateComponents, date: Date, year: Int, has: Set<Part>, calendar cal: Calendar) -> Int {
        let weekday = (c.weekday ?? 1) - 1
        if has.contains(.week) {
            let sunday = VLTimeUnit.sundayOfWeek(weekNumber(date, calendar: cal), year: year, calendar: cal)
            return sunday + (has.contains(.day) ? weekday : 0)
        }
        if has.contains(.day) { return VLTimeUnit.sundayOfWeek(1, year: year, calendar: cal) + weekday }
        if has.contains(.date) { return c.day ?? 1 }
        if has.contains(.dayofyear) { return cal.ordinality(of: .day, in: .year, for: date) ?? 1 }
        return 1
    }

    /// d3's `%U`: the Sundays from the 1st of January of the date's year up to the date (days before the
    /// first Sunday are week 0).
    func weekNumber(_ date: Date, calendar cal: Calendar) -> Int {
        let dayOfYear = cal.ordinality(of: .day, in: .year, for: date) ?? 1
        let jan1 = cal.date(from: DateComponents(year: cal.component(.year, from: date), month: 1, day: 1))
        let first = jan1.map { cal.component(.weekday, from: $0) - 1 } ?? 0
        let firstSunday = 1 + (7 - first) % 7
        return dayOfYear >= firstSunday ? (dayOfYear - firstSunday) / 7 + 1 : 0
    }

    /// The January day (0 or less: in December before) on which week `week` of `year` starts (vega-time's
    /// `weekday(week, 0, firstDay)`).
    static func sundayOfWeek(_ week: Int, year: Int, calendar cal: Calendar) -> Int {
        let jan1 = cal.date(from: DateComponents(year: year, month: 1, day: 1))
        let first = jan1.map { cal.component(.weekday, from: $0) - 1 } ?? 0
        return week * 7 - (first + 6) % 7
    }

    /// The end of the unit interval that starts at `seconds` (one smallest unit later).
    func offset(_ seconds: Double, local: TimeZone) -> Double {
        offset(seconds, calendar: calendar(local: local))
    }

    /// ``offset(_:local:)`` in the unit's calendar.
    func offset(_ seconds: Double, calendar cal: Calendar) -> Double {
        guard seconds.isFinite else { return .nan }
        let component: Calendar.Component
        var amount = 1
        switch smallest {
        case .year: component = .year
        case .quarter:
            component = .month
            amount = 3
        case .month: component = .month
        case .week:
            component = .day
            amount = 7
        case .date, .day, .dayofyear: component = .day
        case .hours: component = .hour
        case .minutes: component = .minute
        case .seconds: component = .second
        case .milliseconds: return seconds + 0.001
        }
        return cal.date(byAdding: component, value: amount * max(1, step), to: Date(timeIntervalSince1970: seconds))?
            .timeIntervalSince1970 ?? .nan
    }

    /// The time stride of one smallest unit (for axis ticks of binned data).
    var strideUnit: (unit: String, count: Int) {
        switch smallest {
        case .year: ("year", 1)
        case .quarter: ("month", 3)
        case .month: ("month", 1)
        case .week: ("week", 1)
        case .date, .day, .dayofyear: ("day", 1)
        case .hours: ("hour", 1)
        case .minutes: ("minute", 1)
        case .seconds, .milliseconds: ("second", 1)
        }
    }
}
