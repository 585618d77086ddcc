/// Escaping for text that goes into the HTML page outside the SVG pictures (which the SVG writer
/// escapes itself): headings, captions, button labels and attribute values.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references and the control characters HTML
    /// does not allow dropped, so it is safe both as element content and inside a quoted attribute.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x27: out += "&#39;"
            case 0x09, 0x0A: out.unicodeScalars.append(scalar)
            case 0x0D: out += "&#13;"
            case 0x00...0x1F, 0x7F, 0xFFFE, 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
