/// A cell read as a number with either decimal mark, before the column decides which one it uses.
///
/// Digits may be grouped in threes (`2,100,000`, `1.234.567`, `1 234 567` with a space, a no-break
/// space or a thin space, `1'234`), as pandas' `thousands=` and csvkit's locale-aware number parsing
/// read them: the first group has one to three digits (not starting with 0) and every later one
/// exactly three. A sign may
/// lead (`-`, `+` or `−`), or parentheses wrap a negative amount as accountants write it; a currency
/// symbol may stand before or after, and a percent sign after (`45%` is 45, as written). An exponent
/// (`1e6`) is allowed only without grouping. Text such as `nan`, `inf` or `0x1F` is not a number.
struct NumberText: Hashable {
    /// The value with a decimal point, or nil when the text is not a number written so.
    var point: Double?
    /// The value with a decimal comma, or nil when the text is not a number written so.
    var comma: Double?

    /// Whether the two readings are different numbers (`1,234` is 1234 or 1.234).
    var isAmbiguous: Bool { point != nil && comma != nil && point != comma }

    /// The value with `mark`.
    func value(_ mark: DecimalMark) -> Double? { mark == .point ? point : comma }

    /// The separators that may stand between digits.
    enum Separator: Hashable {
        case point, comma, space, apostrophe
    }

    /// Reads a cell (surrounding spaces are ignored).
    init(_ text: String) {
        if let plain = Self.plain(text) {
            self = plain
            return
        }
        var text = text
        self = text.withUTF8 { NumberText(bytes: $0) }
    }

    /// The common case, read without the general scanner: ASCII digits with an optional sign, at most
    /// one point and an exponent (`-12`, `3.25`, `1e-3`). With a decimal point that is the number; with
    /// a decimal comma it is the same number when there is no point, `1.234` grouped (1234), or nothing.
    /// nil sends anything else to the general scanner.
    private static func plain(_ text: String) -> NumberText? {
        var whole = 0
        var fraction = 0
        var wholeValue = 0
        var fractionValue = 0
        var point = false
        var exponent = false
        var negative = false
        var previous: UInt8 = 0
        var firstDigit: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if exponent { break }
                if firstDigit == 0 { firstDigit = byte }
                let digit = Int(byte) - 48
                if point {
                    fraction += 1
                    if fraction <= 3 { fractionValue = fractionValue * 10 + digit }
                } else {
                    whole += 1
                    if whole <= 3 { wholeValue = wholeValue * 10 + digit }
                }
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard previous == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else {
                    return nil
                }
                if previous == 0 { negative = byte == UInt8(ascii: "-") }
            case UInt8(ascii: "."):
                guard !point, !exponent else { return nil }
                point = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard !exponent, whole + fraction > 0 else { return nil }
                exponent = true
            default:
                return nil
            }
            previous = byte
        }
        guard whole + fraction > 0, let value = Double(text), value.isFinite else { return nil }
        guard point else { return NumberText(point: value, comma: value) }
        var comma: Double?
        if !exponent, (1...3).contains(whole), fraction == 3, firstDigit != UInt8(ascii: "0") {
            comma = Double(wholeValue * 1000 + fractionValue) * (negative ? -1 : 1)
        }
        return NumberText(point: value, comma: comma)
    }

    init(point: Double?, comma: Double?) {
        self.point = point
        self.comma = comma
    }

    private init(bytes all: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var end = all.count
        var negative = false
        Self.trim(all, &start, &end)
        if end - start >= 2, all[start] == UInt8(ascii: "("), all[end - 1] == UInt8(ascii: ")") {
            negative = true  // accounting: (1,234.00)
            start += 1
            end -= 1
        }
        if start < end, all[end - 1] == UInt8(ascii: "%") {
            end -= 1
            Self.trim(all, &start, &end)
        }
        Self.dropCurrency(all, &start, &end, atEnd: true)
        if Self.sign(all, &start, end, negative: &negative) {
            Self.dropCurrency(all, &start, &end, atEnd: false)
        } else {
            Self.dropCurrency(all, &start, &end, atEnd: false)
            _ = Self.sign(all, &start, end, negative: &negative)
        }
        var i = start
        // Runs of digits and the separators between them; then an optional exponent.
        var runs: [ArraySlice<UInt8>] = []
        var separators: [Separator] = []
        var runStart = i
        var exponent: ArraySlice<UInt8> = []
        let bytes = Array(all[..<end])
        scan: while i < end {
            let b = bytes[i]
            if b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                i += 1
                continue
            }
            let separator: Separator
            var width = 1
            switch b {
            case UInt8(ascii: "."): separator = .point
            case UInt8(ascii: ","): separator = .comma
            case UInt8(ascii: " "): separator = .space
            case UInt8(ascii: "'"): separator = .apostrophe
            case 0xC2 where i + 1 < end && bytes[i + 1] == 0xA0:  // no-break space
                separator = .space
                width = 2
            case 0xE2 where i + 2 < end && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xAF || bytes[i + 2] == 0x89):
                separator = .space  // narrow no-break space, thin space
                width = 3
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                exponent = Self.exponent(bytes[(i + 1)...])
                guard !exponent.isEmpty else {
                    self.init(point: nil, comma: nil)
                    return
                }
                end = i
                break scan
            default:
                self.init(point: nil, comma: nil)
                return
            }
            runs.append(bytes[runStart..<i])
            separators.append(separator)
            i += width
            runStart = i
        }
        runs.append(bytes[runStart..<end])
        self.init(
            point: Self.value(runs, separators, decimal: .point, exponent: exponent, negative: negative),
            comma: Self.value(runs, separators, decimal: .comma, exponent: exponent, negative: negative))
    }

    /// Moves `start` and `end` past spaces, tabs and no-break spaces.
    private static func trim(_ bytes: UnsafeBufferPointer<UInt8>, _ start: inout Int, _ end: inout Int) {
        func space(at i: Int) -> Int {
            if bytes[i] == 0x20 || bytes[i] == 0x09 { return 1 }
            if i + 1 < end, bytes[i] == 0xC2, bytes[i + 1] == 0xA0 { return 2 }
            if i + 2 < end, bytes[i] == 0xE2, bytes[i + 1] == 0x80, bytes[i + 2] == 0xAF { return 3 }
            return 0
        }
        while start < end, case let n = space(at: start), n > 0 { start += n }
        while end > start {
            if bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 {
                end -= 1
            } else if end - start >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0xA0 {
                end -= 2
            } else if end - start >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xAF {
                end -= 3
            } else {
                break
            }
        }
    }

    /// Reads a leading `-`, `+` or `−` (U+2212); true when there was one.
    private static func sign(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: inout Int, _ end: Int, negative: inout Bool
    ) -> Bool {
        if start < end, bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "+") {
            negative = negative != (bytes[start] == UInt8(ascii: "-"))
            start += 1
            return true
        }
        if start + 2 < end, bytes[start] == 0xE2, bytes[start + 1] == 0x88, bytes[start + 2] == 0x92 {
            negative.toggle()
            start += 3
            return true
        }
        return false
    }

    /// The currency symbols a number may carry before or after it (`$1,234.50`, `12,50 €`): the value is
    /// the amount, as a spreadsheet reads a currency-formatted cell.
    static let currencies: [[UInt8]] = ["$", "€", "£", "¥", "₹", "₩", "₽", "¢"].map { Array($0.utf8) }

    /// Drops one currency symbol (and the spaces beside it) at the start or the end.
    private static func dropCurrency(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: inout Int, _ end: inout Int, atEnd: Bool
    ) {
        for symbol in currencies where end - start > symbol.count {
            let at = atEnd ? end - symbol.count : start
            guard bytes[at..<(at + symbol.count)].elementsEqual(symbol) else { continue }
            if atEnd { end = at } else { start = at + symbol.count }
            trim(bytes, &start, &end)
            return
        }
    }

    /// The digits of an exponent after `e` (an optional sign, then digits only), or empty.
    private static func exponent(_ rest: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var digits = rest
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return []
        }
        return rest
    }

    /// The number that runs of digits make with `decimal` as the decimal mark, or nil when they do not
    /// make one (a misplaced or repeated decimal mark, groups other than threes, mixed group separators).
    private static func value(
        _ runs: [ArraySlice<UInt8>], _ separators: [Separator], decimal: DecimalMark,
        exponent: ArraySlice<UInt8>, negative: Bool
    ) -> Double? {
        let mark: Separator = decimal == .point ? .point : .comma
        var whole = runs.count
        var fraction: ArraySlice<UInt8> = []
        if let at = separators.firstIndex(of: mark) {
            guard at == separators.count - 1 else { return nil }  // the decimal mark is the last separator
            whole = at + 1
            fraction = runs[at + 1]
        }
        let groups = separators[..<(whole - 1)]
        if let group = groups.first {
            guard group != mark, groups.allSatisfy({ $0 == group }), exponent.isEmpty else { return nil }
            guard (1...3).contains(runs[0].count), runs[0].first != UInt8(ascii: "0"),
                runs[1..<whole].allSatisfy({ $0.count == 3 })
            else { return nil }
        }
        var digits: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        for run in runs[..<whole] { digits += run }
        guard digits.count > (negative ? 1 : 0) || !fraction.isEmpty else { return nil }
        if !fraction.isEmpty {
            digits.append(UInt8(ascii: "."))
            digits += fraction
        }
        if !exponent.isEmpty {
            digits.append(UInt8(ascii: "e"))
            digits += exponent
        }
        guard let value = Double(String(decoding: digits, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
