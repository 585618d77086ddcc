/// A mark as its initializer makes it, before any modifier: its kind, the settings the initializer
/// chooses, and up to four labelled values held inline, in channel order (``Channel/rank``).
///
/// A chart of a million `LineMark`s makes a million of these. Holding the values inline, rather than
/// in a ``ChannelFields`` array inside a ``MarkInstance``, lets a mark be made and joined to the layer
/// being filled (``LayerBuilder/appendRow(_:)``) without allocating anything; the ``MarkInstance`` is
/// built only when a modifier must see the mark or the mark starts a layer. The initializers are
/// inlinable so that a mark made in a `ForEach` closure is built in place, specialised for its values'
/// types.
@usableFromInline struct MarkRow: Sendable {
    @usableFromInline var kind: MarkKind
    @usableFromInline var stacking: Stacking?
    @usableFromInline var width: MarkDimension = .automatic
    @usableFromInline var horizontal: Bool?
    /// How many of the four slots hold a value.
    @usableFromInline var count: Int
    @usableFromInline var c0: Channel, c1: Channel, c2: Channel, c3: Channel
    @usableFromInline var f0: FieldValue, f1: FieldValue, f2: FieldValue, f3: FieldValue

    /// A mark with up to four channel values, given in channel order (a value out of order only makes
    /// the mark take the slower way into its layer).
    @inlinable init(
        _ kind: MarkKind, stacking: Stacking? = nil, _ a: (Channel, FieldValue), _ b: (Channel, FieldValue),
        _ c: (Channel, FieldValue)? = nil, _ d: (Channel, FieldValue)? = nil
    ) {
        let empty = FieldValue(label: "", value: .number(0))
        self.kind = kind
        self.stacking = stacking
        count = 2
        (c0, f0) = a
        (c1, f1) = b
        (c2, f2) = (.x, empty)
        (c3, f3) = (.x, empty)
        if let c {
            (c2, f2) = c
            count = 3
        }
        if let d {
            (c3, f3) = d
            count = 4
        }
    }

    /// A mark with one channel value.
    @inlinable init(_ kind: MarkKind, _ a: (Channel, FieldValue)) {
        self.init(kind, a, (.x, FieldValue(label: "", value: .number(0))))
        count = 1
    }

    /// The channel in slot `k`.
    subscript(channel k: Int) -> Channel {
        switch k {
        case 0: c0
        case 1: c1
        case 2: c2
        default: c3
        }
    }

    /// The value in slot `k`.
    subscript(field k: Int) -> FieldValue {
        switch k {
        case 0: f0
        case 1: f1
        case 2: f2
        default: f3
        }
    }

    /// The mark settings its initializer chose.
    var mark: MarkSpec {
        var mark = MarkSpec(kind)
        mark.width = width
        mark.horizontal = horizontal
        return mark
    }

    /// The mark as modifiers see it.
    var instance: MarkInstance {
        var instance = MarkInstance(kind)
        instance.mark = mark
        instance.stacking = stacking
        for k in 0..<count { instance.fields[self[channel: k]] = self[field: k] }
        return instance
    }

    /// Whether `fields` has this mark's channels, in the same order, with the same labels and kinds of
    /// value.
    @inline(__always) func matches(_ fields: ChannelFields) -> Bool {
        let entries = fields.entries
        guard entries.count == count else { return false }
        for k in 0..<count {
            let field = self[field: k]
            guard entries[k].channel == self[channel: k], entries[k].field.label == field.label,
                entries[k].field.value.kind == field.value.kind
            else { return false }
        }
        return true
    }
}

extension LayerBuilder {
    /// Appends a bare mark (no modifier applied) when the layer takes it as it would take the mark's
    /// ``MarkRow/instance``, without building that instance; returns false, appending nothing, when it
    /// does not or cannot tell cheaply.
    mutating func appendRow(_ row: MarkRow) -> Bool {
        guard isBare, row.kind == first.kind, row.stacking == first.stacking, row.width == first.mark.width,
            row.horizontal == first.mark.horizontal, row.matches(first.fields)
        else { return false }
        // `matches` checked the count: the layer has one column per slot.
        columns[0].1.append(row.f0.value)
        if row.count > 1 { columns[1].1.append(row.f1.value) }
        if row.count > 2 { columns[2].1.append(row.f2.value) }
        if row.count > 3 { columns[3].1.append(row.f3.value) }
        foregrounds?.append(nil)
        count += 1
        return true
    }
}

extension MarkCollector {
    /// Adds a mark from its initializer: straight into the layer being filled when no modifier
    /// surrounds it and the layer takes it, else as a ``MarkInstance``.
    @usableFromInline mutating func append(row: MarkRow) {
        if changes.isEmpty {
            if recorded != nil {
                if recording?.appendRow(row) == true { return }
            } else if assembler.current?.appendRow(row) == true {
                return
            }
        }
        append(row.instance)
    }
}
