/// The shape of a point symbol (d3-shape's symbol set).
public enum SymbolShape: String, Hashable, Codable, Sendable, CaseIterable {
    case circle, square, diamond, triangleUp, triangleDown, cross, plus, star, wye
    /// Vega's `triangle-left` and `triangle-right`: equilateral triangles centred on their bounding box.
    case triangleLeft, triangleRight
    /// Vega's `triangle-up` and `triangle-down`: equilateral triangles centred on their bounding box,
    /// where ``triangleUp`` and ``triangleDown`` are centred on their centroid as in d3.
    case boxTriangleUp, boxTriangleDown
}
