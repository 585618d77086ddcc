/// The shape of a point symbol: d3-shape's symbol set, Vega's box-centred triangles, or a custom outline
/// given as SVG path data.
public enum SymbolShape: Hashable, Sendable {
    case circle, square, diamond, triangleUp, triangleDown, cross, plus, star, wye
    /// Vega's `triangle-left` and `triangle-right`: equilateral triangles centred on their bounding box.
    case triangleLeft, triangleRight
    /// Vega's `triangle-up` and `triangle-down`: equilateral triangles centred on their bounding box,
    /// where ``triangleUp`` and ``triangleDown`` are centred on their centroid as in d3.
    case boxTriangleUp, boxTriangleDown
    /// An outline drawn from SVG path data in a unit box (−1…1 on both axes), scaled as Vega scales
    /// custom symbols: by √size / 2, so the box is a square of area `size`.
    case custom(SymbolPath)
}

extension SymbolShape: CaseIterable {
    /// The named shapes (every case but ``custom(_:)``).
    public static let allCases: [SymbolShape] = [
        .circle, .square, .diamond, .triangleUp, .triangleDown, .cross, .plus, .star, .wye, .triangleLeft,
        .triangleRight, .boxTriangleUp, .boxTriangleDown,
    ]
}

extension SymbolShape: RawRepresentable {
    /// The shape's name (`"circle"`, `"boxTriangleUp"`, …), or a custom shape's path data.
    public var rawValue: String {
        switch self {
        case .circle: "circle"
        case .square: "square"
        case .diamond: "diamond"
        case .triangleUp: "triangleUp"
        case .triangleDown: "triangleDown"
        case .cross: "cross"
        case .plus: "plus"
        case .star: "star"
        case .wye: "wye"
        case .triangleLeft: "triangleLeft"
        case .triangleRight: "triangleRight"
        case .boxTriangleUp: "boxTriangleUp"
        case .boxTriangleDown: "boxTriangleDown"
        case .custom(let path): path.source
        }
    }

    /// The named shape, or a custom shape when `rawValue` is well-formed SVG path data; nil otherwise.
    public init?(rawValue: String) {
        if let named = Self.allCases.first(where: { $0.rawValue == rawValue }) {
            self = named
        } else if let path = try? SymbolPath(rawValue) {
            self = .custom(path)
        } else {
            return nil
        }
    }
}

extension SymbolShape: Codable {
    /// Decodes a shape from its ``rawValue``.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let shape = SymbolShape(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a symbol shape: \(text.prefix(40))"))
        }
        self = shape
    }

    /// Encodes the shape as its ``rawValue``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
