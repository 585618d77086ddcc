import ChartaScales
import Foundation

/// ISO 8601 dates as they appear in data: `2024-03-01`, `2024-03-01T14:00`, `2024-03-01 14:00:05.25`,
/// with `Z` or `±HH:MM` offsets. A date alone is UTC midnight and a date-time without an offset is local
/// time in the given zone, as JavaScript's `Date` reads them (ECMA-262 §21.4.3.2).
public enum ISODate {
    /// Seconds since 1970 for the text, or nil when it is not an ISO date.
    public static func seconds(_ text: String, timeZone: TimeZone) -> Double? {
        var text = text
        return text.withUTF8 { seconds($0, timeZone: timeZone) }
    }

    private static func seconds(_ bytes: UnsafeBufferPointer<UInt8>, timeZone: TimeZone) -> Double? {
        var i = 0
        func digits(_ count: Int) -> Int? {
            guard i + count <= bytes.count else { return nil }
            var value = 0
            for _ in 0..<count {
                let d = Int(bytes[i]) - 48
                guard (0...9).contains(d) else { return nil }
                value = value * 10 + d
                i += 1
            }
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard i < bytes.count, bytes[i] == character.asciiValue else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let date = Double(TimeCivil.days(year: year, month: month, day: day)) * 86_400
        if i == bytes.count { return date }
        guard expect("T") || expect(" "), let hour = digits(2), expect(":"), let minute = digits(2), hour < 24,
            minute < 60
        else { return nil }
        var seconds = Double(hour * 3600 + minute * 60)
        if expect(":") {
            guard let second = digits(2), second < 61 else { return nil }
            seconds += Double(second)
            if expect(".") || expect(",") {
                var scale = 0.1
                var any = false
                while i < bytes.count, let d = Optional(Int(bytes[i]) - 48), (0...9).contains(d) {
                    seconds += Double(d) * scale
                    scale /= 10
                    i += 1
                    any = true
                }
                guard any else { return nil }
            }
        }
        let local = date + seconds
        if i == bytes.count { return LocalTime.seconds(local: local, timeZone: timeZone) }
        if expect("Z"), i == bytes.count { return local }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") else { return nil }
        let sign = bytes[i] == UInt8(ascii: "-") ? -1.0 : 1.0
        i += 1
        guard let oh = digits(2) else { return nil }
        _ = expect(":")
        guard let om = digits(2), i == bytes.count else { return nil }
        return local - sign * Double(oh * 3600 + om * 60)
    }
}
