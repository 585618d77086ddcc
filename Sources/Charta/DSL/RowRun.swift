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
        for k in 0..<first.count { self[column: k].reserveCapacity(max(capacity, 1)) }
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
        v0.append(row.f0.value)
        if first.count > 1 { v1.append(row.f1.value) }
        guard first.count > 2, let more = row.more else { return }
        v2.append(more.f2.value)
        if first.count > 3 { v3.append(more.f3.value) }
    }

    /// Slot `k`'s values.
    private subscript(column k: Int) -> ColumnBuilder {
        get {
            switch k {
            case 0: v0
            case 1: v1
            case 2: v2
            default: v3
            }
        }
        set {
            switch k {
            case 0: v0 = newValue
            case 1: v1 = newValue
            case 2: v2 = newValue
            default: v3 = newValue
            }
        }
    }

    /// The run as a layer: the first mark's instance with every mark's values in its columns.
    var layer: LayerBuilder {
        var layer = LayerBuilder(first.instance)
        for k in 0..<first.count {
            guard let column = layer.columns.firstIndex(where: { $0.0 == first[channel: k] }) else { continue }
            layer.columns[column].1 = self[column: k]
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
