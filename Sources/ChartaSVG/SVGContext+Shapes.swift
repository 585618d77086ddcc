import ChartaScene

extension SVGContext {
    /// Writes a rectangle as `<rect>` (with `rx` when its corner radii are uniform) or, when the corners
    /// differ, as a `<path>` of lines and quarter-circle arcs.
    mutating func writeRect(_ node: RectNode) {
        let r = node.rect.standardized
        let radii = node.cornerRadii.clamped(toFit: r.size)
        if radii.isUniform {
            body.write("<rect")
            writeItem(node.item)
            body.writeAttribute("x", number: r.minX, format)
            body.writeAttribute("y", number: r.minY, format)
            body.writeAttribute("width", number: r.width, format)
            body.writeAttribute("height", number: r.height, format)
            if radii.topLeft > 0 { body.writeAttribute("rx", number: radii.topLeft, format) }
        } else {
            body.write("<path")
            writeItem(node.item)
            body.write(" d=\"")
            writeRoundedRectData(r, radii)
            body.write(UInt8(ascii: "\""))
        }
        writeStyle(node.style)
        body.write("/>\n")
    }

    /// Writes a line segment as `<line>`; it has no interior, so only its stroke is written.
    mutating func writeLine(_ node: LineNode) {
        body.write("<line")
        writeItem(node.item)
        body.writeAttribute("x1", number: node.from.x, format)
        body.writeAttribute("y1", number: node.from.y, format)
        body.writeAttribute("x2", number: node.to.x, format)
        body.writeAttribute("y2", number: node.to.y, format)
        writeStyle(node.style, fillable: false)
        body.write("/>\n")
    }

    /// Writes a path as `<path d="…">` (an empty path gives `d=""`, which draws nothing).
    mutating func writePath(_ node: PathNode) {
        body.write("<path")
        writeItem(node.item)
        body.write(" d=\"")
        writePathData(node.path)
        body.write(UInt8(ascii: "\""))
        writeStyle(node.style)
        body.write("/>\n")
    }

    /// Writes a symbol as a `<path>`: circles as two half-circle arcs, exactly as d3-shape's
    /// `symbolCircle` draws them (radius √(size/π)), every other shape with ``SymbolShape/path(center:size:)``.
    /// A circle's centre and radius are rounded to the output precision before the arc ends are placed,
    /// so every circle is centred on its printed centre and circles of one size print one radius.
    mutating func writeSymbol(_ node: SymbolNode) {
        let size = node.size.isFinite ? max(0, node.size) : 0
        body.write("<path")
        writeItem(node.item)
        body.write(" d=\"")
        if node.shape == .circle {
            let r = format.rounded((size / Double.pi).squareRoot())
            let (x, y) = (format.rounded(node.center.x), format.rounded(node.center.y))
            writeCommand("M", x + r, y)
            writeCircleArc(r, to: x - r, y)
            writeCircleArc(r, to: x + r, y)
            body.write(UInt8(ascii: "Z"))
        } else {
            writePathData(node.shape.path(center: node.center, size: size))
        }
        body.write(UInt8(ascii: "\""))
        writeStyle(node.style)
        body.write("/>\n")
    }

    /// Writes a picture as `<image>` with its address in `href` (SVG 2); an address that does not name
    /// a picture (`ImageNode.hasPictureAddress`) writes nothing.
    mutating func writeImage(_ node: ImageNode) {
        guard node.hasPictureAddress else { return }
        let r = node.rect.standardized
        body.write("<image")
        writeItem(node.item)
        body.writeAttribute("href", node.url)
        body.writeAttribute("x", number: r.minX, format)
        body.writeAttribute("y", number: r.minY, format)
        body.writeAttribute("width", number: r.width, format)
        body.writeAttribute("height", number: r.height, format)
        body.writeAttribute("preserveAspectRatio", node.keepsAspectRatio ? "xMidYMid" : "none")
        let opacity = SVGContext.unitInterval(node.opacity)
        if opacity < 1 { body.writeAttribute("opacity", number: opacity, ratioFormat) }
        body.write("/>\n")
    }

    /// A clockwise half circle of radius `r` to the given point.
    private mutating func writeCircleArc(_ r: Double, to x: Double, _ y: Double) {
        if let arc = circleArc, arc.radius == r {
            body.write(bytes: arc.command)
        } else {
            var command = ByteWriter(capacity: 2 * NumberFormat.maxLength + 16)
            command.write(UInt8(ascii: "A"))
            command.writeNumber(r, format)
            command.write(UInt8(ascii: ","))
            command.writeNumber(r, format)
            command.write(",0,1,1,")
            circleArc = (r, command.bytes)
            body.write(command)
        }
        body.writeNumber(x, format)
        body.write(UInt8(ascii: ","))
        body.writeNumber(y, format)
    }

    /// Path data for a rectangle with per-corner radii, clockwise from the top edge; a zero-radius corner
    /// is a plain corner.
    private mutating func writeRoundedRectData(_ r: Rect, _ radii: CornerRadii) {
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        writeCommand("M", x0 + radii.topLeft, y0)
        writeCommand("H", x1 - radii.topRight)
        writeCorner(radii.topRight, to: x1, y0 + radii.topRight)
        writeCommand("V", y1 - radii.bottomRight)
        writeCorner(radii.bottomRight, to: x1 - radii.bottomRight, y1)
        writeCommand("H", x0 + radii.bottomLeft)
        writeCorner(radii.bottomLeft, to: x0, y1 - radii.bottomLeft)
        writeCommand("V", y0 + radii.topLeft)
        writeCorner(radii.topLeft, to: x0 + radii.topLeft, y0)
        body.write(UInt8(ascii: "Z"))
    }

    /// A clockwise quarter circle of radius `radius` to the given point, or nothing for a square corner.
    private mutating func writeCorner(_ radius: Double, to x: Double, _ y: Double) {
        guard radius > 0 else { return }
        writeCommand("A", radius, radius)
        body.write(",0,0,1,")
        body.writeNumber(x, format)
        body.write(UInt8(ascii: ","))
        body.writeNumber(y, format)
    }

    private mutating func writeCommand(_ letter: Unicode.Scalar, _ values: Double...) {
        body.write(UInt8(ascii: letter))
        for (i, value) in values.enumerated() {
            if i > 0 { body.write(UInt8(ascii: ",")) }
            body.writeNumber(value, format)
        }
    }
}
