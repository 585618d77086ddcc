import Testing

@testable import ChartaSVG

private func escaped(_ text: String) -> String {
    var writer = ByteWriter(capacity: 16)
    writer.writeEscaped(text)
    return String(decoding: writer.bytes, as: UTF8.self)
}

@Suite("Escaping writer")
struct EscapingTests {
    @Test("markup characters become entity references")
    func markup() {
        #expect(escaped("a & b") == "a &amp; b")
        #expect(escaped("<script>") == "&lt;script&gt;")
        #expect(escaped("\"quoted\"") == "&quot;quoted&quot;")
        #expect(escaped("it's") == "it&apos;s")
        #expect(escaped("]]>") == "]]&gt;")
        #expect(escaped("&amp;") == "&amp;amp;")
    }

    @Test("tab, newline and carriage return survive XML normalisation as character references")
    func whitespace() {
        #expect(escaped("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d")
        #expect(escaped("\r\n") == "&#13;&#10;")
    }

    @Test("characters XML 1.0 forbids are dropped")
    func forbidden() {
        #expect(escaped("a\u{0}b\u{1}c\u{8}d\u{B}e\u{C}f\u{1F}g") == "abcdefg")
        #expect(escaped("x\u{FFFE}y\u{FFFF}z") == "xyz")
        // DEL and C1 controls are allowed (if discouraged) in XML 1.0 and pass through.
        #expect(escaped("\u{7F}\u{85}") == "\u{7F}\u{85}")
    }

    @Test("non-ASCII text passes through as UTF-8")
    func unicode() {
        #expect(escaped("Größe") == "Größe")
        #expect(escaped("שלום עולם") == "שלום עולם")
        #expect(escaped("📈 👩‍👩‍👧") == "📈 👩‍👩‍👧")
        #expect(escaped("\u{202E}evil") == "\u{202E}evil")
        #expect(escaped("") == "")
    }

    @Test("the id prefix keeps only name-safe ASCII")
    func idPrefix() {
        func sanitized(_ prefix: String) -> String {
            SVGOptions(measurer: StubMeasurer(), idPrefix: prefix).sanitizedIDPrefix
        }
        #expect(sanitized("") == "")
        #expect(sanitized("chart-1_") == "chart-1_")
        #expect(sanitized("a\"b) c<d>") == "abcd")
        #expect(sanitized("1st") == "_1st")
        #expect(sanitized("-x") == "_-x")
        #expect(sanitized("ß") == "")
    }
}
