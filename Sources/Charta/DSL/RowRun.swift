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
    /// The values of each slot, in the first mark's slot order (slots past the mark's count stay empty).
    @usableFromInline var v0: ColumnBuilder, v1: ColumnBuilder, v2: ColumnBuilder, v3: ColumnBuilder
    /// The number and date values of the latest marks, not yet in their columns (string values go
    /// straight in).
    @usableFromInline var pending = PendingValues()

    /// No run: it takes no mark (a mark has at least one value).
    @usableFromInline init() {
        var none = MarkRow(.line, (.x, FieldValue(label: "", value: .number(0))))
        none.count = 0
        self.init(none)
    }

    /// Whether the run holds no mark.
    var isEmpty: Bool { first.count == 0 }

    /// A run of `first` alone (nothing when its count is 0), with room for `capacity` marks.
    init(_ first: MarkRow, capacity: Int = 0) {
        self.first = first
        (v0, v1, v2, v3) = (
            ColumnBuilder(kind: first[field: 0].value.kind), ColumnBuilder(kind: first[field: 1].value.kind),
            ColumnBuilder(kind: first[field: 2].value.kind), ColumnBuilder(kind: first[field: 3].value.kind)
        )
        guard first.count > 0 else { return }
        for k in 0..<first.count { withColumn(k) { $0.reserveCapacity(max(capacity, 1)) } }
        append(first)
    }

    /// Whether `row` has the first mark's kind, settings, channels, labels and kinds of value (never so
    /// for an empty run).
    @inlinable @inline(__always) func takes(_ row: MarkRow) -> Bool {
        row.count == first.count && row.kind == first.kind && row.stacking == first.stacking
            && row.width == first.width && row.horizontal == first.horizontal && row.c0 == first.c0
            && row.c1 == first.c1 && row.f0.hasShape(of: first.f0) && row.f1.hasShape(of: first.f1)
            && (first.more == nil || Self.same(row.more, first.more))
    }

    /// Whether slots 2 and 3 of two marks have the same channels, labels and kinds of value.
    @inlinable static func same(_ a: MarkRow.MoreFields?, _ b: MarkRow.MoreFields?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.c2 == b.c2 && a.c3 == b.c3 && a.f2.hasShape(of: b.f2) && a.f3.hasShape(of: b.f3)
    }

    /// Appends the values of a mark the run ``takes(_:)``.
    @inlinable @inline(__always) mutating func append(_ row: MarkRow) {
        if pending.count == PendingValues.rows { flushPending() }
        put(row.f0.value, slot: 0)
        if first.count > 1 { put(row.f1.value, slot: 1) }
        if first.count > 2, let more = row.more {
            put(more.f2.value, slot: 2)
            if first.count > 3 { put(more.f3.value, slot: 3) }
        }
        pending.count &+= 1
    }

    /// Puts a value of slot `k` (of the slot's kind, as ``takes(_:)`` checked) in the pending values, or
    /// a string straight in its column.
    @inlinable @inline(__always) mutating func put(_ value: DataValue, slot k: Int) {
        switch value {
        case .number(let d): pending.set(d, slot: k)
        case .date(let d): pending.set(d.timeIntervalSince1970, slot: k)
        case .string: appendString(value, slot: k)
        }
    }

    @usableFromInline mutating func appendString(_ value: DataValue, slot k: Int) {
        withColumn(k) { $0.append(value) }
    }

    /// Moves the pending values into their number and date columns.
    @usableFromInline mutating func flushPending() {
        let held = pending
        for k in 0..<first.count where first[field: k].value.kind != .string {
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
        var layer = LayerBuilder(first.instance)
        for k in 0..<first.count {
            guard let column = layer.columns.firstIndex(where: { $0.0 == first[channel: k] }) else { continue }
            withColumn(k) { layer.columns[column].1 = $0 }
        }
        layer.count = v0.count
        return layer
    }
}

extension FieldValue {
    /// Whether the two values have one label and one kind (both numbers, both dates or both strings).
    @inlinable @inline(__always) func hasShape(of other: FieldValue) -> Bool {
        guard label == other.label else { return false }
        switch (value, other.value) {
        case (.number, .number), (.date, .date), (.string, .string): return true
        default: return false
        }
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
    @inlinable static var rows: Int { 16 }
    /// How many marks' values are held.
    @usableFromInline var count = 0
    /// Slot k's values, row by row: a tuple of doubles only, so its memory is bound to `Double` too.
    @usableFromInline var storage: (Sixteen, Sixteen, Sixteen, Sixteen)

    @usableFromInline init() {
        let zeros: Sixteen = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        storage = (zeros, zeros, zeros, zeros)
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
