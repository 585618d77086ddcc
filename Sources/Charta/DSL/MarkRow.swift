/// A mark as its initializer makes it, before any modifier: its kind, the settings the initializer
/// chooses, and up to four labelled values held inline, in channel order.
///
/// A chart of a million `LineMark`s makes a million of these. Holding the values inline, rather than
/// in a ``ChannelFields`` array inside a ``MarkInstance``, lets a mark be made and joined to the layer
/// being filled (``LayerBuilder/appendRow(_:)``) without allocating anything; the ``MarkInstance`` is
/// built only when a modifier must see the mark or the mark starts a layer.
@usableFromInline struct MarkRow: Sendable {
    var kind: MarkKind
    var stacking: Stacking?
    @usableFromInline var width: MarkDimension = .automatic
    @usableFromInline var horizontal: Bool?
    /// How many of the four slots hold a value.
    private(set) var count: Int
    private var c0: Channel, c1: Channel, c2: Channel, c3: Channel
    private var f0: FieldValue, f1: FieldValue, f2: FieldValue, f3: FieldValue

    /// A mark with two, three or four channel values, given in any order.
    @usableFromInline init(
        _ kind: MarkKind, stacking: Stacking? = nil, _ a: (Channel, FieldValue), _ b: (Channel, FieldValue),
        _ c: (Channel, FieldValue)? = nil, _ d: (Channel, FieldValue)? = nil
    ) {
        let empty = FieldValue(label: "", value: .number(0))
        self.kind = kind
        self.stacking = stacking
        count = 2 + (c == nil ? 0 : 1) + (d == nil ? 0 : 1)
        (c0, f0) = a
        (c1, f1) = b
        (c2, f2) = c ?? (.x, empty)
        (c3, f3) = d ?? (.x, empty)
        // Insertion sort by channel rank: at most four entries, usually already in order.
        for k in 1..<count {
            var j = k
            while j > 0, self[channel: j - 1].rank > self[channel: j].rank {
                swapAt(j - 1, j)
                j -= 1
            }
        }
    }

    /// A mark with one channel value.
    @usableFromInline init(_ kind: MarkKind, _ a: (Channel, FieldValue)) {
        self.init(kind, a, a)
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

    private mutating func swapAt(_ i: Int, _ j: Int) {
        let (ci, fi) = (self[channel: i], self[field: i])
        set(i, self[channel: j], self[field: j])
        set(j, ci, fi)
    }

    private mutating func set(_ k: Int, _ channel: Channel, _ field: FieldValue) {
        switch k {
        case 0: (c0, f0) = (channel, field)
        case 1: (c1, f1) = (channel, field)
        case 2: (c2, f2) = (channel, field)
        default: (c3, f3) = (channel, field)
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

    /// Whether `fields` has this mark's channels with the same labels and kinds of value.
    func matches(_ fields: ChannelFields) -> Bool {
        guard fields.entries.count == count else { return false }
        for k in 0..<count {
            let entry = fields.entries[k]
            let field = self[field: k]
            guard entry.channel == self[channel: k], entry.field.label == field.label,
                entry.field.value.kind == field.value.kind
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
        guard let bare = bareMark, row.kind == first.kind, row.stacking == first.stacking,
            row.width == bare.width, row.horizontal == bare.horizontal, row.matches(first.fields)
        else { return false }
        for k in columns.indices { columns[k].1.append(row[field: k].value) }
        foregrounds?.append(nil)
        count += 1
        return true
    }
}

extension MarkCollector {
    /// Adds a mark from its initializer: straight into the layer being filled when no modifier
    /// surrounds it and the layer takes it, else as a ``MarkInstance``.
    mutating func append(row: MarkRow) {
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
