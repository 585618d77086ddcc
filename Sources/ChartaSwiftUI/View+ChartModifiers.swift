import Charta
import ChartaScene
import Foundation

// The chart modifiers of Swift Charts, on any view: they apply to every chart inside the view.

extension View {
    /// Changes the chart model of the charts inside.
    func chartEdit(_ edit: @escaping (inout ChartSpec) -> Void) -> _ModifiedView<Self> {
        environmentChanged { $0.chart.edits.append(edit) }
    }

    /// The x axis's marks.
    public func chartXAxis(@AxisContentBuilder content: () -> AxisContentList) -> some View {
        let marks = content().marks
        return environmentChanged { $0.chart.axes[.x] = marks }
    }

    /// The y axis's marks.
    public func chartYAxis(@AxisContentBuilder content: () -> AxisContentList) -> some View {
        let marks = content().marks
        return environmentChanged { $0.chart.axes[.y] = marks }
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartEdit { $0.axes[.x, default: AxisSpec()].hidden = visibility == .hidden }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartEdit { $0.axes[.y, default: AxisSpec()].hidden = visibility == .hidden }
    }

    /// The x axis's title.
    public func chartXAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> some View {
        axisTitle(.x, label.text)
    }

    /// The x axis's title, from a string value.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        axisTitle(.x, String(label))
    }

    /// The x axis's title, from a view's text.
    public func chartXAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some View {
        axisTitle(.x, of: content())
    }

    /// The y axis's title.
    public func chartYAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> some View {
        axisTitle(.y, label.text)
    }

    /// The y axis's title, from a string value.
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        axisTitle(.y, String(label))
    }

    /// The y axis's title, from a view's text.
    public func chartYAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some View {
        axisTitle(.y, of: content())
    }

    private func axisTitle(_ channel: Channel, _ title: String) -> _ModifiedView<Self> {
        chartEdit { $0.axes[channel, default: AxisSpec()].title = title }
    }

    private func axisTitle<C: View>(_ channel: Channel, of view: C) -> _ModifiedView<Self> {
        environmentChanged { env in
            let title = plainText(of: view, in: env)
            env.chart.edits.append { $0.axes[channel, default: AxisSpec()].title = title }
        }
    }

    /// The x scale's domain and type.
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        chartEdit { spec in Self.apply(domain, type, to: &spec.scales[.x, default: ScaleSpec()]) }
    }

    /// The x scale's domain, range and type.
    public func chartXScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        chartXScale(domain: domain, type: type).environmentChanged { $0.chart.xPadding = range.padding }
    }

    /// The x scale's range and type.
    public func chartXScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        chartXScale(type: type).environmentChanged { $0.chart.xPadding = range.padding }
    }

    /// The x scale's type.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartEdit { spec in
            Self.apply(Optional<AutomaticScaleDomain>.none, type, to: &spec.scales[.x, default: ScaleSpec()])
        }
    }

    /// The y scale's domain and type.
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        chartEdit { spec in Self.apply(domain, type, to: &spec.scales[.y, default: ScaleSpec()]) }
    }

    /// The y scale's domain, range and type.
    public func chartYScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        chartYScale(domain: domain, type: type).environmentChanged { $0.chart.yPadding = range.padding }
    }

    /// The y scale's range and type.
    public func chartYScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        chartYScale(type: type).environmentChanged { $0.chart.yPadding = range.padding }
    }

    /// The y scale's type.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartEdit { spec in
            Self.apply(Optional<AutomaticScaleDomain>.none, type, to: &spec.scales[.y, default: ScaleSpec()])
        }
    }

    private static func apply<D: ScaleDomain>(_ domain: D?, _ type: ScaleType?, to scale: inout ScaleSpec) {
        domain?.apply(to: &scale)
        if let kind = type?.kind { scale.kind = kind }
    }

    /// The colours of the series, value by value.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        chartForegroundStyleScale(domain: mapping.map(\.key), range: mapping.map(\.value))
    }

    /// The colours of the series, by domain and range.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(
        domain: [D], range: [S], type: ScaleType? = nil
    ) -> some View {
        let names = domain.map { $0.plottableValue.categoryLabel }
        let colors = range.map { $0.resolved().color.cssHex }
        return chartEdit {
            $0.scales[.color, default: ScaleSpec()].domain = .categories(names)
            $0.scales[.color, default: ScaleSpec()].range = colors
        }
    }

    /// The colours of the series, from a palette cycled in order of appearance.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let colors = range.map { $0.resolved().color.cssHex }
        return chartEdit { $0.scales[.color, default: ScaleSpec()].range = colors }
    }

    /// The colours of a continuous colour scale, along a gradient.
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
        let colors = range.stops.map { $0.color.rgba.cssHex }
        return chartEdit { $0.scales[.color, default: ScaleSpec()].range = colors }
    }

    /// The colours of the series, by domain and a mapping from value to style.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(
        domain: [D], type: ScaleType? = nil, mapping: @escaping (D) -> S
    ) -> some View {
        chartForegroundStyleScale(domain: domain, range: domain.map(mapping))
    }

    /// The colours of a continuous colour scale over a range of numbers: the domain's ends take
    /// the first and last colours, values between them the colours between.
    public func chartForegroundStyleScale<D: Plottable & Comparable, S: ShapeStyle>(
        domain: ClosedRange<D>, range: [S], type: ScaleType? = nil
    ) -> some View {
        let colors = range.map { $0.resolved().color.cssHex }
        return chartEdit { spec in
            domain.apply(to: &spec.scales[.color, default: ScaleSpec()])
            spec.scales[.color, default: ScaleSpec()].range = colors
        }
    }

    /// The colours of a continuous colour scale over a range of numbers, along a gradient.
    public func chartForegroundStyleScale<D: Plottable & Comparable>(
        domain: ClosedRange<D>, range: Gradient, type: ScaleType? = nil
    ) -> some View {
        chartForegroundStyleScale(domain: domain, range: range.stops.map(\.color), type: type)
    }

    /// The colours of the series, by a mapping from value to style (applied to the values the chart's
    /// series take, in order of appearance).
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(
        type: ScaleType? = nil, mapping: @escaping (D) -> S
    ) -> some View {
        chartEdit { spec in
            let values = spec.seriesValues(.color)
            let styles = values.compactMap { D(dataValue: $0) }.map { mapping($0).resolved().color.cssHex }
            guard styles.count == values.count else { return }
            spec.scales[.color, default: ScaleSpec()].domain = .categories(values.map(\.categoryLabel))
            spec.scales[.color, default: ScaleSpec()].range = styles
        }
    }

    /// The symbols of the series (accepted; symbols follow the default order).
    /// Symbols of different types may be mixed, as in Swift Charts (`.circle`, `.square.strokeBorder()`).
    public func chartSymbolScale<D: Plottable>(_ mapping: KeyValuePairs<D, any ChartSymbolShape>) -> some View {
        self
    }

    /// The symbols of the series by domain and range (accepted; symbols follow the default order).
    public func chartSymbolScale<D: Plottable>(domain: [D], range: [any ChartSymbolShape]) -> some View { self }

    /// The symbols of the series, from a list (accepted; symbols follow the default order).
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View { self }

    /// The symbol sizes of the series (accepted; symbols keep the sizes `symbolSize(by:)` gives them).
    public func chartSymbolSizeScale<D: Plottable>(_ mapping: KeyValuePairs<D, Double>) -> some View { self }

    /// The symbol sizes by domain and range (accepted; symbols keep the sizes `symbolSize(by:)` gives).
    public func chartSymbolSizeScale<D: ScaleDomain>(domain: D, range: ClosedRange<Double>? = nil) -> some View {
        self
    }

    /// The range of symbol sizes (accepted; symbols keep the sizes `symbolSize(by:)` gives them).
    public func chartSymbolSizeScale(range: ClosedRange<Double>) -> some View { self }

    /// The strokes of the lines `lineStyle(by:)` tells apart, by category.
    public func chartLineStyleScale<D: Plottable>(_ mapping: KeyValuePairs<D, StrokeStyle>) -> some View {
        chartLineStyleScale(domain: mapping.map(\.key), range: mapping.map(\.value))
    }

    /// The strokes of the lines `lineStyle(by:)` tells apart, by domain and range.
    public func chartLineStyleScale<D: Plottable>(domain: [D], range: [StrokeStyle]) -> some View {
        let scale = LineStyleScale(
            domain: domain.map { $0.plottableValue.categoryLabel },
            range: range.map { LineStyleScale.Stroke(lineWidth: $0.lineWidth, dash: $0.dash, lineCap: $0.lineCap) })
        return chartEdit { $0.lineStyles = scale }
    }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartEdit { $0.legend.hidden = visibility == .hidden }
    }

    /// Places the legend.
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chartEdit {
            $0.legend.position = position.legendEdge
            if let alignment { $0.legend.alignment = alignment.along($0.legend.position) }
        }
    }

    /// A legend of your own in the legend's place.
    public func chartLegend<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping () -> C
    ) -> some View {
        chartEdit { $0.legend.hidden = true }.environmentChanged {
            $0.chart.legend = CustomLegend(
                position: position, alignment: alignment, spacing: spacing.double, content: content)
        }
    }

    /// Views over the chart, made with its proxy.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V)
        -> some View
    {
        environmentChanged { $0.chart.overlays.append((alignment, { content($0) })) }
    }

    /// Views behind the chart, made with its proxy.
    public func chartBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View {
        environmentChanged { $0.chart.backgrounds.append((alignment, { content($0) })) }
    }

    /// The plot area, restyled by the closure (backgrounds and borders drawn around the plot).
    public func chartPlotStyle<V: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> V) -> some View {
        environmentChanged { $0.chart.plotStyle = { content($0) } }
    }

    /// Selecting by touch sets `value` to the x value under the finger.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        environmentChanged { $0.chart.xSelection = { value.wrappedValue = $0.flatMap(P.init(dataValue:)) } }
    }

    /// Selecting by touch sets `value` to the y value under the finger.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        environmentChanged { $0.chart.ySelection = { value.wrappedValue = $0.flatMap(P.init(dataValue:)) } }
    }

    /// Selecting a range by dragging (accepted; the range is not set when rendering).
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    /// Selecting a range by dragging (accepted; the range is not set when rendering).
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    /// Selecting a sector by touch sets `value` to the angle value under the finger.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        environmentChanged { $0.chart.angleSelection = { value.wrappedValue = $0.flatMap(P.init(dataValue:)) } }
    }

    /// Selecting a sector by touch (the unlabelled form of early iOS 17 SDKs).
    public func chartAngleSelection<P: Plottable>(_ value: Binding<P?>) -> some View {
        chartAngleSelection(value: value)
    }

    /// A gesture over the plot made with the chart's proxy (iOS 17's `chartGesture`).
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View {
        environmentChanged { $0.chart.gesture = { gesture($0).gestureHandlers } }
    }

    /// The style of the x axis's area, made from it (drawn as the axis is).
    public func chartXAxisStyle<C: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> C) -> some View { self }

    /// The style of the y axis's area, made from it (drawn as the axis is).
    public func chartYAxisStyle<C: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> C) -> some View { self }

    /// Which axes scroll.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }

    /// How much of the x domain is visible at a time.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = length.plottableValue
        return chartEdit { spec in
            if case .number(let n) = length, n > 0, n.isFinite {
                // No scroll position yet: the window starts where the data does.
                spec.visibleX = VisibleDomain(
                    length: n, start: spec.visibleX?.start ?? .nan, startCategory: spec.visibleX?.startCategory)
            }
        }
    }

    /// How much of the y domain is visible at a time (accepted; the whole domain is drawn).
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }

    /// The first visible x value of a scrolling chart (see `chartXVisibleDomain(length:)`): a number or
    /// date on a continuous axis, a category on a categorical one.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        chartScrollPosition(initialX: x.wrappedValue)
    }

    /// The first visible x value of a scrolling chart when it appears.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let position = initialX.plottableValue
        return chartEdit { spec in
            var window = spec.visibleX ?? VisibleDomain(length: 0)
            switch position {
            case .number(let n) where n.isFinite: window.start = n
            case .date(let d): window.start = d.timeIntervalSince1970
            case .string(let s): window.startCategory = s
            default: return
            }
            spec.visibleX = window
        }
    }

    /// How scrolling comes to rest (accepted: a rendered chart does not scroll).
    public func chartScrollTargetBehavior<B: ChartScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// A description of the chart for assistive technologies.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        self
    }
}

/// An axis's area, as `chartXAxisStyle`'s closure receives it.
public struct ChartAxisContent: View {
    public var body: some View { EmptyView() }
}

extension AnnotationPosition {
    /// Swift Charts' automatic position: above the mark.
    public static let automatic = AnnotationPosition.top

    /// The edge a legend at this position sits on.
    var legendEdge: ChartaScene.Edge {
        switch self {
        case .top, .topLeading, .topTrailing: .top
        case .leading: .left
        case .trailing: .right
        default: .bottom
        }
    }
}

extension ChartaScene.Color {
    /// The colour as CSS hex, with alpha when translucent.
    var cssHex: String { alpha < 1 ? hexRGBA : hexRGB }
}

extension ChartSpec {
    /// The distinct values of a channel across the layers, in order of appearance.
    func seriesValues(_ channel: Channel) -> [DataValue] {
        var seen = Set<DataValue>()
        var values: [DataValue] = []
        for layer in layers {
            guard let column = layer.column(channel) else { continue }
            for row in 0..<column.count {
                guard let v = column[row], seen.insert(v).inserted else { continue }
                values.append(v)
            }
        }
        return values
    }
}
