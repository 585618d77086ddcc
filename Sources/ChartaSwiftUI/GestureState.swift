import Foundation

/// A value a gesture sets while it is under way and that returns to its start when the gesture ends
/// (SwiftUI's `@GestureState`). A still picture shows no gesture under way, so the value is its start.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value

    /// A gesture state starting (and ending) at `wrappedValue`.
    public init(wrappedValue: Value) { initial = wrappedValue }

    /// A gesture state starting at `initialValue`.
    public init(initialValue: Value) { initial = initialValue }

    /// A gesture state that resets with a transaction.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }

    /// The value: its start, as no gesture is under way.
    public var wrappedValue: Value { initial }

    /// The state itself, for a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension Gesture {
    /// The gesture, updating a gesture state while it is under way (the update is not run: a still
    /// picture shows the state at its start).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self { self }
}
