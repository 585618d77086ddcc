import Foundation

/// One value of a mark as its initializer gives it: its label when a literal or a short string, its
/// kind, and its number, date or short string. ``MarkRow`` keeps these in its vectors; this is the
/// value a slot is read and written as. It holds no reference, so a mark whose labels and values are
/// literals, numbers, dates and strings of up to ``InlineText/capacity`` bytes is made, copied and ended
/// without counting any.
@usableFromInline struct RowSlot: Sendable {
    /// The label, when a literal or a string that fits (else none, and the label is in the mark's
    /// ``RowText``).
    @usableFromInline var label = RowLabel()
    @usableFromInline var kind: DataKind = .number
    /// The number or the date's `timeIntervalSinceReferenceDate` in the first word, or a string that
    /// fits (``InlineText``; else empty, and the string is in the mark's ``RowText``).
    @usableFromInline var payload: (UInt64, UInt64) = (0, 0)

    @inlinable @inline(__always) init() {}

    @inlinable @inline(__always) init(label: RowLabel, kind: DataKind, payload: (UInt64, UInt64)) {
        (self.label, self.kind, self.payload) = (label, kind, payload)
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
}

/// A label as a mark holds it inline, in two words and a form: a literal's address and length (or its
/// one Unicode scalar, a literal's other representation), or a string given as a `String` that fits
/// (``InlineText``). An unused slot, or one whose label is in the mark's ``RowText``, has none: all
/// zeros, so that two marks of one shape hold equal bits.
@usableFromInline struct RowLabel: Sendable {
    /// How the words hold the label (``Form``).
    @usableFromInline var form: UInt8 = Form.none
    @usableFromInline var words: (UInt64, UInt64) = (0, 0)

    /// The forms of a label, as bytes a mark's vectors hold.
    @usableFromInline enum Form {
        @inlinable static var none: UInt8 { 0 }
        /// A literal's address and length.
        @inlinable static var literal: UInt8 { 1 }
        /// A literal held as one Unicode scalar.
        @inlinable static var scalar: UInt8 { 2 }
        /// Bytes that fit (``InlineText``).
        @inlinable static var text: UInt8 { 3 }
    }

    @inlinable @inline(__always) init() {}

    @inlinable @inline(__always) init(form: UInt8, words: (UInt64, UInt64)) {
        (self.form, self.words) = (form, words)
    }

    /// A label written as a literal: its address and length, folded to constants where the mark is made.
    @inlinable @inline(__always) static func literal(_ s: StaticString) -> RowLabel {
        s.hasPointerRepresentation
            ? RowLabel(form: Form.literal, words: (UInt64(UInt(bitPattern: s.utf8Start)), UInt64(s.utf8CodeUnitCount)))
            : RowLabel(form: Form.scalar, words: (UInt64(s.unicodeScalar.value), 0))
    }

    /// A label given as a string that fits.
    @inlinable @inline(__always) static func text(_ t: InlineText) -> RowLabel {
        RowLabel(form: Form.text, words: t.bytes)
    }

    /// Whether the two spell the same label: the same bits (a literal written once in code, or the same
    /// short string), or else the same bytes.
    func same(as other: RowLabel) -> Bool {
        (form == other.form && words == other.words) || withUTF8 { x in other.withUTF8 { x.elementsEqual($0) } }
    }

    /// `body` of the label's UTF-8 bytes.
    func withUTF8<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        switch form {
        case Form.literal:
            return body(UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: UInt(words.0)), count: Int(words.1)))
        case Form.scalar:
            var utf8 = String(Character(Unicode.Scalar(UInt32(words.0)) ?? "\u{FFFD}"))
            return utf8.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        case Form.text: return InlineText(bytes: words).withUTF8(body)
        default: return body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
    }

    /// The label.
    var string: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }
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
