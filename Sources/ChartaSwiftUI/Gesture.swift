import ChartaScene
import Foundation

/// An input a view responds to (SwiftUI's `Gesture`): taps and drags, which a renderer feeds through
/// ``ViewRenderer/tap(at:)`` and ``ViewRenderer/drag(from:to:steps:)``, and an interactive page through them.
public protocol Gesture {
    /// What the gesture reports.
    associatedtype Value
}

/// The handlers of a gesture, in points relative to the view it is attached to.
struct GestureHandlers {
    var tap: ((CGPoint) -> Void)?
    var dragChanged: ((DragGesture.Value) -> Void)?
    var dragEnded: ((DragGesture.Value) -> Void)?
    /// A drag with no movement counts as a tap once it exceeds this distance (SwiftUI's minimumDistance).
    var minimumDistance: Double = 10

    /// The handlers run with `values` as the environment, as the view that declared them reads it
    /// (an `@EnvironmentObject` read in a gesture closure finds the object set above the view).
    func running(in values: EnvironmentValues) -> GestureHandlers {
        func wrap<T>(_ action: ((T) -> Void)?) -> ((T) -> Void)? {
            guard let action else { return nil }
            nonisolated(unsafe) let run = action
            nonisolated(unsafe) let values = values
            return { argument in
                nonisolated(unsafe) let argument = argument
                MainActor.assumeIsolated { EnvironmentValues.with(values) { run(argument) } }
            }
        }
        return GestureHandlers(
            tap: wrap(tap), dragChanged: wrap(dragChanged), dragEnded: wrap(dragEnded),
            minimumDistance: minimumDistance)
    }

    func merged(_ other: GestureHandlers) -> GestureHandlers {
        GestureHandlers(
            tap: tap ?? other.tap, dragChanged: dragChanged ?? other.dragChanged,
            dragEnded: dragEnded ?? other.dragEnded,
            minimumDistance: min(minimumDistance, other.minimumDistance))
    }
}

/// A gesture Charta can feed.
protocol FeedableGesture {
    var handlers: GestureHandlers { get }
}

/// A drag (SwiftUI's `DragGesture`).
public struct DragGesture: Gesture, FeedableGesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        public var predictedEndLocation: CGPoint { location }
        public var predictedEndTranslation: CGSize { translation }
        public var velocity: CGSize { .zero }
    }

    public var minimumDistance: Double
    public var coordinateSpace: CoordinateSpace
    var handlers: GestureHandlers

    /// A drag that starts after moving `minimumDistance` points.
    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
        handlers = GestureHandlers(minimumDistance: minimumDistance)
    }

    /// Calls `action` as the drag moves.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.handlers.dragChanged = action
        return copy
    }

    /// Calls `action` when the drag ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.handlers.dragEnded = action
        return copy
    }
}

/// A tap (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture, FeedableGesture {
    public typealias Value = Void
    var handlers = GestureHandlers()

    /// A tap of `count` touches.
    public init(count: Int = 1) {}

    /// Calls `action` on a tap.
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
        var copy = self
        copy.handlers.tap = { _ in action() }
        return copy
    }
}

/// A tap that reports where it was (SwiftUI's `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture, FeedableGesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    var handlers = GestureHandlers()

    /// A tap of `count` touches.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}

    /// Calls `action` on a tap.
    public func onEnded(_ action: @escaping (Value) -> Void) -> SpatialTapGesture {
        var copy = self
        copy.handlers.tap = { action(Value(location: $0)) }
        return copy
    }
}

/// A long press, fed as a tap.
public struct LongPressGesture: Gesture, FeedableGesture {
    public typealias Value = Bool
    var handlers = GestureHandlers()

    /// A press held for `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {}

    /// Calls `action` when the press ends.
    public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
        var copy = self
        copy.handlers.tap = { _ in action(true) }
        return copy
    }

    /// Calls `action` as the press changes.
    public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}

/// Two gestures recognised together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, FeedableGesture {
    public typealias Value = (first: First.Value?, second: Second.Value?)
    var handlers: GestureHandlers
}

extension Gesture {
    /// This gesture and another, recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(handlers: gestureHandlers.merged(other.gestureHandlers))
    }

    /// This gesture, or another when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(handlers: gestureHandlers.merged(other.gestureHandlers))
    }

    /// This gesture, then another.
    public func sequenced<Other: Gesture>(before other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(handlers: gestureHandlers.merged(other.gestureHandlers))
    }

    var gestureHandlers: GestureHandlers { (self as? any FeedableGesture)?.handlers ?? GestureHandlers() }
}

/// A place of the rendered view that responds to input, in the rendered view's coordinates.
struct InputRegion {
    let frame: Rect
    let handlers: GestureHandlers
}

/// A view with a gesture attached: its frame becomes an input region.
struct GestureElement: LayoutElement {
    let child: any LayoutElement
    let handlers: GestureHandlers

    func size(for proposal: ProposedSize) -> Size { child.size(for: proposal) }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        child.place(in: frame, into: &canvas)
        canvas.regions.append(InputRegion(frame: frame, handlers: handlers))
    }

    var priority: Double { child.priority }
    var spacerLength: Double? { child.spacerLength }
}
