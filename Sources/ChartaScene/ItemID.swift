/// The identity of a data item in a scene: which mark (layer) drew it, which series, which row.
///
/// Interaction, hit testing, animation (matching items across scenes) and the SVG/HTML output
/// (`data-index`, `data-series`) all key on it.
public struct ItemID: Hashable, Codable, Sendable, Comparable {
    /// The index of the mark (layer) in the chart.
    public var mark: Int
    /// The series name, when the mark has several series.
    public var series: String?
    /// The data row, or nil for an item that stands for a whole series (a line).
    public var row: Int?

    /// Creates an item identity.
    public init(mark: Int = 0, series: String? = nil, row: Int? = nil) {
        self.mark = mark
        self.series = series
        self.row = row
    }

    public static func < (l: ItemID, r: ItemID) -> Bool {
        if l.mark != r.mark { return l.mark < r.mark }
        if l.series != r.series { return (l.series ?? "") < (r.series ?? "") }
        return (l.row ?? -1) < (r.row ?? -1)
    }
}

/// The role of a group in a chart, named with Vega's role vocabulary (DESIGN.md §5); the SVG writer
/// emits it as the class `role-<name>`.
public struct Role: Hashable, Codable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
    public var rawValue: String

    /// Creates a role from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a role from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let axis: Role = "axis"
    public static let axisDomain: Role = "axis-domain"
    public static let axisTick: Role = "axis-tick"
    public static let axisGrid: Role = "axis-grid"
    public static let axisLabel: Role = "axis-label"
    public static let axisTitle: Role = "axis-title"
    public static let legend: Role = "legend"
    public static let legendSymbol: Role = "legend-symbol"
    public static let legendLabel: Role = "legend-label"
    public static let legendTitle: Role = "legend-title"
    public static let titleText: Role = "title-text"
    public static let mark: Role = "mark"
    public static let background: Role = "background"
    public static let plot: Role = "plot"
    public static let annotation: Role = "annotation"
    public static let overlay: Role = "overlay"
}

/// The kind of data mark a `mark` group holds; the SVG writer emits it as the class `mark-<name>`.
public enum MarkType: String, Hashable, Codable, Sendable {
    case rect, line, area, symbol, rule, text, arc
    /// Variable-width lines (Vega's `trail`).
    case trail
    /// Free-form paths, such as the Voronoi cells that pick the nearest point (Vega's `path`).
    case path
    /// Pictures drawn from addresses (Vega's `image`).
    case image
}

/// Which side of the plot an axis or legend sits on.
public enum Edge: String, Hashable, Codable, Sendable {
    case top, bottom, left, right
}
