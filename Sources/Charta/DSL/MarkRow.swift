import Foundation

/// A mark as its initializer makes it, before any modifier: its kind, the settings the initializer
/// chooses, and up to four labelled values held inline, in channel order (``Channel/rank``).
///
/// A chart of a million `LineMark`s makes a million of these. Holding the values inline, rather than
/// in a ``ChannelFields`` array inside a ``MarkInstance``, lets a mark be made and joined to the layer
/// being filled (``RowRun``) without allocating anything; the ``MarkInstance`` is
/// built only when a modifier must see the mark or the mark starts a layer. The initializers are
/// inlinable so that a mark made in a `ForEach` closure is built in place, specialised for its values'
/// types.
///
/// A mark row holds no reference: short strings are held inline (``InlineText``), and longer labels and
/// string values are in a ``RowText`` the mark keeps beside it (nil when its labels are literals or
/// short strings and its values numbers, dates or short strings, as usual).
/// A type holding a reference is copied and ended through its value witnesses, a few nanoseconds a mark
/// even when the reference is nil; this one is copied as bytes and ended for free.
@usableFromInline struct MarkRow: Sendable {
    @usableFromInline var kind: MarkKind
    @usableFromInline var stacking: Stacking?
    @usableFromInline var width: MarkDimension = .automatic
    @usableFromInline var horizontal: Bool?
    /// How many of the four slots hold a value (the others hold ``unused`` on channel x).
    @usableFromInline var count: Int
    @usableFromInline var c0: Channel, c1: Channel, c2: Channel, c3: Channel
    @usableFromInline var s0: RowSlot, s1: RowSlot, s2: RowSlot, s3: RowSlot
    /// Whether a label is too long to be held inline (it is then in the mark's ``RowText``).
    @usableFromInline var labelsGiven = false

    @inlinable @inline(__always) init(
        _ kind: MarkKind, stacking: Stacking?, count: Int, _ a: (Channel, RowSlot), _ b: (Channel, RowSlot),
        _ c: (Channel, RowSlot), _ d: (Channel, RowSlot)
    ) {
        self.kind = kind
        self.stacking = stacking
        self.count = count
        ((c0, s0), (c1, s1), (c2, s2), (c3, s3)) = (a, b, c, d)
    }

    /// A mark with `count` channel values (the first `count` of four), given in channel order, with its
    /// labels and string values too long to be held inline in a ``RowText``.
    @inlinable @inline(__always) static func make<A: Plottable, B: Plottable, C: Plottable, D: Plottable>(
        _ kind: MarkKind, stacking: Stacking? = nil, _ a: (Channel, PlottableValue<A>),
        _ b: (Channel, PlottableValue<B>), _ c: (Channel, PlottableValue<C>), _ d: (Channel, PlottableValue<D>),
        count: Int = 4
    ) -> BareMark {
        let (pa, pb, pc, pd) = (a.1.parts, b.1.parts, c.1.parts, d.1.parts)
        let labelsGiven = pa.text.label != nil || pb.text.label != nil || pc.text.label != nil || pd.text.label != nil
        // From the values rather than from the row's slot kinds: the compiler folds these to false for
        // literal labels with number or date values, and did not fold the row's (twice the time); a
        // `String` is checked for length as the mark is made.
        let hasText =
            labelsGiven || pa.text.value != nil || pb.text.value != nil || pc.text.value != nil
            || pd.text.value != nil
        var row = MarkRow(
            kind, stacking: stacking, count: count, (a.0, pa.slot), (b.0, pb.slot), (c.0, pc.slot), (d.0, pd.slot))
        row.labelsGiven = labelsGiven
        guard hasText else { return BareMark(row: row, text: nil) }
        return BareMark(row: row, text: RowText(pa.text, pb.text, pc.text, pd.text))
    }

    /// A mark with three channel values, given in channel order.
    @inlinable @inline(__always) static func make<A: Plottable, B: Plottable, C: Plottable>(
        _ kind: MarkKind, stacking: Stacking? = nil, _ a: (Channel, PlottableValue<A>),
        _ b: (Channel, PlottableValue<B>), _ c: (Channel, PlottableValue<C>)
    ) -> BareMark {
        make(kind, stacking: stacking, a, b, c, (.x, unused), count: 3)
    }

    /// A mark with two channel values, given in channel order.
    @inlinable @inline(__always) static func make<A: Plottable, B: Plottable>(
        _ kind: MarkKind, stacking: Stacking? = nil, _ a: (Channel, PlottableValue<A>),
        _ b: (Channel, PlottableValue<B>)
    ) -> BareMark {
        make(kind, stacking: stacking, a, b, (.x, unused), (.x, unused), count: 2)
    }

    /// A mark with one channel value.
    @inlinable @inline(__always) static func make<A: Plottable>(
        _ kind: MarkKind, _ a: (Channel, PlottableValue<A>)
    ) -> BareMark {
        make(kind, a, (.x, unused), (.x, unused), (.x, unused), count: 1)
    }

    /// The value of an unused slot.
    @inlinable @inline(__always) static var unused: PlottableValue<Double> { .value("", 0) }

    /// The channel in slot `k`.
    subscript(channel k: Int) -> Channel {
        switch k {
        case 0: c0
        case 1: c1
        case 2: c2
        default: c3
        }
    }

    /// The inline part of slot `k`.
    subscript(slot k: Int) -> RowSlot {
        switch k {
        case 0: s0
        case 1: s1
        case 2: s2
        default: s3
        }
    }

    /// The label of slot `k`, given the mark's text.
    func label(_ k: Int, _ text: RowText?) -> String { text?.label(k) ?? self[slot: k].label.string }

    /// The value in slot `k`, given the mark's text.
    func field(_ k: Int, _ text: RowText?) -> FieldValue {
        let slot = self[slot: k]
        let value: DataValue =
            switch slot.kind {
            case .number: .number(slot.number)
            case .date: .date(Date(timeIntervalSinceReferenceDate: slot.number))
            case .string: .string(slot.string(text?.value(k)))
            }
        return FieldValue(label: label(k, text), value: value)
    }

    /// The mark settings its initializer chose.
    var mark: MarkSpec {
        var mark = MarkSpec(kind)
        mark.width = width
        mark.horizontal = horizontal
        return mark
    }

    /// The mark as modifiers see it, given its text.
    func instance(_ text: RowText?) -> MarkInstance {
        var instance = MarkInstance(kind)
        instance.mark = mark
        instance.stacking = stacking
        for k in 0..<count { instance.fields[self[channel: k]] = field(k, text) }
        return instance
    }
}

/// A mark as its initializer makes it: its ``MarkRow`` and, when it has a label or string value too long
/// to be held inline, its ``RowText``.
///
/// Every mark type holds one of these as its only stored property, and the collector hands it whole to
/// the out-of-line paths (a new run, labels compared as strings). The compiler then builds a mark made
/// in a `ForEach` closure once, in place, and ends it with one outlined release of a nil text. Passing
/// the row alone to those paths made it copy every mark's row first, stalling on the stores that had
/// just built it (about 10 ns a mark).
@usableFromInline struct BareMark: Sendable {
    @usableFromInline let row: MarkRow
    @usableFromInline let text: RowText?

    @inlinable @inline(__always) init(row: MarkRow, text: RowText?) {
        self.row = row
        self.text = text
    }

    /// Whether one of the mark's values is on `channel` (slots past the count hold no value).
    @inlinable @inline(__always) func holds(_ channel: Channel) -> Bool {
        row.c0 == channel || (row.count > 1 && row.c1 == channel) || (row.count > 2 && row.c2 == channel)
            || (row.count > 3 && row.c3 == channel)
    }

    /// Whether ``adding(_:_:)`` can take a value on `channel`: the mark has it already (the value closer
    /// to the mark wins, as with modifiers) or has a free slot.
    @inlinable @inline(__always) func takes(_ channel: Channel) -> Bool {
        row.count < 4 || holds(channel)
    }

    /// The mark with `value` on `channel` as content a modifier gives (``ModifiedContent``) when it takes
    /// it (``takes(_:)``), else `modifier()`: the modifier's own way.
    @inlinable @inline(__always) func modified<V: Plottable>(
        adding channel: Channel, _ value: PlottableValue<V>, else modifier: () -> ModifiedContent
    ) -> ModifiedContent {
        takes(channel) ? ModifiedContent(mark: adding(channel, value)) : modifier()
    }

    /// The mark with `value` on `channel` in one more slot, in channel order; the mark itself when it has
    /// a value on `channel` already. The mark must take it (``takes(_:)``).
    @inlinable @inline(__always) func adding<V: Plottable>(_ channel: Channel, _ value: PlottableValue<V>) -> BareMark {
        guard !holds(channel) else { return self }
        let (slot, (label, string)) = value.parts
        var row = row
        precondition(row.count < 4, "a mark with four values takes no more")
        // Where the new slot goes: after every slot of a lower channel. The channels are constants where
        // the mark is made, so the compiler folds this to one of the cases below.
        let rank = channel.rank
        let k =
            (row.c0.rank < rank ? 1 : 0) + (row.count > 1 && row.c1.rank < rank ? 1 : 0)
            + (row.count > 2 && row.c2.rank < rank ? 1 : 0)
        if k <= 2 { (row.c3, row.s3) = (row.c2, row.s2) }
        if k <= 1 { (row.c2, row.s2) = (row.c1, row.s1) }
        if k == 0 { (row.c1, row.s1) = (row.c0, row.s0) }
        switch k {
        case 0: (row.c0, row.s0) = (channel, slot)
        case 1: (row.c1, row.s1) = (channel, slot)
        case 2: (row.c2, row.s2) = (channel, slot)
        default: (row.c3, row.s3) = (channel, slot)
        }
        row.count += 1
        row.labelsGiven = row.labelsGiven || label != nil
        guard text != nil || label != nil || string != nil else { return BareMark(row: row, text: nil) }
        return BareMark(row: row, text: RowText(text, inserting: (label, string), at: k))
    }

    /// The mark with the width (or height) and direction its initializer chose.
    @inlinable @inline(__always) func sized(_ width: MarkDimension, horizontal: Bool? = nil) -> BareMark {
        var row = row
        row.width = width
        row.horizontal = horizontal
        return BareMark(row: row, text: text)
    }
}

extension MarkCollector {
    /// Adds a mark from its initializer: to the run of marks of its shape (there is none while a modifier
    /// surrounds the mark), else through ``appendStartingRun(_:)``.
    @inlinable @inline(__always) mutating func append(_ mark: BareMark) {
        if run.takes(mark) {
            run.append(mark)
        } else {
            appendStartingRun(mark)
        }
    }

    /// Adds a mark the current run does not take: ends the run and, when no modifier surrounds the mark,
    /// starts a new one with it; else adds it as a ``MarkInstance``.
    @usableFromInline mutating func appendStartingRun(_ mark: BareMark) {
        flushRun()
        guard changes.isEmpty else { return append(mark.row.instance(mark.text)) }
        run = RowRun(mark, capacity: capacityHint)
        capacityHint = 0
    }
}
