import Foundation

// Modifiers whose effect is motion, sound, touch feedback or compositing on a device: a rendered view
// is one still picture, so they are accepted and leave the picture as it is.

/// Feedback played on a change (SwiftUI's `SensoryFeedback`).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    /// A physical impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// A flexible impact of a flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    /// An impact's weight.
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    /// An impact's flexibility.
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
}

/// How a view's content changes when it does (SwiftUI's `ContentTransition`).
public struct ContentTransition: Hashable, Sendable {
    let name: String

    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    /// Digits rolling to a new number.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
    /// Digits rolling towards a value.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// How a view's colours combine with what is behind it (SwiftUI's `BlendMode`).
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}

/// Where a container background is drawn (SwiftUI's `ContainerBackgroundPlacement`).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

extension Text {
    /// Where text too long for its line is cut.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

nonisolated extension View {
    /// Feedback when `trigger` changes (none while rendering).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Feedback when `trigger` changes and `condition` holds (none while rendering).
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View { self }

    /// How the content changes (a still picture shows it changed).
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Changes the animation context of state changes inside (no animation runs while rendering).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Blends the view with what is behind it (drawn normally).
    public func blendMode(_ mode: BlendMode) -> some View { self }

    /// A background for the view's container, such as a widget's (drawn behind the view).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
        -> some View
    { background(style) }

    /// A background view for the view's container (drawn behind the view).
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
        @ViewBuilder content: () -> V
    ) -> some View { background(alignment: alignment, content: content) }

    /// The design of the fonts inside (text keeps Charta's face).
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Where text too long for its line is cut (text wraps instead).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

    /// Whether text may squeeze its letters to fit (text wraps instead).
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// Whether people can select the text (a still picture has nothing to select).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// The view with its colours made grey by an amount (drawn in colour).
    public func grayscale(_ amount: Double) -> some View { self }

    /// The view drawn into a layer of its own before it is composited (no change).
    public func compositingLayer() -> some View { self }

    /// The view with its colours' saturation changed by an amount (drawn in its own colours).
    public func saturation(_ amount: Double) -> some View { self }

    /// The view with its colours brightened by an amount (drawn in its own colours).
    public func brightness(_ amount: Double) -> some View { self }

    /// The view with its colours' contrast changed by an amount (drawn in its own colours).
    public func contrast(_ amount: Double) -> some View { self }

    /// The view with its colours' hue turned by an angle (drawn in its own colours).
    public func hueRotation(_ angle: Angle) -> some View { self }

    /// The view with its colours multiplied by a colour (drawn in its own colours).
    public func colorMultiply(_ color: Color) -> some View { self }

    /// The view with its colours inverted (drawn in its own colours).
    public func colorInvert() -> some View { self }

    /// Scales the view on each axis (not drawn).
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the view by a size (not drawn).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
}

/// Whether people can select text (SwiftUI's `TextSelectability`).
public protocol TextSelectability {}

/// Text people can select.
public struct EnabledTextSelectability: TextSelectability {}

/// Text people cannot select.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
