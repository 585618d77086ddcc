/// `foregroundStyle(by:)` on a single mark, as in Swift Charts' usual
/// `ForEach(data) { LineMark(…).foregroundStyle(by: .value("Series", $0.name)) }`: the colour's value is
/// held in the mark as one more of its values (``BareMark/adding(_:_:)``), so a `ForEach` of such marks
/// is collected as bare marks (one run, no box or closure per mark) into the layer the modifier of
/// ``ChartContent`` builds. A `RectangleMark` given by its four corners has no slot left and takes that
/// modifier.
extension BarMark {
    /// Colours bars by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.takes(.color)
            ? ModifiedContent(mark: mark.adding(.color, value)) : (self as any ChartContent).foregroundStyle(by: value)
    }
}

extension LineMark {
    /// Colours lines by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.takes(.color)
            ? ModifiedContent(mark: mark.adding(.color, value)) : (self as any ChartContent).foregroundStyle(by: value)
    }
}

extension AreaMark {
    /// Colours areas by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.takes(.color)
            ? ModifiedContent(mark: mark.adding(.color, value)) : (self as any ChartContent).foregroundStyle(by: value)
    }
}

extension PointMark {
    /// Colours points by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.takes(.color)
            ? ModifiedContent(mark: mark.adding(.color, value)) : (self as any ChartContent).foregroundStyle(by: value)
    }
}

extension RuleMark {
    /// Colours rules by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.takes(.color)
            ? ModifiedContent(mark: mark.adding(.color, value)) : (self as any ChartContent).foregroundStyle(by: value)
    }
}

extension RectangleMark {
    /// Colours rectangles by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.takes(.color)
            ? ModifiedContent(mark: mark.adding(.color, value)) : (self as any ChartContent).foregroundStyle(by: value)
    }
}

extension TextMark {
    /// Colours text by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>)
        -> ModifiedContent
    {
        mark.takes(.color)
            ? ModifiedContent(mark: mark.adding(.color, value)) : (self as any ChartContent).foregroundStyle(by: value)
    }
}
