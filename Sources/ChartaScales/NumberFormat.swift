/// A number-to-text format with d3-format semantics, usable as a value.
///
/// Build one from a d3 specifier (`try NumberFormat(specifier: ",.2f")`), from a friendly constructor
/// (``integer``, ``fixed(_:)``, ``grouped``, ``percent(decimals:)``, ``si``, ``compact(threshold:locale:)``),
/// for axis ticks with ``tickFormat(start:stop:count:specifier:locale:)-(_,_,_,String?,_)``, or from your own closure with
/// ``custom(_:)``. Output is deterministic: it depends only on the value, the specifier and the
/// ``FormatLocale`` (``FormatLocale/enUS`` by default), never on the process locale, and the digits are
/// exactly JavaScript's (see `NumberFormat.Digits`).
///
/// **Closures as values.** A closure can be neither compared nor encoded, so a ``custom(_:)`` format
/// holds it in an immutable box and compares and hashes by the box's identity: a copy of a custom format
/// equals the original, two formats built from separate `custom` calls are different. Encoding a custom
/// format throws `EncodingError.invalidValue`; every other format encodes as data (its specifier and
/// locale) and decodes back to an equal value.
public struct NumberFormat: Sendable, Hashable, CustomStringConvertible {
    /// What the format is made of.
    enum Storage: Sendable, Hashable {
        /// A d3 specifier; `siExponent` (a multiple of 3) fixes the SI prefix as d3's `formatPrefix`.
        case specifier(Specifier, FormatLocale, siExponent: Int?)
        /// k / M / B / T abbreviations from `threshold` up.
        case compact(threshold: Double, FormatLocale)
        /// A caller's closure.
        case custom(CustomBox)
    }

    /// An immutable holder for a custom closure that gives it an identity (the only class here; it has
    /// no mutable state).
    final class CustomBox: Sendable, Hashable {
        let body: @Sendable (Double) -> String

        init(_ body: @escaping @Sendable (Double) -> String) { self.body = body }

        static func == (a: CustomBox, b: CustomBox) -> Bool { a === b }

        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A format from a d3-format specifier string such as `",.2f"`, `"$.3s"` or `"+.1%"`.
    /// Throws ``NumberFormatError`` when the specifier is malformed.
    public init(specifier: String, locale: FormatLocale = .enUS) throws(NumberFormatError) {
        self.init(try Specifier(specifier), locale: locale)
    }

    /// A format from a parsed specifier.
    public init(_ specifier: Specifier, locale: FormatLocale = .enUS) {
        storage = .specifier(specifier, locale, siExponent: nil)
    }

    /// d3's `formatPrefix(specifier, value)`: fixed-point notation (the type is replaced by `f`) scaled to
    /// the SI prefix of `value`, so every number shares one unit: `prefix(",.0", value: 1e-6)` formats
    /// 0.0042 as "4,200µ". A `value` of zero or not finite uses no prefix (d3 would print "NaN").
    public static func prefix(_ specifier: Specifier, value: Double, locale: FormatLocale = .enUS) -> NumberFormat {
        var spec = specifier
        spec.type = "f"
        let e = NumberFormat.exponent(value).map { max(-8, min(8, floorDiv($0, 3))) * 3 } ?? 0
        return NumberFormat(storage: .specifier(spec, locale, siExponent: e))
    }

    /// ``prefix(_:value:locale:)`` with a specifier string; throws ``NumberFormatError`` when malformed.
    public static func prefix(
        _ specifier: String, value: Double, locale: FormatLocale = .enUS
    ) throws(NumberFormatError) -> NumberFormat {
        prefix(try Specifier(specifier), value: value, locale: locale)
    }

    /// Formats `value`. Never traps: NaN prints as the locale's `nan`, infinities as "Infinity" (or "∞"
    /// for type `d`, as d3 does).
    public func callAsFunction(_ value: Double) -> String {
        switch storage {
        case .specifier(let spec, let locale, let siExponent):
            return NumberFormat.render(value, spec, locale, siExponent: siExponent)
        case .compact(let threshold, let locale):
            return NumberFormat.compact(value, threshold: threshold, locale: locale)
        case .custom(let box):
            return box.body(value)
        }
    }

    /// Formats text: with type `c` the text is padded and given its symbol and affixes unchanged, as d3's
    /// `format("c")("☃")`; other types parse it as a number (NaN when it is not one).
    public func callAsFunction(_ text: String) -> String {
        if case .specifier(let spec, let locale, let siExponent) = storage, spec.type == "c" {
            return NumberFormat.render(text: text, spec, locale, siExponent: siExponent)
        }
        return self(Double(text) ?? .nan)
    }

    /// The specifier, or nil for compact and custom formats.
    public var specifier: Specifier? {
        if case .specifier(let spec, _, _) = storage { return spec }
        return nil
    }

    /// The locale, or nil for a custom format.
    public var locale: FormatLocale? {
        switch storage {
        case .specifier(_, let locale, _), .compact(_, let locale): return locale
        case .custom: return nil
        }
    }

    /// The same format with another locale (a custom format is returned unchanged).
    public func withLocale(_ locale: FormatLocale) -> NumberFormat {
        switch storage {
        case .specifier(let spec, _, let e): return NumberFormat(storage: .specifier(spec, locale, siExponent: e))
        case .compact(let t, _): return NumberFormat(storage: .compact(threshold: t, locale))
        case .custom: return self
        }
    }

    /// The specifier string (d3's normalized form), `compact(threshold: …)` or `custom`.
    public var description: String {
        switch storage {
        case .specifier(let spec, _, let e?): return "prefix(\(spec), 1e\(e))"
        case .specifier(let spec, _, nil): return spec.description
        case .compact(let t, _): return "compact(threshold: \(t))"
        case .custom: return "custom"
        }
    }

    /// Floor division for Int (rounds toward −∞, unlike `/`).
    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}

extension NumberFormat {
    /// Rounded integers without grouping (d3 `"d"`): 1234.6 → "1235".
    public static let integer = NumberFormat(Specifier(type: "d"))

    /// Grouped thousands with up to 12 significant digits, trailing zeros trimmed (d3 `","`):
    /// 1234567.5 → "1,234,567.5".
    public static let grouped = NumberFormat(Specifier(comma: true))

    /// SI prefixes with trailing zeros trimmed (d3 `"~s"`): 1500 → "1.5k", 0.001 → "1m", 1e9 → "1G".
    public static let si = NumberFormat(Specifier(trim: true, type: "s"))

    /// Fixed-point with `decimals` digits after the point (d3 `".Nf"`), `decimals` clamped to 0…20.
    public static func fixed(_ decimals: Int) -> NumberFormat {
        NumberFormat(Specifier(precision: max(0, min(20, decimals)), type: "f"))
    }

    /// A percentage of the value × 100 with `decimals` digits (d3 `".N%"`): 0.123 → "12%".
    public static func percent(decimals: Int = 0) -> NumberFormat {
        NumberFormat(Specifier(precision: max(0, min(20, decimals)), type: "%"))
    }

    /// Short business notation with k, M, B and T: 1,500,000 → "1.5M", 10,000 → "10k", at most three
    /// significant digits, trailing zeros trimmed. Magnitudes below `max(threshold, 1000)` print plainly
    /// (up to 12 significant digits, trimmed, no grouping), so `compact(threshold: 10_000)` prints 5,200
    /// as "5200" and 15,800 as "15.8k". From 10¹⁵ up the value is shown in exponent notation ("1.2e+15").
    public static func compact(threshold: Double = 0, locale: FormatLocale = .enUS) -> NumberFormat {
        NumberFormat(storage: .compact(threshold: threshold.isNaN ? 0 : threshold, locale))
    }

    /// A format that calls `body`; see the type's discussion for how such formats compare and encode.
    public static func custom(_ body: @escaping @Sendable (Double) -> String) -> NumberFormat {
        NumberFormat(storage: .custom(CustomBox(body)))
    }
}
