/// Escaping of user-supplied strings: the one place where text from a scene enters the markup.
extension ByteWriter {
    /// Appends `text` escaped for use both as character data and inside a double- or single-quoted
    /// attribute value.
    ///
    /// `&`, `<`, `>`, `"` and `'` become entity references; tab, line feed and carriage return become
    /// character references so that XML's end-of-line and attribute-value normalisation cannot alter
    /// them; every other character XML 1.0 forbids (the C0 controls and U+FFFE, U+FFFF; Swift strings
    /// hold no lone surrogates) is dropped. Whatever the input, the result is text: it can never close
    /// the element or attribute it sits in.
    mutating func writeEscaped(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: write("&amp;")
            case 0x3C: write("&lt;")
            case 0x3E: write("&gt;")
            case 0x22: write("&quot;")
            case 0x27: write("&apos;")
            case 0x09: write("&#9;")
            case 0x0A: write("&#10;")
            case 0x0D: write("&#13;")
            case 0x00...0x1F, 0xFFFE, 0xFFFF: continue
            case 0x20...0x7F: write(UInt8(truncatingIfNeeded: scalar.value))
            default:
                withUnsafeSpace(reserve: 4) { out in
                    var n = 0
                    UTF8.encode(scalar) { unit in
                        out[n] = unit
                        n += 1
                    }
                    return n
                }
            }
        }
    }

    /// Appends ` name="value"` with the value escaped.
    mutating func writeAttribute(_ name: StaticString, _ value: String) {
        write(UInt8(ascii: " "))
        write(name)
        write("=\"")
        writeEscaped(value)
        write(UInt8(ascii: "\""))
    }

    /// Appends ` name="number"`.
    mutating func writeAttribute(_ name: StaticString, number value: Double, _ format: NumberFormat) {
        write(UInt8(ascii: " "))
        write(name)
        write("=\"")
        writeNumber(value, format)
        write(UInt8(ascii: "\""))
    }

    /// Appends ` name="integer"`.
    mutating func writeAttribute(_ name: StaticString, integer value: Int) {
        write(UInt8(ascii: " "))
        write(name)
        write("=\"")
        writeInteger(value)
        write(UInt8(ascii: "\""))
    }
}
