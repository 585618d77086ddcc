/// `foregroundStyle(by:)` and `symbol(by:)` on a single mark, as in Swift Charts' usual
/// `ForEach(data) { LineMark(…).foregroundStyle(by: .value("Series", $0.name)) }`: the value is held in
/// the mark as one more of its values (``BareMark/adding(_:_:)``), so a `ForEach` of such marks is
/// collected as bare marks (one run, no box or closure per mark) into the layer the modifiers of
/// ``ChartContent`` build. A mark with no slot left (a `RectangleMark` given by its four corners, a
/// `LineMark` with a series, a colour and a symbol) takes those modifiers instead.
extension BarMark {
    /// Colours bars by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.modified(adding: .color, value) { (self as any ChartContent).foregroundStyle(by: value) }
    }
}

extension LineMark {
    /// Colours lines by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.modified(adding: .color, value) { (self as any ChartContent).foregroundStyle(by: value) }
    }

    /// Shapes lines by series.
    @inlinable @inline(__always) public func symbol<S: Plottable>(by value: PlottableValue<S>) -> ModifiedContent {
        mark.modified(adding: .shape, value) { (self as any ChartContent).symbol(by: value) }
    }
}

extension AreaMark {
    /// Colours areas by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.modified(adding: .color, value) { (self as any ChartContent).foregroundStyle(by: value) }
    }
}

extension PointMark {
    /// Colours points by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.modified(adding: .color, value) { (self as any ChartContent).foregroundStyle(by: value) }
    }

    /// Shapes points by series.
    @inlinable @inline(__always) public func symbol<S: Plottable>(by value: PlottableValue<S>) -> ModifiedContent {
        mark.modified(adding: .shape, value) { (self as any ChartContent).symbol(by: value) }
    }
}

extension RuleMark {
    /// Colours rules by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.modified(adding: .color, value) { (self as any ChartContent).foregroundStyle(by: value) }
    }
}

extension RectangleMark {
    /// Colours rectangles by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.modified(adding: .color, value) { (self as any ChartContent).foregroundStyle(by: value) }
    }
}

extension TextMark {
    /// Colours text by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.modified(adding: .color, value) { (self as any ChartContent).foregroundStyle(by: value) }
    }
}

extension ModifiedContent {
    /// Colours marks by series; on a mark changed in place that has room, in the mark itself.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        adding(.color, value) { (self as any ChartContent).foregroundStyle(by: value) }
    }

    /// Shapes points by series; on a mark changed in place that has room, in the mark itself.
    @inlinable @inline(__always) public func symbol<S: Plottable>(by value: PlottableValue<S>) -> ModifiedContent {
        adding(.shape, value) { (self as any ChartContent).symbol(by: value) }
    }

    /// The mark changed in place with `value` on `channel` when it takes it (``BareMark/takes(_:)``), else
    /// `modifier()`, which also serves content that is not a mark changed in place.
    @inlinable @inline(__always) func adding<V: Plottable>(
        _ channel: Channel, _ value: PlottableValue<V>, else modifier: () -> ModifiedContent
    ) -> ModifiedContent {
        guard case .mark(let mark) = storage else { return modifier() }
        return mark.modified(adding: channel, value, else: modifier)
    }
}
