import ChartaScene
import ChartaTestSupport
import Testing

@testable import ChartaSVG

/// Strings a user could put into a chart, chosen to break out of text or attribute context.
private let hostileStrings = [
    "<script>alert(1)</script>",
    "\"><g onload=\"alert(1)\">",
    "' onmouseover='alert(1)",
    "]]><![CDATA[<svg/>",
    "&amp; &lt; &#60; &",
    "<!-- comment --><?xml version=\"1.0\"?>",
    "ctrl\u{0}\u{1}\u{7}\u{8}\u{B}\u{C}\u{1B}\u{1F}chars\u{FFFE}\u{FFFF}",
    "tab\tnewline\ncarriage\rreturn",
    "مرحبا بالعالم \u{202E}dlrow\u{202C}",
    "emoji 📊👩🏽‍💻🇨🇭",
]

/// What the XML parser must report for a hostile string: the forbidden characters gone, nothing else
/// changed (the character references for tab, newline and CR come back as those characters).
private func expectedRoundTrip(_ s: String) -> String {
    String(
        String.UnicodeScalarView(
            s.unicodeScalars.filter { scalar in
                switch scalar.value {
                case 0x09, 0x0A, 0x0D: true
                case 0x00...0x1F, 0xFFFE, 0xFFFF: false
                default: true
                }
            }))
}

/// A scene that puts `s` into every user-controlled string: title, summary, text, group id, role,
/// accessibility label, series name and font family.
private func hostileScene(_ s: String) -> Scene {
    Scene(
        size: Size(width: 100, height: 100), title: s, summary: s,
        root: Group(
            id: s, role: Role(rawValue: s), accessibilityLabel: s,
            children: [
                .group(
                    Group(
                        role: .mark, markType: .rect, item: ItemID(mark: 0, series: s),
                        children: [
                            .rect(
                                RectNode(
                                    rect: Rect(x: 0, y: 0, width: 10, height: 10), style: .fill(.black),
                                    item: ItemID(mark: 0, series: s, row: 0))),
                            .text(
                                TextNode(
                                    text: s, position: Point(x: 5, y: 5), font: Font(family: s),
                                    item: ItemID(mark: 0, series: s, row: 1))),
                        ]))
            ]))
}

@Suite("Hostile strings")
struct HostileStringTests {
    @Test("user strings never inject elements or attributes", arguments: hostileStrings)
    func noInjection(_ s: String) throws {
        let svg = renderSVG(hostileScene(s), interactive: true, idPrefix: s)
        let parsed = parseXML(svg)
        try #require(parsed.error == nil, "not well-formed: \(parsed.error ?? "")\n\(svg)")
        // Exactly the elements the scene asks for, in order.
        #expect(parsed.elements == ["svg", "title", "desc", "g", "g", "rect", "text"])
        // Exactly the attributes the renderer writes.
        #expect(
            parsed.attributes["svg"]
                == ["xmlns", "width", "height", "viewBox", "role", "style"])
        #expect(parsed.attributes["g"] == ["id", "class", "aria-label", "data-series", "aria-selected"])
        #expect(
            parsed.attributes["rect"]
                == ["data-index", "data-series", "aria-selected", "x", "y", "width", "height", "fill"])
        let preserve: Set<String> =
            s.unicodeScalars.contains(where: { [0x09, 0x0A, 0x0D].contains($0.value) }) ? ["xml:space"] : []
        let textAttributes: Set<String> = [
            "data-index", "data-series", "aria-selected", "x", "y", "font-family", "font-size", "fill",
        ]
        #expect(parsed.attributes["text"] == textAttributes.union(preserve))
    }

    @Test("user strings come back unchanged, less what XML forbids", arguments: hostileStrings)
    func roundTrip(_ s: String) throws {
        let parsed = parseXML(renderSVG(hostileScene(s)))
        try #require(parsed.error == nil)
        let expected = expectedRoundTrip(s)
        #expect(parsed.text["title"] == expected)
        #expect(parsed.text["desc"] == expected)
        #expect(parsed.text["text"] == expected)
        // id, aria-label, the series (three times) and the font family carry the string verbatim.
        #expect(parsed.attributeValues.filter { $0 == expected }.count == 6)
        #expect(parsed.attributeValues.contains("role-" + expected))
    }

    @Test("the role description is escaped too")
    func roleDescription() throws {
        let parsed = parseXML(renderSVG(Scene(size: Size(width: 1, height: 1)), roleDescription: "\"/><x a='"))
        try #require(parsed.error == nil)
        #expect(parsed.elements == ["svg", "title", "desc"])
        #expect(parsed.attributeValues.contains("\"/><x a='"))
    }

    @Test("no external references: every url() points into the document")
    func noExternalReferences() {
        for svg in [renderSVG(GoldenScenes.chart), renderSVG(GoldenScenes.styles), renderSVG(GoldenScenes.primitives)] {
            #expect(!svg.contains("href"))
            #expect(!svg.contains("<image"))
            #expect(!svg.contains("<style"))
            #expect(svg.split(separator: "url(").dropFirst().allSatisfy { $0.hasPrefix("#") })
            #expect(svg.split(separator: "http://").count == 2)  // only the xmlns namespace name
        }
    }
}
