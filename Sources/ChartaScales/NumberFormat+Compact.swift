/// Compact business notation (k, M, B, T), the short style of spreadsheet and dashboard axes.
extension NumberFormat {
    /// Abbreviations for 10⁰, 10³, 10⁶, 10⁹ and 10¹² ("B" for billion, not SI's "G").
    static let compactUnits = ["", "k", "M", "B", "T"]

    /// Formats `x` for ``compact(threshold:locale:)``: the value is first rounded to three significant
    /// digits and the unit chosen from the rounded value, so 999,950 prints "1M", not "1000k".
    static func compact(_ x: Double, threshold: Double, locale: FormatLocale) -> String {
        let magnitude = x.magnitude
        guard magnitude.isFinite, magnitude >= max(threshold, 1000), let exact = Digits.exact(magnitude) else {
            return render(x, Specifier(precision: 12, trim: true), locale, siExponent: nil)
        }
        let d = exact.rounded(significant: 3)
        guard d.exponent < 15 else {
            return render(x, Specifier(precision: 2, trim: true, type: "e"), locale, siExponent: nil)
        }
        let unit = max(0, min(4, d.exponent / 3))
        let integerDigits = d.exponent - unit * 3 + 1
        var text = Digits.text(d.digits.prefix(integerDigits))
        if d.digits.count > integerDigits {
            text = trimInsignificantZeros(text + "." + Digits.text(d.digits.dropFirst(integerDigits)))
        }
        text = text.replacingDecimalPoint(with: locale.decimal)
        let sign = x < 0 ? locale.minus : ""
        return locale.localizeNumerals(sign + text + compactUnits[unit])
    }
}

extension String {
    /// The text with its ASCII "." replaced by `decimal`.
    fileprivate func replacingDecimalPoint(with decimal: String) -> String {
        guard let dot = firstIndex(of: ".") else { return self }
        return String(self[..<dot]) + decimal + String(self[index(after: dot)...])
    }
}
