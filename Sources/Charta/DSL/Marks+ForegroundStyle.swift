/// `foregroundStyle(by:)` on a single mark, as in Swift Charts' usual
/// `ForEach(data) { LineMark(…).foregroundStyle(by: .value("Series", $0.name)) }`: the colour's value is
/// held in the mark as one more channel, so a `ForEach` of such marks is collected as bare marks (one run,
/// no box or closure per mark) into the same layer the modifier builds. `RectangleMark`, whose corners take
/// all four of a mark's values, has the modifier of ``ChartContent`` only.
extension BarMark {
    /// Colours bars by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>) -> BarMark {
        var styled = self
        styled.mark = mark.adding(.color, value)
        return styled
    }
}

extension LineMark {
    /// Colours lines by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>) -> LineMark {
        var styled = self
        styled.mark = mark.adding(.color, value)
        return styled
    }
}

extension AreaMark {
    /// Colours areas by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>) -> AreaMark {
        var styled = self
        styled.mark = mark.adding(.color, value)
        return styled
    }
}

extension PointMark {
    /// Colours points by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>) -> PointMark {
        var styled = self
        styled.mark = mark.adding(.color, value)
        return styled
    }
}

extension RuleMark {
    /// Colours rules by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>) -> RuleMark {
        var styled = self
        styled.mark = mark.adding(.color, value)
        return styled
    }
}

extension TextMark {
    /// Colours text by series: one colour from the palette per distinct value, with a legend.
    @inlinable @inline(__always) public func foregroundStyle<S: Plottable>(by value: PlottableValue<S>) -> TextMark {
        var styled = self
        styled.mark = mark.adding(.color, value)
        return styled
    }
}
