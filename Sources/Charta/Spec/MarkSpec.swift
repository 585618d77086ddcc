/// The kind of graphical mark a layer draws.
public enum MarkKind: String, Hashable, Sendable, Codable {
    case bar, line, area, point, rule, rect, text, arc, tick
    /// A line whose width follows the `size` channel from point to point (Vega-Lite's `trail`).
    case trail
    /// Invisible cells, one per distinct point position, that pick the nearest point under the pointer
    /// (the Voronoi diagram Vega-Lite adds for `nearest` selections). Without a y channel the cells
    /// are strips along x, without x along y.
    case voronoi
    /// Pictures, one per row, from the addresses of the `url` channel (Vega-Lite's `image`), each in a
    /// box of ``MarkSpec/imageSize`` centred on its position.
    case image
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
    /// The band's step less an inset in points (Swift Charts' `.inset`).
    case inset(Double)
}

/// A mark and its fixed properties (those not driven by data).
public struct MarkSpec: Hashable, Sendable {
    public var kind: MarkKind
    /// Fill for bars, areas, points; stroke for lines and rules. nil for the theme's colour.
    public var style: ChartStyle?
    public var opacity: Double?
    /// Whether the mark is cut at the plot's edges (Vega-Lite's `clip`); a clipped mark takes no room
    /// beyond the plot.
    public var clipsToPlot = false
    public var lineWidth: Double?
    public var dash: [Double]
    public var lineCap: LineCap?
    public var cornerRadius: CornerRadii?
    public var interpolation: InterpolationMethod?
    public var symbol: SymbolShape?
    /// Symbol area in square points.
    public var symbolSize: Double?
    /// Where a point or text of a layer that encodes no x (or y) sits: this many points from the plot's
    /// leading (or top) edge, as Vega-Lite's constant pixel positions (`"mark": {"type": "text", "x": -5}`)
    /// place it; nil for the middle of the plot.
    public var pixelX: Double?, pixelY: Double?
    /// Where a text mark's position is along its text: start, middle (nil) or end (Vega-Lite's `align`
    /// left, center, right).
    public var textAnchor: TextAnchor?
    /// Whether points are filled (true) or drawn as outlines.
    public var filled: Bool?
    public var width: MarkDimension
    /// Bars horizontal when true; nil to infer from the encodings.
    public var horizontal: Bool?
    /// Radii and angles of arc marks (nil: full pies).
    public var arc: ArcGeometry? = nil
    /// A fill inside a line's path, beside its stroke (nil: lines are not filled).
    public var lineFill: Color? = nil
    /// A line around each arc, ``lineWidth`` wide (1 when nil), as Vega-Lite's `stroke` on a filled
    /// mark draws it (nil: no line).
    public var outline: Color? = nil
    /// Spacing and least size of bars spanning bin or time-unit intervals (nil: drawn edge to edge).
    public var intervalInset: IntervalInset? = nil
    /// How far the layer's marks are moved right and down from where their values place them, in points
    /// (Vega-Lite's mark `xOffset` and `yOffset`, Swift Charts' `offset(x:y:)`).
    public var xOffset = 0.0, yOffset = 0.0
    /// The box an image mark draws each picture in, in points; nil for each picture's natural size from
    /// ``naturalImageSizes`` (a picture without one is not drawn).
    public var imageSize: Size? = nil
    /// The natural size of pictures by address, for image marks without an ``imageSize``: read by the
    /// chart's reader, since laying out a chart reads no files.
    public var naturalImageSizes: [String: Size] = [:]

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

extension InterpolationMethod {
    /// A Catmull–Rom spline of the default alpha, 0.5 (Swift Charts' `.catmullRom`).
    public static var catmullRom: InterpolationMethod { .catmullRom(alpha: 0.5) }
    /// A cardinal spline of the default tension, 0 (Swift Charts' `.cardinal`).
    public static var cardinal: InterpolationMethod { .cardinal(tension: 0) }
}

extension MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A fixed size in points, written as a number (`width: 12`).
    public init(integerLiteral value: Int) { self = .fixed(Double(value)) }
    /// A fixed size in points, written as a number (`width: 12.5`).
    public init(floatLiteral value: Double) { self = .fixed(value) }
}

/// How a line or area passes through its points (Swift Charts' names).
public enum InterpolationMethod: Hashable, Sendable {
    case linear
    /// Straight segments closed back to the first point (a polygon through the points).
    case linearClosed
    /// A smooth cubic that never overshoots the data (monotone in x; Steffen 1990).
    case monotone
    case catmullRom(alpha: Double)
    case cardinal(tension: Double)
    case stepStart, stepCenter, stepEnd
    case basis, natural
}

extension InterpolationMethod: CustomStringConvertible {
    /// The method's name as written in Swift Charts (`catmullRom`, `stepStart`, …).
    public var description: String {
        switch self {
        case .linear: "linear"
        case .linearClosed: "linearClosed"
        case .monotone: "monotone"
        case .catmullRom: "catmullRom"
        case .cardinal: "cardinal"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        case .basis: "basis"
        case .natural: "natural"
        }
    }
}

extension ArcGeometry {
    /// The outer and inner radius in a plot whose shorter side is `2 * full`.
    func radii(full: Double) -> (outer: Double, inner: Double) {
        func resolve(_ d: MarkDimension, _ fallback: Double) -> Double {
            switch d {
            case .automatic: fallback
            case .fixed(let r): r
            case .ratio(let r): r * full
            case .inset(let i): full - i
            }
        }
        let outer = max(0, resolve(outerDimension, outerRadius ?? full))
        return (outer, max(0, resolve(innerDimension, innerRadius)))
    }
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
    /// Points taken off each side of every slice (Swift Charts' `angularInset`).
    public var angularInset: Double
    /// The radii as Swift Charts gives them (fixed, a ratio of half the plot's shorter side, or an inset
    /// from it); `.automatic` keeps ``innerRadius`` and ``outerRadius``.
    public var innerDimension: MarkDimension
    public var outerDimension: MarkDimension
    /// Points added to a text's radius, and radians to its angle, when text is placed around the
    /// centre (Vega-Lite's `radiusOffset` and `thetaOffset`).
    public var radiusOffset = 0.0, thetaOffset = 0.0

    /// Creates arc geometry.
    public init(
        innerRadius: Double = 0, outerRadius: Double? = nil, padAngle: Double = 0, startAngle: Double = 0,
        endAngle: Double = 2 * Double.pi, angularInset: Double = 0, innerDimension: MarkDimension = .automatic,
        outerDimension: MarkDimension = .automatic
    ) {
        self.angularInset = angularInset
        self.innerDimension = innerDimension
        self.outerDimension = outerDimension
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.padAngle = padAngle
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
}
