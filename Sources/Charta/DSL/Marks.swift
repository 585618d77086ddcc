import Foundation

/// A bar: a rectangle from a baseline (zero, or `yStart`/`xStart`) to a value. Vertical when x is a
/// category or date and y a number; horizontal when x is the number.
public struct BarMark: ChartContent {
    var instance = MarkInstance(.bar)

    /// A bar from zero (or stacked on the bars before it) to `y` at `x`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: Stacking = .standard
    ) {
        instance.fields = [.x: x.field, .y: y.field]
        instance.mark.width = width
        instance.stacking = stacking
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        instance.fields = [.x: x.field, .y: yStart.field, .y2: yEnd.field]
        instance.mark.width = width
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        instance.fields = [.x: xStart.field, .x2: xEnd.field, .y: y.field]
        instance.mark.width = height
        instance.mark.horizontal = true
    }

    public func collect(into collector: inout MarkCollector) { collector.append(instance) }
}

/// A line through points in x order; one line per series.
public struct LineMark: ChartContent {
    var instance = MarkInstance(.line)

    /// A point of a line.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        instance.fields = [.x: x.field, .y: y.field]
    }

    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        instance.fields = [.x: x.field, .y: y.field, .series: series.field]
    }

    public func collect(into collector: inout MarkCollector) { collector.append(instance) }
}

/// A filled area between a baseline (zero, or the series below when stacked) and a line.
public struct AreaMark: ChartContent {
    var instance = MarkInstance(.area)

    /// A point of the area's upper edge; the lower edge is zero or the stack below.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: Stacking = .standard
    ) {
        instance.fields = [.x: x.field, .y: y.field]
        instance.stacking = stacking
    }

    /// A point of a ranged area between `yStart` and `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        instance.fields = [.x: x.field, .y: yStart.field, .y2: yEnd.field]
    }

    /// A point of the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: Stacking = .standard
    ) {
        instance.fields = [.x: x.field, .y: y.field, .series: series.field]
        instance.stacking = stacking
    }

    public func collect(into collector: inout MarkCollector) { collector.append(instance) }
}

/// A symbol at a point.
public struct PointMark: ChartContent {
    var instance = MarkInstance(.point)

    /// A point at (x, y).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        instance.fields = [.x: x.field, .y: y.field]
    }

    public func collect(into collector: inout MarkCollector) { collector.append(instance) }
}

/// A straight line across the plot at a value, or between two values.
public struct RuleMark: ChartContent {
    var instance = MarkInstance(.rule)

    /// A vertical rule across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) { instance.fields = [.x: x.field] }

    /// A horizontal rule across the plot at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) { instance.fields = [.y: y.field] }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        instance.fields = [.x: x.field, .y: yStart.field, .y2: yEnd.field]
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        instance.fields = [.x: xStart.field, .x2: xEnd.field, .y: y.field]
    }

    public func collect(into collector: inout MarkCollector) { collector.append(instance) }
}

/// A rectangle spanning two values in each direction, or a fixed size around a point.
public struct RectangleMark: ChartContent {
    var instance = MarkInstance(.rect)

    /// A rectangle from (`xStart`, `yStart`) to (`xEnd`, `yEnd`).
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        instance.fields = [.x: xStart.field, .x2: xEnd.field, .y: yStart.field, .y2: yEnd.field]
    }

    /// A rectangle of the band (or `width`) at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        instance.fields = [.x: x.field, .y: y.field]
        instance.mark.width = width
    }

    public func collect(into collector: inout MarkCollector) { collector.append(instance) }
}

/// Text at a point.
public struct TextMark: ChartContent {
    var instance = MarkInstance(.text)

    /// The text `text` at (x, y).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, text: PlottableValue<String>) {
        instance.fields = [.x: x.field, .y: y.field, .text: text.field]
    }

    public func collect(into collector: inout MarkCollector) { collector.append(instance) }
}
