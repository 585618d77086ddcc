/// Charta's built-in ``TextMeasurer``: advance widths of Liberation Sans (metric-compatible with Arial and
/// Helvetica) and of DejaVu Sans (what Linux draws `sans-serif` with), so that layout needs no font files and
/// gives the same result on every platform.
///
/// The width of a string is Σ advance × `font.size` / unitsPerEm over its Unicode scalars, with the Regular
/// or Bold table chosen by `font.weight`. `font.family` chooses the tables: the first family of the list
/// that Charta has tables for decides (`DejaVu Sans` or `Bitstream Vera Sans` → DejaVu Sans; `Liberation
/// Sans`, `Arial` or `Helvetica` → Liberation Sans), and any other list is measured as Liberation Sans,
/// which is what ``Font/defaultFamily`` asks back ends for. Scalars the tables do not cover are measured by
/// class:
///
/// - CJK ideographs, kana, hangul syllables, CJK symbols and fullwidth forms: 1 em; halfwidth forms ½ em;
/// - emoji and other pictographs: 1 em per displayed glyph. A scalar followed by U+FE0F (emoji
///   presentation) counts as an emoji even when the font has a glyph for it; a ZWJ sequence
///   (`👩‍💻`), an emoji with a skin-tone modifier and a pair of regional indicators (a flag) count once;
/// - zero width: combining marks (categories Mn and Me), format characters (Cf, which includes ZWJ,
///   ZWNJ and the zero-width space), control characters (Cc, which includes tab and line feed), variation
///   selectors, tag characters and conjoining hangul vowels and finals;
/// - anything else: the font's average advance, `OS/2.xAvgCharWidth`: for Liberation Sans 1208/2048 em
///   (≈ 0.590 em) Regular and 1255/2048 em (≈ 0.613 em) Bold, for DejaVu Sans 1038/2048 em (≈ 0.507 em)
///   and 1173/2048 em (≈ 0.573 em).
///
/// Limits: text is one line (line breaks are not handled; they measure zero), and the font's pair
/// kerning is **not** applied, so back ends must draw without kerning (the SVG writer asks for
/// `font-kerning: none`). Sizes that are not finite and positive measure zero.
public struct StandardTextMeasurer: TextMeasurer, Hashable, Sendable {
    /// Creates the measurer; it has no state, so ``shared`` serves every caller.
    public init() {}

    /// The measurer everybody can share.
    public static let shared = StandardTextMeasurer()

    /// The advance width of `text` on one line, in points.
    public func width(of text: String, font: Font) -> Double {
        let metrics = FontMetrics.matching(font.family)
        guard let scale = Self.scale(font, metrics) else { return 0 }
        return advance(of: text, weight: font.weight, metrics: metrics) * scale
    }

    /// The ascent of the family's font above the baseline, in points: 1854/2048 em for Liberation Sans
    /// (`hhea.ascent`), 1556/2048 em for DejaVu Sans (`OS/2.sTypoAscender`).
    public func ascent(of font: Font) -> Double {
        let metrics = FontMetrics.matching(font.family)
        guard let scale = Self.scale(font, metrics) else { return 0 }
        return metrics.ascent * scale
    }

    /// The descent of the family's font below the baseline (positive), in points: 434/2048 em for
    /// Liberation Sans (`-hhea.descent`), 492/2048 em for DejaVu Sans (`-OS/2.sTypoDescender`).
    public func descent(of font: Font) -> Double {
        let metrics = FontMetrics.matching(font.family)
        guard let scale = Self.scale(font, metrics) else { return 0 }
        return metrics.descent * scale
    }

    /// Points per font unit, or nil when the size is not finite and positive.
    private static func scale(_ font: Font, _ metrics: FontMetrics) -> Double? {
        guard font.size.isFinite, font.size > 0 else { return nil }
        return font.size / metrics.unitsPerEm
    }

    /// The advance of `text` in font units of `metrics`.
    func advance(of text: String, weight: FontWeight, metrics: FontMetrics) -> Double {
        let em = metrics.unitsPerEm
        let average = metrics.averageAdvance(weight)
        var total = 0.0
        if let simple = Self.simpleAdvance(of: text, weight: weight, metrics: metrics) { return simple }
        ClusterState.classify(text) { scalar, measure in
            switch measure {
            case .zero: break
            case .em(let fraction): total += fraction * em
            case .font:
                if let units = metrics.advance(of: scalar.value, weight: weight) {
                    total += units
                } else {
                    total += Self.fallbackEms(of: scalar).map { $0 * em } ?? average
                }
            }
        }
        return total
    }

    /// The advance of text made only of printable ASCII (U+0020–U+007E) and the few other scalars number
    /// formats write (U+2212 minus, U+2009 thin space, U+202F narrow no-break space, U+2026 ellipsis), nil
    /// for any other text. Every such scalar is measured by the font (none is zero-width, pictographic or
    /// a U+FE0F, which would take the text off this path), so this is what the scalar walk gives, without
    /// its Unicode property lookups: tick labels, negative ones too, and most titles take this path.
    private static func simpleAdvance(of text: String, weight: FontWeight, metrics: FontMetrics) -> Double? {
        var total = 0.0
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            var code = UInt32(byte)
            if byte >= 0xE0 {
                // Three bytes for U+0800–U+FFFF (a four-byte lead is ≥ 0xF0 and decodes to none of ours).
                guard let second = bytes.next(), let third = bytes.next() else { return nil }
                code = (code & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
                guard byte == 0xE2, code == 0x2212 || code == 0x2009 || code == 0x202F || code == 0x2026 else {
                    return nil
                }
            } else if byte < 0x20 || byte >= 0x7F {
                return nil
            }
            total += metrics.advance(of: code, weight: weight) ?? metrics.averageAdvance(weight)
        }
        return total
    }

    /// The width in ems of a scalar the font does not cover (wide East Asian text, emoji), or nil for the
    /// average advance.
    static func fallbackEms(of scalar: Unicode.Scalar) -> Double? {
        if let ems = UnicodeWidthClass.eastAsianEms(scalar.value) { return ems }
        if UnicodeWidthClass.isPictographic(scalar) { return 1 }
        return nil
    }
}

/// How ``StandardTextMeasurer`` measures one scalar.
package enum ScalarMeasure: Equatable {
    /// Adds nothing.
    case zero
    /// A fixed fraction of an em.
    case em(Double)
    /// The font's advance, or the fallback for scalars the font lacks.
    case font
}

/// Walks the scalars of a string and keeps what it needs to measure emoji clusters once: ZWJ sequences,
/// skin-tone modifiers and regional-indicator pairs (UAX #29 grapheme rules, simplified).
package struct ClusterState {
    /// A state at the start of a string.
    package init() {}

    /// Classifies every scalar of `text` in order.
    package static func classify(_ text: String, _ body: (Unicode.Scalar, ScalarMeasure) -> Void) {
        var state = ClusterState()
        var iterator = text.unicodeScalars.makeIterator()
        var next = iterator.next()
        while let scalar = next {
            next = iterator.next()
            body(scalar, state.classify(scalar, followedBy: next))
        }
    }

    /// The previous visible scalar was measured as an emoji.
    private var previousWasEmoji = false
    /// The previous scalar was U+200D ZERO WIDTH JOINER.
    private var afterJoiner = false
    /// An odd number of regional indicators came just before.
    private var regionalPending = false

    /// Classifies `scalar`, given the scalar after it (for U+FE0F emoji presentation), and updates the state.
    package mutating func classify(_ scalar: Unicode.Scalar, followedBy next: Unicode.Scalar?) -> ScalarMeasure {
        let value = scalar.value
        let joined = afterJoiner && previousWasEmoji
        afterJoiner = false
        let pairsWithRegional = regionalPending
        regionalPending = false
        if value == 0x200D {
            afterJoiner = true
            return .zero
        }
        if (0x1F3FB...0x1F3FF).contains(value), previousWasEmoji { return .zero }  // skin tone on an emoji
        if UnicodeWidthClass.isZeroWidth(scalar) { return .zero }
        let pictographic = UnicodeWidthClass.isPictographic(scalar)
        if joined, pictographic { return .zero }
        if (0x1F1E6...0x1F1FF).contains(value) {
            previousWasEmoji = true
            regionalPending = !pairsWithRegional
            return pairsWithRegional ? .zero : .em(1)
        }
        if next?.value == 0xFE0F {
            previousWasEmoji = true
            return .em(1)
        }
        previousWasEmoji = pictographic
        return .font
    }
}

/// Unicode classes that decide the width of scalars outside the font tables.
package enum UnicodeWidthClass {
    /// Combining marks, format and control characters, variation selectors, tags and conjoining hangul
    /// vowels and finals, which take no advance of their own.
    package static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: break
        }
        let v = scalar.value
        return (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) || (0xE0000...0xE007F).contains(v)
            || (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v)
    }

    /// Emoji and pictographs (excluding ASCII, whose digits, `#` and `*` are emoji only in sequences).
    package static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        guard v >= 0x80 else { return false }
        return scalar.properties.isEmoji || (0x1F000...0x1FBFF).contains(v) || (0x2600...0x27BF).contains(v)
    }

    /// Ranges that East Asian text draws wide (1 em) or half-width (½ em), after Unicode's
    /// East_Asian_Width property (UAX #11: W and F are 1 em, H is ½ em), in ascending order.
    private static let eastAsianRanges: [(first: UInt32, last: UInt32, ems: Double)] = [
        (0x1100, 0x115F, 1),  // Hangul Jamo initial consonants
        (0x2E80, 0x2FFF, 1),  // CJK radicals, Kangxi radicals, ideographic description
        (0x3000, 0x33FF, 1),  // CJK symbols, kana, bopomofo, hangul compatibility jamo, enclosed CJK
        (0x3400, 0x4DBF, 1),  // CJK Extension A
        (0x4E00, 0x9FFF, 1),  // CJK Unified Ideographs
        (0xA000, 0xA4CF, 1),  // Yi
        (0xA960, 0xA97F, 1),  // Hangul Jamo Extended-A
        (0xAC00, 0xD7A3, 1),  // Hangul syllables
        (0xF900, 0xFAFF, 1),  // CJK compatibility ideographs
        (0xFE10, 0xFE19, 1),  // vertical forms
        (0xFE30, 0xFE6F, 1),  // CJK compatibility forms, small form variants
        (0xFF00, 0xFF60, 1),  // fullwidth ASCII
        (0xFF61, 0xFFDC, 0.5),  // halfwidth katakana and hangul
        (0xFFE0, 0xFFE6, 1),  // fullwidth signs
        (0xFFE8, 0xFFEE, 0.5),  // halfwidth symbols
        (0x1AFF0, 0x1B2FF, 1),  // kana supplements and extensions, Nüshu
        (0x20000, 0x3FFFD, 1),  // CJK Extensions B and later
    ]

    /// The width in ems of a wide or half-width East Asian scalar, or nil for other scalars.
    package static func eastAsianEms(_ value: UInt32) -> Double? {
        guard value >= 0x1100 else { return nil }
        for range in eastAsianRanges where value <= range.last {
            return value >= range.first ? range.ems : nil
        }
        return nil
    }
}
