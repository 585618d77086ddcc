import Foundation

/// One data value as Charta stores it: a number, a date or a string.
public enum DataValue: Hashable, Sendable, Codable {
    case number(Double)
    case date(Date)
    case string(String)

    /// The kind of column this value belongs in.
    public var kind: DataKind {
        switch self {
        case .number: .number
        case .date: .date
        case .string: .string
        }
    }
}

/// The type of a data column.
public enum DataKind: String, Hashable, Sendable, Codable {
    case number, date, string
}

/// A type whose values can be plotted: converted once, at the boundary, into a ``DataValue``.
///
/// `Double`, `Float`, `Int` (and the other integer types), `String`, `Date` conform. A `RawRepresentable`
/// type whose raw value is plottable conforms by declaring `extension MyEnum: Plottable {}`.
public protocol Plottable: Sendable {
    /// The value as Charta stores it.
    var plottableValue: DataValue { get }
}

extension Double: Plottable {
    @inlinable public var plottableValue: DataValue { .number(self) }
}

extension Float: Plottable {
    @inlinable public var plottableValue: DataValue { .number(Double(self)) }
}

extension Int: Plottable {
    @inlinable public var plottableValue: DataValue { .number(Double(self)) }
}

extension Int32: Plottable {
    @inlinable public var plottableValue: DataValue { .number(Double(self)) }
}

extension Int64: Plottable {
    @inlinable public var plottableValue: DataValue { .number(Double(self)) }
}

extension UInt: Plottable {
    @inlinable public var plottableValue: DataValue { .number(Double(self)) }
}

extension String: Plottable {
    @inlinable public var plottableValue: DataValue { .string(self) }
}

extension Substring: Plottable {
    @inlinable public var plottableValue: DataValue { .string(String(self)) }
}

extension Date: Plottable {
    @inlinable public var plottableValue: DataValue { .date(self) }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    /// A raw-representable value plots as its raw value.
    @inlinable public var plottableValue: DataValue { rawValue.plottableValue }
}

/// A labelled value for one channel of a mark, as in Swift Charts: `.value("Price", 360)`.
public struct PlottableValue<Value: Plottable>: Sendable {
    /// The label as given: a literal, or a string.
    @usableFromInline var name: ValueLabel
    /// The value.
    public var value: Value

    /// The label: the field name and the default axis or legend title.
    public var label: String {
        get { name.string }
        set { name = .string(newValue) }
    }

    /// Creates a labelled value.
    @_disfavoredOverload @inlinable public static func value(_ label: String, _ value: Value) -> Self {
        PlottableValue(name: .string(label), value: value)
    }

    /// Creates a labelled value with a literal label, as labels usually are: a mark whose labels are
    /// literals and whose values are numbers or dates holds no reference, so a `ForEach` of a million
    /// marks makes and ends them without counting any.
    @inlinable @inline(__always) public static func value(_ label: StaticString, _ value: Value) -> Self {
        PlottableValue(name: .literal(label), value: value)
    }

    @inlinable @inline(__always) init(name: ValueLabel, value: Value) {
        self.name = name
        self.value = value
    }

    @inlinable var field: FieldValue { FieldValue(label: label, value: value.plottableValue) }
}

/// A label as written: a literal, or a string.
@usableFromInline enum ValueLabel: Sendable {
    case literal(StaticString)
    case string(String)

    /// The label.
    @usableFromInline var string: String {
        switch self {
        case .literal(let s): s.description
        case .string(let s): s
        }
    }
}

/// A type-erased labelled value, as the DSL records it.
@usableFromInline struct FieldValue: Hashable, Sendable {
    @usableFromInline var label: String
    @usableFromInline var value: DataValue

    @usableFromInline init(label: String, value: DataValue) {
        self.label = label
        self.value = value
    }
}
