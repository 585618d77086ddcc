import Charta
import ChartaScene
import Foundation

// Swift Charts' mark modifiers that take SwiftUI's types: shape styles, views as annotations and
// symbols, and the modifiers Charta accepts without drawing them differently.

extension ChartContent {
    /// Fills (bars, areas, points, sectors) or strokes (lines, rules) with a shape style: a colour, a
    /// gradient (laid over the plot area) or a hierarchical style (`.primary` is the label colour, as
    /// in SwiftUI; `.tint` the accent colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent {
        foregroundStyle(chartStyle: style.resolved(foreground: .color(Color.primary.rgba)).chartStyle)
    }

    /// Places marks side by side within their band by a value (grouped bars).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic)
        -> ModifiedContent
    {
        position(by: value, vertical: axis == .vertical)
    }

    /// The symbol of points and line vertices.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ModifiedContent {
        let look = MainActor.assumeIsolatedIfMain { (symbol.sceneShape, symbol.isFilled) } ?? (.circle, true)
        return self.symbol(look.0, filled: look.1)
    }

    /// A view drawn as the symbol: the outline of the view's first shape (a circle for a view with no
    /// shape) at the view's size, in that shape's colour, outlined when the shape is only stroked.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> ModifiedContent {
        nonisolated(unsafe) let view = symbol()
        let look = MainActor.assumeIsolatedIfMain { SymbolLook(of: view) } ?? SymbolLook(color: nil, size: nil)
        var content = self.symbol(look.shape, filled: look.isFilled)
        if let size = look.size { content = content.symbolSize(size) }
        if let color = look.color { content = content.foregroundStyle(chartStyle: .color(color)) }
        return content
    }

    /// The symbol's size in points: a circle symbol is `size.width` across.
    public func symbolSize(_ size: CGSize) -> ModifiedContent { symbolSize(.pi * Double(size.width * size.height) / 4) }

    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: Double, style: RoundedCornerStyle = .continuous) -> ModifiedContent {
        cornerRadius(radius)
    }

    /// A view beside each mark, placed by `position` and `spacing` (Swift Charts' annotation).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution = .automatic, @ViewBuilder content: () -> C
    ) -> ModifiedContent {
        nonisolated(unsafe) let view = content()
        let drawing = MainActor.assumeIsolatedIfMain { AnnotationDrawing(view: view) }
        return annotation(
            position: position, alignment: alignment.annotationAlignment, spacing: spacing.double ?? 4,
            drawing: drawing ?? AnnotationDrawing.empty)
    }

    /// A view beside each mark, made with the annotation's context.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution = .automatic,
        @ViewBuilder content: (AnnotationContext) -> C
    ) -> ModifiedContent {
        annotation(position: position, alignment: alignment, spacing: spacing, overflowResolution: overflowResolution) {
            content(AnnotationContext(targetSize: CGSize(width: 0, height: 0)))
        }
    }

    /// Moves marks `x` points right and `y` points down.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent { moved(x: x, y: y) }
    /// Moves marks by `offset` (width right, height down).
    public func offset(_ offset: CGSize) -> ModifiedContent { moved(x: Double(offset.width), y: Double(offset.height)) }
    /// Moves marks' edges (accepted; marks are drawn in place).
    public func offset(xStart: Double = 0, xEnd: Double = 0, yStart: Double = 0, yEnd: Double = 0) -> ModifiedContent {
        modifiedNothing()
    }
    /// Moves marks' x edges and y (accepted; marks are drawn in place).
    public func offset(xStart: Double = 0, xEnd: Double = 0, y: Double = 0) -> ModifiedContent { modifiedNothing() }
    /// Moves marks' x and y edges (accepted; marks are drawn in place).
    public func offset(x: Double = 0, yStart: Double = 0, yEnd: Double = 0) -> ModifiedContent { modifiedNothing() }
    /// Draw order (accepted; marks are drawn in the order written).
    public func zIndex(_ value: Double) -> ModifiedContent { modifiedNothing() }
    /// Clips bars and rectangles to a shape: a rounded rectangle rounds their corners, a capsule or a
    /// circle rounds them fully; other shapes leave them square.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent {
        switch shape {
        case let rounded as RoundedRectangle: cornerRadius(Double(rounded.cornerSize.width))
        case is Capsule, is Circle: cornerRadius(1e6)  // scaled down to half the shorter side
        default: modifiedNothing()
        }
    }
    /// Masks marks by other marks (accepted; marks are drawn unmasked).
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> ModifiedContent { modifiedNothing() }
    /// Lays gradient styles over the plot area rather than each mark (accepted; Charta lays a mark's
    /// gradient over the plot area already).
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ModifiedContent { modifiedNothing() }
    /// Blurs marks (accepted; not drawn).
    public func blur(radius: Double) -> ModifiedContent { modifiedNothing() }
    /// A shadow (accepted; not drawn).
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> ModifiedContent {
        modifiedNothing()
    }
    /// A label for assistive technologies.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent { modifiedNothing() }
    /// A label for assistive technologies.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent { modifiedNothing() }
    /// A label for assistive technologies.
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent {
        modifiedNothing()
    }
    /// A value for assistive technologies.
    public func accessibilityValue(_ value: Text) -> ModifiedContent { modifiedNothing() }
    /// A value for assistive technologies.
    public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedContent { modifiedNothing() }
    /// A value for assistive technologies.
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent {
        modifiedNothing()
    }
    /// Hides marks from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent { modifiedNothing() }
    /// An identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent { modifiedNothing() }

    private func modifiedNothing() -> ModifiedContent { unmodified() }
}

/// How an annotation that would leave the plot is kept in.
public struct AnnotationOverflowResolution: Sendable {
    /// The automatic resolution.
    public static let automatic = AnnotationOverflowResolution()
    /// A resolution per axis.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    /// How one axis's overflow is resolved.
    public struct Strategy: Sendable {
        public static let automatic = Strategy()
        public static let disabled = Strategy()
        public static let fit = Strategy()
        public static let padScale = Strategy()
        /// Fit to the chart or the plot.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy() }
    }
    /// The boundary an annotation fits in.
    public struct Boundary: Sendable {
        public static let chart = Boundary()
        public static let plot = Boundary()
        public static let automatic = Boundary()
    }
}

/// What an annotation's content closure receives.
public struct AnnotationContext {
    /// The size of the mark annotated.
    public var targetSize: CGSize
}

extension AnnotationDrawing {
    static let empty = AnnotationDrawing(size: .zero, nodes: [], label: "")

    /// A view laid out at its ideal size.
    @MainActor
    init<V: View>(view: V) {
        let environment = ViewEnvironment(
            context: RenderContext(states: StateStore(), measurer: StandardTextMeasurer.shared))
        let element = layoutElement(of: view, in: environment)
        let size = element.size(for: .unspecified)
        var canvas = SceneCanvas()
        element.place(in: Rect(origin: .zero, size: size), into: &canvas)
        self.init(size: size, nodes: canvas.nodes, label: plainText(of: view, in: environment))
    }
}

/// The colour and size a symbol view draws.
struct SymbolLook {
    let color: ChartaScene.Color?
    /// The view's size, as Charta's symbol size (a circle's area, or the square box of a custom outline).
    let size: Double?
    var isFilled = true
    var shape = SymbolShape.circle

    init(color: ChartaScene.Color?, size: Double?) {
        self.color = color
        self.size = size
    }

    @MainActor
    init<V: View>(of view: V) {
        let drawing = AnnotationDrawing(view: view)
        var color: ChartaScene.Color?
        var filled = true
        var outline: ChartaScene.Path?
        for case .path(let node) in drawing.nodes {
            if case .color(let c)? = node.style.fill {
                (color, outline) = (c, node.path)
                break
            }
            if case .color(let c)? = node.style.stroke {
                (color, filled, outline) = (c, false, node.path)
                break
            }
        }
        let (width, height) = (drawing.size.width, drawing.size.height)
        guard let outline, let symbol = Self.symbolPath(outline) else {
            self.init(color: color, size: .pi * width * height / 4)
            isFilled = filled
            return
        }
        // A custom outline spans a square box of area `size` (Vega's scaling).
        let side = max(width, height)
        self.init(color: color, size: side * side)
        (isFilled, shape) = (filled, .custom(symbol))
    }

    /// `path` in the unit box (−1…1 across its longer side, centred), or nil for a circle (drawn as
    /// Charta's circle symbol) or a path with no extent.
    static func symbolPath(_ path: ChartaScene.Path) -> SymbolPath? {
        guard let box = path.bounds, box.size.width > 0 || box.size.height > 0, !isCircle(path, in: box) else {
            return nil
        }
        let scale = 2 / max(box.size.width, box.size.height)
        let centre = Point(x: box.origin.x + box.size.width / 2, y: box.origin.y + box.size.height / 2)
        let transform = AffineTransform(
            a: scale, b: 0, c: 0, d: scale, tx: -centre.x * scale, ty: -centre.y * scale)
        return SymbolPath(outline: path.applying(transform))
    }

    /// Whether `path` is a circle: a square box and every segment's end at its radius.
    static func isCircle(_ path: ChartaScene.Path, in box: Rect) -> Bool {
        let radius = box.size.width / 2
        guard abs(box.size.width - box.size.height) <= 1e-6 * max(1, radius), radius > 0 else { return false }
        let centre = Point(x: box.origin.x + radius, y: box.origin.y + radius)
        var ends = 0
        var onCircle = true
        path.forEachSegment { verb, points in
            guard verb != .close, let end = points.last else { return }
            ends += 1
            if abs(centre.distance(to: end) - radius) > 1e-3 * radius { onCircle = false }
        }
        return onCircle && ends >= 4 && path.verbs.contains(.cubic)
    }
}

extension MainActor {
    /// Runs `body` on the main actor when the caller runs there (as view bodies do), else returns nil:
    /// chart content built elsewhere leaves its views out rather than trap.
    static func assumeIsolatedIfMain<T: Sendable>(_ body: @MainActor () -> T) -> T? {
        guard MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated(body)
    }
}

/// Whether code runs on the main queue, which runs the main actor's jobs (checked without trapping,
/// through a value set on the queue once).
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
