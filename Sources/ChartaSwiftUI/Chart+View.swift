import Charta
import ChartaScene
import Foundation

extension Chart: View, PrimitiveView {
    public typealias Body = Never

    func element(in environment: ViewEnvironment) -> any LayoutElement {
        ChartElement(chart: self, environment: environment)
    }
}

/// A chart in a view tree: it takes the room it is offered and is laid out there with the chart
/// modifiers above it, its proxy handed to its overlay and background views.
struct ChartElement: LayoutElement {
    let chart: Chart
    let environment: ViewEnvironment

    /// The size a chart takes when nothing bounds it.
    static let idealSize = Size(width: 360, height: 240)

    private var configuration: ChartConfiguration { environment.chart }

    func size(for proposal: ProposedSize) -> Size {
        var size = proposal.replacingUnspecified(
            width: ChartElement.idealSize.width, height: ChartElement.idealSize.height)
        if case .total(let w) = chart.spec.size.width { size.width = w }
        if case .total(let h) = chart.spec.size.height { size.height = h }
        return size
    }

    func place(in frame: Rect, into canvas: inout SceneCanvas) {
        // Legend, axis, overlay and background closures read the environment of the chart's view.
        MainActor.assumeIsolated {
            EnvironmentValues.with(environment.values) { placeChart(in: frame, into: &canvas) }
        }
    }

    @MainActor
    private func placeChart(in frame: Rect, into canvas: inout SceneCanvas) {
        var chartFrame = frame
        let legend = configuration.legend.map { layoutElement(of: $0.content(), in: environment.chartContent(7)) }
        var legendFrame: Rect?
        if let legend, let position = configuration.legend?.position {
            let spacing = configuration.legend?.spacing ?? 8
            let size = legend.size(for: ProposedSize(width: frame.width, height: nil))
            switch position {
            case .top, .topLeading, .topTrailing:
                legendFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: size.height)
                chartFrame = Rect(
                    x: frame.minX, y: frame.minY + size.height + spacing, width: frame.width,
                    height: max(0, frame.height - size.height - spacing))
            case .leading:
                legendFrame = Rect(x: frame.minX, y: frame.minY, width: size.width, height: frame.height)
                chartFrame = Rect(
                    x: frame.minX + size.width + spacing, y: frame.minY,
                    width: max(0, frame.width - size.width - spacing), height: frame.height)
            case .trailing:
                legendFrame = Rect(x: frame.maxX - size.width, y: frame.minY, width: size.width, height: frame.height)
                chartFrame = Rect(
                    x: frame.minX, y: frame.minY, width: max(0, frame.width - size.width - spacing),
                    height: frame.height)
            default:
                legendFrame = Rect(x: frame.minX, y: frame.maxY - size.height, width: frame.width, height: size.height)
                chartFrame = Rect(
                    x: frame.minX, y: frame.minY, width: frame.width,
                    height: max(0, frame.height - size.height - spacing))
            }
        }
        let rendered = render(size: chartFrame.size)
        for diagnostic in rendered.diagnostics where !environment.context.diagnostics.contains(diagnostic) {
            environment.context.diagnostics.append(diagnostic)
        }
        var proxy = ChartProxy(rendered: rendered, origin: chartFrame.origin)
        proxy.selection = SelectionSetters(
            x: configuration.xSelection, y: configuration.ySelection, angle: configuration.angleSelection)
        for background in configuration.backgrounds {
            placeProxyView(background.content(proxy), alignment: background.alignment, in: chartFrame, into: &canvas)
        }
        let plot = rendered.plotFrame.offsetBy(chartFrame.origin)
        var front: [SceneNode] = []
        if let plotStyle = configuration.plotStyle {
            var styled = SceneCanvas()
            layoutElement(of: plotStyle(ChartPlotContent()), in: environment.chartContent(8)).place(
                in: plot, into: &styled)
            let split = styled.nodes.firstIndex {
                if case .group(let g) = $0 { g.id == PlotPlaceholderElement.marker } else { false }
            }
            canvas.nodes += styled.nodes[..<(split ?? styled.nodes.endIndex)]
            if let split { front = Array(styled.nodes[(split + 1)...]) }
            canvas.regions += styled.regions
        }
        var root = rendered.scene.root
        root.transform = .translation(x: chartFrame.minX, y: chartFrame.minY)
        canvas.nodes.append(.group(root))
        canvas.nodes += front
        if let legend, let legendFrame {
            let size = legend.size(for: ProposedSize(width: legendFrame.width, height: nil))
            legend.place(in: legendFrame.aligned(size, configuration.legend?.alignment ?? .leading), into: &canvas)
        }
        canvas.charts.append(proxy)
        addSelectionRegion(plot: plot, proxy: proxy, into: &canvas)
        if let gesture = configuration.gesture {
            canvas.regions.append(
                InputRegion(frame: plot, handlers: gesture(proxy).running(in: environment.values)))
        }
        for overlay in configuration.overlays {
            placeProxyView(overlay.content(proxy), alignment: overlay.alignment, in: chartFrame, into: &canvas)
        }
    }

    private func placeProxyView(_ view: any View, alignment: Alignment, in frame: Rect, into canvas: inout SceneCanvas)
    {
        let element = ZStackElement(
            alignment: alignment, children: [layoutElement(of: view, in: environment.chartContent(9))])
        element.place(in: frame, into: &canvas)
    }

    /// A touch in the plot sets the x (or y) selection binding to the value under it, and clears it when
    /// the touch ends, as Swift Charts' `chartXSelection` does on iOS.
    private func addSelectionRegion(plot: Rect, proxy: ChartProxy, into canvas: inout SceneCanvas) {
        let x = configuration.xSelection
        let y = configuration.ySelection
        let angle = configuration.angleSelection
        guard x != nil || y != nil || angle != nil else { return }
        let rendered = proxy.rendered
        let select: (CGPoint) -> Void = { location in
            let core = Charta.ChartProxy(rendered)
            x?(core.value(atX: rendered.plotFrame.minX + Double(location.x)))
            y?(core.value(atY: rendered.plotFrame.minY + Double(location.y)))
            angle?(rendered.sectorValue(at: Point(location), inPlot: true))
        }
        let handlers = GestureHandlers(
            tap: select, dragChanged: { select($0.location) },
            dragEnded: { _ in
                x?(nil)
                y?(nil)
                angle?(nil)
            }, minimumDistance: 0)
        canvas.regions.append(InputRegion(frame: plot, handlers: handlers.running(in: environment.values)))
    }

    /// The chart model with the modifiers applied, laid out at `size`, with the axes' own content
    /// resolved against the ticks of a first layout.
    func render(size: Size) -> RenderedChart {
        var spec = chart.spec
        ChartElement.applySwiftChartsDefaults(&spec)
        for edit in configuration.edits { edit(&spec) }
        ChartElement.includeZeroByDefault(&spec)
        spec.size = ChartSize(width: .total(size.width), height: .total(size.height))
        applyPadding(&spec)
        let measurer = environment.context.measurer
        var rendered = chart.rendering(spec, measurer: measurer)
        if ChartElement.stepWholeNumbersByWholes(&spec, rendered: rendered) {
            rendered = chart.rendering(spec, measurer: measurer)
        }
        guard !configuration.axes.isEmpty else { return rendered }
        for (channel, marks) in configuration.axes { AxisResolver(marks: marks).prepare(channel, &spec) }
        rendered = chart.rendering(spec, measurer: measurer)
        for (channel, marks) in configuration.axes {
            AxisResolver(marks: marks).label(channel, &spec, rendered: rendered, environment: environment)
        }
        return chart.rendering(spec, measurer: measurer)
    }

    /// Swift Charts' look where Charta's own defaults differ: the y axis on the trailing side, no axis
    /// or legend titles, the legend below the plot, overlapping axis labels thinned, categories on a
    /// vertical axis from the top, and no axes around a chart of sectors.
    /// Date labels as Swift Charts writes them in English: `6 AM`, `Mar 4`, `Jan`, `2024` (a number axis
    /// keeps its own format).
    static let swiftChartsDateLabels = TimeTickFormat.Specifiers(
        minute: "%-I:%M", hour: "%-I %p", day: "%b %-d", week: "%b %-d", month: "%b", year: "%Y")

    static func applySwiftChartsDefaults(_ spec: inout ChartSpec) {
        // A chart fills its frame (no padding around it); labels at the ends of the x axis turn inward.
        spec.padding = spec.padding ?? .zero
        spec.arcsShareCircle = true
        spec.axes[.x, default: AxisSpec()].labelFlush = spec.axes[.x]?.labelFlush ?? 1
        spec.legend.position = .bottom
        spec.legend.title = spec.legend.title ?? ""
        for channel in [Channel.x, .y] {
            if spec.axes[channel, default: AxisSpec()].format == .automatic {
                spec.axes[channel, default: AxisSpec()].format = .dateLevels(swiftChartsDateLabels)
            }
            spec.axes[channel, default: AxisSpec()].title = spec.axes[channel]?.title ?? ""
            spec.axes[channel, default: AxisSpec()].hidesOverlappingLabels = true
        }
        spec.axes[.y, default: AxisSpec()].position = .trailing

        if spec.layers.contains(where: { $0.isCategorical(.y) }) {
            spec.scales[.y, default: ScaleSpec()].reverse.toggle()
        }
        // A line shaped by a value draws its vertices as that value's symbols.
        for i in spec.layers.indices where spec.layers[i].mark.kind == .line && spec.layers[i].encoding[.shape] != nil {
            spec.layers[i].mark.symbol = spec.layers[i].mark.symbol ?? .circle
        }
        if !spec.layers.isEmpty, spec.layers.allSatisfy({ $0.mark.kind == .arc }) {
            spec.axes[.x, default: AxisSpec()].hidden = true
            spec.axes[.y, default: AxisSpec()].hidden = true
        }
    }

    /// Number scales include zero whatever the mark, unless told otherwise, "so the domain inference
    /// logic is consistent" (Swift Charts' `ScaleDomain`); a log or power scale, or a given domain, does
    /// not. Applied after the view's own scale modifiers.
    static func includeZeroByDefault(_ spec: inout ChartSpec) {
        for channel in [Channel.x, .y] {
            let scale = spec.scales[channel]
            guard scale?.includesZero == nil, scale?.domain == nil, scale?.kind == nil || scale?.kind == .linear
            else { continue }
            spec.scales[channel, default: ScaleSpec()].includesZero = true
        }
    }

    /// An axis over whole numbers only (counts, days, indices) steps by whole numbers: its automatic ticks
    /// never fall between two of them, so `0 1 2 3` rather than `0 0.5 1 … 3`. Asked only when the first
    /// layout chose a fractional tick; true when it changed an axis.
    static func stepWholeNumbersByWholes(_ spec: inout ChartSpec, rendered: RenderedChart) -> Bool {
        var changed = false
        for channel in [Channel.x, .y] {
            guard case .automatic = spec.axes[channel]?.values ?? .automatic(count: nil),
                spec.axes[channel]?.tickMinStep == nil,
                rendered.axisTicks[channel]?.contains(where: { tick in
                    guard case .number(let v)? = tick.value else { return false }
                    return v != v.rounded()
                }) == true,
                holdsOnlyWholeNumbers(spec, channel)
            else { continue }
            spec.axes[channel, default: AxisSpec()].tickMinStep = 1
            changed = true
        }
        return changed
    }

    /// Whether every number that the chart's layers place along `channel` (and its second channel) is
    /// whole, and there is at least one; a normalized or centred stack, or a mean or median, places
    /// fractions of whole numbers.
    static func holdsOnlyWholeNumbers(_ spec: ChartSpec, _ channel: Channel) -> Bool {
        let channels: [Channel] = channel == .x ? [.x, .x2] : [.y, .y2]
        var any = false
        for layer in spec.layers {
            for c in channels {
                guard let column = layer.column(c) else { continue }
                let encoding = layer.encoding[c]
                if encoding?.stack == .normalized || encoding?.stack == .center { return false }
                if encoding?.aggregate == .mean || encoding?.aggregate == .median { return false }
                guard case .numbers(let values) = column else { return false }
                guard values.allSatisfy({ $0.isNaN || $0 == $0.rounded() }) else { return false }
                any = any || !values.isEmpty
            }
        }
        return any
    }

    private func applyPadding(_ spec: inout ChartSpec) {
        if let p = configuration.xPadding {
            spec.plotInsets.leading += p.start
            spec.plotInsets.trailing += p.end
        }
        if let p = configuration.yPadding {
            spec.plotInsets.bottom += p.start
            spec.plotInsets.top += p.end
        }
    }
}

extension Chart {
    /// The chart laid out from a changed spec, with the chart's own errors reported.
    func rendering(_ spec: ChartSpec, measurer: any TextMeasurer) -> RenderedChart {
        var copy = self
        copy.spec = spec
        return copy.render(measurer: measurer)
    }
}

extension Rect {
    func offsetBy(_ p: Point) -> Rect { Rect(x: minX + p.x, y: minY + p.y, width: width, height: height) }
}
