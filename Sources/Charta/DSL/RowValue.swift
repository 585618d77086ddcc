import Foundation

/// One value of a mark as ``MarkRow`` holds it inline: its label when a literal or a short string, its
/// kind, and its number, date or short string. It holds no reference, so a mark whose labels and values
/// are literals, numbers, dates and strings of up to ``InlineText/capacity`` bytes is made, copied and
/// ended without counting any.
@usableFromInline struct RowSlot: Sendable {
    /// The label, when a literal or a string that fits (else empty, and the label is in the mark's
    /// ``RowText``).
    @usableFromInline var label: RowLabel
    @usableFromInline var kind: DataKind
    /// The number or the date's `timeIntervalSinceReferenceDate` in the first word, or a string that
    /// fits (``InlineText``; else empty, and the string is in the mark's ``RowText``).
    @usableFromInline var payload: (UInt64, UInt64) = (0, 0)

    @inlinable @inline(__always) init(label: RowLabel = .literal(""), kind: DataKind = .number, number: Double = 0) {
        self.label = label
        self.kind = kind
        self.number = number
    }

    /// The number, or the date's `timeIntervalSinceReferenceDate`.
    @inlinable var number: Double {
        @inline(__always) get { Double(bitPattern: payload.0) }
        @inline(__always) set { payload.0 = newValue.bitPattern }
    }

    /// The string value when it fits (else empty).
    @inlinable var valueText: InlineText {
        @inline(__always) get { InlineText(bytes: payload) }
        @inline(__always) set { payload = newValue.bytes }
    }

    /// The value as a string, given the mark's text at this slot (for a slot of kind string).
    func string(_ text: String?) -> String { text ?? valueText.string }

    /// Whether the two slots have one kind and one label held inline; labels in the marks' texts are
    /// compared through ``RowRun/sameText(_:)``.
    @inlinable @inline(__always) func hasShape(of other: RowSlot) -> Bool {
        kind == other.kind && label.same(as: other.label)
    }
}

/// A label as a mark holds it inline: a literal, or a string given as a `String` that fits
/// (``InlineText``).
@usableFromInline enum RowLabel: Sendable {
    case literal(StaticString)
    case text(InlineText)

    /// Whether the two spell the same label: for literals, the same bytes at the same address (a label
    /// written once in code) or else the same bytes; for strings, the same bytes.
    @inlinable @inline(__always) func same(as other: RowLabel) -> Bool {
        switch (self, other) {
        case (.literal(let a), .literal(let b)):
            if a.hasPointerRepresentation && b.hasPointerRepresentation && a.utf8Start == b.utf8Start
                && a.utf8CodeUnitCount == b.utf8CodeUnitCount
            {
                return true
            }
        case (.text(let a), .text(let b)): return a == b
        default: break
        }
        return Self.sameBytes(self, other)
    }

    @usableFromInline static func sameBytes(_ a: RowLabel, _ b: RowLabel) -> Bool {
        a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }

    /// `body` of the label's UTF-8 bytes.
    func withUTF8<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        switch self {
        case .literal(let s): s.withUTF8Buffer { body(UnsafeRawBufferPointer($0)) }
        case .text(let t): t.withUTF8(body)
        }
    }

    /// The label.
    var string: String {
        switch self {
        case .literal(let s): s.description
        case .text(let t): t.string
        }
    }
}

extension PlottableValue {
    /// The value as a mark holds it: the inline part, and the label and the value when strings too long
    /// to be held inline (both nil, as the compiler sees where the mark is made, for a literal label and
    /// a number or date value).
    @inlinable @inline(__always) var parts: (slot: RowSlot, text: (label: String?, value: String?)) {
        var slot = RowSlot()
        var text: (label: String?, value: String?) = (nil, nil)
        switch name {
        case .literal(let s): slot.label = .literal(s)
        case .string(let s):
            if InlineText.fits(s) { slot.label = .text(InlineText.copying(s)) } else { text.label = s }
        }
        switch value.plottableValue {
        case .number(let n): slot.number = n
        case .date(let d): (slot.kind, slot.number) = (.date, d.timeIntervalSinceReferenceDate)
        case .string(let s):
            slot.kind = .string
            if InlineText.fits(s) { slot.valueText = InlineText.copying(s) } else { text.value = s }
        }
        return (slot, text)
    }
}

/// A string of up to ``capacity`` UTF-8 bytes held as plain bytes, so that a mark holding it holds no
/// reference: most labels, categories and series names fit, and a mark of them allocates nothing.
/// Longer strings are in the mark's ``RowText``.
@usableFromInline struct InlineText: Sendable, Equatable {
    /// The most bytes held.
    @inlinable static var capacity: Int { 15 }
    /// The bytes, then zeros, with the byte count in the last byte.
    @usableFromInline var bytes: (UInt64, UInt64)

    /// The empty string.
    @inlinable @inline(__always) init() { bytes = (0, 0) }

    @inlinable @inline(__always) init(bytes: (UInt64, UInt64)) { self.bytes = bytes }

    /// Whether `string` is held inline.
    @inlinable @inline(__always) static func fits(_ string: String) -> Bool { string.utf8.count <= capacity }

    /// The first ``capacity`` bytes of `string` (all of them when it ``fits(_:)``).
    @usableFromInline static func copying(_ string: String) -> InlineText {
        var (string, text) = (string, InlineText())
        string.withUTF8 { utf8 in
            withUnsafeMutableBytes(of: &text.bytes) { raw in
                raw.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8).prefix(capacity)))
                raw[capacity] = UInt8(min(utf8.count, capacity))
            }
        }
        return text
    }

    /// How many bytes are held.
    var count: Int { withUnsafeBytes(of: bytes) { Int($0[Self.capacity]) } }

    /// `body` of the bytes held.
    func withUTF8<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        withUnsafeBytes(of: bytes) { body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
    }

    /// The string held.
    var string: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    @inlinable @inline(__always) static func == (a: InlineText, b: InlineText) -> Bool {
        a.bytes.0 == b.bytes.0 && a.bytes.1 == b.bytes.1
    }
}

/// The labels and string values of a mark too long to be held inline (``InlineText``), by slot: made
/// only for a mark that has one.
@usableFromInline final class RowText: Sendable {
    // Eight properties rather than two tuples: a tuple of optionals is released through value witnesses
    // when the text ends, at about twice the cost.
    let label0: String?, label1: String?, label2: String?, label3: String?
    let value0: String?, value1: String?, value2: String?, value3: String?

    @usableFromInline init(
        _ a: (label: String?, value: String?), _ b: (label: String?, value: String?),
        _ c: (label: String?, value: String?), _ d: (label: String?, value: String?)
    ) {
        (label0, label1, label2, label3) = (a.label, b.label, c.label, d.label)
        (value0, value1, value2, value3) = (a.value, b.value, c.value, d.value)
    }

    /// The text of a mark given one more slot at `k` (``BareMark/adding(_:_:)``): `text`'s parts from `k`
    /// on move up one slot.
    @usableFromInline convenience init(_ text: RowText?, inserting part: (label: String?, value: String?), at k: Int) {
        func old(_ j: Int) -> (label: String?, value: String?) { (text?.label(j), text?.value(j)) }
        switch k {
        case 0: self.init(part, old(0), old(1), old(2))
        case 1: self.init(old(0), part, old(1), old(2))
        case 2: self.init(old(0), old(1), part, old(2))
        default: self.init(old(0), old(1), old(2), part)
        }
    }

    /// The label of slot `k`, when a string too long to be held inline.
    func label(_ k: Int) -> String? {
        switch k {
        case 0: label0
        case 1: label1
        case 2: label2
        default: label3
        }
    }

    /// The value of slot `k`, when a string too long to be held inline.
    @usableFromInline func value(_ k: Int) -> String? {
        switch k {
        case 0: value0
        case 1: value1
        case 2: value2
        default: value3
        }
    }
}
