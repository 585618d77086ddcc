import Foundation

// What chart screens put around a chart that a rendered picture has no use for: alerts, tooltips,
// links, adjustable accessibility actions and pinch gestures. They compile as in SwiftUI, and draw
// (or do) nothing, as on a device before the user acts.

nonisolated extension View {
    /// A tooltip (macOS, iPadOS with a pointer; not drawn).
    public func help(_ text: LocalizedStringKey) -> some View { self }

    /// A tooltip from a string (not drawn).
    @_disfavoredOverload public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// A tooltip from a text (not drawn).
    public func help(_ text: Text) -> some View { self }

    /// An alert with actions and a message, presented on a device when `isPresented` is true (not drawn).
    public func alert<A: View, M: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    /// An alert with actions (not drawn).
    public func alert<A: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// An alert with a string title, actions and a message (not drawn).
    @_disfavoredOverload public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    /// An alert with a string title and actions (not drawn).
    @_disfavoredOverload public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// A confirmation dialog (not drawn).
    public func confirmationDialog<A: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// What an assistive technology's increment and decrement gestures do (not fed when rendering).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> some View
    { self }
}

/// The direction of an adjustable accessibility action.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// Opens a link (SwiftUI's `OpenURLAction`, read as `@Environment(\.openURL)`); a rendering opens
/// nothing.
public struct OpenURLAction {
    /// What handling a link came to.
    public enum Result: Sendable {
        case handled, discarded, systemAction
    }

    /// An action that handles links with `handler`.
    public init(handler: @escaping (URL) -> Result) {}

    /// Opens `url` (nothing, when rendering).
    public func callAsFunction(_ url: URL) {}

    /// Opens `url` and reports whether it was (false, when rendering).
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

extension EnvironmentValues {
    /// The action that opens links (opens nothing, when rendering).
    public var openURL: OpenURLAction {
        get { OpenURLAction { _ in .discarded } }
        set {}
    }
}

/// Dismisses the presentation a view is in (SwiftUI's `DismissAction`, read as
/// `@Environment(\.dismiss)`); a rendering has nothing presented, so it dismisses nothing.
public struct DismissAction: Sendable {
    /// Dismisses the sheet, popover or pushed view the caller is in (nothing, when rendering).
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// The action that dismisses the current presentation (dismisses nothing, when rendering).
    public var dismiss: DismissAction { DismissAction() }

    /// Whether the view is in a presentation that could be dismissed (false: a rendered view is the
    /// screen itself).
    public var isPresented: Bool { false }
}

/// Whether a view is presented, and a way to dismiss it (SwiftUI's `PresentationMode`, read as
/// `@Environment(\.presentationMode)` before ``DismissAction``).
public struct PresentationMode: Sendable {
    /// Whether the view is presented (false: a rendered view is the screen itself).
    public var isPresented: Bool { false }

    /// Dismisses the view (nothing, when rendering).
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// The presentation mode of the view, as a binding (never presented, when rendering).
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}

/// A pinch (SwiftUI's `MagnifyGesture`; not fed when rendering, where only taps and drags are).
public struct MagnifyGesture: Gesture {
    /// A pinch's state.
    public struct Value: Sendable {
        /// The scale since the pinch began.
        public var magnification: CGFloat
        /// The pinch's centre, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// The pinch's centre, in the view's points.
        public var startLocation: CGPoint
    }

    /// A pinch that starts after `minimumScaleDelta` of change.
    public init(minimumScaleDelta: CGFloat = 0.01) {}

    /// Calls `action` as the pinch changes (not fed).
    public func onChanged(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }

    /// Calls `action` when the pinch ends (not fed).
    public func onEnded(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
}

/// The iOS 13–16 name of the pinch, reporting the scale alone.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat

    /// A pinch that starts after `minimumScaleDelta` of change.
    public init(minimumScaleDelta: CGFloat = 0.01) {}

    /// Calls `action` as the pinch changes (not fed).
    public func onChanged(_ action: @escaping (CGFloat) -> Void) -> MagnificationGesture { self }

    /// Calls `action` when the pinch ends (not fed).
    public func onEnded(_ action: @escaping (CGFloat) -> Void) -> MagnificationGesture { self }
}

extension UIColor {
    /// The colour with its alpha replaced.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }
}

/// A view redrawn on a schedule (SwiftUI's `TimelineView`): a rendering draws it once, at the moment
/// it is rendered.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is drawn for.
    public typealias Context = TimelineViewDefaultContext

    let content: (Context) -> Content

    /// The content drawn for each moment of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.content = content
    }

    public var body: Content { content(Context(date: Date(), cadence: .live)) }
}

/// What a ``TimelineView``'s content is drawn for (one type for every schedule and content, so that
/// the content's type can be inferred from the closure).
public struct TimelineViewDefaultContext {
    /// How often the view is redrawn.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// The moment drawn.
    public let date: Date
    /// How often the view is redrawn.
    public let cadence: Cadence
}

/// When a ``TimelineView`` is redrawn.
public protocol TimelineSchedule {}

/// Every `interval` seconds from a date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
}

/// As often as an animation needs.
public struct AnimationTimelineSchedule: TimelineSchedule {
    /// At most every `minimumInterval` seconds, unless paused.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// At the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    /// At each of `dates`.
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as an animation needs.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// At most every `minimumInterval` seconds, unless paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
