import Foundation

/// d3-time-format's parsing (`timeParse` and `utcParse`) for the directives Vega-Lite specs use:
/// `%Y %y %m %d %e %b %B %a %A %H %I %p %M %S %L %Z %%`.
extension VLDateParser {
    /// Parses `text` with a d3 time specifier; `utc` reads it as UTC, otherwise as local time.
    func parse(_ text: String, specifier: String, utc: Bool) -> Double? {
        var f = Fields()
        f.year = 1900
        let input = Array(text)
        var i = 0
        var spec = Array(specifier)[...]
        func number(maxDigits: Int) -> Int? {
            var v = 0
            var n = 0
            var sign = 1
            if i < input.count, input[i] == "-" || input[i] == "+" {
                sign = input[i] == "-" ? -1 : 1
                i += 1
            }
            while n < maxDigits, i < input.count, input[i].isASCII, let d = input[i].wholeNumberValue {
                v = v * 10 + d
                n += 1
                i += 1
            }
            return n > 0 ? sign * v : nil
        }
        func name(_ names: [String], full: [String]) -> Int? {
            let rest = String(input[i...]).lowercased()
            for (k, long) in full.enumerated() where rest.hasPrefix(long) {
                i += long.count
                return k
            }
            for (k, short) in names.enumerated() where rest.hasPrefix(short) {
                i += short.count
                return k
            }
            return nil
        }
        while let c = spec.popFirst() {
            if c != "%" {
                if c == " " {
                    while i < input.count, input[i] == " " { i += 1 }
                    continue
                }
                guard i < input.count, input[i] == c else { return nil }
                i += 1
                continue
            }
            guard var directive = spec.popFirst() else { return nil }
            if directive == "-" || directive == "_" || directive == "0", let next = spec.popFirst() { directive = next }
            switch directive {
            case "Y":
                guard let v = number(maxDigits: 4) else { return nil }
                f.year = v
            case "y":
                guard let v = number(maxDigits: 2) else { return nil }
                f.year = v + (v > 68 ? 1900 : 2000)
            case "m":
                guard let v = number(maxDigits: 2) else { return nil }
                f.month = v
            case "d", "e":
                while directive == "e", i < input.count, input[i] == " " { i += 1 }
                guard let v = number(maxDigits: 2) else { return nil }
                f.day = v
            case "H":
                guard let v = number(maxDigits: 2) else { return nil }
                f.hour = v
            case "I":
                guard let v = number(maxDigits: 2) else { return nil }
                f.hour = v
                if f.pm == nil { f.pm = false }
            case "M":
                guard let v = number(maxDigits: 2) else { return nil }
                f.minute = v
            case "S":
                guard let v = number(maxDigits: 2) else { return nil }
                f.second = v
            case "L":
                guard let v = number(maxDigits: 3) else { return nil }
                f.millisecond = v
            case "b", "B":
                let full = [
                    "january", "february", "march", "april", "may", "june", "july", "august",
                    "september", "october", "november", "december",
                ]
                guard let m = name(VLDateParser.monthNames, full: full) else { return nil }
                f.month = m + 1
            case "a", "A":
                let full = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
                guard name(VLDateParser.dayNames, full: full) != nil else { return nil }
            case "p":
                let rest = String(input[i...]).lowercased()
                guard rest.hasPrefix("am") || rest.hasPrefix("pm") else { return nil }
                f.pm = rest.hasPrefix("pm")
                i += 2
            case "Z":
                if i < input.count, input[i] == "Z" {
                    i += 1
                    f.offset = 0
                } else {
                    guard i < input.count, input[i] == "+" || input[i] == "-" else { return nil }
                    let sign = input[i] == "-" ? -1 : 1
                    i += 1
                    guard let hh = number(maxDigits: 2) else { return nil }
                    if i < input.count, input[i] == ":" { i += 1 }
                    let mm = number(maxDigits: 2) ?? 0
                    f.offset = sign * (hh * 3600 + mm * 60)
                }
            case "%":
                guard i < input.count, input[i] == "%" else { return nil }
                i += 1
            default:
                return nil
            }
        }
        guard i == input.count else { return nil }
        if utc && f.offset == nil { f.offset = 0 }
        return seconds(f)
    }

    /// Reads a `format.parse` date instruction: `date`, `date:'%d %b'`, `utc:'%d %b'` (the quotes may
    /// be single or double). Returns the specifier (nil for JavaScript's parser) and whether it is UTC.
    static func instruction(_ text: String) -> (specifier: String?, utc: Bool)? {
        let t = text.trimmingCharacters(in: .whitespaces)
        for prefix in ["date", "utc"] where t.hasPrefix(prefix) {
            let rest = t.dropFirst(prefix.count)
            if rest.isEmpty { return (nil, prefix == "utc") }
            guard rest.hasPrefix(":") else { continue }
            var spec = rest.dropFirst().trimmingCharacters(in: .whitespaces)
            if let q = spec.first, q == "'" || q == "\"", spec.count >= 2, spec.last == q {
                spec = String(spec.dropFirst().dropLast())
            }
            return (spec, prefix == "utc")
        }
        return nil
    }
}
