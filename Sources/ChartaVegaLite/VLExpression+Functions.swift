import Charta
import Foundation

/// Vega's expression functions (vega-functions): number and date formats, date parts in local time or
/// UTC, math, strings and arrays.
extension VLExpression {
    static func call(_ name: String, _ a: [VLExprValue], _ scope: VLExprScope, _ tally: inout VLExprTally)
        -> VLExprValue
    {
        func n(_ i: Int) -> Double { i < a.count ? a[i].number : .nan }
        func s(_ i: Int) -> String { i < a.count ? a[i].text : "" }
        func calendar(utc: Bool) -> Calendar {
            var c = Calendar(identifier: .gregorian)
            c.timeZone = utc ? TimeZone(identifier: "UTC") ?? scope.timeZone : scope.timeZone
            c.locale = Locale(identifier: "en_US_POSIX")
            return c
        }
        func part(_ component: Calendar.Component, utc: Bool, offset: Int = 0) -> VLExprValue {
            guard let seconds = a.first?.seconds, seconds.isFinite else { return .number(.nan) }
            let value = calendar(utc: utc).component(component, from: Date(timeIntervalSince1970: seconds))
            return .number(Double(value + offset))
        }
        switch name {
        case let f where ["format", "timeFormat", "utcFormat"].contains(f) && s(1).utf8.count > tally.formatLength:
            tally.formatsRefused += 1
            return .string("")
        case "format":
            guard let f = try? NumberFormat(specifier: s(1)) else { return .string(a.first?.text ?? "") }
            return .string(f(n(0)))
        case "timeFormat", "utcFormat":
            guard let seconds = a.first?.seconds, seconds.isFinite else { return .string("") }
            let f = DateFormat(s(1), calendar: calendar(utc: name == "utcFormat"))
            return .string(f(Date(timeIntervalSince1970: seconds)))
        case "toNumber": return .number(n(0))
        case "toString": return a.first.map { $0 == .null ? .null : .string($0.text) } ?? .null
        case "toBoolean": return .bool(a.first?.truthy ?? false)
        case "toDate":
            guard let v = a.first else { return .null }
            if case .number(let ms) = v { return .date(ms / 1000) }
            if case .date = v { return v }
            return VLDateParser(localTimeZone: scope.timeZone).parse(v.text).map(VLExprValue.date) ?? .null
        case "isValid":
            return .bool(!(a.first.map { $0 == .null || ($0.primitive.isNumber && $0.number.isNaN) } ?? true))
        case "isNaN": return .bool(n(0).isNaN)
        case "isFinite": return .bool(n(0).isFinite)
        case "isNumber": return .bool(a.first?.primitive.isNumber ?? false)
        case "isString": if case .string? = a.first { return .bool(true) } else { return .bool(false) }
        case "abs": return .number(abs(n(0)))
        case "ceil": return .number(n(0).rounded(.up))
        case "floor": return .number(n(0).rounded(.down))
        case "round": return .number((n(0) + 0.5).rounded(.down))
        case "sqrt": return .number(n(0).squareRoot())
        case "exp": return .number(Foundation.exp(n(0)))
        case "log": return .number(Foundation.log(n(0)))
        case "pow": return .number(Foundation.pow(n(0), n(1)))
        case "sin": return .number(Foundation.sin(n(0)))
        case "cos": return .number(Foundation.cos(n(0)))
        case "tan": return .number(Foundation.tan(n(0)))
        case "min": return .number(a.map(\.number).min() ?? .infinity)
        case "max": return .number(a.map(\.number).max() ?? -.infinity)
        case "clamp": return .number(Swift.min(Swift.max(n(0), n(1)), n(2)))
        case "inrange":
            guard a.count >= 2, case .array(let r) = a[1], r.count >= 2 else { return .bool(false) }
            let (lo, hi) = (Swift.min(r[0].number, r[1].number), Swift.max(r[0].number, r[1].number))
            return .bool(n(0) >= lo && n(0) <= hi)
        case "length":
            switch a.first {
            case .string(let str)?: return .number(Double(str.count))
            case .array(let arr)?: return .number(Double(arr.count))
            default: return .number(0)
            }
        case "upper": return .string(s(0).uppercased())
        case "lower": return .string(s(0).lowercased())
        case "trim": return .string(s(0).trimmingCharacters(in: .whitespaces))
        case "substring", "slice":
            let chars = Array(s(0))
            var lo = n(1).isFinite ? Int(Swift.max(-1e9, Swift.min(1e9, n(1)))) : 0
            var hi = a.count > 2 && n(2).isFinite ? Int(Swift.max(-1e9, Swift.min(1e9, n(2)))) : chars.count
            if name == "slice" {
                if lo < 0 { lo += chars.count }
                if hi < 0 { hi += chars.count }
            }
            lo = Swift.max(0, Swift.min(lo, chars.count))
            hi = Swift.max(0, Swift.min(hi, chars.count))
            if name == "substring", lo > hi { swap(&lo, &hi) }
            return .string(lo < hi ? String(chars[lo..<hi]) : "")
        case "indexof":
            if case .array(let arr)? = a.first {
                return .number(Double(arr.firstIndex { $0.strictlyEquals(a.count > 1 ? a[1] : .null) } ?? -1))
            }
            guard let r = s(0).range(of: s(1)) else { return .number(-1) }
            return .number(Double(s(0).distance(from: s(0).startIndex, to: r.lowerBound)))
        case "replace":
            // JavaScript's String.replace with a string pattern: the first occurrence only ("" matches at 0).
            let (text, pattern) = (s(0), s(1))
            guard let r = pattern.isEmpty ? text.startIndex..<text.startIndex : text.range(of: pattern) else {
                return .string(text)
            }
            return VLExpression.concatenate(String(text[..<r.lowerBound]) + s(2), String(text[r.upperBound...]), &tally)
        case "year", "utcyear": return part(.year, utc: name.hasPrefix("utc"))
        case "month", "utcmonth": return part(.month, utc: name.hasPrefix("utc"), offset: -1)
        case "date", "utcdate": return part(.day, utc: name.hasPrefix("utc"))
        case "day", "utcday": return part(.weekday, utc: name.hasPrefix("utc"), offset: -1)
        case "hours", "utchours": return part(.hour, utc: name.hasPrefix("utc"))
        case "minutes", "utcminutes": return part(.minute, utc: name.hasPrefix("utc"))
        case "seconds", "utcseconds": return part(.second, utc: name.hasPrefix("utc"))
        case "quarter", "utcquarter":
            guard case .number(let m) = part(.month, utc: name.hasPrefix("utc"), offset: -1) else { return .null }
            return .number((m / 3).rounded(.down))
        case "time": return .number((a.first?.seconds ?? .nan) * 1000)
        case "datetime", "utc":
            var c = DateComponents()
            c.year = n(0).isFinite ? Int(Swift.max(-9999, Swift.min(9999, n(0)))) : nil
            c.month = a.count > 1 && n(1).isFinite ? Int(Swift.max(-1000, Swift.min(1000, n(1)))) + 1 : 1
            c.day = a.count > 2 && n(2).isFinite ? Int(Swift.max(-1e5, Swift.min(1e5, n(2)))) : 1
            c.hour = a.count > 3 && n(3).isFinite ? Int(Swift.max(-1e6, Swift.min(1e6, n(3)))) : 0
            c.minute = a.count > 4 && n(4).isFinite ? Int(Swift.max(-1e6, Swift.min(1e6, n(4)))) : 0
            c.second = a.count > 5 && n(5).isFinite ? Int(Swift.max(-1e6, Swift.min(1e6, n(5)))) : 0
            guard c.year != nil, let d = calendar(utc: name == "utc").date(from: c) else { return .null }
            return name == "utc" ? .number(d.timeIntervalSince1970 * 1000) : .date(d.timeIntervalSince1970)
        default:
            return distribution(name, a) ?? .null
        }
    }
}
