import Foundation

/// A value a view owns and changes (SwiftUI's `@State`). Its storage outlives the view value: when a
/// renderer evaluates the view's body again, the value set by a gesture is still there.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let cell: StateCell<Value>

    /// A state starting at `wrappedValue`.
    public init(wrappedValue: Value) { cell = StateCell(wrappedValue) }

    /// A state starting at `initialValue`.
    public init(initialValue: Value) { cell = StateCell(initialValue) }

    /// A state starting at nil.
    public init<Wrapped>() where Value == Wrapped? { cell = StateCell(nil) }

    /// The current value.
    public var wrappedValue: Value {
        get { cell.box.value }
        nonmutating set { cell.box.value = newValue }
    }

    /// A binding to the value, for child views and modifiers that change it.
    public var projectedValue: Binding<Value> {
        let cell = cell
        return Binding(get: { cell.box.value }, set: { cell.box.value = $0 })
    }
}

/// Storage of one value, shared by every copy of the view that declared it.
final class ValueBox<Value>: KeptBox {
    var value: Value
    init(_ value: Value) { self.value = value }

    func copy() -> any KeptBox { ValueBox(value) }

    func assign(from other: any KeptBox) {
        if let other = other as? ValueBox<Value> { value = other.value }
    }

    func matches(_ other: any KeptBox) -> Bool? {
        guard let other = other as? ValueBox<Value> else { return false }
        guard let equatable = value as? any Equatable else { return nil }
        return equatable.isEqual(to: other.value)
    }
}

extension Equatable {
    /// Whether another value is of this type and equal to this one.
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// A box a state store keeps: copied for a snapshot and assigned back to restore it (the box itself stays,
/// so closures made from a render keep reaching it).
protocol KeptBox: AnyObject {
    func copy() -> any KeptBox
    func assign(from other: any KeptBox)
    /// Whether another box holds an equal value; nil when the value cannot be compared.
    func matches(_ other: any KeptBox) -> Bool?
}

/// Where a ``State`` finds its box: its own at first, then the one the renderer kept for its place in
/// the view tree.
final class StateCell<Value>: StateLinking {
    var box: ValueBox<Value>
    init(_ value: Value) { box = ValueBox(value) }

    func link(to store: StateStore, key: String) {
        box = store.box(for: key, default: box)
    }
}

/// A property that the renderer links to kept storage before it evaluates a body.
protocol StateLinking: AnyObject {
    func link(to store: StateStore, key: String)
}

/// The storage of every state of a rendered view tree, by the place that declared it, and the places
/// whose `onAppear` actions have run.
final class StateStore {
    private var boxes: [String: any KeptBox] = [:]
    var appeared: Set<String> = []

    func box<Value>(for key: String, default fresh: ValueBox<Value>) -> ValueBox<Value> {
        if let kept = boxes[key] as? ValueBox<Value> { return kept }
        boxes[key] = fresh
        return fresh
    }

    /// A copy of every value (objects are shared, not copied).
    func snapshot() -> [String: any KeptBox] { boxes.mapValues { $0.copy() } }

    /// Whether two snapshots hold equal values; nil when a value cannot be compared.
    static func same(_ a: [String: any KeptBox], _ b: [String: any KeptBox]) -> Bool? {
        guard a.count == b.count else { return false }
        var comparable = true
        for (key, box) in a {
            guard let other = b[key] else { return false }
            switch box.matches(other) {
            case false?: return false
            case nil: comparable = false
            case true?: break
            }
        }
        return comparable ? true : nil
    }

    /// Every value set back to a snapshot's.
    func restore(_ snapshot: [String: any KeptBox]) {
        for (key, saved) in snapshot { boxes[key]?.assign(from: saved) }
    }
}

/// A property of a view that SwiftUI updates before evaluating its body.
public protocol DynamicProperty {}

/// A reference to a value stored elsewhere, which a view can read and change (SwiftUI's `Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding through a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding through a getter and a setter that also receives a transaction (ignored).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = { set($0, Transaction()) }
    }

    /// The binding itself, as the projected value of `@Binding`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that reads a constant and ignores changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }

    /// The binding with an animation (ignored: changes apply at once).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to an optional value made from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }

    /// A binding to a non-optional value, or nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

/// The context of a change (SwiftUI's `Transaction`); Charta applies changes at once.
public struct Transaction {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether animations of views inside are turned off.
    public var disablesAnimations = false
    /// A transaction with no animation.
    public init() {}
    /// A transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}

/// An object a view creates and keeps (SwiftUI's `@StateObject`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let cell: StateCell<ObjectType?>
    let make: () -> ObjectType

    /// Creates the object when the view is first evaluated.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        cell = StateCell(nil)
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType {
        if let object = cell.box.value { return object }
        let object = make()
        cell.box.value = object
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// An object a view observes (SwiftUI's `@ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes an object.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Observes an object.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an observed object's properties (`$model.value`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An object handed down by an ancestor (SwiftUI's `@EnvironmentObject`), set with
/// ``View/environmentObject(_:)``.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Reads the object of this type that an ancestor set.
    public init() {}

    /// The object; reading it without an ancestor's ``View/environmentObject(_:)`` is a programming error,
    /// as in SwiftUI.
    @MainActor public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No EnvironmentObject of type \(ObjectType.self): set it with environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}
