/// The shape of a point symbol (d3-shape's symbol set).
public enum SymbolShape: String, Hashable, Codable, Sendable, CaseIterable {
    case circle, square, diamond, triangleUp, triangleDown, cross, plus, star, wye
    /// d3's triangle turned to point left or right (Vega's `triangle-left`, `triangle-right`).
    case triangleLeft, triangleRight
}
