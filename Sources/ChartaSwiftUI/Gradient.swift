import ChartaScene
import Foundation

/// Colours along a line from 0 to 1 (SwiftUI's `Gradient`); as a style, it runs from top to bottom.
public struct Gradient: Hashable, Sendable, ShapeStyle, ResolvableStyle {
    /// A colour at a place along the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double

        /// A stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// A gradient of stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient of evenly spaced colours.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The stops for the scene. A fully transparent stop takes the colour of its nearest visible
    /// neighbour, so that fading to `.clear` fades the colour out (as SwiftUI's premultiplied blending
    /// does) instead of passing through grey.
    var sceneStops: [GradientStop] {
        let scene = stops.map { GradientStop(offset: max(0, min(1, $0.location)), color: $0.color.rgba) }
        return scene.indices.map { i in
            var stop = scene[i]
            guard stop.color.alpha == 0 else { return stop }
            let visible = scene.indices.filter { scene[$0].color.alpha > 0 }
            guard let nearest = visible.min(by: { abs($0 - i) < abs($1 - i) }) else { return stop }
            stop.color = scene[nearest].color
            stop.color.alpha = 0
            return stop
        }
    }

    func resolved(foreground: ResolvedStyle) -> ResolvedStyle { .linear(stops: sceneStops, start: .top, end: .bottom) }
}

/// The gradient a colour makes with `.gradient`: slightly lighter at the top than at the bottom.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, ResolvableStyle {
    let base: Color

    func resolved(foreground: ResolvedStyle) -> ResolvedStyle {
        let c = base.rgba
        let lighter = ChartaScene.Color(
            red: c.red + (1 - c.red) * 0.2, green: c.green + (1 - c.green) * 0.2, blue: c.blue + (1 - c.blue) * 0.2,
            alpha: c.alpha)
        return .linear(
            stops: [GradientStop(offset: 0, color: lighter), GradientStop(offset: 1, color: c)], start: .top,
            end: .bottom)
    }
}

/// A gradient along a line between two unit points.
public struct LinearGradient: Hashable, Sendable, ShapeStyle, ResolvableStyle {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of evenly spaced colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolved(foreground: ResolvedStyle) -> ResolvedStyle {
        .linear(stops: gradient.sceneStops, start: startPoint, end: endPoint)
    }

}

/// A gradient in circles around a centre.
public struct RadialGradient: Hashable, Sendable, ShapeStyle, ResolvableStyle {
    var gradient: Gradient
    var center: UnitPoint
    var endRadius: Double

    /// A gradient from `startRadius` (taken as 0) to `endRadius` points around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.endRadius = endRadius
    }

    /// A gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolved(foreground: ResolvedStyle) -> ResolvedStyle {
        .radial(stops: gradient.sceneStops, center: center, radius: endRadius)
    }

}

/// A gradient around a centre, drawn as a linear gradient from top to bottom.
public struct AngularGradient: Hashable, Sendable, ShapeStyle, ResolvableStyle {
    var gradient: Gradient

    /// A gradient around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    /// A gradient of evenly spaced colours around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = Gradient(colors: colors)
    }

    func resolved(foreground: ResolvedStyle) -> ResolvedStyle { gradient.resolved(foreground: foreground) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// An angle (SwiftUI's `Angle`).
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle in radians.
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle in degrees.
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle(radians: 0)
    public static func < (l: Angle, r: Angle) -> Bool { l.radians < r.radians }
}

extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never
    func element(in environment: ViewEnvironment) -> any LayoutElement {
        ShapeElement.filling(resolved(foreground: .color(.black)))
    }
}

extension RadialGradient: View, PrimitiveView {
    public typealias Body = Never
    func element(in environment: ViewEnvironment) -> any LayoutElement {
        ShapeElement.filling(resolved(foreground: .color(.black)))
    }
}

extension Gradient {
    /// The colour space colours are interpolated in (Charta blends in sRGB).
    public struct ColorSpace: Hashable, Sendable {
        let name: String

        public static let device = ColorSpace(name: "device")
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
