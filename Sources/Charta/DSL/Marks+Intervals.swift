import Foundation

// The initializers of Swift Charts' marks beyond the common ones: one-dimensional marks, intervals in
// either direction, and the sizes of bars and rectangles across their band.

extension BarMark {
    /// A horizontal bar from zero to `x` at `y`, `height` thick.
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension, stacking: Stacking = .standard
    ) {
        mark = MarkRow.make(.bar, stacking: stacking, (.x, x), (.y, y)).sized(height, horizontal: true)
    }

    /// A bar from zero to `y` at `x` (or to `x` at `y`) with both sizes given: `width` across a vertical
    /// bar's band, `height` across a horizontal one's (a bar given only a height lies horizontally).
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension, height: MarkDimension,
        stacking: Stacking = .standard
    ) {
        let bar = MarkRow.make(.bar, stacking: stacking, (.x, x), (.y, y))
        mark = width == .automatic && height != .automatic ? bar.sized(height, horizontal: true) : bar.sized(width)
    }

    /// A bar from zero to `x` across the plot's height (one-dimensional; such bars stack along x): a
    /// bar of the one unnamed category on y. `yStart` and `yEnd` are Swift Charts' fixed ends in points
    /// from the plot's top; Charta draws the bar across the plot's height whatever they are.
    @inlinable public init<X: Plottable>(
        x: PlottableValue<X>, yStart: Double? = nil, yEnd: Double? = nil, width: MarkDimension = .automatic,
        stacking: Stacking = .standard
    ) {
        mark = MarkRow.make(.bar, stacking: stacking, (.x, x), (.y, PlottableValue<String>.value("", "")))
            .sized(width, horizontal: true)
    }

    /// A bar from zero to `y` across the plot's width (one-dimensional; such bars stack along y): a bar
    /// of the one unnamed category on x. `xStart` and `xEnd` are fixed ends in points, not drawn.
    @inlinable public init<Y: Plottable>(
        xStart: Double? = nil, xEnd: Double? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: Stacking = .standard
    ) {
        mark = MarkRow.make(.bar, stacking: stacking, (.x, PlottableValue<String>.value("", "")), (.y, y)).sized(height)
    }

    /// A horizontal bar from `xStart` to `xEnd` across the plot (one-dimensional); `yStart` and `yEnd`
    /// are fixed ends in points, not drawn.
    @inlinable public init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: Double? = nil, yEnd: Double? = nil
    ) {
        mark = MarkRow.make(.bar, (.x, xStart), (.x2, xEnd)).sized(.automatic, horizontal: true)
    }

    /// A vertical bar from `yStart` to `yEnd` across the plot (one-dimensional); `xStart` and `xEnd` are
    /// fixed ends in points, not drawn.
    @inlinable public init<Y: Plottable>(
        xStart: Double? = nil, xEnd: Double? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = MarkRow.make(.bar, (.y, yStart), (.y2, yEnd))
    }
}

extension PointMark {
    /// A point at `x`, in the middle of the plot's height.
    @inlinable public init<X: Plottable>(x: PlottableValue<X>) { mark = MarkRow.make(.point, (.x, x)) }

    /// A point at `y`, in the middle of the plot's width.
    @inlinable public init<Y: Plottable>(y: PlottableValue<Y>) { mark = MarkRow.make(.point, (.y, y)) }
}

extension AreaMark {
    /// A point of a ranged area between `yStart` and `yEnd`, of the area named by `series`.
    @inlinable public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        mark = MarkRow.make(.area, (.x, x), (.y, yStart), (.y2, yEnd), (.series, series))
    }

    /// A point of a horizontal ranged area between `xStart` and `xEnd` at `y`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        mark = MarkRow.make(.area, (.x, xStart), (.y, y), (.x2, xEnd))
    }

    /// A point of a horizontal area from zero to `x` at `y`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: Stacking = .standard, horizontal: Bool
    ) {
        mark = MarkRow.make(.area, stacking: stacking, (.x, x), (.y, y))
    }
}

extension RectangleMark {
    /// A rectangle `width` wide and `height` tall at (`x`, `y`).
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension
    ) {
        mark = MarkRow.make(.rect, (.x, x), (.y, y)).sized(width)
    }

    /// A rectangle from `xStart` to `xEnd`, `height` tall at `y`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark = MarkRow.make(.rect, (.x, xStart), (.y, y), (.x2, xEnd)).sized(height, horizontal: true)
    }

    /// A rectangle from `yStart` to `yEnd`, `width` wide at `x`.
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark = MarkRow.make(.rect, (.x, x), (.y, yStart), (.y2, yEnd)).sized(width)
    }

    /// A band `width` wide at `x` across the plot's height. `yStart` and `yEnd` are Swift Charts' fixed
    /// ends in points from the plot's top; Charta draws the band across the plot's height.
    @inlinable public init<X: Plottable>(
        x: PlottableValue<X>, yStart: Double? = nil, yEnd: Double? = nil, width: MarkDimension = .automatic
    ) {
        mark = MarkRow.make(.rect, (.x, x)).sized(width)
    }

    /// A band `height` tall at `y` across the plot's width; `xStart` and `xEnd` are fixed ends in
    /// points, not drawn.
    @inlinable public init<Y: Plottable>(
        xStart: Double? = nil, xEnd: Double? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark = MarkRow.make(.rect, (.y, y)).sized(height, horizontal: true)
    }

    /// A band from `xStart` to `xEnd` across the plot's height; `yStart` and `yEnd` are fixed ends in
    /// points, not drawn.
    @inlinable public init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: Double? = nil, yEnd: Double? = nil
    ) {
        mark = MarkRow.make(.rect, (.x, xStart), (.x2, xEnd))
    }

    /// A band from `yStart` to `yEnd` across the plot's width; `xStart` and `xEnd` are fixed ends in
    /// points, not drawn.
    @inlinable public init<Y: Plottable>(
        xStart: Double? = nil, xEnd: Double? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = MarkRow.make(.rect, (.y, yStart), (.y2, yEnd))
    }
}

extension RuleMark {
    /// A vertical rule at `x` from `yStart` to `yEnd` given as values that may be missing.
    @inlinable public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil
    ) {
        if let yStart, let yEnd {
            mark = MarkRow.make(.rule, (.x, x), (.y, yStart), (.y2, yEnd))
        } else {
            mark = MarkRow.make(.rule, (.x, x))
        }
    }

    /// A vertical rule at `x`; `yStart` and `yEnd` are Swift Charts' fixed ends in points from the
    /// plot's top, not drawn: the rule crosses the plot.
    @inlinable public init<X: Plottable>(x: PlottableValue<X>, yStart: Double? = nil, yEnd: Double? = nil) {
        mark = MarkRow.make(.rule, (.x, x))
    }

    /// A horizontal rule at `y`; `xStart` and `xEnd` are fixed ends in points, not drawn: the rule
    /// crosses the plot.
    @inlinable public init<Y: Plottable>(xStart: Double? = nil, xEnd: Double? = nil, y: PlottableValue<Y>) {
        mark = MarkRow.make(.rule, (.y, y))
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for a whole calendar unit (`.value("Day", date, unit: .day)`): the date is placed
    /// at the middle of its unit in `calendar`, as Swift Charts centres marks of a unit.
    public static func value<Label: StringProtocol>(
        _ label: Label, _ value: Date, unit: Calendar.Component, calendar: Calendar = ChartSpec.utcCalendar
    ) -> PlottableValue<Date> {
        .value(label, value.middle(of: unit, in: calendar))
    }

    /// A date standing for a whole calendar unit, with a literal label.
    public static func value(
        _ label: StaticString, _ value: Date, unit: Calendar.Component, calendar: Calendar = ChartSpec.utcCalendar
    ) -> PlottableValue<Date> {
        .value(label, value.middle(of: unit, in: calendar))
    }
}

extension Date {
    /// The middle of the calendar unit this date falls in.
    func middle(of unit: Calendar.Component, in calendar: Calendar) -> Date {
        guard let interval = calendar.dateInterval(of: unit, for: self) else { return self }
        return interval.start.addingTimeInterval(interval.duration / 2)
    }
}
