import Foundation

/// d3-time-format's parsing (`timeParse` and `utcParse`) for the directives Vega-Lite specs use:
/// `%Y %y %m %d %e %b %B %a %A %H %I %p %M %S %L %Z %%`.
extension VLDateParser {
    /// Parses `text` with a d3 time specifier; `utc` reads it as UTC, otherwise as local time.
    func parse(_ text: String, specifier: String, utc: Bool) -> Double? {
        var f = Fields()
        f.year = 1900
        var scanner = VLDateScanner(input: Array(text))
        var spec = Array(specifier)[...]
        while let c = spec.popFirst() {
            if c != "%" {
                guard scanner.literal(c) else { return nil }
                continue
            }
            guard var directive = spec.popFirst() else { return nil }
            if directive == "-" || directive == "_" || directive == "0", let next = spec.popFirst() { directive = next }
            guard scanner.read(directive, into: &f) else { return nil }
        }
        guard scanner.atEnd else { return nil }
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

/// Reads a date's text directive by directive, for ``VLDateParser/parse(_:specifier:utc:)``.
struct VLDateScanner {
    let input: [Character]
    var i = 0

    var atEnd: Bool { i == input.count }

    /// Matches a literal character of the specifier; a space matches any run of spaces.
    mutating func literal(_ c: Character) -> Bool {
        if c == " " {
            while i < input.count, input[i] == " " { i += 1 }
            return true
        }
        guard i < input.count, input[i] == c else { return false }
        i += 1
        return true
    }

    /// Reads one directive's value into `f`; false when the text does not match it.
    mutating func read(_ directive: Character, into f: inout VLDateParser.Fields) -> Bool {
        switch directive {
        case "Y": return number(4).map { f.year = $0 } != nil
        case "y": return number(2).map { f.year = $0 + ($0 > 68 ? 1900 : 2000) } != nil
        case "m": return number(2).map { f.month = $0 } != nil
        case "d", "e":
            while directive == "e", i < input.count, input[i] == " " { i += 1 }
            return number(2).map { f.day = $0 } != nil
        case "H": return number(2).map { f.hour = $0 } != nil
        case "I":
            guard let v = number(2) else { return false }
            f.hour = v
            if f.pm == nil { f.pm = false }
            return true
        case "M": return number(2).map { f.minute = $0 } != nil
        case "S": return number(2).map { f.second = $0 } != nil
        case "L": return number(3).map { f.millisecond = $0 } != nil
        case "b", "B": return name(VLDateParser.monthNames, full: VLDateScanner.months).map { f.month = $0 + 1 } != nil
        case "a", "A": return name(VLDateParser.dayNames, full: VLDateScanner.days) != nil
        case "p":
            let rest = String(input[i...]).lowercased()
            guard rest.hasPrefix("am") || rest.hasPrefix("pm") else { return false }
            f.pm = rest.hasPrefix("pm")
            i += 2
            return true
        case "Z": return zone().map { f.offset = $0 } != nil
        case "%": return literal("%")
        default: return false
        }
    }

    static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]
    static let days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// A signed number of at most `maxDigits` digits.
    mutating func number(_ maxDigits: Int) -> Int? {
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

    /// The index of the full or abbreviated name the text starts with (case-insensitive).
    mutating func name(_ names: [String], full: [String]) -> Int? {
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

    /// A zone offset in seconds: `Z`, or `±hh[:]mm`.
    mutating func zone() -> Int? {
        if i < input.count, input[i] == "Z" {
            i += 1
            return 0
        }
        guard i < input.count, input[i] == "+" || input[i] == "-" else { return nil }
        let sign = input[i] == "-" ? -1 : 1
        i += 1
        guard let hh = number(2) else { return nil }
        if i < input.count, input[i] == ":" { i += 1 }
        let mm = number(2) ?? 0
        return sign * (hh * 3600 + mm * 60)
    }
}
