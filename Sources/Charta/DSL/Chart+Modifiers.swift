import Foundation

/// Chart-level modifiers, named as in Swift Charts.
extension Chart {
    /// Sets the x scale's domain, type, whether an automatic domain includes zero, and whether it is niced.
    public func chartXScale(
        domain: ScaleSpec.Domain? = nil, type: ScaleSpec.Kind? = nil, includesZero: Bool? = nil, nice: Bool? = nil,
        reversed: Bool = false
    ) -> Chart {
        with { $0.scales[.x, default: ScaleSpec()].merge(domain, type, includesZero, nice, reversed) }
    }

    /// Sets the y scale's domain, type, whether an automatic domain includes zero, and whether it is niced.
    public func chartYScale(
        domain: ScaleSpec.Domain? = nil, type: ScaleSpec.Kind? = nil, includesZero: Bool? = nil, nice: Bool? = nil,
        reversed: Bool = false
    ) -> Chart {
        with { $0.scales[.y, default: ScaleSpec()].merge(domain, type, includesZero, nice, reversed) }
    }

    /// Padding of a band x scale: between bands (`inner`, a fraction of the step) and before the first and
    /// after the last band (`outer`, in steps).
    public func chartXScale(paddingInner inner: Double, paddingOuter outer: Double) -> Chart {
        with {
            $0.scales[.x, default: ScaleSpec()].paddingInner = inner
            $0.scales[.x, default: ScaleSpec()].paddingOuter = outer
        }
    }

    /// Shows `length` units of the x domain at a time (categories for bars); the chart scrolls sideways.
    public func chartXVisibleDomain(length: Double) -> Chart {
        with { $0.visibleX = VisibleDomain(length: length, start: $0.visibleX?.start ?? 0) }
    }

    /// The first visible x unit of a scrolling chart (see ``chartXVisibleDomain(length:)``).
    public func chartScrollPosition(x start: Double) -> Chart {
        with { $0.visibleX = VisibleDomain(length: $0.visibleX?.length ?? 1, start: start) }
    }

    /// Sets the x scale's domain to a numeric range.
    public func chartXScale(domain: ClosedRange<Double>) -> Chart { chartXScale(domain: .numbers(domain)) }

    /// Sets the y scale's domain to a numeric range.
    public func chartYScale(domain: ClosedRange<Double>) -> Chart { chartYScale(domain: .numbers(domain)) }

    /// Configures the x axis with the model's settings (within the package: Swift Charts code describes
    /// axes with `AxisMarks`, through ChartaSwiftUI).
    package func chartXAxis(_ axis: AxisSpec) -> Chart { with { $0.axes[.x] = axis } }

    /// Configures the y axis with the model's settings (within the package, as ``chartXAxis(_:)-AxisSpec``).
    package func chartYAxis(_ axis: AxisSpec) -> Chart { with { $0.axes[.y] = axis } }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> Chart {
        with { $0.axes[.x, default: AxisSpec()].hidden = visibility == .hidden }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> Chart {
        with { $0.axes[.y, default: AxisSpec()].hidden = visibility == .hidden }
    }

    /// Shows, hides or places the legend.
    public func chartLegend(_ visibility: Visibility, position: Edge = .right) -> Chart {
        with {
            $0.legend.hidden = visibility == .hidden
            $0.legend.position = position
        }
    }

    /// The chart's title, drawn above the plot.
    public func chartTitle(_ title: String) -> Chart { with { $0.title = title } }

    /// The whole chart's size in points.
    public func frame(width: Double, height: Double) -> Chart {
        with { $0.size = .total(width: width, height: height) }
    }

    /// Colours and fonts for everything not styled explicitly.
    public func chartTheme(_ theme: Theme) -> Chart { with { $0.theme = theme } }

    /// Space between the plot frame and the data.
    public func chartPlotInsets(_ insets: EdgeInsets) -> Chart { with { $0.plotInsets = insets } }

    /// Space around the whole chart.
    public func chartPadding(_ insets: EdgeInsets) -> Chart { with { $0.padding = insets } }

    /// The calendar and time zone for date scales, ticks and labels.
    public func chartCalendar(_ calendar: Calendar) -> Chart { with { $0.calendar = calendar } }

    /// Whether marks with many more rows than pixels are thinned out before drawing (see
    /// ``DataReduction``); `.automatic` by default.
    public func reduction(_ reduction: DataReduction) -> Chart { with { $0.reduction = reduction } }

    /// A fill behind the plot area.
    public func chartPlotBackground(_ color: Color) -> Chart { with { $0.plotBackground = color } }
}

/// Whether an element is shown.
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}

extension ScaleSpec {
    mutating func merge(_ domain: Domain?, _ kind: Kind?, _ includesZero: Bool?, _ nice: Bool?, _ reversed: Bool) {
        if let domain { self.domain = domain }
        if let nice { self.nice = nice }
        if let kind { self.kind = kind }
        if let includesZero { self.includesZero = includesZero }
        if reversed { self.reverse = true }
    }
}

extension ScaleSpec.Domain {
    /// A date range.
    public static func dates(_ range: ClosedRange<Date>) -> ScaleSpec.Domain {
        .dates(range.lowerBound.timeIntervalSince1970...range.upperBound.timeIntervalSince1970)
    }
}
