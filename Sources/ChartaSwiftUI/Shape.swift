import ChartaScene
import Foundation

/// A 2D shape that fills the frame it is given (SwiftUI's `Shape`); filled with the foreground style
/// unless `fill` or `stroke` says otherwise.
public protocol Shape: View, Sendable {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
    /// The shape filled with a style; an outline can then be stroked over the fill (iOS 17's
    /// `.fill(…).stroke(…)`).
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<
        Self
    > {
        _ShapeView(shape: self, fill: AnyShapeStyle(content), stroke: nil)
    }

    /// The shape's outline stroked with a style.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline stroked with a style and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(content), style))
    }

    /// The shape's outline stroked in the foreground style.
    public func stroke(lineWidth: Double = 1) -> some View {
        _ShapeView(
            shape: self, fill: nil, stroke: (AnyShapeStyle(ForegroundStyle()), StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline stroked in the foreground style with a stroke style.
    public func stroke(style: StrokeStyle) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(ForegroundStyle()), style))
    }

    /// The shape's outline stroked inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
        stroke(content, lineWidth: lineWidth)
    }
}

/// How a shape's inside is found (accepted; shapes are filled non-zero).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Shape {
    /// A shape with no fill or stroke is filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: AnyShapeStyle(ForegroundStyle()), stroke: nil) }
}

/// A shape with its fill or stroke.
public struct _ShapeView<S: Shape> {
    let shape: S
    let fill: AnyShapeStyle?
    var stroke: (AnyShapeStyle, StrokeStyle)?

    /// The filled shape with its outline stroked in a style over the fill.
    public func stroke<T: ShapeStyle>(_ content: T, lineWidth: Double = 1) -> _ShapeView {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The filled shape with its outline stroked in a style and stroke style over the fill.
    public func stroke<T: ShapeStyle>(_ content: T, style: StrokeStyle) -> _ShapeView {
        var copy = self
        copy.stroke = (AnyShapeStyle(content), style)
        return copy
    }

    /// The filled shape with its outline stroked over the fill (drawn as ``stroke(_:lineWidth:)``).
    public func strokeBorder<T: ShapeStyle>(_ content: T, lineWidth: Double = 1) -> _ShapeView {
        stroke(content, lineWidth: lineWidth)
    }
}

extension _ShapeView: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        let foreground = environment.text.foreground?.resolved() ?? .color(Color.primary.rgba)
        let shape = shape
        return ShapeElement(
            path: { shape.path(in: CGRect($0)).scenePath },
            fill: fill?.resolved(foreground: foreground),
            stroke: stroke.map { ($0.0.resolved(foreground: foreground), $0.1) })
    }
}

/// A shape in the frame it is placed in.
struct ShapeElement: LayoutElement {
    let path: (Rect) -> ChartaScene.Path
    var fill: ResolvedStyle?
    var stroke: (ResolvedStyle, StrokeStyle)?

    init(path: @escaping (Rect) -> ChartaScene.Path, fill: ResolvedStyle?, stroke: (ResolvedStyle, StrokeStyle)?) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
    }

    /// A style filling the whole frame (a colour or a gradient as a view).
    static func filling(_ style: ResolvedStyle) -> ShapeElement {
        ShapeElement(
            path: { rect in
                var path = ChartaScene.Path()
                path.addRect(rect)
                return path
            }, fill: style, stroke: nil)
    }

    func size(for proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(width: 10, height: 10)
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        let outline = path(frame)
        let sceneStyle = Style(
            fill: fill?.paint(in: frame), stroke: stroke.map { $0.0.paint(in: frame) },
            strokeWidth: stroke?.1.lineWidth ?? 1, dash: stroke?.1.dash ?? [], lineCap: stroke?.1.lineCap ?? .butt)
        canvas.nodes.append(.path(PathNode(path: outline, style: sceneStyle)))
    }
}

extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

/// A rectangle filling its frame.
nonisolated public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
nonisolated public struct Circle: Shape {
    /// A circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize

    /// A rounded rectangle of a corner radius.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    /// A rounded rectangle of a corner size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) { self.cornerSize = cornerSize }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
}

/// A rectangle whose short sides are half circles.
nonisolated public struct Capsule: Shape {
    /// A capsule.
    public init(style: RoundedCornerStyle = .circular) {}
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

/// How rounded corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// An outline of lines and curves (SwiftUI's `Path`).
nonisolated public struct Path: Shape, Hashable {
    var scenePath = ChartaScene.Path()

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// An ellipse in a rectangle.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A path drawn by a closure.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public func path(in rect: CGRect) -> Path { self }

    /// Starts a subpath.
    public mutating func move(to p: CGPoint) { scenePath.move(to: Point(p)) }
    /// A straight line to a point.
    public mutating func addLine(to p: CGPoint) { scenePath.line(to: Point(p)) }
    /// Straight lines through points.
    public mutating func addLines(_ points: [CGPoint]) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p) } else { addLine(to: p) } }
    }
    /// A quadratic curve.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        scenePath.quad(to: Point(p), control: Point(control))
    }
    /// A cubic curve.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        scenePath.cubic(to: Point(p), control1: Point(control1), control2: Point(control2))
    }
    /// Closes the subpath.
    public mutating func closeSubpath() { scenePath.close() }
    /// A rectangle.
    public mutating func addRect(_ rect: CGRect) { scenePath.addRect(Rect(rect)) }
    /// An ellipse in a rectangle.
    public mutating func addEllipse(in rect: CGRect) {
        let r = Rect(rect)
        guard r.width > 0, r.height > 0 else { return }
        var unit = ChartaScene.Path()
        unit.addCircle(center: Point(x: 0, y: 0), radius: 1)
        scenePath.append(
            unit.applying(AffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)))
    }
    /// A rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        let r = Rect(rect)
        let radius = max(0, min(Double(cornerSize.width), r.width / 2, r.height / 2))
        guard radius > 0 else { return addRect(rect) }
        scenePath.move(to: Point(x: r.minX + radius, y: r.minY))
        scenePath.addArc(
            center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -.pi / 2, endAngle: 0)
        scenePath.addArc(
            center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: .pi / 2)
        scenePath.addArc(
            center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: .pi / 2, endAngle: .pi)
        scenePath.addArc(
            center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: .pi,
            endAngle: 3 * .pi / 2)
        scenePath.close()
    }
    /// An arc around a centre (angles clockwise on screen unless `clockwise`, as SwiftUI's flipped
    /// coordinates have it).
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        scenePath.addArc(
            center: Point(center), radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
            counterclockwise: clockwise)
    }
    /// Another path's outline.
    public mutating func addPath(_ path: Path) { scenePath.append(path.scenePath) }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

/// A shape that can be inset within its frame (SwiftUI's `InsettableShape`).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn inside its frame, inset on every side.
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }
}
