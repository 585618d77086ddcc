/// Weight of a font.
public enum FontWeight: String, Hashable, Codable, Sendable {
    case regular, bold
}

/// A font request: family, size in points and weight. Back ends map the family to a real font;
/// ``TextMeasurer`` implementations measure with the same metrics so that every back end lays out alike.
public struct Font: Hashable, Codable, Sendable {
    public var family: String
    public var size: Double
    public var weight: FontWeight

    /// Creates a font.
    public init(family: String = Font.defaultFamily, size: Double = 10, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The family that Charta's built-in metrics describe (Liberation Sans, metric-compatible with Arial
    /// and Helvetica), with CSS fallbacks for SVG.
    public static let defaultFamily = "Liberation Sans, Arial, Helvetica, sans-serif"

    /// DejaVu Sans, the font Linux draws CSS `sans-serif` with, and so the font Vega measures and draws
    /// Vega-Lite charts with there; Charta's Vega-Lite reader asks for it, and ``StandardTextMeasurer``
    /// measures it with its own tables.
    public static let dejaVuFamily = "DejaVu Sans, sans-serif"
}
