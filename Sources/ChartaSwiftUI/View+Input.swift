import ChartaScene
import Foundation

nonisolated extension View {
    /// Calls `action` when the view is tapped.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        responding(to: GestureHandlers(tap: { _ in action() }))
    }

    /// Calls `action` with the tap's location in the view when the view is tapped.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        responding(to: GestureHandlers(tap: action))
    }

    /// Calls `action` when the view is pressed for a while (fed as a tap).
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        responding(to: GestureHandlers(tap: { _ in action() }))
    }

    /// Attaches a gesture.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        responding(to: gesture.gestureHandlers)
    }

    /// Attaches a gesture recognised with the view's other gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        responding(to: gesture.gestureHandlers)
    }

    /// Attaches a gesture that takes precedence over the view's other gestures.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        responding(to: gesture.gestureHandlers)
    }

    private func responding(to handlers: GestureHandlers) -> _ModifiedView<Self> {
        // Kept for the main actor, where the modifier runs and the handlers are fed.
        nonisolated(unsafe) let handlers = handlers
        return modified { environment, content in
            environment.values.isEnabled
                ? GestureElement(child: content(environment), handlers: handlers.running(in: environment.values))
                : content(environment)
        }
    }

    /// Runs `action` the first time the view is rendered (as it appears on screen), in the view's
    /// environment (so that it can read the view's ``EnvironmentObject``s and ``Environment`` values).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        // Kept for the main actor, where the modifier runs and the action is run.
        nonisolated(unsafe) let action = action
        return modified { environment, content in
            if let action {
                let values = environment.values
                environment.context.appeared(at: environment.path) { EnvironmentValues.with(values, action) }
            }
            return content(environment)
        }
    }

    /// Runs `action` when the view leaves (never, when rendering).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Starts an asynchronous task when the view appears (not run when rendering).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> some View
    { self }

    /// Starts an asynchronous task when the view appears and when `id` changes (not run when rendering).
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    /// Runs `action` when `value` changes between renders.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    { self }

    /// Runs `action` when `value` changes between renders.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    { self }

    /// Runs `action` when `value` changes between renders (the iOS 14 form).
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

    /// Runs `action` with each value a publisher sends (not subscribed when rendering).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }

    /// A label for assistive technologies (kept in the scene's accessible description of charts).
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// A label for assistive technologies.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    /// A label for assistive technologies.
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// A value for assistive technologies.
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// A value for assistive technologies.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
    /// A value for assistive technologies.
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// A hint for assistive technologies.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// A hint for assistive technologies.
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
    /// Hides the view from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// How children are presented to assistive technologies.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// Traits for assistive technologies.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// An identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// Another view that assistive technologies present in this one's place (not drawn).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    /// Actions for assistive technologies (never performed when rendering).
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        self
    }
}

/// Which gestures of a view and its content are recognised.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// How a view's children are presented to assistive technologies.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// Traits for assistive technologies.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isImage = AccessibilityTraits(rawValue: 8)
    public static let isStaticText = AccessibilityTraits(rawValue: 16)
}
