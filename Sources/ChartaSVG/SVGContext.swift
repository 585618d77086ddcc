import ChartaScene

/// The mutable state of one render: the body being written, the `<defs>` collected on the way, and the
/// ids handed out to deduplicated clips and gradients.
///
/// The body and the definitions are written in one pass into two buffers; ``SVGRenderer`` puts the
/// definitions first when it assembles the document.
struct SVGContext {
    /// The elements under the root, in scene order.
    var body = ByteWriter(capacity: 16_384)
    /// The contents of `<defs>`: clip paths and gradients, in first-use order.
    var defs = ByteWriter(capacity: 256)
    /// Coordinates and lengths, at the user's precision.
    let format: NumberFormat
    /// Opacities and gradient offsets (fractions of 1).
    let ratioFormat = NumberFormat(precision: 3)
    /// The linear part of `matrix(…)`, where 0.01 of error would visibly skew a large group.
    let coefficientFormat = NumberFormat(precision: 6)
    let measurer: any TextMeasurer
    let interactive: Bool
    let idPrefix: String
    /// The entry animation being written as CSS (nil: a still picture).
    var entry: SVGEntryState?
    /// Serialized definition (everything after its id) → its number, so equal definitions share an id.
    private var gradientNumbers: [[UInt8]: Int] = [:]
    private var clipNumbers: [[UInt8]: Int] = [:]
    /// The radius of the last circle written and its half-circle arc command up to the end point
    /// (`A3.09,3.09,0,1,1,`): a layer's circles usually share one size, so its radius is formatted once.
    var circleArc: (radius: Double, command: [UInt8])?

    init(options: SVGOptions) {
        format = NumberFormat(precision: options.precision)
        measurer = options.measurer
        interactive = options.interactive
        idPrefix = options.sanitizedIDPrefix
        entry = options.entryAnimation.map { SVGEntryState(animation: $0) }
    }

    /// Writes any node.
    mutating func writeNode(_ node: SceneNode) {
        switch node {
        case .group(let group): writeGroup(group)
        case .rect(let rect): writeRect(rect)
        case .path(let path): writePath(path)
        case .line(let line): writeLine(line)
        case .text(let text): writeText(text)
        case .symbol(let symbol): writeSymbol(symbol)
        case .image(let image): writeImage(image)
        }
    }

    /// Writes `data-index`, `data-series` and, in interactive output, `aria-selected` for a data item.
    mutating func writeItem(_ item: ItemID?) {
        guard let item else { return }
        if let row = item.row { body.writeAttribute("data-index", integer: row) }
        if let series = item.series { body.writeAttribute("data-series", series) }
        if interactive { body.write(" aria-selected=\"false\"") }
    }

    /// Writes ` name="url(#<prefix>clipN)"`-style references.
    mutating func writeReference(_ name: StaticString, kind: StaticString, number: Int) {
        body.write(UInt8(ascii: " "))
        body.write(name)
        body.write("=\"url(#")
        writeID(into: &body, kind: kind, number: number)
        body.write(")\"")
    }

    /// Writes `<prefix><kind><number>`.
    func writeID(into writer: inout ByteWriter, kind: StaticString, number: Int) {
        writer.writeEscaped(idPrefix)
        writer.write(kind)
        writer.writeInteger(number)
    }

    /// The number of the clip path for `rect` (in the referencing group's coordinates), adding it to
    /// `<defs>` on first use.
    mutating func clipNumber(for rect: Rect) -> Int {
        var key = ByteWriter(capacity: 128)
        let r = rect.standardized
        key.write("><rect")
        key.writeAttribute("x", number: r.minX, format)
        key.writeAttribute("y", number: r.minY, format)
        key.writeAttribute("width", number: r.width, format)
        key.writeAttribute("height", number: r.height, format)
        key.write("/></clipPath>\n")
        let bytes = key.bytes
        if let number = clipNumbers[bytes] { return number }
        let number = clipNumbers.count
        clipNumbers[bytes] = number
        defs.write("<clipPath id=\"")
        writeID(into: &defs, kind: "clip", number: number)
        defs.write(UInt8(ascii: "\""))
        defs.write(bytes: bytes)
        return number
    }

    /// The number of a gradient whose serialized attributes and stops are `rest` (everything after the
    /// id, including the closing tag), adding `<head id="…"` + `rest` to `<defs>` on first use.
    mutating func gradientNumber(head: StaticString, rest: [UInt8]) -> Int {
        if let number = gradientNumbers[rest] { return number }
        let number = gradientNumbers.count
        gradientNumbers[rest] = number
        defs.write(head)
        defs.write(" id=\"")
        writeID(into: &defs, kind: "gradient", number: number)
        defs.write(UInt8(ascii: "\""))
        defs.write(bytes: rest)
        return number
    }
}
