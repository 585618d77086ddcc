/// What a legend shows when the chart states it instead of deriving it from the colour series: a
/// continuous colour ramp, or a list of swatches (as Vega-Lite's gradient and symbol legends do for
/// quantitative, quantile and threshold colour scales).
public enum LegendContent: Hashable, Sendable {
    /// A colour ramp from low (offset 0) to high (offset 1) with labels at fractions along it.
    case gradient(stops: [GradientStop], labels: [LegendLabel])
    /// Swatches with labels, in order.
    case symbols([LegendEntry])
}

/// A label on a gradient legend.
public struct LegendLabel: Hashable, Sendable {
    public var text: String
    /// Where the label sits along the ramp, 0 (low end) … 1 (high end).
    public var fraction: Double

    /// Creates a gradient label.
    public init(_ text: String, fraction: Double) {
        self.text = text
        self.fraction = fraction
    }
}

/// One swatch of a symbol legend.
public struct LegendEntry: Hashable, Sendable {
    public var label: String
    public var color: Color
    public var shape: SymbolShape
    /// Symbol area in square points (nil: the legend's standard swatch).
    public var size: Double?
    /// A line's dash pattern: the swatch is then a short line in this pattern (empty: solid) rather
    /// than a symbol; nil for a symbol.
    public var dash: [Double]? = nil

    /// Creates a legend entry.
    public init(_ label: String, color: Color, shape: SymbolShape = .circle, size: Double? = nil) {
        self.label = label
        self.color = color
        self.shape = shape
        self.size = size
    }
}
