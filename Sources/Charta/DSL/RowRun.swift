import Foundation

/// Consecutive bare marks (no modifier around them) of one shape, their values gathered straight into
/// typed columns (``ColumnBuilder``).
///
/// This is the DSL's per-row fast path: a `ForEach` of a million `LineMark`s calls its closure a
/// million times, and each mark is checked against the run's first mark and its values appended by
/// inlinable code, specialised in the caller for the mark's type. The mark's labels are usually string
/// literals, so comparing them costs a compare of their bits and copying them costs nothing. A modifier
/// or a mark of another shape ends the run: its marks become a ``LayerBuilder`` and join the layers as
/// a whole (``MarkCollector/flushRun()``).
@usableFromInline struct RowRun: Sendable {
    /// The run's first mark: the kind, settings, channels, labels and value kinds every mark shares.
    @usableFromInline let first: MarkRow
    /// The first mark's labels and string values too long to be held inline.
    @usableFromInline let firstText: RowText?
    /// The values of each slot, in the first mark's slot order (slots past the mark's count stay empty).
    @usableFromInline var v0: ColumnBuilder, v1: ColumnBuilder, v2: ColumnBuilder, v3: ColumnBuilder
    /// The number and date values of the latest marks, not yet in their columns (string values go
    /// straight in).
    @usableFromInline var pending = PendingValues()
    /// The strings of the latest short string values.
    @usableFromInline var recent = RecentStrings()

    /// No run: it takes no mark (a mark has at least one value).
    @usableFromInline init() {
        let made = MarkRow.make(.line, (.x, MarkRow.unused))
        var none = made.row
        none.count = 0
        self.init(BareMark(row: none, text: nil))
    }

    /// Whether the run holds no mark.
    var isEmpty: Bool { first.count == 0 }

    /// A run of `first`, of text `text`, alone (nothing when its count is 0), with room for `capacity`
    /// marks.
    init(_ mark: BareMark, capacity: Int = 0) {
        first = mark.row
        firstText = mark.text
        (v0, v1, v2, v3) = (
            ColumnBuilder(kind: first.s0.kind), ColumnBuilder(kind: first.s1.kind), ColumnBuilder(kind: first.s2.kind),
            ColumnBuilder(kind: first.s3.kind)
        )
        guard first.count > 0 else { return }
        for k in 0..<first.count { withColumn(k) { $0.reserveCapacity(max(capacity, 1)) } }
        append(mark)
    }

    /// Whether `row` has the first mark's kind, settings, channels, labels and kinds of value (never so
    /// for an empty run). Marks of literal labels compare their bits; the others compare their labels
    /// held in their texts (``sameText(_:)``).
    /// Mutating, like ``sameText(_:)``, only so that the run is read in place: a run of its size passed as
    /// a borrowed value was copied, several hundred bytes, at every mark.
    @inlinable @inline(__always) mutating func takes(_ mark: BareMark) -> Bool {
        let row = mark.row
        // Slots past the count hold the same unused value in every mark; the count is a constant where
        // the mark is made, so the compiler drops their comparisons.
        guard
            row.count == first.count && row.kind == first.kind && row.stacking == first.stacking
                && row.width == first.width && row.horizontal == first.horizontal && row.c0 == first.c0
                && row.c1 == first.c1 && (row.count < 3 || row.c2 == first.c2)
                && (row.count < 4 || row.c3 == first.c3)
        else { return false }
        guard !row.labelsGiven && !first.labelsGiven else { return sameText(mark) }
        return row.s0.hasShape(of: first.s0) && row.s1.hasShape(of: first.s1)
            && (row.count < 3 || row.s2.hasShape(of: first.s2)) && (row.count < 4 || row.s3.hasShape(of: first.s3))
    }

    /// Whether `row`, of the first mark's kind, settings and channels, has its labels and kinds of value,
    /// one of the two having labels in its text.
    @usableFromInline mutating func sameText(_ mark: BareMark) -> Bool {
        (0..<first.count).allSatisfy { k in
            mark.row[slot: k].kind == first[slot: k].kind
                && Self.sameLabel(mark.row[slot: k], mark.text?.label(k), first[slot: k], firstText?.label(k))
        }
    }

    /// Whether two slots have one label, each held inline or in its mark's text, without making a string.
    static func sameLabel(_ a: RowSlot, _ aString: String?, _ b: RowSlot, _ bString: String?) -> Bool {
        switch (aString, bString) {
        case (nil, nil): a.label.same(as: b.label)
        case (let x?, let y?): x == y
        case (let x?, nil): b.label.withUTF8 { x.utf8.elementsEqual($0) }
        case (nil, let y?): a.label.withUTF8 { y.utf8.elementsEqual($0) }
        }
    }

    /// Appends the values of a mark the run ``takes(_:)``.
    @inlinable @inline(__always) mutating func append(_ mark: BareMark) {
        if pending.count == PendingValues.rows { flushPending() }
        // The mark's count is the run's, and a constant where the mark is made.
        put(mark, mark.row.s0, slot: 0)
        if mark.row.count > 1 { put(mark, mark.row.s1, slot: 1) }
        if mark.row.count > 2 { put(mark, mark.row.s2, slot: 2) }
        if mark.row.count > 3 { put(mark, mark.row.s3, slot: 3) }
        pending.count &+= 1
    }

    /// Puts the value in slot `k` of `mark` (of the slot's kind, as ``takes(_:)`` checked) in the
    /// pending values, or a string straight in its column.
    @inlinable @inline(__always) mutating func put(_ mark: BareMark, _ slot: RowSlot, slot k: Int) {
        switch slot.kind {
        case .number: pending.set(slot.number, slot: k)
        case .date: pending.set(Date(timeIntervalSinceReferenceDate: slot.number).timeIntervalSince1970, slot: k)
        case .string: appendString(mark, slot: k)
        }
    }

    /// Appends the string in slot `k` of `mark` to its column (out of line, with the whole mark, which
    /// the compiler then passes where it was built instead of copying its slot).
    @usableFromInline mutating func appendString(_ mark: BareMark, slot k: Int) {
        let string = mark.text?.value(k) ?? recent.string(mark.row[slot: k].valueText)
        withColumn(k) { $0.append(.string(string)) }
    }

    /// Moves the pending values into their number and date columns.
    @usableFromInline mutating func flushPending() {
        let held = pending
        for k in 0..<first.count where first[slot: k].kind != .string {
            held.values(slot: k) { values in withColumn(k) { $0.append(numbers: values) } }
        }
        pending.count = 0
    }

    /// Runs `body` on slot `k`'s column in place.
    private mutating func withColumn(_ k: Int, _ body: (inout ColumnBuilder) -> Void) {
        switch k {
        case 0: body(&v0)
        case 1: body(&v1)
        case 2: body(&v2)
        default: body(&v3)
        }
    }

    /// The run as a layer: the first mark's instance with every mark's values in its columns.
    mutating func takeLayer() -> LayerBuilder {
        flushPending()
        var layer = LayerBuilder(first.instance(firstText))
        for k in 0..<first.count {
            guard let column = layer.columns.firstIndex(where: { $0.0 == first[channel: k] }) else { continue }
            withColumn(k) { layer.columns[column].1 = $0 }
        }
        layer.count = v0.count
        return layer
    }
}

/// The number and date values of up to ``rows`` marks of a run, four slots of them, held inline until they
/// join their columns together: a mark costs a store per value instead of an array append per value
/// (each of which checks that the array is not shared).
@usableFromInline struct PendingValues: Sendable {
    @usableFromInline typealias Sixteen = (
        Double, Double, Double, Double, Double, Double, Double, Double,
        Double, Double, Double, Double, Double, Double, Double, Double
    )
    /// One slot's values.
    @usableFromInline typealias Slot = (Sixteen, Sixteen, Sixteen, Sixteen)
    @inlinable static var rows: Int { 64 }
    /// How many marks' values are held.
    @usableFromInline var count = 0
    /// Slot k's values, row by row: a tuple of doubles only, so its memory is bound to `Double` too.
    @usableFromInline var storage: (Slot, Slot, Slot, Slot)

    @usableFromInline init() {
        let zeros: Sixteen = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let slot = (zeros, zeros, zeros, zeros)
        storage = (slot, slot, slot, slot)
    }

    /// Sets slot `k` of the next row.
    @inlinable @inline(__always) mutating func set(_ value: Double, slot k: Int) {
        let index = k &* Self.rows &+ count
        withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: value, toByteOffset: index &* 8, as: Double.self) }
    }

    /// Slot `k`'s values of the rows held.
    func values(slot k: Int, _ body: (UnsafeBufferPointer<Double>) -> Void) {
        withUnsafeBytes(of: storage) { raw in
            let start = raw.baseAddress!.assumingMemoryBound(to: Double.self) + k * Self.rows
            body(UnsafeBufferPointer(start: start, count: count))
        }
    }
}

/// The strings of recent short string values (``InlineText``), so that a value met again (a category or
/// series name, usually) is not decoded again: 64 places, each value in the one a hash of its bytes picks
/// (two values of one place take turns in it, and are decoded each time). The places are made when the
/// first string is, so a run of numbers allocates none.
@usableFromInline struct RecentStrings: Sendable {
    private static let places = 64
    private var keys: [InlineText] = []
    private var strings: [String] = []

    @usableFromInline init() {}

    /// The string held by `text`.
    mutating func string(_ text: InlineText) -> String {
        if keys.isEmpty {
            keys = Array(repeating: InlineText(), count: Self.places)
            strings = Array(repeating: "", count: Self.places)
        }
        // Both words mixed before the top six bits are taken: names alike in their first eight bytes
        // ("Product 1", "Product 2") take different places.
        let k: UInt64 = 0x9E37_79B9_7F4A_7C15
        let place = Int(truncatingIfNeeded: ((text.bytes.0 ^ (text.bytes.1 &* k)) &* k) >> 58)
        if keys[place] == text { return strings[place] }
        let string = text.string
        (keys[place], strings[place]) = (text, string)
        return string
    }
}
