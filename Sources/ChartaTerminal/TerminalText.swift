/// Makes text from data and labels safe to write to a terminal: every character that a terminal would
/// act on instead of drawing is replaced by a visible escape, so a label can never retitle the
/// terminal, write the clipboard (OSC 52), open a hyperlink (OSC 8), move the cursor or reorder the
/// line.
///
/// Replaced: the C0 controls U+0000–U+001F (ESC and so every CSI, OSC and DCS introducer, BEL, tab,
/// line breaks) and DEL U+007F, shown as `\x1B`; the C1 controls U+0080–U+009F (the 8-bit CSI U+009B
/// and OSC U+009D), shown as `\x9B`; the line and paragraph separators U+2028/U+2029 and the bidi
/// embeddings, overrides, isolates and marks (U+200E, U+200F, U+061C, U+202A–U+202E,
/// U+2066–U+2069), shown as `\u202E` (Unicode UAX #9 and the "Trojan Source" advisory, CVE-2021-42574).
public enum TerminalText {
    /// `text` with every control and bidi formatting character shown escaped.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether a terminal would interpret `scalar` rather than draw it.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        switch v {
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF")

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let v = scalar.value
        if v <= 0xFF { return "\\x" + String([hexDigits[Int(v >> 4)], hexDigits[Int(v & 0xF)]]) }
        var digits = ""
        for shift in stride(from: 12, through: 0, by: -4) { digits.append(hexDigits[Int((v >> UInt32(shift)) & 0xF)]) }
        return "\\u" + digits
    }
}
