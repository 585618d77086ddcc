import Foundation

/// A bar: a rectangle from a baseline (zero, or `yStart`/`xStart`) to a value. Vertical when x is a
/// category or date and y a number; horizontal when x is the number.
public struct BarMark: ChartContent {
    @usableFromInline var row: MarkRow

    /// A bar from zero (or stacked on the bars before it) to `y` at `x`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: Stacking = .standard
    ) {
        row = MarkRow(.bar, stacking: stacking, (.x, x.field), (.y, y.field))
        row.width = width
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        row = MarkRow(.bar, (.x, x.field), (.y, yStart.field), (.y2, yEnd.field))
        row.width = width
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        row = MarkRow(.bar, (.x, xStart.field), (.y, y.field), (.x2, xEnd.field))
        row.width = height
        row.horizontal = true
    }

    @inlinable @inline(__always) public func collect(into collector: inout MarkCollector) {
        collector.append(row: row)
    }
}

/// A line through points in x order; one line per series.
public struct LineMark: ChartContent {
    @usableFromInline var row: MarkRow

    /// A point of a line.
    @inlinable public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        row = MarkRow(.line, (.x, x.field), (.y, y.field))
    }

    /// A point of the line named by `series`.
    @inlinable public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        row = MarkRow(.line, (.x, x.field), (.y, y.field), (.series, series.field))
    }

    @inlinable @inline(__always) public func collect(into collector: inout MarkCollector) {
        collector.append(row: row)
    }
}

/// A filled area between a baseline (zero, or the series below when stacked) and a line.
public struct AreaMark: ChartContent {
    @usableFromInline var row: MarkRow

    /// A point of the area's upper edge; the lower edge is zero or the stack below.
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: Stacking = .standard
    ) {
        row = MarkRow(.area, stacking: stacking, (.x, x.field), (.y, y.field))
    }

    /// A point of a ranged area between `yStart` and `yEnd`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        row = MarkRow(.area, (.x, x.field), (.y, yStart.field), (.y2, yEnd.field))
    }

    /// A point of the area named by `series`.
    @inlinable public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: Stacking = .standard
    ) {
        row = MarkRow(.area, stacking: stacking, (.x, x.field), (.y, y.field), (.series, series.field))
    }

    @inlinable @inline(__always) public func collect(into collector: inout MarkCollector) {
        collector.append(row: row)
    }
}

/// A symbol at a point.
public struct PointMark: ChartContent {
    @usableFromInline var row: MarkRow

    /// A point at (x, y).
    @inlinable public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        row = MarkRow(.point, (.x, x.field), (.y, y.field))
    }

    @inlinable @inline(__always) public func collect(into collector: inout MarkCollector) {
        collector.append(row: row)
    }
}

/// A straight line across the plot at a value, or between two values.
public struct RuleMark: ChartContent {
    @usableFromInline var row: MarkRow

    /// A vertical rule across the plot at `x`.
    @inlinable public init<X: Plottable>(x: PlottableValue<X>) { row = MarkRow(.rule, (.x, x.field)) }

    /// A horizontal rule across the plot at `y`.
    @inlinable public init<Y: Plottable>(y: PlottableValue<Y>) { row = MarkRow(.rule, (.y, y.field)) }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        row = MarkRow(.rule, (.x, x.field), (.y, yStart.field), (.y2, yEnd.field))
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        row = MarkRow(.rule, (.x, xStart.field), (.y, y.field), (.x2, xEnd.field))
    }

    @inlinable @inline(__always) public func collect(into collector: inout MarkCollector) {
        collector.append(row: row)
    }
}

/// A rectangle spanning two values in each direction, or a fixed size around a point.
public struct RectangleMark: ChartContent {
    @usableFromInline var row: MarkRow

    /// A rectangle from (`xStart`, `yStart`) to (`xEnd`, `yEnd`).
    @inlinable public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        row = MarkRow(.rect, (.x, xStart.field), (.y, yStart.field), (.x2, xEnd.field), (.y2, yEnd.field))
    }

    /// A rectangle of the band (or `width`) at `x` and `y`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        row = MarkRow(.rect, (.x, x.field), (.y, y.field))
        row.width = width
    }

    @inlinable @inline(__always) public func collect(into collector: inout MarkCollector) {
        collector.append(row: row)
    }
}

/// Text at a point.
public struct TextMark: ChartContent {
    @usableFromInline var row: MarkRow

    /// The text `text` at (x, y).
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, text: PlottableValue<String>
    ) {
        row = MarkRow(.text, (.x, x.field), (.y, y.field), (.text, text.field))
    }

    @inlinable @inline(__always) public func collect(into collector: inout MarkCollector) {
        collector.append(row: row)
    }
}
