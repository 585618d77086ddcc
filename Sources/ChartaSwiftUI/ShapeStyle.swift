import ChartaScene
import Foundation

/// A colour, gradient or other style that fills or strokes a shape, text or mark.
public protocol ShapeStyle: Sendable {}

/// What a shape style amounts to once resolved: a colour or a gradient laid over a unit square.
enum ResolvedStyle: Hashable, Sendable {
    case color(ChartaScene.Color)
    case linear(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
    case radial(stops: [GradientStop], center: UnitPoint, radius: Double)

    /// The style's one colour, or the first stop of a gradient.
    var color: ChartaScene.Color {
        switch self {
        case .color(let c): c
        case .linear(let stops, _, _), .radial(let stops, _, _): stops.first?.color ?? .black
        }
    }

    /// A scene paint over `rect`.
    func paint(in rect: Rect) -> Paint {
        switch self {
        case .color(let c):
            return .color(c)
        case .linear(let stops, let start, let end):
            return .linearGradient(
                ChartaScene.LinearGradient(start: start.point(in: rect), end: end.point(in: rect), stops: stops))
        case .radial(let stops, let center, let radius):
            return .radialGradient(
                ChartaScene.RadialGradient(center: center.point(in: rect), radius: radius, stops: stops))
        }
    }

    /// The style as a mark's foreground in a chart (gradients over the plot area).
    var chartStyle: ChartStyle {
        switch self {
        case .color(let c):
            .color(c)
        case .linear(let stops, let start, let end):
            .linearGradient(stops: stops, start: Point(x: start.x, y: start.y), end: Point(x: end.x, y: end.y))
        case .radial(let stops, _, _):
            .linearGradient(stops: stops, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        }
    }

    /// The style with every colour's alpha multiplied by `opacity`.
    func opacity(_ opacity: Double) -> ResolvedStyle {
        func fade(_ c: ChartaScene.Color) -> ChartaScene.Color {
            var c = c
            c.alpha *= opacity
            return c
        }
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(offset: $0.offset, color: fade($0.color)) }
        }
        switch self {
        case .color(let c): return .color(fade(c))
        case .linear(let stops, let s, let e): return .linear(stops: fade(stops), start: s, end: e)
        case .radial(let stops, let c, let r): return .radial(stops: fade(stops), center: c, radius: r)
        }
    }
}

/// A shape style that knows what it draws; every style Charta provides is one.
protocol ResolvableStyle {
    func resolved(foreground: ResolvedStyle) -> ResolvedStyle
}

extension ShapeStyle {
    /// The style, resolved against the current foreground (for `.primary`, `.secondary`, `.tint`).
    func resolved(foreground: ResolvedStyle = .color(Color.primary.rgba)) -> ResolvedStyle {
        (self as? any ResolvableStyle)?.resolved(foreground: foreground) ?? foreground
    }

    /// The style with a shadow (the shadow is not drawn).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { AnyShapeStyle(self) }

    /// The style at the given opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        AnyShapeStyle(FadedStyle(base: AnyShapeStyle(self), opacity: opacity))
    }
}

extension Color: ResolvableStyle {
    func resolved(foreground: ResolvedStyle) -> ResolvedStyle { .color(rgba) }
}

private struct FadedStyle: ShapeStyle, ResolvableStyle {
    let base: AnyShapeStyle
    let opacity: Double
    func resolved(foreground: ResolvedStyle) -> ResolvedStyle {
        base.resolved(foreground: foreground).opacity(max(0, min(1, opacity)))
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, ResolvableStyle {
    let style: any ShapeStyle

    /// Wraps a style.
    public init<S: ShapeStyle>(_ style: S) { self.style = (style as? AnyShapeStyle)?.style ?? style }

    func resolved(foreground: ResolvedStyle) -> ResolvedStyle { style.resolved(foreground: foreground) }
}

/// The foreground at a level of emphasis: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    func resolved(foreground: ResolvedStyle) -> ResolvedStyle {
        foreground.opacity([1, 0.6, 0.3, 0.18][min(level, 3)])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

/// The accent colour as a style (`.tint`).
public struct TintShapeStyle: ShapeStyle, ResolvableStyle {
    /// The tint style.
    public init() {}
    func resolved(foreground: ResolvedStyle) -> ResolvedStyle { .color(Color.accentColor.rgba) }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The current foreground (`.foreground`).
public struct ForegroundStyle: ShapeStyle, ResolvableStyle {
    /// The foreground style.
    public init() {}
    func resolved(foreground: ResolvedStyle) -> ResolvedStyle { foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background of the current context (`.background`): white in the light appearance.
public struct BackgroundStyle: ShapeStyle, ResolvableStyle {
    /// The background style.
    public init() {}
    func resolved(foreground: ResolvedStyle) -> ResolvedStyle { .color(Color.white.rgba) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A blurred backdrop (SwiftUI's materials), drawn as a translucent grey.
public struct Material: ShapeStyle, ResolvableStyle {
    let opacity: Double

    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let ultraThinMaterial = Material(opacity: 0.3)
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let thinMaterial = Material(opacity: 0.45)
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let regularMaterial = Material(opacity: 0.6)
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let thickMaterial = Material(opacity: 0.75)
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let ultraThickMaterial = Material(opacity: 0.9)
    public static let bar = Material(opacity: 0.8)

    func resolved(foreground: ResolvedStyle) -> ResolvedStyle {
        .color(ChartaScene.Color(r: 242, g: 242, b: 247, alpha: opacity))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

/// A shadow of a shape style (not drawn).
public struct ShadowStyle: Sendable {
    /// A shadow outside the shape.
    public static func drop(color: Color = .black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0)
        -> ShadowStyle
    {
        ShadowStyle()
    }
    /// A shadow inside the shape.
    public static func inner(color: Color = .black.opacity(0.55), radius: Double, x: Double = 0, y: Double = 0)
        -> ShadowStyle
    {
        ShadowStyle()
    }
}

/// A point in a unit square: (0, 0) top leading, (1, 1) bottom trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// A unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner.
    public init() { self.init(x: 0, y: 0) }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    func point(in rect: Rect) -> Point { Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
}
