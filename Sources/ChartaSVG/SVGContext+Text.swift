import ChartaScene

extension SVGContext {
    /// Writes a text run as `<text>`.
    ///
    /// The baseline is resolved here to an alphabetic `y` from the measurer's ascent and descent
    /// (`top`: y + ascent, `bottom`: y − descent, `middle`: y + (ascent − descent) / 2), because viewers
    /// disagree on `dominant-baseline`. A rotation turns about the scene position, so the baseline shift
    /// turns with the text.
    mutating func writeText(_ node: TextNode) {
        let font = node.font
        let x = node.position.x
        let y = node.position.y
        let shift = measurer.baselineShift(node.baseline, font: font)
        body.write("<text")
        writeItem(node.item)
        body.writeAttribute("x", number: x, format)
        body.writeAttribute("y", number: y + shift, format)
        if node.angle.isFinite, node.angle != 0 {
            body.write(" transform=\"rotate(")
            body.writeNumber(node.angle, format)
            body.write(UInt8(ascii: ","))
            body.writeNumber(x, format)
            body.write(UInt8(ascii: ","))
            body.writeNumber(y, format)
            body.write(")\"")
        }
        body.writeAttribute("font-family", font.family)
        body.writeAttribute("font-size", number: font.size.isFinite ? max(0, font.size) : 0, format)
        if font.weight == .bold { body.write(" font-weight=\"bold\"") }
        switch node.anchor {
        case .start: break
        case .middle: body.write(" text-anchor=\"middle\"")
        case .end: body.write(" text-anchor=\"end\"")
        }
        if node.lines.contains(where: Self.needsPreservedSpace) { body.write(" xml:space=\"preserve\"") }
        writeStyle(node.style)
        body.write(UInt8(ascii: ">"))
        let lines = node.lines
        if lines.count > 1 {
            // One `<tspan>` per line, placed in the text's unturned frame (the rotation applies to all).
            let height = measurer.ascent(of: font) + measurer.descent(of: font)
            let first = y + shift + node.firstLineShift(count: lines.count, lineHeight: height)
            for (k, line) in lines.enumerated() {
                body.write("<tspan")
                body.writeAttribute("x", number: x, format)
                body.writeAttribute("y", number: first + Double(k) * height, format)
                body.write(UInt8(ascii: ">"))
                body.writeEscaped(line)
                body.write("</tspan>")
            }
        } else {
            body.writeEscaped(node.text)
        }
        body.write("</text>\n")
    }

    /// Whether SVG's default white-space handling would change the text: it strips leading and trailing
    /// spaces, collapses runs of spaces and drops line breaks and tabs, while layout measured the text as
    /// given. `xml:space="preserve"` (understood by browsers, librsvg and resvg) keeps every space, and
    /// turns a tab or line break into one space.
    static func needsPreservedSpace(_ text: String) -> Bool {
        var previousWasSpace = true  // a leading space counts as a run
        for byte in text.utf8 {
            switch byte {
            case 0x09, 0x0A, 0x0D: return true
            case 0x20:
                if previousWasSpace { return true }
                previousWasSpace = true
            default: previousWasSpace = false
            }
        }
        return previousWasSpace && !text.isEmpty
    }

}
