/// The kind of graphical mark a layer draws.
public enum MarkKind: String, Hashable, Sendable, Codable {
    case bar, line, area, point, rule, rect, text, arc, tick
    /// A line whose width follows the `size` channel from point to point (Vega-Lite's `trail`).
    case trail
    /// Invisible cells, one per distinct point position, that pick the nearest point under the pointer
    /// (the Voronoi diagram Vega-Lite adds for `nearest` selections). Without a y channel the cells
    /// are strips along x, without x along y.
    case voronoi
}

/// A fill or stroke as the chart model describes it: a colour, or a gradient laid out relative to the
/// plot area (0…1 in each direction, y down), so it can be resolved before pixels are known.
public enum ChartStyle: Hashable, Sendable {
    case color(Color)
    /// A linear gradient from `start` to `end`, both in unit coordinates of the plot area.
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
}

/// Width of a bar or rectangle along its band.
public enum MarkDimension: Hashable, Sendable {
    case automatic
    /// A fixed size in points.
    case fixed(Double)
    /// A fraction of the band's step.
    case ratio(Double)
}

/// A mark and its fixed properties (those not driven by data).
public struct MarkSpec: Hashable, Sendable {
    public var kind: MarkKind
    /// Fill for bars, areas, points; stroke for lines and rules. nil for the theme's colour.
    public var style: ChartStyle?
    public var opacity: Double?
    public var lineWidth: Double?
    public var dash: [Double]
    public var lineCap: LineCap?
    public var cornerRadius: CornerRadii?
    public var interpolation: InterpolationMethod?
    public var symbol: SymbolShape?
    /// Symbol area in square points.
    public var symbolSize: Double?
    /// Whether points are filled (true) or drawn as outlines.
    public var filled: Bool?
    public var width: MarkDimension
    /// Bars horizontal when true; nil to infer from the encodings.
    public var horizontal: Bool?
    /// Radii and angles of arc marks (nil: full pies).
    public var arc: ArcGeometry? = nil
    /// Spacing and least size of bars spanning bin or time-unit intervals (nil: drawn edge to edge).
    public var intervalInset: IntervalInset? = nil

    /// Creates a mark spec.
    public init(
        _ kind: MarkKind, style: ChartStyle? = nil, opacity: Double? = nil, lineWidth: Double? = nil,
        dash: [Double] = [], lineCap: LineCap? = nil, cornerRadius: CornerRadii? = nil,
        interpolation: InterpolationMethod? = nil,
        symbol: SymbolShape? = nil, symbolSize: Double? = nil, filled: Bool? = nil, width: MarkDimension = .automatic,
        horizontal: Bool? = nil
    ) {
        self.kind = kind
        self.style = style
        self.opacity = opacity
        self.lineWidth = lineWidth
        self.dash = dash
        self.lineCap = lineCap
        self.cornerRadius = cornerRadius
        self.interpolation = interpolation
        self.symbol = symbol
        self.symbolSize = symbolSize
        self.filled = filled
        self.width = width
        self.horizontal = horizontal
    }
}

/// How a line or area passes through its points (Swift Charts' names).
public enum InterpolationMethod: Hashable, Sendable {
    case linear
    /// A smooth cubic that never overshoots the data (monotone in x; Steffen 1990).
    case monotone
    case catmullRom(alpha: Double)
    case cardinal(tension: Double)
    case stepStart, stepCenter, stepEnd
    case basis, natural
}

/// The fixed geometry of arc marks: radii in points and angles in radians from 12 o'clock, clockwise
/// (Vega-Lite's `innerRadius`, `outerRadius`, `padAngle` and the theta scale's `range`).
public struct ArcGeometry: Hashable, Sendable {
    /// The hole in the middle (0: a pie).
    public var innerRadius: Double
    /// The outer radius; nil for half the plot's shorter side.
    public var outerRadius: Double?
    /// Empty angle between neighbouring slices.
    public var padAngle: Double
    /// The angles that the slices span, from the first slice's start to the last one's end.
    public var startAngle: Double
    public var endAngle: Double

    /// Creates arc geometry.
    public init(
        innerRadius: Double = 0, outerRadius: Double? = nil, padAngle: Double = 0, startAngle: Double = 0,
        endAngle: Double = 2 * Double.pi
    ) {
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.padAngle = padAngle
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
}
