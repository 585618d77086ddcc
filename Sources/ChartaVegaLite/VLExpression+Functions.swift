import Charta
import Foundation

/// Vega's expression functions (vega-functions): number and date formats, date parts in local time or
/// UTC, math, strings and arrays.
extension VLExpression {
    static func call(_ name: String, _ a: [VLExprValue], _ scope: VLExprScope, _ tally: inout VLExprTally)
        -> VLExprValue
    {
        let args = VLCallArguments(values: a, scope: scope)
        if ["format", "timeFormat", "utcFormat"].contains(name) && args.text(1).utf8.count > tally.formatLength {
            tally.formatsRefused += 1
            return .string("")
        }
        if let v = formatting(name, args) ?? conversion(name, args) ?? math(name, args) ?? dateParts(name, args) {
            return v
        }
        if let v = strings(name, args, &tally) { return v }
        return distribution(name, a) ?? .null
    }

    /// `format`, `timeFormat` and `utcFormat`.
    static func formatting(_ name: String, _ a: VLCallArguments) -> VLExprValue? {
        switch name {
        case "format":
            guard let f = try? NumberFormat(specifier: a.text(1)) else { return .string(a.first?.text ?? "") }
            return .string(f(a.number(0)))
        case "timeFormat", "utcFormat":
            guard let seconds = a.first?.seconds, seconds.isFinite else { return .string("") }
            let f = DateFormat(a.text(1), calendar: a.calendar(utc: name == "utcFormat"))
            return .string(f(Date(timeIntervalSince1970: seconds)))
        default: return nil
        }
    }

    /// Conversions and type tests.
    static func conversion(_ name: String, _ a: VLCallArguments) -> VLExprValue? {
        switch name {
        case "toNumber": return .number(a.number(0))
        case "toString": return a.first.map { $0 == .null ? .null : .string($0.text) } ?? .null
        case "toBoolean": return .bool(a.first?.truthy ?? false)
        case "toDate":
            guard let v = a.first else { return .null }
            if case .number(let ms) = v { return .date(ms / 1000) }
            if case .date = v { return v }
            return VLDateParser(localTimeZone: a.scope.timeZone).parse(v.text).map(VLExprValue.date) ?? .null
        case "isValid":
            return .bool(!(a.first.map { $0 == .null || ($0.primitive.isNumber && $0.number.isNaN) } ?? true))
        case "isNaN": return .bool(a.number(0).isNaN)
        case "isFinite": return .bool(a.number(0).isFinite)
        case "isNumber": return .bool(a.first?.primitive.isNumber ?? false)
        case "isString": if case .string? = a.first { return .bool(true) } else { return .bool(false) }
        default: return nil
        }
    }

    static func math(_ name: String, _ a: VLCallArguments) -> VLExprValue? {
        let x = a.number(0)
        switch name {
        case "abs": return .number(abs(x))
        case "ceil": return .number(x.rounded(.up))
        case "floor": return .number(x.rounded(.down))
        case "round": return .number((x + 0.5).rounded(.down))
        case "sqrt": return .number(x.squareRoot())
        case "exp": return .number(Foundation.exp(x))
        case "log": return .number(Foundation.log(x))
        case "pow": return .number(Foundation.pow(x, a.number(1)))
        case "sin": return .number(Foundation.sin(x))
        case "cos": return .number(Foundation.cos(x))
        case "tan": return .number(Foundation.tan(x))
        case "min": return .number(a.values.map(\.number).min() ?? .infinity)
        case "max": return .number(a.values.map(\.number).max() ?? -.infinity)
        case "clamp": return .number(Swift.min(Swift.max(x, a.number(1)), a.number(2)))
        case "inrange":
            guard a.count >= 2, case .array(let r) = a.values[1], r.count >= 2 else { return .bool(false) }
            let (lo, hi) = (Swift.min(r[0].number, r[1].number), Swift.max(r[0].number, r[1].number))
            return .bool(x >= lo && x <= hi)
        default: return nil
        }
    }

    static func strings(_ name: String, _ a: VLCallArguments, _ tally: inout VLExprTally) -> VLExprValue? {
        switch name {
        case "length":
            switch a.first {
            case .string(let str)?: return .number(Double(str.count))
            case .array(let arr)?: return .number(Double(arr.count))
            default: return .number(0)
            }
        case "upper": return .string(a.text(0).uppercased())
        case "lower": return .string(a.text(0).lowercased())
        case "trim": return .string(a.text(0).trimmingCharacters(in: .whitespaces))
        case "substring", "slice": return .string(substring(a, slice: name == "slice"))
        case "indexof":
            if case .array(let arr)? = a.first {
                return .number(Double(arr.firstIndex { $0.strictlyEquals(a.count > 1 ? a.values[1] : .null) } ?? -1))
            }
            let text = a.text(0)
            guard let r = text.range(of: a.text(1)) else { return .number(-1) }
            return .number(Double(text.distance(from: text.startIndex, to: r.lowerBound)))
        case "replace":
            // JavaScript's String.replace with a string pattern: the first occurrence only ("" matches at 0).
            let (text, pattern) = (a.text(0), a.text(1))
            guard let r = pattern.isEmpty ? text.startIndex..<text.startIndex : text.range(of: pattern) else {
                return .string(text)
            }
            return VLExpression.concatenate(
                String(text[..<r.lowerBound]) + a.text(2), String(text[r.upperBound...]), &tally)
        default: return nil
        }
    }

    /// JavaScript's `substring` (bounds swapped when reversed) or `slice` (negative bounds from the end).
    static func substring(_ a: VLCallArguments, slice: Bool) -> String {
        let chars = Array(a.text(0))
        let (start, end) = (a.number(1), a.number(2))
        var lo = start.isFinite ? Int(Swift.max(-1e9, Swift.min(1e9, start))) : 0
        var hi = a.count > 2 && end.isFinite ? Int(Swift.max(-1e9, Swift.min(1e9, end))) : chars.count
        if slice {
            if lo < 0 { lo += chars.count }
            if hi < 0 { hi += chars.count }
        }
        lo = Swift.max(0, Swift.min(lo, chars.count))
        hi = Swift.max(0, Swift.min(hi, chars.count))
        if !slice, lo > hi { swap(&lo, &hi) }
        return lo < hi ? String(chars[lo..<hi]) : ""
    }

    /// Date parts in local time or UTC, `time`, and `datetime`/`utc`.
    static func dateParts(_ name: String, _ a: VLCallArguments) -> VLExprValue? {
        let utc = name.hasPrefix("utc")
        switch name {
        case "year", "utcyear": return a.part(.year, utc: utc)
        case "month", "utcmonth": return a.part(.month, utc: utc, offset: -1)
        case "date", "utcdate": return a.part(.day, utc: utc)
        case "day", "utcday": return a.part(.weekday, utc: utc, offset: -1)
        case "hours", "utchours": return a.part(.hour, utc: utc)
        case "minutes", "utcminutes": return a.part(.minute, utc: utc)
        case "seconds", "utcseconds": return a.part(.second, utc: utc)
        case "quarter", "utcquarter":
            guard case .number(let m) = a.part(.month, utc: utc, offset: -1) else { return .null }
            return .number((m / 3).rounded(.down))
        case "time": return .number((a.firstInstant ?? .nan) * 1000)
        case "datetime", "utc": return datetime(a, utc: name == "utc")
        default: return nil
        }
    }

    /// `datetime(year, month, day, hours, minutes, seconds)` in local time, or `utc(…)` as milliseconds.
    static func datetime(_ a: VLCallArguments, utc: Bool) -> VLExprValue {
        func part(_ i: Int, _ bound: Double, default value: Int) -> Int {
            a.count > i && a.number(i).isFinite ? Int(Swift.max(-bound, Swift.min(bound, a.number(i)))) : value
        }
        var c = DateComponents()
        c.year = a.number(0).isFinite ? Int(Swift.max(-9999, Swift.min(9999, a.number(0)))) : nil
        c.month = a.count > 1 && a.number(1).isFinite ? part(1, 1000, default: 0) + 1 : 1
        c.day = part(2, 1e5, default: 1)
        c.hour = part(3, 1e6, default: 0)
        c.minute = part(4, 1e6, default: 0)
        c.second = part(5, 1e6, default: 0)
        guard c.year != nil, let d = a.calendar(utc: utc).date(from: c) else { return .null }
        return utc ? .number(d.timeIntervalSince1970 * 1000) : .date(d.timeIntervalSince1970)
    }
}

/// A function call's arguments, read as Vega reads them (missing ones as NaN or "").
struct VLCallArguments {
    let values: [VLExprValue]
    let scope: VLExprScope

    var count: Int { values.count }
    var first: VLExprValue? { values.first }
    func number(_ i: Int) -> Double { i < values.count ? values[i].number : .nan }
    func text(_ i: Int) -> String { i < values.count ? values[i].text : "" }

    /// The first argument as seconds since 1970: a date, milliseconds, or a date string parsed as
    /// JavaScript's `new Date(string)` parses it (date functions accept all three).
    var firstInstant: Double? {
        if case .string(let text)? = first { return VLDateParser(localTimeZone: scope.timeZone).parse(text) }
        return first?.seconds
    }

    /// The Gregorian calendar of the expression's time zone, or of UTC.
    func calendar(utc: Bool) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc ? TimeZone(identifier: "UTC") ?? scope.timeZone : scope.timeZone
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }

    /// A component of the first argument's date.
    func part(_ component: Calendar.Component, utc: Bool, offset: Int = 0) -> VLExprValue {
        guard let seconds = firstInstant, seconds.isFinite else { return .number(.nan) }
        let value = calendar(utc: utc).component(component, from: Date(timeIntervalSince1970: seconds))
        return .number(Double(value + offset))
    }
}
