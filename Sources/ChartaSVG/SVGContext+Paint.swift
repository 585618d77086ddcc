import ChartaScene

extension SVGContext {
    /// Writes the presentation attributes of a style in a fixed order: fill, fill-opacity, fill-rule,
    /// stroke, stroke-opacity, stroke-width, stroke-dasharray, stroke-dashoffset, stroke-linecap,
    /// stroke-linejoin, opacity. Values equal to SVG's initial values are left out, and stroke
    /// attributes appear only when there is a stroke.
    ///
    /// `fillable` is false for `<line>`, which has no interior: no fill is written at all. Otherwise a
    /// missing fill is written as `fill="none"` (SVG's initial fill is black).
    mutating func writeStyle(_ style: Style, fillable: Bool = true) {
        if fillable {
            if let fill = style.fill {
                writePaint(fill, color: "fill", opacity: "fill-opacity")
                if style.fillRule == .evenOdd { body.write(" fill-rule=\"evenodd\"") }
            } else {
                body.write(" fill=\"none\"")
            }
        }
        if let stroke = style.stroke {
            writePaint(stroke, color: "stroke", opacity: "stroke-opacity")
            let width = style.strokeWidth.isFinite ? max(0, style.strokeWidth) : 0
            if width != 1 { body.writeAttribute("stroke-width", number: width, format) }
            let dash = style.dash
            if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) {
                body.write(" stroke-dasharray=\"")
                for (i, length) in dash.enumerated() {
                    if i > 0 { body.write(UInt8(ascii: ",")) }
                    body.writeNumber(length, format)
                }
                body.write(UInt8(ascii: "\""))
                if style.dashOffset.isFinite, style.dashOffset != 0 {
                    body.writeAttribute("stroke-dashoffset", number: style.dashOffset, format)
                }
            }
            switch style.lineCap {
            case .butt: break
            case .round: body.write(" stroke-linecap=\"round\"")
            case .square: body.write(" stroke-linecap=\"square\"")
            }
            switch style.lineJoin {
            case .miter: break
            case .round: body.write(" stroke-linejoin=\"round\"")
            case .bevel: body.write(" stroke-linejoin=\"bevel\"")
            }
        }
        let opacity = SVGContext.unitInterval(style.opacity)
        if opacity < 1 { body.writeAttribute("opacity", number: opacity, ratioFormat) }
    }

    /// Writes a paint as a colour (plus its opacity attribute when translucent) or a gradient reference.
    private mutating func writePaint(_ paint: Paint, color: StaticString, opacity: StaticString) {
        switch paint {
        case .color(let c):
            body.writeColorAttributes(c, color: color, opacity: opacity, ratioFormat)
        case .linearGradient(let g):
            writeReference(color, kind: "gradient", number: linearGradientNumber(g))
        case .radialGradient(let g):
            writeReference(color, kind: "gradient", number: radialGradientNumber(g))
        }
    }

    private mutating func linearGradientNumber(_ g: LinearGradient) -> Int {
        var rest = ByteWriter(capacity: 256)
        rest.write(" gradientUnits=\"userSpaceOnUse\"")
        rest.writeAttribute("x1", number: g.start.x, format)
        rest.writeAttribute("y1", number: g.start.y, format)
        rest.writeAttribute("x2", number: g.end.x, format)
        rest.writeAttribute("y2", number: g.end.y, format)
        writeStops(g.stops, into: &rest)
        rest.write("</linearGradient>\n")
        return gradientNumber(head: "<linearGradient", rest: rest.bytes)
    }

    private mutating func radialGradientNumber(_ g: RadialGradient) -> Int {
        var rest = ByteWriter(capacity: 256)
        rest.write(" gradientUnits=\"userSpaceOnUse\"")
        rest.writeAttribute("cx", number: g.center.x, format)
        rest.writeAttribute("cy", number: g.center.y, format)
        rest.writeAttribute("r", number: g.radius.isFinite ? max(0, g.radius) : 0, format)
        writeStops(g.stops, into: &rest)
        rest.write("</radialGradient>\n")
        return gradientNumber(head: "<radialGradient", rest: rest.bytes)
    }

    /// Writes `>` and one `<stop>` per line; offsets are clamped to 0…1 (SVG would clamp them too).
    private func writeStops(_ stops: [GradientStop], into writer: inout ByteWriter) {
        writer.write(">\n")
        for stop in stops {
            writer.write("<stop")
            writer.writeAttribute("offset", number: SVGContext.unitInterval(stop.offset), ratioFormat)
            writer.writeColorAttributes(stop.color, color: "stop-color", opacity: "stop-opacity", ratioFormat)
            writer.write("/>\n")
        }
    }
}

extension ByteWriter {
    /// Writes ` color="#rrggbb"` and, when the alpha is below 1, ` opacity="alpha"`.
    mutating func writeColorAttributes(
        _ c: Color, color: StaticString, opacity: StaticString, _ ratioFormat: NumberFormat
    ) {
        write(UInt8(ascii: " "))
        write(color)
        write("=\"#")
        for component in [c.red, c.green, c.blue] {
            let byte = Color.byte(component)
            write(Self.hexDigit(byte >> 4))
            write(Self.hexDigit(byte & 15))
        }
        write(UInt8(ascii: "\""))
        let alpha = SVGContext.unitInterval(c.alpha)
        if alpha < 1 { writeAttribute(opacity, number: alpha, ratioFormat) }
    }

    private static func hexDigit(_ value: Int) -> UInt8 {
        let v = UInt8(truncatingIfNeeded: value & 15)
        return v < 10 ? 48 + v : 87 + v
    }
}
