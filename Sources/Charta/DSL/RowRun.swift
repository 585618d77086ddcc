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
    /// The shape of marks found to have the first mark's (``sameShape(_:_:)``) without having its bits:
    /// marks made at another place in the code with the same labels, which then compare as fast.
    @usableFromInline var alike: SIMD16<UInt64>
    /// The values of each slot, in the first mark's slot order (slots past the mark's count stay empty).
    @usableFromInline var v0: ColumnBuilder, v1: ColumnBuilder, v2: ColumnBuilder, v3: ColumnBuilder
    /// The number and date values of the latest marks, not yet in their columns (string values go
    /// straight in).
    @usableFromInline var pending = PendingValues()
    /// The strings of the latest short string values.
    @usableFromInline var recent = RecentStrings()

    /// No run: it takes no mark (a mark has at least one value).
    @usableFromInline init() {
        self.init(BareMark(row: MarkRow(), text: nil))
    }

    /// Whether the run holds no mark.
    var isEmpty: Bool { first.count == 0 }

    /// A run of `first`, of text `text`, alone (nothing when its count is 0), with room for `capacity`
    /// marks.
    init(_ mark: BareMark, capacity: Int = 0) {
        first = mark.row
        firstText = mark.text
        alike = mark.row.shape
        (v0, v1, v2, v3) = (
            ColumnBuilder(kind: first.kind(0)), ColumnBuilder(kind: first.kind(1)), ColumnBuilder(kind: first.kind(2)),
            ColumnBuilder(kind: first.kind(3))
        )
        guard first.count > 0 else { return }
        for k in 0..<first.count { withColumn(k) { $0.reserveCapacity(max(capacity, 1)) } }
        append(mark)
    }

    /// Whether `mark` has the bits of the first mark's shape (``MarkRow/shape``) or of ``alike``, with no
    /// label in its text: then the run takes it. Marks this does not find so may still be taken
    /// (``sameShape(_:_:)``).
    /// Mutating only so that the run is read in place: a run of its size passed as a borrowed value was
    /// copied, several hundred bytes, at every mark.
    @inlinable @inline(__always) mutating func hasShape(of mark: BareMark) -> Bool {
        Self.hasShape(mark.row, first: first.shape, alike: alike)
    }

    /// Whether `row` has no label in its text and the bits of `first` or `alike`: ``hasShape(of:)`` given
    /// the run's shapes, which a loop over many marks holds in local variables.
    @inlinable @inline(__always) static func hasShape(
        _ row: MarkRow, first: SIMD16<UInt64>, alike: SIMD16<UInt64>
    ) -> Bool {
        !row.labelsGiven && (MarkRow.sameBits(row.shape, first) || MarkRow.sameBits(row.shape, alike))
    }

    /// Whether a mark of `shape` and `text` has the first mark's kind, settings, channels, labels and
    /// kinds of value, compared field by field: labels by their bytes, held inline or in the marks' texts.
    /// A mark found so without labels in its text gives the run its shape as ``alike``.
    @usableFromInline mutating func sameShape(_ shape: SIMD16<UInt64>, _ text: RowText?) -> Bool {
        let row = MarkRow(shape: shape, values: SIMD8())
        guard
            first.count > 0 && row.count == first.count && row.kind == first.kind && row.stacking == first.stacking
                && row.width == first.width && row.horizontal == first.horizontal
        else { return false }
        let same = (0..<first.count).allSatisfy { k in
            row[channel: k] == first[channel: k] && row.kind(k) == first.kind(k)
                && Self.sameLabel(row[slot: k].label, text?.label(k), first[slot: k].label, firstText?.label(k))
        }
        if same && !row.labelsGiven && !first.labelsGiven { alike = row.shape }
        return same
    }

    /// Whether two slots have one label, each held inline or in its mark's text, without making a string.
    static func sameLabel(_ a: RowLabel, _ aString: String?, _ b: RowLabel, _ bString: String?) -> Bool {
        switch (aString, bString) {
        case (nil, nil): a.same(as: b)
        case (let x?, let y?): x == y
        case (let x?, nil): b.withUTF8 { x.utf8.elementsEqual($0) }
        case (nil, let y?): a.withUTF8 { y.utf8.elementsEqual($0) }
        }
    }

    /// Appends the values of a mark the run takes (``hasShape(of:)``, ``sameShape(_:_:)``).
    @inlinable @inline(__always) mutating func append(_ mark: BareMark) {
        if pending.count == PendingValues.rows { flushPending() }
        put(mark, row: pending.count)
        pending.count &+= 1
    }

    /// Puts the values of a mark the run takes in pending row `row` (the next one; the caller
    /// counts it), and its strings straight in their columns.
    @inlinable @inline(__always) mutating func put(_ mark: BareMark, row: Int) {
        // The mark's count is the run's, and a constant where the mark is made.
        put(mark, slot: 0, row: row)
        if mark.row.count > 1 { put(mark, slot: 1, row: row) }
        if mark.row.count > 2 { put(mark, slot: 2, row: row) }
        if mark.row.count > 3 { put(mark, slot: 3, row: row) }
    }

    /// Puts the value in slot `k` of `mark` (of the slot's kind, as the run checked) in pending
    /// row `row`, or a string straight in its column.
    @inlinable @inline(__always) mutating func put(_ mark: BareMark, slot k: Int, row: Int) {
        switch mark.row.kind(k) {
        case .number: pending.set(mark.row.number(k), slot: k, row: row)
        case .date:
            pending.set(
                Date(timeIntervalSinceReferenceDate: mark.row.number(k)).timeIntervalSince1970, slot: k, row: row)
        case .string: appendString((mark.row.values[2 &* k], mark.row.values[2 &* k &+ 1]), mark.text, slot: k)
        }
    }

    /// Appends the string in slot `k` of a mark, held inline in `payload` or in its text, to its column.
    @usableFromInline mutating func appendString(_ payload: (UInt64, UInt64), _ text: RowText?, slot k: Int) {
        let string = text?.value(k) ?? recent.string(InlineText(bytes: payload))
        withColumn(k) { $0.append(.string(string)) }
    }

    /// Moves the pending values into their number and date columns.
    /// The pending values are read where they are, slot by slot into each slot's column (a copy of them,
    /// 2 kB, cost as much as the marks' own work).
    @usableFromInline mutating func flushPending() {
        let count = first.count
        if count > 0 && first.kind(0) != .string { pending.append(slot: 0, to: &v0) }
        if count > 1 && first.kind(1) != .string { pending.append(slot: 1, to: &v1) }
        if count > 2 && first.kind(2) != .string { pending.append(slot: 2, to: &v2) }
        if count > 3 && first.kind(3) != .string { pending.append(slot: 3, to: &v3) }
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

    /// Sets slot `k` of row `row`.
    @inlinable @inline(__always) mutating func set(_ value: Double, slot k: Int, row: Int) {
        let index = k &* Self.rows &+ row
        withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: value, toByteOffset: index &* 8, as: Double.self) }
    }

    /// Appends slot `k`'s values of the rows held to `column`, read in place.
    mutating func append(slot k: Int, to column: inout ColumnBuilder) {
        let count = count
        withUnsafeMutableBytes(of: &storage) { raw in
            let start = raw.baseAddress!.assumingMemoryBound(to: Double.self) + k * Self.rows
            column.append(numbers: UnsafeBufferPointer(start: start, count: count))
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
