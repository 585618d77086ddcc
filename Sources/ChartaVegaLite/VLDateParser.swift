import Foundation

/// Parses date strings the way Vega does: JavaScript's `Date` constructor for implicit parsing, and
/// d3-time-format's `timeParse`/`utcParse` for `format.parse` specifiers such as `utc:'%d %b %Y'`.
///
/// JavaScript reads an ISO date alone (`2011-10-10`) as UTC midnight, an ISO date-time without an
/// offset as local time, and other forms (`10 Oct 2011 22:48:00`, `Sun, 01 Jan 2012 23:00:00`) with
/// its lenient legacy parser, also as local time. “Local” is the reader's injected time zone.
struct VLDateParser: Sendable {
    var localTimeZone: TimeZone

    static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]
    static let dayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    /// Date components as parsed, before they are placed in a time zone.
    struct Fields {
        var year: Int?
        var month = 1
        var day = 1
        var hour = 0
        var minute = 0
        var second = 0
        var millisecond = 0
        /// Offset from UTC in seconds when the text gave one.
        var offset: Int?
        var pm: Bool?
    }

    /// Seconds since 1970 for a JSON value: numbers are milliseconds (JavaScript timestamps).
    func date(_ value: VLValue) -> Double {
        switch value {
        case .date(let d): return d
        case .number(let ms): return ms / 1000
        case .string(let s): return parse(s) ?? .nan
        case .bool, .null: return .nan
        }
    }

    /// Seconds since 1970 for a date string, or nil when JavaScript could not read it either.
    func parse(_ text: String) -> Double? {
        let s = text.trimmingCharacters(in: .whitespaces)
        if let iso = VLDateParser.iso(s) {
            // Date-only forms are UTC; date-times without an offset are local.
            var f = iso.fields
            if iso.dateOnly && f.offset == nil { f.offset = 0 }
            return seconds(f)
        }
        return legacy(s).flatMap(seconds)
    }

    /// Seconds since 1970 for parsed fields: at their offset, or in the local time zone.
    func seconds(_ f: Fields) -> Double? {
        guard let year = f.year else { return nil }
        var hour = f.hour
        if let pm = f.pm {
            hour = hour % 12 + (pm ? 12 : 0)
        }
        var c = DateComponents()
        c.year = year
        c.month = f.month
        c.day = f.day
        c.hour = hour
        c.minute = f.minute
        c.second = f.second
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = f.offset.flatMap { TimeZone(secondsFromGMT: $0) } ?? localTimeZone
        guard (1...12).contains(f.month), (1...31).contains(f.day), let date = calendar.date(from: c) else {
            return nil
        }
        return date.timeIntervalSince1970 + Double(f.millisecond) / 1000
    }

    // MARK: - ISO 8601 (ECMA-262 §21.4.1.32 date time string format)

    static func iso(_ s: String) -> (fields: Fields, dateOnly: Bool)? {
        var scan = VLDateScanner(input: Array(s))
        var f = Fields()
        guard scan.isoDate(into: &f) else { return nil }
        if scan.atEnd { return (f, true) }
        guard scan.accept("T") || scan.accept(" "), scan.isoTime(into: &f), scan.isoZone(into: &f), scan.atEnd,
            f.hour <= 24, f.minute < 60, f.second < 60
        else { return nil }
        return (f, false)
    }

    // MARK: - JavaScript's lenient fallback (`10 Oct 2011 22:48:00`, `Jan 1, 2012`, `1/2/2012 10:00`, `2012/01/02`)

    func legacy(_ s: String) -> Fields? {
        var f = Fields()
        var numbers: [Int] = []
        var sawMonthName = false
        let tokens = VLDateParser.tokens(s)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            let lower = token.lowercased()
            if token.contains(":") {
                let parts = token.split(separator: ":").map { Int($0) }
                guard parts.count >= 2, parts.allSatisfy({ $0 != nil }) else { return nil }
                f.hour = parts[0] ?? 0
                f.minute = parts[1] ?? 0
                if parts.count > 2 { f.second = parts[2] ?? 0 }
            } else if token.contains("/") {
                let texts = token.split(separator: "/")
                let parts = texts.compactMap { Int($0) }
                guard parts.count == 3 else { return nil }
                // A first part of three or more digits is a year (`2012/01/31`), as V8 reads it.
                if texts[0].count >= 3 {
                    (f.year, f.month, f.day) = (parts[0], parts[1], parts[2])
                } else {
                    (f.month, f.day, f.year) = (parts[0], parts[1], parts[2])
                }
            } else if let n = Int(token) {
                numbers.append(n)
            } else if lower == "am" || lower == "pm" {
                f.pm = lower == "pm"
            } else if lower == "gmt" || lower == "utc" || lower == "z" {
                f.offset = 0
            } else if token.hasPrefix("+") || token.hasPrefix("-"), let n = Int(token.dropFirst()) {
                let sign = token.hasPrefix("-") ? -1 : 1
                f.offset = sign * ((n / 100) * 3600 + (n % 100) * 60)
            } else if let m = VLDateParser.monthNames.firstIndex(where: { lower.hasPrefix($0) }), lower.count >= 3 {
                f.month = m + 1
                sawMonthName = true
            } else if VLDateParser.dayNames.contains(where: { lower.hasPrefix($0) }) {
                continue
            } else {
                return nil
            }
        }
        if sawMonthName {
            var dayAssigned = false
            for n in numbers {
                if n > 31 || dayAssigned {
                    if f.year == nil { f.year = n < 50 ? 2000 + n : (n < 100 ? 1900 + n : n) }
                } else {
                    f.day = n
                    dayAssigned = true
                }
            }
        } else if f.year == nil {
            return nil
        }
        return f.year == nil ? nil : f
    }

    /// Words, numbers and times of a date string; commas and extra spaces separate.
    static func tokens(_ s: String) -> [String] {
        var out: [String] = []
        var current = ""
        for c in s {
            if c == " " || c == "," || c == "\t" {
                if !current.isEmpty { out.append(current) }
                current = ""
            } else if c == "(" {
                break
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}

/// ISO 8601's parts (ECMA-262 §21.4.1.32), each false when the text does not match.
extension VLDateScanner {
    /// Exactly `n` ASCII digits.
    mutating func digits(_ n: Int) -> Int? {
        guard i + n <= input.count else { return nil }
        var v = 0
        for k in 0..<n {
            guard let d = input[i + k].wholeNumberValue, input[i + k].isASCII else { return nil }
            v = v * 10 + d
        }
        i += n
        return v
    }

    mutating func accept(_ c: Character) -> Bool {
        guard i < input.count, input[i] == c else { return false }
        i += 1
        return true
    }

    /// `YYYY`, `±YYYYYY`, then optionally `-MM` and `-DD`.
    mutating func isoDate(into f: inout VLDateParser.Fields) -> Bool {
        let explicitSign = input.first == "+" || input.first == "-"
        let sign = accept("+") ? 1 : accept("-") ? -1 : 1
        guard let year = digits(explicitSign ? 6 : 4) else { return false }
        f.year = sign * year
        guard accept("-") else { return true }
        guard let m = digits(2) else { return false }
        f.month = m
        guard accept("-") else { return true }
        guard let d = digits(2) else { return false }
        f.day = d
        return true
    }

    /// `HH:mm`, then optionally `:ss` and a fraction of a second (milliseconds kept).
    mutating func isoTime(into f: inout VLDateParser.Fields) -> Bool {
        guard let h = digits(2), accept(":"), let m = digits(2) else { return false }
        f.hour = h
        f.minute = m
        guard accept(":") else { return true }
        guard let sec = digits(2) else { return false }
        f.second = sec
        guard accept(".") || accept(",") else { return true }
        var ms = 0
        var n = 0
        while i < input.count, let d = input[i].wholeNumberValue, input[i].isASCII {
            if n < 3 { ms = ms * 10 + d }
            n += 1
            i += 1
        }
        guard n > 0 else { return false }
        while n < 3 {
            ms *= 10
            n += 1
        }
        f.millisecond = ms
        return true
    }

    /// `Z`, `±HH:mm` or `±HHmm`, or nothing (local time).
    mutating func isoZone(into f: inout VLDateParser.Fields) -> Bool {
        if accept("Z") || accept("z") {
            f.offset = 0
            return true
        }
        guard i < input.count, input[i] == "+" || input[i] == "-" else { return true }
        let sign = input[i] == "-" ? -1 : 1
        i += 1
        guard let oh = digits(2) else { return false }
        _ = accept(":")
        guard let om = digits(2) else { return false }
        f.offset = sign * (oh * 3600 + om * 60)
        return true
    }
}
