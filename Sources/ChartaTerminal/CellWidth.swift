import ChartaScene

/// How many terminal cells text takes: East Asian wide and fullwidth characters and emoji take two,
/// combining marks and format characters none, everything else one.
///
/// The classes are the ones `StandardTextMeasurer` measures with (Unicode's East_Asian_Width
/// property, UAX #11, W and F wide; UTS #51 emoji clusters counted once), so a name is wide in the
/// terminal exactly when it is a full em in the other back ends. A pictograph without emoji
/// presentation (U+2600 ☀ without U+FE0F) is one cell, as `wcwidth` (Markus Kuhn, 2007) and terminals
/// draw it.
public enum CellWidth {
    /// The cells `text` takes on one line (after ``TerminalText/sanitized(_:)``, which callers apply).
    public static func of(_ text: String) -> Int {
        var total = 0
        ClusterState.classify(text) { scalar, measure in total += cells(measure, scalar) }
        return total
    }

    /// The cells one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int { min(2, of(String(character))) }

    private static func cells(_ measure: ScalarMeasure, _ scalar: Unicode.Scalar) -> Int {
        switch measure {
        case .zero: return 0
        case .em(let ems): return ems >= 1 ? 2 : 1
        case .font:
            if let ems = UnicodeWidthClass.eastAsianEms(scalar.value) { return ems >= 1 ? 2 : 1 }
            return scalar.properties.isEmojiPresentation ? 2 : 1
        }
    }
}
