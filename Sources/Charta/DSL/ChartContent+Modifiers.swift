/// The DSL's mark modifiers. As in SwiftUI, the innermost modifier wins: a modifier only sets what no
/// modifier closer to the mark has set.
extension ChartContent {
    /// Fills (bars, areas, points) or strokes (lines, rules) with a colour.
    @_disfavoredOverload
    public func foregroundStyle(_ color: Color) -> ModifiedContent {
        modified { if $0.foreground == nil { $0.foreground = .color(color) } }
    }

    /// Fills or strokes with a gradient laid out over the plot area (unit coordinates, y down).
    public func foregroundStyle(_ gradient: ChartGradient) -> ModifiedContent {
        modified {
            if $0.foreground == nil {
                $0.foreground = .linearGradient(stops: gradient.stops, start: gradient.start, end: gradient.end)
            }
        }
    }

    /// Colours marks by series: one colour from the palette per distinct value, with a legend.
    public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>) -> ModifiedContent {
        let field = value.field
        return modified { if $0.fields[.color] == nil { $0.fields[.color] = field } }
    }

    /// Fills or strokes with a resolved chart style (a colour or a gradient over the plot area).
    package func foregroundStyle(chartStyle style: ChartStyle) -> ModifiedContent {
        modified { if $0.foreground == nil { $0.foreground = style } }
    }

    /// Moves marks `x` points right and `y` points down from where their values place them; offsets
    /// given more than once add up, as SwiftUI's do.
    package func moved(x: Double, y: Double) -> ModifiedContent {
        modified {
            $0.mark.xOffset += x
            $0.mark.yOffset += y
        }
    }

    /// The content unchanged, as modified content (for modifiers Charta accepts and does not draw).
    package func unmodified() -> ModifiedContent { modified { _ in } }

    /// Dashes lines by series.
    public func lineStyle<S: Plottable>(by value: PlottableValue<S>) -> ModifiedContent {
        let field = value.field
        return modified { if $0.fields[.strokeDash] == nil { $0.fields[.strokeDash] = field } }
    }

    /// Sizes symbols by a value.
    public func symbolSize<S: Plottable>(by value: PlottableValue<S>) -> ModifiedContent {
        let field = value.field
        return modified { if $0.fields[.size] == nil { $0.fields[.size] = field } }
    }

    /// Places marks side by side within their band by a value (grouped bars): along x, or along y
    /// for `vertical`.
    public func position<S: Plottable>(by value: PlottableValue<S>, vertical: Bool) -> ModifiedContent {
        let field = value.field
        let channel: Channel = vertical ? .yOffset : .xOffset
        return modified {
            guard $0.fields[channel] == nil else { return }
            $0.fields[channel] = field
            // Marks placed side by side are not stacked.
            $0.stacking = .unstacked
        }
    }

    /// An annotation drawn from scene nodes (a view laid out by ChartaSwiftUI).
    public func annotation(
        position: AnnotationPosition = .automaticTop, alignment: AnnotationAlignment = .center, spacing: Double = 4,
        drawing: AnnotationDrawing
    ) -> ModifiedContent {
        let pending = PendingAnnotation(
            position: position, lines: [], spacing: spacing, keepsInside: true, abovePlot: false, drawing: drawing,
            alignment: alignment)
        return modified { if $0.annotation == nil { $0.annotation = pending } }
    }

    /// Shapes points by series.
    public func symbol<S: Plottable>(by value: PlottableValue<S>) -> ModifiedContent {
        let field = value.field
        return modified { if $0.fields[.shape] == nil { $0.fields[.shape] = field } }
    }

    /// The symbol drawn at each point (and on lines, at each vertex); unfilled symbols are outlined.
    public func symbol(_ shape: SymbolShape, filled: Bool? = nil) -> ModifiedContent {
        modified {
            if $0.mark.symbol == nil { $0.mark.symbol = shape }
            if $0.mark.filled == nil, let filled { $0.mark.filled = filled }
        }
    }

    /// The symbol's area in square points.
    public func symbolSize(_ area: Double) -> ModifiedContent {
        modified { if $0.mark.symbolSize == nil { $0.mark.symbolSize = area } }
    }

    /// Stroke width, dash and cap of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> ModifiedContent {
        modified {
            if $0.mark.lineWidth == nil {
                $0.mark.lineWidth = style.lineWidth
                $0.mark.dash = style.dash
                $0.mark.lineCap = style.lineCap
            }
        }
    }

    /// How lines and areas pass through their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedContent {
        modified { if $0.mark.interpolation == nil { $0.mark.interpolation = method } }
    }

    /// Opacity of the marks, 0…1.
    public func opacity(_ value: Double) -> ModifiedContent {
        modified { if $0.mark.opacity == nil { $0.mark.opacity = value } }
    }

    /// Rounds every corner of bars and rectangles.
    public func cornerRadius(_ radius: Double) -> ModifiedContent {
        modified { if $0.mark.cornerRadius == nil { $0.mark.cornerRadius = CornerRadii(all: radius) } }
    }

    /// Places a text annotation beside each mark; with `keepsInside` it is moved to stay inside the plot.
    /// (Within the package: Swift Charts code annotates with views, through ChartaSwiftUI.)
    package func annotation(
        position: AnnotationPosition = .automaticTop, spacing: Double = 4, keepsInside: Bool = true,
        abovePlot: Bool = false, @AnnotationBuilder content: () -> [AnnotationLine]
    ) -> ModifiedContent {
        let pending = PendingAnnotation(
            position: position, lines: content(), spacing: spacing, keepsInside: keepsInside, abovePlot: abovePlot)
        return modified { if $0.annotation == nil { $0.annotation = pending } }
    }
}

extension AnnotationPosition {
    /// Above the mark (the default).
    public static let automaticTop = AnnotationPosition.top
}

/// Builds the lines of an annotation.
@resultBuilder
package enum AnnotationBuilder {
    package static func buildExpression(_ text: String) -> [AnnotationLine] { [AnnotationLine(text)] }
    package static func buildExpression(_ line: AnnotationLine) -> [AnnotationLine] { [line] }
    package static func buildBlock(_ parts: [AnnotationLine]...) -> [AnnotationLine] { parts.flatMap { $0 } }
    package static func buildOptional(_ part: [AnnotationLine]?) -> [AnnotationLine] { part ?? [] }
    package static func buildEither(first: [AnnotationLine]) -> [AnnotationLine] { first }
    package static func buildEither(second: [AnnotationLine]) -> [AnnotationLine] { second }
}

/// A stroke's width, cap, join and dash pattern (SwiftUI's `StrokeStyle`; the join, miter limit and dash
/// phase are kept for views and not used by marks).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var dash: [Double]
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dashPhase: Double

    /// Creates a stroke style.
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPhase = dashPhase
    }
}

/// A linear gradient over the plot area, for `foregroundStyle(_:)`.
public struct ChartGradient: Hashable, Sendable {
    public var stops: [GradientStop]
    /// Start in unit coordinates of the plot area (0,0 top-left; 1,1 bottom-right).
    public var start: Point
    public var end: Point

    /// Creates a gradient; the default runs from the top of the plot to the bottom.
    public init(stops: [GradientStop], start: Point = Point(x: 0, y: 0), end: Point = Point(x: 0, y: 1)) {
        self.stops = stops
        self.start = start
        self.end = end
    }
}
