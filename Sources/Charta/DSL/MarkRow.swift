/// A mark as its initializer makes it, before any modifier: its kind, the settings the initializer
/// chooses, and up to four labelled values held inline, in channel order (``Channel/rank``).
///
/// A chart of a million `LineMark`s makes a million of these. Holding the values inline, rather than
/// in a ``ChannelFields`` array inside a ``MarkInstance``, lets a mark be made and joined to the layer
/// being filled (``RowRun``) without allocating anything; the ``MarkInstance`` is
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
    @usableFromInline var c0: Channel, c1: Channel
    @usableFromInline var f0: FieldValue, f1: FieldValue
    /// Slots 2 and 3, for marks with more than two values: kept apart so that a mark of two values is
    /// smaller and its end costs two labels and values instead of four.
    @usableFromInline var more: MoreFields?

    /// Slots 2 and 3 of a ``MarkRow`` (slot 3 holds an unused empty value in a mark of three).
    @usableFromInline struct MoreFields: Sendable {
        @usableFromInline var c2: Channel, c3: Channel
        @usableFromInline var f2: FieldValue, f3: FieldValue

        @inlinable init(_ c: (Channel, FieldValue), _ d: (Channel, FieldValue)) {
            (c2, f2) = c
            (c3, f3) = d
        }
    }

    /// A mark with up to four channel values, given in channel order.
    @inlinable init(
        _ kind: MarkKind, stacking: Stacking? = nil, _ a: (Channel, FieldValue), _ b: (Channel, FieldValue),
        _ c: (Channel, FieldValue)? = nil, _ d: (Channel, FieldValue)? = nil
    ) {
        self.kind = kind
        self.stacking = stacking
        count = 2
        (c0, f0) = a
        (c1, f1) = b
        if let c {
            more = MoreFields(c, d ?? (.x, FieldValue(label: "", value: .number(0))))
            count = d == nil ? 3 : 4
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
        case 2: more?.c2 ?? .x
        default: more?.c3 ?? .x
        }
    }

    /// The value in slot `k`.
    subscript(field k: Int) -> FieldValue {
        switch k {
        case 0: f0
        case 1: f1
        case 2: more?.f2 ?? FieldValue(label: "", value: .number(0))
        default: more?.f3 ?? FieldValue(label: "", value: .number(0))
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
}

extension MarkCollector {
    /// Adds a mark from its initializer: to the run of marks of its shape (there is none while a modifier
    /// surrounds the mark), else through ``appendStartingRun(_:)``.
    @inlinable @inline(__always) mutating func append(row: MarkRow) {
        if run.takes(row) {
            run.append(row)
        } else {
            appendStartingRun(row)
        }
    }

    /// Adds a mark the current run does not take: ends the run and, when no modifier surrounds the mark,
    /// starts a new one with it; else adds it as a ``MarkInstance``.
    @usableFromInline mutating func appendStartingRun(_ row: MarkRow) {
        flushRun()
        guard changes.isEmpty else { return append(row.instance) }
        run = RowRun(row, capacity: capacityHint)
        capacityHint = 0
    }
}
