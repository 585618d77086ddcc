import Foundation

/// A bar: a rectangle from a baseline (zero, or `yStart`/`xStart`) to a value. Vertical when x is a
/// category or date and y a number; horizontal when x is the number.
public struct BarMark: ChartContent {
    @usableFromInline let mark: BareMark

    /// A bar from zero (or stacked on the bars before it) to `y` at `x`.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: Stacking = .standard
    ) {
        mark = MarkRow.make(.bar, stacking: stacking, (.x, x), (.y, y)).sized(width)
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark = MarkRow.make(.bar, (.x, x), (.y, yStart), (.y2, yEnd)).sized(width)
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark = MarkRow.make(.bar, (.x, xStart), (.y, y), (.x2, xEnd)).sized(height, horizontal: true)
    }

    @inlinable @inline(__always) public consuming func collect(into collector: inout MarkCollector) {
        collector.append(mark)
    }

    @inlinable public static func _collect<Data: Sequence>(
        each data: Data, _ make: (Data.Element) -> Self, into collector: inout MarkCollector
    ) {
        collector.collectMarks(data) { make($0).mark }
    }
}

/// A line through points in x order; one line per series.
public struct LineMark: ChartContent {
    @usableFromInline let mark: BareMark

    /// A point of a line.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = MarkRow.make(.line, (.x, x), (.y, y))
    }

    /// A point of the line named by `series`.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        mark = MarkRow.make(.line, (.x, x), (.y, y), (.series, series))
    }

    @inlinable @inline(__always) public consuming func collect(into collector: inout MarkCollector) {
        collector.append(mark)
    }

    @inlinable public static func _collect<Data: Sequence>(
        each data: Data, _ make: (Data.Element) -> Self, into collector: inout MarkCollector
    ) {
        collector.collectMarks(data) { make($0).mark }
    }
}

/// A filled area between a baseline (zero, or the series below when stacked) and a line.
public struct AreaMark: ChartContent {
    @usableFromInline let mark: BareMark

    /// A point of the area's upper edge; the lower edge is zero or the stack below.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: Stacking = .standard
    ) {
        mark = MarkRow.make(.area, stacking: stacking, (.x, x), (.y, y))
    }

    /// A point of a ranged area between `yStart` and `yEnd`.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = MarkRow.make(.area, (.x, x), (.y, yStart), (.y2, yEnd))
    }

    /// A point of the area named by `series`.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: Stacking = .standard
    ) {
        mark = MarkRow.make(.area, stacking: stacking, (.x, x), (.y, y), (.series, series))
    }

    @inlinable @inline(__always) public consuming func collect(into collector: inout MarkCollector) {
        collector.append(mark)
    }

    @inlinable public static func _collect<Data: Sequence>(
        each data: Data, _ make: (Data.Element) -> Self, into collector: inout MarkCollector
    ) {
        collector.collectMarks(data) { make($0).mark }
    }
}

/// A symbol at a point.
public struct PointMark: ChartContent {
    @usableFromInline let mark: BareMark

    /// A point at (x, y).
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = MarkRow.make(.point, (.x, x), (.y, y))
    }

    @inlinable @inline(__always) public consuming func collect(into collector: inout MarkCollector) {
        collector.append(mark)
    }

    @inlinable public static func _collect<Data: Sequence>(
        each data: Data, _ make: (Data.Element) -> Self, into collector: inout MarkCollector
    ) {
        collector.collectMarks(data) { make($0).mark }
    }
}

/// A straight line across the plot at a value, or between two values.
public struct RuleMark: ChartContent {
    @usableFromInline let mark: BareMark

    /// A vertical rule across the plot at `x`.
    @inlinable @inline(__always) public init<X: Plottable>(x: PlottableValue<X>) { mark = MarkRow.make(.rule, (.x, x)) }

    /// A horizontal rule across the plot at `y`.
    @inlinable @inline(__always) public init<Y: Plottable>(y: PlottableValue<Y>) { mark = MarkRow.make(.rule, (.y, y)) }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = MarkRow.make(.rule, (.x, x), (.y, yStart), (.y2, yEnd))
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        mark = MarkRow.make(.rule, (.x, xStart), (.y, y), (.x2, xEnd))
    }

    @inlinable @inline(__always) public consuming func collect(into collector: inout MarkCollector) {
        collector.append(mark)
    }

    @inlinable public static func _collect<Data: Sequence>(
        each data: Data, _ make: (Data.Element) -> Self, into collector: inout MarkCollector
    ) {
        collector.collectMarks(data) { make($0).mark }
    }
}

/// A rectangle spanning two values in each direction, or a fixed size around a point.
public struct RectangleMark: ChartContent {
    @usableFromInline let mark: BareMark

    /// A rectangle from (`xStart`, `yStart`) to (`xEnd`, `yEnd`).
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = MarkRow.make(.rect, (.x, xStart), (.y, yStart), (.x2, xEnd), (.y2, yEnd))
    }

    /// A rectangle of the band (or `width`) at `x` and `y`.
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark = MarkRow.make(.rect, (.x, x), (.y, y)).sized(width)
    }

    @inlinable @inline(__always) public consuming func collect(into collector: inout MarkCollector) {
        collector.append(mark)
    }

    @inlinable public static func _collect<Data: Sequence>(
        each data: Data, _ make: (Data.Element) -> Self, into collector: inout MarkCollector
    ) {
        collector.collectMarks(data) { make($0).mark }
    }
}

/// Text at a point.
public struct TextMark: ChartContent {
    @usableFromInline let mark: BareMark

    /// The text `text` at (x, y).
    @inlinable @inline(__always) public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, text: PlottableValue<String>
    ) {
        mark = MarkRow.make(.text, (.x, x), (.y, y), (.text, text))
    }

    @inlinable @inline(__always) public consuming func collect(into collector: inout MarkCollector) {
        collector.append(mark)
    }

    @inlinable public static func _collect<Data: Sequence>(
        each data: Data, _ make: (Data.Element) -> Self, into collector: inout MarkCollector
    ) {
        collector.collectMarks(data) { make($0).mark }
    }
}
