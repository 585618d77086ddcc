import Foundation

/// One value of a mark as ``MarkRow`` holds it inline: its label when the label is a literal, its kind,
/// and its number or date. It holds no reference, so a mark of literal labels and numbers or dates is
/// made, copied and ended without counting any.
@usableFromInline struct RowSlot: Sendable {
    /// The label, when given as a literal (else empty, and the label is in the mark's ``RowText``).
    @usableFromInline var literal: StaticString
    @usableFromInline var kind: DataKind
    /// The number, or the date's `timeIntervalSinceReferenceDate` (0 for a string, which is in the
    /// mark's ``RowText``).
    @usableFromInline var number: Double

    @inlinable @inline(__always) init(literal: StaticString = "", kind: DataKind = .number, number: Double = 0) {
        self.literal = literal
        self.kind = kind
        self.number = number
    }

    /// Whether the two slots have one kind and one literal label; labels given as strings are compared
    /// through ``RowRun/sameText(_:)``.
    @inlinable @inline(__always) func hasShape(of other: RowSlot) -> Bool {
        kind == other.kind && Self.same(literal, other.literal)
    }

    /// Whether two literals spell the same label: the same bytes at the same address (a label written
    /// once in code), else the same bytes.
    @inlinable @inline(__always) static func same(_ a: StaticString, _ b: StaticString) -> Bool {
        if a.hasPointerRepresentation && b.hasPointerRepresentation && a.utf8Start == b.utf8Start
            && a.utf8CodeUnitCount == b.utf8CodeUnitCount
        {
            return true
        }
        return sameBytes(a, b)
    }

    @usableFromInline static func sameBytes(_ a: StaticString, _ b: StaticString) -> Bool {
        a.withUTF8Buffer { x in b.withUTF8Buffer { y in x.elementsEqual(y) } }
    }
}

extension PlottableValue {
    /// The inline part of the value as a mark holds it.
    @inlinable @inline(__always) var slot: RowSlot {
        var slot = RowSlot()
        if case .literal(let s) = name { slot.literal = s }
        switch value.plottableValue {
        case .number(let n): slot.number = n
        case .date(let d): (slot.kind, slot.number) = (.date, d.timeIntervalSinceReferenceDate)
        case .string: slot.kind = .string
        }
        return slot
    }

    /// Whether the label was given as a string.
    @inlinable @inline(__always) var hasStringLabel: Bool {
        if case .string = name { true } else { false }
    }

    /// Whether the label was given as a string or the value is a string.
    @inlinable @inline(__always) var hasText: Bool {
        if case .string = name { return true }
        if case .string = value.plottableValue { return true }
        return false
    }

    /// The label when given as a string, and the value when a string.
    @inlinable var text: (label: String?, value: String?) {
        var text: (label: String?, value: String?) = (nil, nil)
        if case .string(let s) = name { text.label = s }
        if case .string(let s) = value.plottableValue { text.value = s }
        return text
    }
}

/// The labels given as strings and the string values of a mark, by slot: made only for a mark that has
/// one (a mark of literal labels and numbers or dates has none).
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

    /// The text of four values, out of line: marks whose labels are literals and whose values are
    /// numbers or dates, made in a closure the compiler inlines, do not call it.
    @inlinable @inline(never) static func make<A: Plottable, B: Plottable, C: Plottable, D: Plottable>(
        _ a: PlottableValue<A>, _ b: PlottableValue<B>, _ c: PlottableValue<C>, _ d: PlottableValue<D>
    ) -> RowText {
        RowText(a.text, b.text, c.text, d.text)
    }

    /// The label of slot `k`, when given as a string.
    func label(_ k: Int) -> String? {
        switch k {
        case 0: label0
        case 1: label1
        case 2: label2
        default: label3
        }
    }

    /// The value of slot `k`, when a string.
    @usableFromInline func value(_ k: Int) -> String? {
        switch k {
        case 0: value0
        case 1: value1
        case 2: value2
        default: value3
        }
    }
}
