import Foundation

/// `ForEach` keeps its marks as the columnar layers they form (``LayerBuilder``s) rather than as one
/// ``MarkInstance`` per element: a million-row `ForEach` holds a million values per channel, not a
/// million dictionaries and mark settings. These operations join a recorded layer to the chart's layers
/// and, when modifiers around the `ForEach` must see every mark, rebuild the marks one at a time.
extension LayerBuilder {
    /// Appends every mark of `other`, which this layer ``accepts(_:)`` (its first mark, and so all).
    mutating func merge(_ other: LayerBuilder) {
        for k in columns.indices { columns[k].1.append(contentsOf: other.columns[k].1) }
        if foregrounds != nil || other.foregrounds != nil || other.first.foreground != first.foreground {
            var mine = foregrounds ?? Array(repeating: first.foreground, count: count)
            mine.append(contentsOf: other.foregrounds ?? Array(repeating: other.first.foreground, count: other.count))
            foregrounds = mine
        }
        for var a in other.annotations {
            a.row += count
            annotations.append(a)
        }
        count += other.count
    }

    /// The layer with `changes` (modifiers, innermost last) applied to every mark, worked out once on the
    /// first mark; nil when the marks differ in what a modifier looks at (their colours or annotations).
    ///
    /// A modifier sets a colour, a setting, an annotation or a constant channel only where the mark has
    /// none; the marks of a layer share their channels and settings, so without per-mark colours or
    /// annotations each mark changes as the first does, and a channel a modifier adds is a constant column.
    func applying(_ changes: [@Sendable (inout MarkInstance) -> Void]) -> LayerBuilder? {
        guard foregrounds == nil, annotations.isEmpty, count > 0 else { return nil }
        var modified = first
        for change in changes.reversed() { change(&modified) }
        var layer = LayerBuilder(modified)
        for k in layer.columns.indices {
            let channel = layer.columns[k].0
            if let old = columns.first(where: { $0.0 == channel }) {
                layer.columns[k].1 = old.1
            } else {
                layer.columns[k].1.reserveCapacity(count)
                let value = modified.fields[channel]?.value
                for _ in 0..<count { layer.columns[k].1.append(value) }
            }
        }
        if let a = modified.annotation { layer.annotations = (0..<count).map { a.spec(row: $0) } }
        layer.count = count
        return layer
    }

    /// Hands every mark to `body` in order, as it was before it joined the layer.
    func forEachInstance(_ body: (MarkInstance) -> Void) {
        var nextAnnotation = 0
        for row in 0..<count {
            var instance = first
            for (channel, column) in columns {
                guard let value = column.value(at: row) else { continue }
                instance.fields[channel]?.value = value
            }
            // (Not `foregrounds?[row] ?? …`: optional chaining would flatten a mark's nil colour away.)
            if let foregrounds { instance.foreground = foregrounds[row] }
            instance.annotation = nil
            if nextAnnotation < annotations.count, annotations[nextAnnotation].row == row {
                let a = annotations[nextAnnotation]
                instance.annotation = PendingAnnotation(
                    position: a.position, lines: a.lines, spacing: a.spacing, keepsInside: a.keepsInside,
                    abovePlot: a.abovePlot, drawing: a.drawing)
                nextAnnotation += 1
            }
            body(instance)
        }
    }
}

extension ColumnBuilder {
    /// Appends the values of a column of the same kind.
    mutating func append(contentsOf other: ColumnBuilder) {
        assert(kind == other.kind, "columns of one layer have one kind")
        numbers.append(contentsOf: other.numbers)
        strings.append(contentsOf: other.strings)
    }

    /// The value at a row as a mark carried it (nil for a missing string).
    func value(at row: Int) -> DataValue? {
        switch kind {
        case .number: .number(numbers[row])
        case .date: .date(Date(timeIntervalSince1970: numbers[row]))
        case .string: strings[row].map { .string($0) }
        }
    }
}

extension LayerAssembler {
    /// Adds a recorded layer after the marks so far, joining an open layer that accepts it.
    mutating func append(layer: LayerBuilder) {
        if let closed = open.append(layer: layer) { finish(closed) }
    }
}
