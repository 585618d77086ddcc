/// One colour stop of a gradient; `offset` in 0…1 along the gradient.
public struct GradientStop: Hashable, Codable, Sendable {
    public var offset: Double
    public var color: Color

    /// Creates a stop.
    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// A linear gradient between two points given in the coordinate space of the node it paints.
public struct LinearGradient: Hashable, Codable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    /// Creates a linear gradient.
    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A radial gradient from a centre outwards, in the coordinate space of the node it paints.
public struct RadialGradient: Hashable, Codable, Sendable {
    public var center: Point
    public var radius: Double
    public var stops: [GradientStop]

    /// Creates a radial gradient.
    public init(center: Point, radius: Double, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}

/// What fills or strokes a shape.
public enum Paint: Hashable, Codable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
}

/// How the ends of open strokes are drawn.
public enum LineCap: String, Hashable, Codable, Sendable {
    case butt, round, square
}

/// How stroke corners are drawn.
public enum LineJoin: String, Hashable, Codable, Sendable {
    case miter, round, bevel
}

/// Which points are inside a self-intersecting or nested path.
public enum FillRule: String, Hashable, Codable, Sendable {
    case nonZero, evenOdd
}

/// Fill and stroke of a shape. A nil paint draws nothing for that part.
public struct Style: Hashable, Codable, Sendable {
    public var fill: Paint?
    public var stroke: Paint?
    public var strokeWidth: Double
    /// Dash lengths, alternately on and off; empty for a solid stroke.
    public var dash: [Double]
    public var dashOffset: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var fillRule: FillRule
    /// Opacity of the whole shape, multiplied with the paints' own alpha.
    public var opacity: Double

    /// Creates a style.
    public init(
        fill: Paint? = nil, stroke: Paint? = nil, strokeWidth: Double = 1, dash: [Double] = [],
        dashOffset: Double = 0, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        fillRule: FillRule = .nonZero, opacity: Double = 1
    ) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dash = dash
        self.dashOffset = dashOffset
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.fillRule = fillRule
        self.opacity = opacity
    }

    /// A solid fill and no stroke.
    public static func fill(_ color: Color, opacity: Double = 1) -> Style {
        Style(fill: .color(color), opacity: opacity)
    }

    /// A solid stroke and no fill.
    public static func stroke(
        _ color: Color, width: Double = 1, dash: [Double] = [], cap: LineCap = .butt, join: LineJoin = .miter
    ) -> Style {
        Style(stroke: .color(color), strokeWidth: width, dash: dash, lineCap: cap, lineJoin: join)
    }
}
