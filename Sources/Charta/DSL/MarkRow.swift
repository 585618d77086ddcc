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
/// The row is two vectors: its ``shape``, everything the marks of one run share, and its ``values``.
/// Two vectors rather than a field per setting and slot, for two reasons:
/// - A struct of more than a few fields from another module, such as a mark made in the app's code, is
///   ended through its type's value witness, two calls a mark even when its ``RowText`` is nil; a mark
///   of two vectors and a text is ended by the app's own code, which drops the release of a nil text.
/// - Whether a mark has its run's shape is one comparison of two vectors (``RowRun/hasShape(of:)``).
@usableFromInline struct MarkRow: Sendable {
    /// What the marks of one run share, lane by lane: the settings (lane 0: kind, stacking, direction,
    /// count, width's kind, whether a label is in the text, a byte each), the channels and kinds of
    /// value (lane 1: a byte a slot each), the width's value (lane 2), the labels' forms (lane 3, a byte
    /// a slot), and each slot's label (``RowLabel``, lanes 4 + 2k and 5 + 2k). Unused slots are zeros.
    @usableFromInline var shape = SIMD16<UInt64>()
    /// Each slot's value in two lanes (``RowSlot/payload``).
    @usableFromInline var values = SIMD8<UInt64>()

    /// No mark: no value, all zeros (a run's first mark before it has one).
    @inlinable init() {}

    @inlinable @inline(__always) init(shape: SIMD16<UInt64>, values: SIMD8<UInt64>) {
        (self.shape, self.values) = (shape, values)
    }

    @inlinable @inline(__always) init(
        _ kind: MarkKind, stacking: Stacking?, count: Int, _ a: (Channel, RowSlot), _ b: (Channel, RowSlot),
        _ c: (Channel, RowSlot), _ d: (Channel, RowSlot)
    ) {
        shape[0] = UInt64(kind.rowCode) | UInt64(Stacking.rowCode(stacking)) << 8 | UInt64(count) << 24
        self[0] = a
        if count > 1 { self[1] = b }
        if count > 2 { self[2] = c }
        if count > 3 { self[3] = d }
    }

    /// Byte `i` of lane `lane` of the shape.
    @inlinable @inline(__always) func byte(_ lane: Int, _ i: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: shape[lane] &>> UInt64(8 &* i))
    }

    /// Sets byte `i` of lane `lane` of the shape.
    @inlinable @inline(__always) mutating func setByte(_ lane: Int, _ i: Int, _ value: UInt8) {
        let shift = UInt64(8 &* i)
        shape[lane] = shape[lane] & ~(0xFF &<< shift) | UInt64(value) &<< shift
    }

    @inlinable var kind: MarkKind { MarkKind(rowCode: byte(0, 0)) }
    @inlinable var stacking: Stacking? { Stacking(rowCode: byte(0, 1)) }

    /// Whether bars run along x (nil: as the values say).
    @inlinable var horizontal: Bool? {
        @inline(__always) get { byte(0, 2) == 0 ? nil : byte(0, 2) == 2 }
        @inline(__always) set { setByte(0, 2, newValue.map { $0 ? 2 : 1 } ?? 0) }
    }

    /// How many of the four slots hold a value (the others are zeros).
    @inlinable var count: Int {
        @inline(__always) get { Int(byte(0, 3)) }
        @inline(__always) set { setByte(0, 3, UInt8(newValue)) }
    }

    /// Whether a label is too long to be held inline (it is then in the mark's ``RowText``).
    @inlinable var labelsGiven: Bool {
        @inline(__always) get { byte(0, 5) != 0 }
        @inline(__always) set { setByte(0, 5, newValue ? 1 : 0) }
    }

    /// The width (or height) the initializer chose.
    @inlinable var width: MarkDimension {
        @inline(__always) get {
            let value = Double(bitPattern: shape[2])
            switch byte(0, 4) {
            case 1: return .fixed(value)
            case 2: return .ratio(value)
            case 3: return .inset(value)
            default: return .automatic
            }
        }
        @inline(__always) set {
            switch newValue {
            case .automatic: (shape[2], self.widthCode) = (0, 0)
            case .fixed(let v): (shape[2], self.widthCode) = (v.bitPattern, 1)
            case .ratio(let v): (shape[2], self.widthCode) = (v.bitPattern, 2)
            case .inset(let v): (shape[2], self.widthCode) = (v.bitPattern, 3)
            }
        }
    }

    @inlinable var widthCode: UInt8 {
        @inline(__always) get { byte(0, 4) }
        @inline(__always) set { setByte(0, 4, newValue) }
    }

    /// The channel and the value of slot `k`.
    @inlinable subscript(k: Int) -> (Channel, RowSlot) {
        @inline(__always) get { (self[channel: k], self[slot: k]) }
        @inline(__always) set {
            self[channel: k] = newValue.0
            self[slot: k] = newValue.1
        }
    }

    /// The channel in slot `k`.
    @inlinable subscript(channel k: Int) -> Channel {
        @inline(__always) get { Channel(rank: Int(byte(1, k))) }
        @inline(__always) set { setByte(1, k, UInt8(newValue.rank)) }
    }

    /// The value in slot `k`.
    @inlinable subscript(slot k: Int) -> RowSlot {
        @inline(__always) get {
            RowSlot(
                label: RowLabel(form: byte(3, k), words: (shape[4 &+ 2 &* k], shape[5 &+ 2 &* k])),
                kind: DataKind(rowCode: byte(1, 4 &+ k)), payload: (values[2 &* k], values[2 &* k &+ 1]))
        }
        @inline(__always) set {
            setByte(1, 4 &+ k, newValue.kind.rowCode)
            setByte(3, k, newValue.label.form)
            (shape[4 &+ 2 &* k], shape[5 &+ 2 &* k]) = newValue.label.words
            (values[2 &* k], values[2 &* k &+ 1]) = newValue.payload
        }
    }

    /// Whether two shapes hold the same bits: their differences folded into one word, with lane-wise
    /// operations only (the standard `all(_:)` of a comparison is a generic call where it is not inlined,
    /// as in a mark collected through `any ChartContent`).
    @inlinable @inline(__always) static func sameBits(_ a: SIMD16<UInt64>, _ b: SIMD16<UInt64>) -> Bool {
        let d16 = a ^ b
        let d8 = d16.lowHalf | d16.highHalf
        let d4 = d8.lowHalf | d8.highHalf
        let d2 = d4.lowHalf | d4.highHalf
        return d2[0] | d2[1] == 0
    }

    /// The kind of value in slot `k`.
    @inlinable @inline(__always) func kind(_ k: Int) -> DataKind { DataKind(rowCode: byte(1, 4 &+ k)) }

    /// The number or date (as `timeIntervalSinceReferenceDate`) in slot `k`.
    @inlinable @inline(__always) func number(_ k: Int) -> Double { Double(bitPattern: values[2 &* k]) }

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
/// Every mark type holds one of these as its only stored property. A mark made in a `ForEach` closure
/// stays in registers: the collector's one out-of-line path for a mark (``MarkCollector/appendUnlike(_:_:_:_:)``)
/// takes its vectors' halves and its text as arguments, so the mark is written to memory only when that
/// path is taken, and its nil text needs no release.
@usableFromInline struct BareMark: Sendable {
    @usableFromInline let row: MarkRow
    @usableFromInline let text: RowText?

    @inlinable @inline(__always) init(row: MarkRow, text: RowText?) {
        self.row = row
        self.text = text
    }

    /// Whether one of the mark's values is on `channel` (slots past the count hold no value).
    @inlinable @inline(__always) func holds(_ channel: Channel) -> Bool {
        (0..<row.count).contains { row[channel: $0] == channel }
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
        // the mark is made, so the compiler folds this to a constant and the moves to a few lanes.
        let rank = channel.rank
        let k = (0..<row.count).reduce(0) { $0 + (row[channel: $1].rank < rank ? 1 : 0) }
        for j in stride(from: row.count, to: k, by: -1) { row[j] = row[j - 1] }
        row[k] = (channel, slot)
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
    /// surrounds the mark), else through ``appendUnlike(_:_:_:_:)``.
    @inlinable @inline(__always) mutating func append(_ mark: BareMark) {
        if run.hasShape(of: mark) {
            run.append(mark)
        } else {
            appendUnlike(mark.row.shape.lowHalf, mark.row.shape.highHalf, mark.row.values, mark.text)
        }
    }

    /// Adds a mark without the bits of its run's shape (``RowRun/hasShape(of:)``): to the run when it has
    /// the run's shape all the same (``RowRun/sameShape(_:_:)``), else through ``appendStartingRun(_:)``.
    ///
    /// The mark comes in parts of at most 64 bytes, and this is the loops' one call for a mark: given
    /// whole, in larger parts or to two calls, the mark was stored to memory at every mark for these rare
    /// calls (a few nanoseconds a mark).
    @usableFromInline mutating func appendUnlike(
        _ low: SIMD8<UInt64>, _ high: SIMD8<UInt64>, _ values: SIMD8<UInt64>, _ text: RowText?
    ) {
        let shape = SIMD16(lowHalf: low, highHalf: high)
        let mark = BareMark(row: MarkRow(shape: shape, values: values), text: text)
        if run.sameShape(shape, text) {
            run.append(mark)
        } else {
            appendStartingRun(mark)
        }
    }

    /// Adds a mark the current run does not take: ends the run and, when no modifier surrounds the mark,
    /// starts a new one with it; else adds it as a ``MarkInstance``.
    mutating func appendStartingRun(_ mark: BareMark) {
        flushRun()
        guard changes.isEmpty else { return append(mark.row.instance(mark.text)) }
        run = RowRun(mark, capacity: capacityHint)
        capacityHint = 0
    }
}

extension MarkCollector {
    /// Collects the mark `make` makes for each element of `data`, in order: a `ForEach` of one mark type.
    ///
    /// Marks join their run in blocks of ``PendingValues/rows``, the block's count and the run's shapes
    /// held in local variables. A count kept in the run is stored and loaded again at every mark, because
    /// the loop's rare paths call out with the collector and so keep it in memory, and each load waits for
    /// the store before it: that chain was the loop's slowest part. With the shapes local, a mark's shape
    /// made of constants is compared once a block instead of once a mark. A mark of another shape ends the
    /// block, so that the next one reads the run it joined.
    @inlinable mutating func collectMarks<Data: Sequence>(_ data: Data, _ make: (Data.Element) -> BareMark) {
        var iterator = data.makeIterator()
        block: while true {
            if run.pending.count == PendingValues.rows { run.flushPending() }
            var row = run.pending.count
            let (first, alike) = (run.first.shape, run.alike)
            while row < PendingValues.rows {
                guard let element = iterator.next() else {
                    run.pending.count = row
                    return
                }
                let mark = make(element)
                guard RowRun.hasShape(mark.row, first: first, alike: alike) else {
                    run.pending.count = row
                    appendUnlike(mark.row.shape.lowHalf, mark.row.shape.highHalf, mark.row.values, mark.text)
                    continue block
                }
                run.put(mark, row: row)
                row &+= 1
            }
            run.pending.count = row
        }
    }
}
