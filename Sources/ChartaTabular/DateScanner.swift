import ChartaScales
import Foundation

/// Matches the pieces of a ``DateFormat`` against a cell's bytes, collecting the date's fields.
struct DateScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// The fields a cell gave; a year is needed unless the cell is Unix seconds.
    struct Fields {
        var year: Int?
        var month = 1
        var day = 1
        var hour = 0
        var minute = 0
        var second = 0
        var fraction = 0.0
        var pm: Bool?
        /// The offset from UTC in seconds when the cell gave one.
        var offset: Int?
        var epoch: Double?

        /// Seconds since 1970, or nil when the fields are no real date and time.
        func seconds(timeZone: TimeZone) -> Double? {
            if let epoch { return epoch }
            guard let year, (1...12).contains(month), (1...LocalTime.days(inMonth: month, year: year)).contains(day),
                minute < 60, second <= 60
            else { return nil }
            var hour = self.hour
            if let pm {
                guard (1...12).contains(hour) else { return nil }
                hour = hour % 12 + (pm ? 12 : 0)
            }
            guard hour < 24 else { return nil }
            let days = Double(TimeCivil.days(year: year, month: month, day: day))
            let local = days * 86_400 + Double(hour * 3600 + minute * 60 + second) + fraction
            if let offset { return local - Double(offset) }
            return LocalTime.seconds(local: local, timeZone: timeZone)
        }
    }

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]
    static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// Matches every piece in turn; false at the first that does not match.
    mutating func match(_ pieces: [DateFormat.Piece], into f: inout Fields) -> Bool {
        for piece in pieces {
            switch piece {
            case .year:
                guard let v = digits(4...4) else { return false }
                f.year = v
            case .shortYear:
                guard let v = digits(2...2) else { return false }
                f.year = v + (v >= 69 ? 1900 : 2000)
            case .month:
                guard let v = digits(1...2) else { return false }
                f.month = v
            case .day:
                guard let v = digits(1...2) else { return false }
                f.day = v
            case .monthName:
                guard let m = name(Self.monthNames, extra: ["sept": 8]) else { return false }
                f.month = m + 1
            case .weekdayName:
                guard name(Self.weekdayNames, extra: ["tues": 1, "thur": 3, "thurs": 3]) != nil else { return false }
            case .hour, .hour12:
                guard let v = digits(1...2) else { return false }
                f.hour = v
                if piece == .hour12, f.pm == nil { f.pm = false }
            case .minute:
                guard let v = digits(2...2) else { return false }
                f.minute = v
            case .second:
                guard let v = digits(2...2) else { return false }
                f.second = v
            case .fraction:
                guard let v = fraction() else { return false }
                f.fraction = v
            case .amPM:
                guard let pm = amPM() else { return false }
                f.pm = pm
            case .zone:
                guard let offset = zone() else { return false }
                f.offset = offset
            case .epoch:
                guard let v = epoch() else { return false }
                f.epoch = v
            case .spaces:
                guard index < bytes.count, bytes[index] == 0x20 else { return false }
                skipSpaces()
            case .literal(let byte):
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
            }
        }
        return true
    }

    /// A time of day after a date: ` 14:30`, `T14:30:05`, ` 14:30:05.250`, ` 2:30 PM`, `, 2:30 PM`, then an optional
    /// zone (`Z`, `+01:00`, ` UTC`).
    mutating func matchTime(into f: inout Fields) -> Bool {
        _ = literal(",")  // `Jan 15, 2024, 10:30 AM`
        guard index < bytes.count, bytes[index] == 0x20 || bytes[index] == UInt8(ascii: "T") else { return false }
        if bytes[index] == 0x20 { skipSpaces() } else { index += 1 }
        guard let hour = digits(1...2), literal(":"), let minute = digits(2...2) else { return false }
        f.hour = hour
        f.minute = minute
        if literal(":") {
            guard let second = digits(2...2) else { return false }
            f.second = second
            if literal(".") || literal(",") {
                guard let fraction = fraction() else { return false }
                f.fraction = fraction
            }
        }
        let mark = index
        skipSpaces()
        if let pm = amPM() { f.pm = pm } else { index = mark }
        let beforeZone = index
        skipSpaces()
        if let offset = zone() { f.offset = offset } else { index = beforeZone }
        return true
    }

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    private mutating func literal(_ c: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(c.value) else { return false }
        index += 1
        return true
    }

    /// A number of `count` digits (as many as there are, up to its upper bound).
    private mutating func digits(_ count: ClosedRange<Int>) -> Int? {
        var value = 0
        var n = 0
        while n < count.upperBound, index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
            value = value * 10 + Int(bytes[index] - 48)
            n += 1
            index += 1
        }
        return count.contains(n) ? value : nil
    }

    private mutating func fraction() -> Double? {
        var value = 0.0
        var scale = 0.1
        let start = index
        while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
            value += Double(bytes[index] - 48) * scale
            scale /= 10
            index += 1
        }
        return index > start ? value : nil
    }

    /// The index of a name, written in full or by its first three letters (or an extra form such as
    /// `Sept`), in any case and with an optional point after it.
    private mutating func name(_ names: [String], extra: [String: Int]) -> Int? {
        var word: [UInt8] = []
        var end = index
        while end < bytes.count, let lower = Self.lowercaseLetter(bytes[end]) {
            word.append(lower)
            end += 1
        }
        guard (3...9).contains(word.count) else { return nil }
        let text = String(decoding: word, as: UTF8.self)
        guard let k = names.firstIndex(where: { $0 == text || (word.count == 3 && $0.hasPrefix(text)) }) ?? extra[text]
        else { return nil }
        index = end
        _ = literal(".")  // `Jan.`
        return k
    }

    private static func lowercaseLetter(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 65...90: byte + 32
        case 97...122: byte
        default: nil
        }
    }

    private mutating func amPM() -> Bool? {
        guard index + 1 < bytes.count, let a = Self.lowercaseLetter(bytes[index]), a == 97 || a == 112,
            Self.lowercaseLetter(bytes[index + 1]) == 109
        else { return nil }
        index += 2
        return a == 112
    }

    /// `Z`, `UTC`, `GMT` or `±HH`, `±HHMM`, `±HH:MM`: the offset in seconds.
    private mutating func zone() -> Int? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "Z") {
            index += 1
            return 0
        }
        for name in ["UTC", "GMT"] where index + 3 <= bytes.count {
            if Array(bytes[index..<(index + 3)]) == Array(name.utf8) {
                index += 3
                return 0
            }
        }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return nil }
        let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
        index += 1
        guard let hours = digits(2...2) else { return nil }
        _ = literal(":")
        let minutes = digits(2...2) ?? 0
        return sign * (hours * 3600 + minutes * 60)
    }

    /// Unix seconds, possibly negative or with a fraction.
    private mutating func epoch() -> Double? {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, (48...57).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            index += 1
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }
}
