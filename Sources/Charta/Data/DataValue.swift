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

/// A type whose values can be plotted, as Swift Charts declares it: each value stands for a primitive
/// plottable value (a number, a date or a string), converted once, at the boundary, into a ``DataValue``.
///
/// `Double`, `Float`, `Int` (and the other integer types), `String`, `Date` conform. A `RawRepresentable`
/// type whose raw value is plottable conforms by declaring `extension MyEnum: Plottable {}`; other types
/// give their ``primitivePlottable`` and ``init(primitivePlottable:)``.
public protocol Plottable {
    /// The primitive type the value stands for.
    associatedtype PrimitivePlottable: Plottable
    /// The primitive value this value stands for.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive value stands for, if any.
    init?(primitivePlottable: PrimitivePlottable)
    /// The value as Charta stores it.
    var plottableValue: DataValue { get }
}

extension Plottable {
    /// A value plots as its primitive value.
    @inlinable public var plottableValue: DataValue { primitivePlottable.plottableValue }

    /// The value that a stored value stands for: the primitive converted to this type (whole numbers
    /// rounded, dates as seconds since 1970 for numbers), nil when it does not convert.
    public init?(dataValue: DataValue) {
        guard let primitive = PrimitivePlottable.primitive(from: dataValue) else { return nil }
        if let same = primitive as? Self {
            self = same
        } else {
            self.init(primitivePlottable: primitive)
        }
    }

    /// A stored value as this primitive type.
    static func primitive(from value: DataValue) -> Self? {
        switch value {
        case .string(let s):
            return (s as? Self) ?? (Substring(s) as? Self)
        case .date(let d):
            return (d as? Self) ?? number(d.timeIntervalSince1970)
        case .number(let n):
            return number(n) ?? (n.isFinite ? (Date(timeIntervalSince1970: n) as? Self) : nil)
        }
    }

    private static func number(_ n: Double) -> Self? {
        if let v = n as? Self { return v }
        if let v = Float(n) as? Self { return v }
        if n.isFinite, let v = Decimal(n) as? Self { return v }
        guard n.isFinite, let whole = Int(exactly: n.rounded()) else { return nil }
        return (whole as? Self) ?? (Int32(exactly: whole) as? Self) ?? (Int64(whole) as? Self)
            ?? (UInt(exactly: whole) as? Self) ?? (Decimal(n) as? Self)
    }
}

/// A primitive plottable type stands for itself.
public protocol PrimitivePlottableValue: Plottable where PrimitivePlottable == Self {}

extension PrimitivePlottableValue {
    @inlinable public var primitivePlottable: Self { self }
    @inlinable public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Double: PrimitivePlottableValue {
    @inlinable public var plottableValue: DataValue { .number(self) }
}

extension Float: PrimitivePlottableValue {
    @inlinable public var plottableValue: DataValue { .number(Double(self)) }
}

extension Int: PrimitivePlottableValue {
    @inlinable public var plottableValue: DataValue { .number(Double(self)) }
}

extension Int32: PrimitivePlottableValue {
    @inlinable public var plottableValue: DataValue { .number(Double(self)) }
}

extension Int64: PrimitivePlottableValue {
    @inlinable public var plottableValue: DataValue { .number(Double(self)) }
}

extension UInt: PrimitivePlottableValue {
    @inlinable public var plottableValue: DataValue { .number(Double(self)) }
}

extension String: PrimitivePlottableValue {
    @inlinable public var plottableValue: DataValue { .string(self) }
}

extension Substring: PrimitivePlottableValue {
    @inlinable public var plottableValue: DataValue { .string(String(self)) }
}

extension Decimal: PrimitivePlottableValue {
    public var plottableValue: DataValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
}

extension Date: PrimitivePlottableValue {
    @inlinable public var plottableValue: DataValue { .date(self) }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    /// A raw-representable value plots as its raw value.
    @inlinable public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }

    /// The case whose raw value the primitive value stands for.
    @inlinable public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }

    /// A raw-representable value plots as its raw value.
    @inlinable public var plottableValue: DataValue { rawValue.plottableValue }
}

/// A labelled value for one channel of a mark, as in Swift Charts: `.value("Price", 360)`.
public struct PlottableValue<Value: Plottable> {
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
    @_disfavoredOverload @inlinable public static func value<Label: StringProtocol>(_ label: Label, _ value: Value)
        -> Self
    {
        PlottableValue(name: .string(String(label)), value: value)
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

extension PlottableValue: Sendable where Value: Sendable {}
