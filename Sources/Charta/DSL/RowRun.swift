import Foundation

/// Consecutive bare marks (no modifier around them) of one shape, their values gathered straight into
/// typed columns.
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
    @usableFromInline var v0 = RunColumn(), v1 = RunColumn(), v2 = RunColumn(), v3 = RunColumn()

    /// No run: it takes no mark (a mark has at least one value).
    @usableFromInline init() {
        var none = MarkRow(.line, (.x, FieldValue(label: "", value: .number(0))))
        none.count = 0
        first = none
    }

    /// Whether the run holds no mark.
    var isEmpty: Bool { first.count == 0 }

    /// A run starting with `row`, with room for `capacity` marks.
    init(_ row: MarkRow, capacity: Int) {
        first = row
        let n = max(capacity, 1)
        for k in 0..<row.count { self[column: k].reserveCapacity(n, for: row[field: k].value) }
        append(row)
    }

    /// Whether `row` has the first mark's kind, settings, channels, labels and kinds of value (never so
    /// for an empty run).
    @inlinable @inline(__always) func takes(_ row: MarkRow) -> Bool {
        row.count == first.count && row.kind == first.kind && row.stacking == first.stacking
            && row.width == first.width && row.horizontal == first.horizontal && row.c0 == first.c0
            && row.c1 == first.c1 && row.f0.label == first.f0.label && row.f1.label == first.f1.label
            && row.f0.value.sameKind(as: first.f0.value) && row.f1.value.sameKind(as: first.f1.value)
            && (first.more == nil || Self.same(row.more, first.more))
    }

    /// Whether slots 2 and 3 of two marks have the same channels, labels and kinds of value.
    @inlinable static func same(_ a: MarkRow.MoreFields?, _ b: MarkRow.MoreFields?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.c2 == b.c2 && a.c3 == b.c3 && a.f2.label == b.f2.label && a.f3.label == b.f3.label
            && a.f2.value.sameKind(as: b.f2.value) && a.f3.value.sameKind(as: b.f3.value)
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
    private subscript(column k: Int) -> RunColumn {
        get { [v0, v1, v2, v3][k] }
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
            layer.columns[column].1 = self[column: k].builder(kind: first[field: k].value.kind)
        }
        layer.count = max(v0.numbers.count, v0.strings.count)
        return layer
    }
}

extension DataValue {
    /// Whether the two values are of one kind (both numbers, both dates or both strings).
    @inlinable @inline(__always) func sameKind(as other: DataValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.date, .date), (.string, .string): true
        default: false
        }
    }
}

/// One slot's values in a ``RowRun``: numbers and dates (as seconds since 1970) in `numbers`, strings in
/// `strings`; a run's slot holds one kind.
@usableFromInline struct RunColumn: Sendable {
    @usableFromInline var numbers: [Double] = []
    @usableFromInline var strings: [String?] = []

    @usableFromInline init() {}

    @inlinable @inline(__always) mutating func append(_ value: DataValue) {
        switch value {
        case .number(let d): numbers.append(d)
        case .date(let d): numbers.append(d.timeIntervalSince1970)
        case .string(let s): strings.append(s)
        }
    }

    /// Makes room for `n` values of the kind of `value`.
    mutating func reserveCapacity(_ n: Int, for value: DataValue) {
        if case .string = value { strings.reserveCapacity(n) } else { numbers.reserveCapacity(n) }
    }

    /// The values as the column of a layer of that kind.
    func builder(kind: DataKind) -> ColumnBuilder {
        switch kind {
        case .number: .numbers(numbers)
        case .date: .dates(numbers)
        case .string: .strings(strings)
        }
    }
}
