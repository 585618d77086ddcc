import ChartaScene

/// Turns a `Scene` into a standalone SVG document that follows the SVG output contract
/// (Docs/Design.md §5): `role="graphics-document"`, `<title>` and `<desc>`, one `<g class="role-…">`
/// per role group, `data-index`/`data-series` on every data item.
///
/// The output is a pure function of the scene and the options: the same input gives the same bytes on
/// every run and platform (fixed-precision numbers, ids numbered in first-use order, no timestamps and
/// no external references). Every string from the scene passes through one escaping writer.
///
/// The root element carries `style="font-kerning:none"`: Charta's text measurers add up glyph advances
/// without kerning pairs, so a viewer that kerns would make `middle`- and `end`-anchored labels drift
/// from where layout put them. The property is inherited, so one declaration at the root covers every
/// `<text>` without a `<style>` element.
public struct SVGRenderer: Sendable {
    /// The settings used for every render.
    public var options: SVGOptions

    /// Creates a renderer.
    public init(options: SVGOptions = SVGOptions()) {
        self.options = options
    }

    /// Renders the scene as SVG text.
    public func render(_ scene: Scene) -> String {
        String(decoding: renderBytes(scene), as: UTF8.self)
    }

    /// Renders the scene as UTF-8 encoded SVG.
    public func renderBytes(_ scene: Scene) -> [UInt8] {
        var context = SVGContext(options: options)
        context.writeGroup(scene.root)
        let format = context.format
        let width = Self.extent(scene.size.width)
        let height = Self.extent(scene.size.height)

        var out = ByteWriter(capacity: context.defs.count + 1024)
        out.write("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        out.writeAttribute("width", number: width, format)
        out.writeAttribute("height", number: height, format)
        out.write(" viewBox=\"0 0 ")
        out.writeNumber(width, format)
        out.write(UInt8(ascii: " "))
        out.writeNumber(height, format)
        out.write("\" role=\"graphics-document\"")
        if let description = options.roleDescription {
            out.writeAttribute("aria-roledescription", description)
        }
        out.write(" style=\"font-kerning:none\">\n<title>")
        out.writeEscaped(scene.title)
        out.write("</title>\n<desc>")
        out.writeEscaped(scene.summary)
        out.write("</desc>\n")
        if let css = context.entryStyleSheet() { out.write(css) }
        if context.defs.count > 0 {
            out.write("<defs>\n")
            out.write(context.defs)
            out.write("</defs>\n")
        }
        if let background = scene.background {
            out.write("<rect class=\"role-background\"")
            out.writeAttribute("width", number: width, format)
            out.writeAttribute("height", number: height, format)
            out.writeColorAttributes(background, color: "fill", opacity: "fill-opacity", context.ratioFormat)
            out.write("/>\n")
        }
        return context.body.finish(head: out, tail: "</svg>\n")
    }

    /// A drawing extent: finite and not negative.
    private static func extent(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }
}
