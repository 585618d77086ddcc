/// A custom symbol outline: SVG path data and the path it describes, in a unit box where −1…1 on both
/// axes spans the symbol (y pointing down, as in SVG).
///
/// Equality and hashing look at the path data only, since the outline follows from it.
public struct SymbolPath: Hashable, Sendable {
    /// The SVG path data the outline was read from.
    public let source: String
    /// The outline in unit coordinates (arcs as cubic Béziers).
    public let outline: Path

    /// Reads SVG path data (see ``Path/init(svgPathData:)``); throws where the data is malformed.
    public init(_ svgPathData: String) throws(SVGPathDataError) {
        source = svgPathData
        outline = try Path(svgPathData: svgPathData)
    }

    /// An outline given as a path in the unit box, with its SVG path data written from it.
    public init(outline: Path) {
        self.outline = outline
        var data = ""
        outline.forEachSegment { verb, points in
            let letter: String
            switch verb {
            case .move: letter = "M"
            case .line: letter = "L"
            case .quad: letter = "Q"
            case .cubic: letter = "C"
            case .close: letter = "Z"
            }
            data += letter + points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
        }
        source = data
    }

    /// Whether both were read from the same path data.
    public static func == (a: SymbolPath, b: SymbolPath) -> Bool { a.source == b.source }

    /// Hashes the path data.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// The outline scaled by `scale` about the origin and moved to `center`.
    public func outline(center: Point, scale: Double) -> Path {
        outline.applying(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: center.x, ty: center.y))
    }
}
