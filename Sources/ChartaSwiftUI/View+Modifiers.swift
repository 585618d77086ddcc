import ChartaScene
import Foundation

nonisolated extension View {
    /// The view in a frame of a fixed width and/or height.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped { FrameElement(child: $0, width: width.double, height: height.double, alignment: alignment) }
    }

    /// The view in a frame with bounds.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        wrapped {
            FlexibleFrameElement(
                child: $0, minWidth: minWidth.double, idealWidth: idealWidth.double, maxWidth: maxWidth.double,
                minHeight: minHeight.double, idealHeight: idealHeight.double, maxHeight: maxHeight.double,
                alignment: alignment)
        }
    }

    /// Room around the view on the given edges (16 points when no length is given).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Room of `length` on every edge.
    public func padding(_ length: Double) -> some View { padding(.all, length) }

    /// Room given edge by edge.
    public func padding(_ insets: EdgeInsets) -> some View { wrapped { PaddingElement(child: $0, insets: insets) } }

    /// A style filling the view's frame behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style) }
    }

    /// The background style (the system background: white) filling the view's frame behind it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(Color.white) }
    }

    /// A shape filled with a style behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        background { shape.fill(style) }
    }

    /// The view's shape filled with the background style behind it.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(Color(white: 0.95)) }
    }

    /// A view behind this one, in its frame.
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        layered(view, alignment: alignment, behind: true)
    }

    /// Views behind this one, in its frame.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, behind: true)
    }

    /// A view in front of this one, in its frame.
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        layered(view, alignment: alignment, behind: false)
    }

    /// Views in front of this one, in its frame.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, behind: false)
    }

    /// A style filling the view's frame in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay { Rectangle().fill(style) }
    }

    /// A border around the view.
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        overlay { Rectangle().stroke(content, lineWidth: width) }
    }

    private func layered<V: View>(_ layer: V, alignment: Alignment, behind: Bool) -> _ModifiedView<Self> {
        // A view is a value laid out only on the main actor, where the modifier runs.
        nonisolated(unsafe) let layer = layer
        return modified { environment, content in
            LayeredElement(
                child: content(environment),
                layer: ZStackElement(
                    alignment: alignment, children: [layoutElement(of: layer, in: environment.child(1))]),
                alignment: alignment, behind: behind)
        }
    }

    /// Text and shapes inside in a colour.
    @_disfavoredOverload
    public func foregroundColor(_ color: Color?) -> some View {
        environmentChanged { $0.text.foreground = color.map(AnyShapeStyle.init) }
    }

    /// Text and shapes inside in a style.
    @_disfavoredOverload
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentChanged { $0.text.foreground = AnyShapeStyle(style) }
    }

    /// Text and shapes inside in a primary style (the secondary one is not used).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// The accent colour inside.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }

    /// The accent colour inside.
    public func tint(_ tint: Color?) -> some View { self }

    /// The accent colour inside.
    public func accentColor(_ color: Color?) -> some View { self }

    /// Text inside in a font.
    @_disfavoredOverload
    public func font(_ font: Font?) -> some View { environmentChanged { $0.text.font = font } }

    /// Text inside at a weight.
    @_disfavoredOverload
    public func fontWeight(_ weight: Font.Weight?) -> some View { environmentChanged { $0.text.weight = weight } }

    /// Text inside in bold.
    @_disfavoredOverload
    public func bold(_ isActive: Bool = true) -> some View { environmentChanged { $0.text.bold = isActive } }

    /// Text inside in italics (drawn upright).
    @_disfavoredOverload
    public func italic(_ isActive: Bool = true) -> some View { environmentChanged { $0.text.italic = isActive } }

    /// Digits inside of one width (no change in Charta's metrics).
    @_disfavoredOverload
    public func monospacedDigit() -> some View { self }

    /// How lines of text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentChanged { $0.text.alignment = alignment }
    }

    /// The most lines text inside takes.
    public func lineLimit(_ number: Int?) -> some View { environmentChanged { $0.text.lineLimit = number } }

    /// The most lines text inside takes, keeping room for all of them (room is not kept).
    public func lineLimit(_ number: Int, reservesSpace: Bool) -> some View { lineLimit(number) }

    /// Extra room, in points, between the lines of text inside (between lines, not after the last).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environmentChanged { $0.text.lineSpacing = max(0, Double(lineSpacing)) }
    }

    /// Whether the view takes input (input regions are kept either way).
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// How small text may shrink to fit (text is not shrunk).
    public func minimumScaleFactor(_ factor: Double) -> some View { self }

    /// The view at its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size in the given directions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped { FixedSizeElement(child: $0, horizontal: horizontal, vertical: vertical) }
    }

    /// The view's priority when a stack shares out room.
    public func layoutPriority(_ value: Double) -> some View { wrapped { PriorityElement(child: $0, priority: value) } }

    /// The view faded.
    public func opacity(_ opacity: Double) -> some View {
        wrapped { GroupEffectElement(child: $0, opacity: max(0, min(1, opacity))) }
    }

    /// The view clipped to a rounded rectangle (corners are clipped square).
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        wrapped { GroupEffectElement(child: $0, clipRadius: radius) }
    }

    /// The view clipped to a shape's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapped { GroupEffectElement(child: $0, clipRadius: 0) }
    }

    /// Shows the view through a mask: the mask is laid out in the view's frame, centred, and the view is
    /// clipped to the box of what the mask draws (its shape and its transparency are not followed).
    public func mask<M: View>(_ mask: M) -> some View { masked(by: mask, alignment: .center) }

    /// Shows the view through a mask view laid out in the view's frame at `alignment`: the view is
    /// clipped to the box of what the mask draws (its shape and its transparency are not followed).
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        masked(by: mask(), alignment: alignment)
    }

    private func masked<M: View>(by mask: M, alignment: Alignment) -> _ModifiedView<Self> {
        // A view is a value laid out only on the main actor, where the modifier runs.
        nonisolated(unsafe) let mask = mask
        return modified { environment, content in
            MaskElement(
                child: content(environment),
                mask: ZStackElement(
                    alignment: alignment, children: [layoutElement(of: mask, in: environment.child(1))]),
                alignment: alignment, measurer: environment.context.measurer)
        }
    }

    /// The view clipped to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        wrapped { GroupEffectElement(child: $0, clipRadius: 0) }
    }

    /// The view's centre placed at a point of its parent's space, which it takes whole.
    public func position(x: Double = 0, y: Double = 0) -> some View {
        wrapped { PositionElement(child: $0, center: Point(x: x, y: y)) }
    }

    /// The view's centre placed at a point of its parent's space, which it takes whole.
    public func position(_ point: CGPoint) -> some View { position(x: Double(point.x), y: Double(point.y)) }

    /// The view drawn away from its place.
    public func offset(x: Double = 0, y: Double = 0) -> some View { wrapped { OffsetElement(child: $0, dx: x, dy: y) } }

    /// The view drawn away from its place.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// A shadow (not drawn).
    public func shadow(color: Color = .black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        self
    }

    /// A blur (not drawn).
    public func blur(radius: Double, opaque: Bool = false) -> some View { self }

    /// A rotation (not drawn).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// A scale (not drawn).
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View { self }

    /// The view kept at an aspect ratio (width over height; nil keeps the view's ideal ratio): it is
    /// offered the largest size of that ratio inside the room it is offered (`.fit`), or the smallest
    /// covering it (`.fill`), and centred there.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped { AspectRatioElement(child: $0, ratio: ratio.map { Double($0) }, contentMode: contentMode) }
    }

    /// The view kept at the aspect ratio of a size.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }

    /// The view scaled to fit its space (not applied).
    public func scaledToFit() -> some View { self }

    /// The view scaled to fill its space (not applied).
    public func scaledToFill() -> some View { self }

    /// The view drawn as one layer (no change).
    public func compositingGroup() -> some View { self }

    /// The view drawn as a placeholder (drawn as is).
    public func redacted(reason: RedactionReasons) -> some View { self }

    /// The view drawn without placeholders (drawn as is).
    public func unredacted() -> some View { self }

    /// The text size inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentChanged { $0.values.dynamicTypeSize = size }
    }

    /// The range of text sizes inside (the default size is kept).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }

    /// The view reaching under the safe area (there is none when rendering).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// The view drawn offscreen (no change).
    public func drawingGroup(opaque: Bool = false) -> some View { self }

    /// The shape that takes input (input regions are the view's frame).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// An identity for the view (no change).
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    /// Whether controls inside respond.
    public func disabled(_ disabled: Bool) -> some View { environmentChanged { $0.values.isEnabled = !disabled } }

    /// Hides the view when `hidden` (draws nothing but keeps its room).
    public func hidden() -> some View { wrapped { GroupEffectElement(child: $0, opacity: 0) } }

    /// Changes are animated on a device; Charta draws the final state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Changes are animated on a device; Charta draws the final state.
    public func animation(_ animation: Animation?) -> some View { self }

    /// How the view enters and leaves (not drawn).
    public func transition(_ t: AnyTransition) -> some View { self }

    /// An environment value set for the view and its content.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        // Set on the main actor, where the modifier runs.
        nonisolated(unsafe) let (keyPath, value) = (keyPath, value)
        return environmentChanged { $0.values[keyPath: keyPath] = value }
    }

    /// An observable object for `@Environment(Type.self)` properties inside.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return environmentChanged { if let object { $0.values.objects[ObjectIdentifier(T.self)] = object } }
    }

    /// An object for ``EnvironmentObject`` properties inside.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        nonisolated(unsafe) let object = object
        return environmentChanged { $0.values.objects[ObjectIdentifier(T.self)] = object }
    }

    /// The colour scheme the view is drawn in.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        environmentChanged { if let scheme { $0.values.colorScheme = scheme } }
    }
}

/// Regions of the safe area.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Why a view is drawn as a placeholder.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How content fits its space.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// An animation curve; Charta draws final states, so it only carries the name.
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static func linear(duration: Double) -> Animation { Animation(name: "linear") }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn") }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut") }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { Animation(name: "spring") }
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { Animation(name: "spring") }
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(name: "spring")
    }
    /// The animation after a delay.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation at a speed.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How a view enters and leaves; not drawn.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// Two transitions together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// Runs `body` and applies its changes at once (SwiftUI's `withAnimation`; Charta draws final states).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
