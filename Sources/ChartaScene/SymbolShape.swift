/// The shape of a point symbol (d3-shape's symbol set).
public enum SymbolShape: String, Hashable, Codable, Sendable, CaseIterable {
    case circle, square, diamond, triangleUp, triangleDown, cross, plus, star, wye
}
