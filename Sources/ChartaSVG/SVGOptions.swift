import ChartaScene

/// Settings for ``SVGRenderer``.
///
/// Not `Equatable`: it holds a text measurer, which is a strategy value of any type.
public struct SVGOptions: Sendable {
    /// Fractional digits written for every coordinate and length (0…6; values outside are clamped).
    /// Trailing zeros are trimmed and `-0` is written as `0`.
    public var precision: Int

    /// Metrics used only to turn a `top`, `middle` or `bottom` text baseline into an alphabetic `y`
    /// (from the font's ascent and descent), so every SVG viewer places text alike without
    /// `dominant-baseline`. Use the measurer that laid the scene out.
    public var measurer: any TextMeasurer

    /// When true, every element that draws a data item carries `aria-selected="false"`, ready for
    /// interactive output to toggle.
    public var interactive: Bool

    /// Prepended to the ids of generated definitions (`<prefix>clip0`, `<prefix>gradient0`) so several
    /// SVGs can share one HTML page. Only ASCII letters, digits, `-`, `_` and `.` are kept.
    public var idPrefix: String

    /// An optional `aria-roledescription` for the root element (for example "bar chart").
    public var roleDescription: String?

    /// When set, the SVG plays this entry animation with CSS animations in browsers (bars and areas grow,
    /// other data layers fade in; see `EntryAnimation`), and holds still under
    /// `prefers-reduced-motion: reduce`. The markup is the final picture, so viewers without CSS
    /// animations show the whole chart.
    public var entryAnimation: EntryAnimation?

    /// Creates options.
    public init(
        measurer: any TextMeasurer = StandardTextMeasurer.shared, precision: Int = 2, interactive: Bool = false,
        idPrefix: String = "",
        roleDescription: String? = nil, entryAnimation: EntryAnimation? = nil
    ) {
        self.measurer = measurer
        self.precision = precision
        self.interactive = interactive
        self.idPrefix = idPrefix
        self.roleDescription = roleDescription
        self.entryAnimation = entryAnimation
    }

    /// ``idPrefix`` reduced to characters that are safe in an XML id and inside `url(#…)`; an underscore
    /// is put in front when what remains starts with a digit, `-` or `.` (an XML name cannot).
    var sanitizedIDPrefix: String {
        let kept = idPrefix.unicodeScalars.filter { s in
            switch s {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
            default: false
            }
        }
        var result = String(String.UnicodeScalarView(kept))
        if let first = kept.first, !(("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "_") {
            result = "_" + result
        }
        return result
    }
}
