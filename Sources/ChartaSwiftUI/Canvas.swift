import ChartaScene
import Foundation

/// A view drawn by a closure (SwiftUI's `Canvas`): the closure fills and strokes paths and draws texts
/// into a ``GraphicsContext`` the size of the view, which takes the room offered.
public struct Canvas<Symbols: View> {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
    }

    /// A canvas drawn by `renderer`, with views to draw as symbols (not resolved: the closure's paths
    /// and texts are drawn).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
    }
}

extension Canvas: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        CanvasElement(
            renderer: renderer, foreground: environment.text.foreground?.resolved() ?? .color(Color.primary.rgba))
    }
}

/// How a canvas blends colours (accepted; Charta draws in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// What a ``Canvas`` draws into (SwiftUI's `GraphicsContext`): fills and strokes of paths and texts at
/// points, each with the context's opacity and transform at the time it is drawn.
public struct GraphicsContext {
    /// The nodes drawn so far, shared by copies of the context as in SwiftUI, where a copy draws into
    /// the same canvas.
    final class Drawing {
        var nodes: [SceneNode] = []
    }

    let drawing: Drawing
    let foreground: ResolvedStyle
    /// The opacity of what is drawn next.
    public var opacity: Double = 1
    /// The transform of what is drawn next.
    public var transform = CGAffineTransform.identity

    /// How a path is painted.
    public struct Shading {
        let style: AnyShapeStyle?

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        /// Any shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
        /// The foreground style.
        public static var foreground: Shading { Shading(style: nil) }
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        draw(path, Style(fill: paint(shading, path)))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` and a stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        draw(
            path,
            Style(
                stroke: paint(shading, path), strokeWidth: style.lineWidth, dash: style.dash, lineCap: style.lineCap))
    }

    /// Moves what is drawn next.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }

    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    /// Turns what is drawn next.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }

    /// Draws `text` with its `anchor` at `point`, in its font and colour (the default body font and
    /// the foreground when it has none).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let font = (text.font ?? .body).sceneFont
        let color = text.foreground?.resolved(foreground: foreground).color ?? foreground.color
        let at = point.applying(transform)
        let textAnchor: TextAnchor = anchor.x < 0.25 ? .start : anchor.x > 0.75 ? .end : .middle
        let baseline: TextBaseline = anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .middle
        drawing.nodes.append(
            .text(
                TextNode(
                    text: text.content, position: Point(at), font: font, anchor: textAnchor, baseline: baseline,
                    style: .fill(color, opacity: opacity))))
    }

    private func paint(_ shading: Shading, _ path: Path) -> Paint {
        let style = shading.style?.resolved(foreground: foreground) ?? foreground
        return style.paint(in: path.scenePath.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0))
    }

    private func draw(_ path: Path, _ style: Style) {
        var style = style
        style.opacity = opacity
        drawing.nodes.append(.path(PathNode(path: path.applying(transform).scenePath, style: style)))
    }
}

/// A canvas laid out: it takes the room offered and draws its closure's nodes there.
struct CanvasElement: LayoutElement {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let foreground: ResolvedStyle

    func size(for proposal: ProposedSize) -> Size { proposal.replacingUnspecified(width: 10, height: 10) }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        var context = GraphicsContext(drawing: GraphicsContext.Drawing(), foreground: foreground)
        renderer(&context, CGSize(width: frame.width, height: frame.height))
        guard !context.drawing.nodes.isEmpty else { return }
        canvas.nodes.append(
            .group(
                ChartaScene.Group(
                    transform: .translation(x: frame.minX, y: frame.minY), children: context.drawing.nodes)))
    }
}
