/// Precision helpers (d3-format's `exponent.js`, `precisionFixed.js`, `precisionPrefix.js`,
/// `precisionRound.js`) and tick formats (d3-scale's `tickFormat.js`).
extension NumberFormat {
    /// The decimal exponent of |x| in its shortest representation (d3's `exponent`: 1234 → 3,
    /// 0.05 → −2), or nil for zero, NaN and infinities.
    static func exponent(_ x: Double) -> Int? {
        Digits.shortest(x.magnitude)?.exponent
    }

    /// Digits after the point needed to tell values `step` apart in fixed notation (d3's
    /// `precisionFixed`): 0.11 → 1, 0.011 → 2. Nil when `step` is zero or not finite.
    public static func precisionFixed(step: Double) -> Int? {
        exponent(step).map { max(0, -$0) }
    }

    /// Digits after the point needed with the SI prefix of `value` for values `step` apart (d3's
    /// `precisionPrefix`): step 1e5 with value 1e6 (mega) → 1. Nil when either is zero or not finite.
    public static func precisionPrefix(step: Double, value: Double) -> Int? {
        guard let ev = exponent(value), let es = exponent(step) else { return nil }
        return max(0, max(-8, min(8, floorDiv(ev, 3))) * 3 - es)
    }

    /// Significant digits needed for values `step` apart up to `max` (d3's `precisionRound`):
    /// step 0.01 and max 1.01 → 3. Nil when `step` or `max − step` is zero or either is not finite.
    public static func precisionRound(step: Double, max maxValue: Double) -> Int? {
        let step = step.magnitude
        let rest = maxValue.magnitude - step
        guard let es = exponent(step), let em = exponent(rest) else { return nil }
        return max(0, em - es) + 1
    }

    /// A format for ticks from `start` to `stop` (about `count` of them, spaced as ``TickMath/step(start:stop:count:)``),
    /// with d3-scale's `tickFormat` rules: unless the specifier gives a precision, types `f` and `%`
    /// get ``precisionFixed(step:)`` (ticks 0.2, 0.4 print "0.2", "0.4"), `e g p r` and none get
    /// ``precisionRound(step:max:)``, and `s` becomes ``prefix(_:value:locale:)-(String,_,_)`` with
    /// ``precisionPrefix(step:value:)`` for the larger bound. The default specifier is `",f"`
    /// (1,000,000 → "1,000,000"); `"s"` or `"~s"` prints "1M". Non-finite bounds keep the default
    /// precision.
    public static func tickFormat(
        start: Double, stop: Double, count: Int,
        specifier: Specifier = Specifier(comma: true, type: "f"),
        locale: FormatLocale = .enUS
    ) -> NumberFormat {
        let step = TickMath.step(start: start, stop: stop, count: count)
        let largest = max(start.magnitude, stop.magnitude)
        var spec = specifier
        switch spec.type {
        case "s":
            if spec.precision == nil, let p = precisionPrefix(step: step, value: largest) { spec.precision = p }
            return prefix(spec, value: largest, locale: locale)
        case "", "e", "g", "p", "r":
            if spec.precision == nil, let p = precisionRound(step: step, max: largest) {
                spec.precision = p - (spec.type == "e" ? 1 : 0)
            }
        case "f", "%":
            if spec.precision == nil, let p = precisionFixed(step: step) {
                spec.precision = p - (spec.type == "%" ? 2 : 0)
            }
        default:
            break
        }
        return NumberFormat(spec, locale: locale)
    }

    /// ``tickFormat(start:stop:count:specifier:locale:)`` with a specifier string (nil for the default
    /// `",f"`); throws ``NumberFormatError`` when it is malformed.
    public static func tickFormat(
        start: Double, stop: Double, count: Int, specifier: String?, locale: FormatLocale = .enUS
    ) throws(NumberFormatError) -> NumberFormat {
        let spec = try specifier.map { (s) throws(NumberFormatError) in try Specifier(s) }
        return tickFormat(
            start: start, stop: stop, count: count, specifier: spec ?? Specifier(comma: true, type: "f"),
            locale: locale)
    }
}
