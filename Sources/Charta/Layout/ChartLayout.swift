/// Turns a ``ChartSpec`` into a ``RenderedChart``: resolves domains and scales, measures axes, legend
/// and title with the text measurer, fits the plot area, and emits the scene.
public enum ChartLayout {
    /// The whole chart's size when the spec does not give one.
    public static let defaultSize = Size(width: 400, height: 300)

    /// Lays out `spec`; `size` overrides the spec's own size.
    public static func render(
        _ spec: ChartSpec, size: Size? = nil, measurer: any TextMeasurer = StandardTextMeasurer.shared
    ) -> RenderedChart {
        if let violation = inputViolation(spec) { return refused(spec, size: size, diagnostic: violation) }
        // The render budget is checked between stages and, inside mark building, every few thousand rows.
        let budget = spec.limits.budget
        func stopped() -> RenderedChart? {
            guard let budget, budget.isExhausted else { return nil }
            return refused(spec, size: size, diagnostic: budget.diagnostic)
        }
        if let stop = stopped() { return stop }
        var composed: RenderedChart?
        if let concat = spec.concat {
            composed = ConcatLayout.render(spec, concat: concat, measurer: measurer)
        } else if let facet = spec.facet {
            composed = FacetLayout.render(spec, facet: facet, measurer: measurer)
        }
        if var composed {
            composed.spec.animation = spec.animation  // the whole chart's timing, for every cell
            return stopped() ?? composed
        }
        // On a grid of cells, bars whose category labels do not fit below lie along the categories.
        var spec = cellTransposed(spec, size: size, measurer: measurer) ?? spec
        var (rendered, state) = view(spec, size: size, measurer: measurer, stopped: stopped)
        guard var state else { return rendered }
        if spec.growsToFitMarks, size == nil {
            // Marks past the left or top edge: lay out again with that much more padding there, so that
            // the whole chart moves right and down (Vega's `autosize: pad` grows every side).
            if let room = rendered.roomForMarksBefore(padding: state.padding, measurer: measurer) {
                spec.padding = room
                let (again, againState) = view(spec, size: size, measurer: measurer, stopped: stopped)
                guard let againState else { return again }
                (rendered, state) = (again, againState)
            }
            rendered.growToFitMarks(padding: state.padding, measurer: measurer)
        }
        rendered.enforce(spec.limits, spec: spec, size: size)
        rendered.prepareInteraction(spec: spec, seriesColors: state.seriesColors)
        return rendered
    }
}

extension ChartLayout {
    /// One view laid out, with the state that laid it out; when the render budget runs out, the chart
    /// that reports it and no state.
    static func view(
        _ spec: ChartSpec, size: Size?, measurer: any TextMeasurer, stopped: () -> RenderedChart?
    ) -> (RenderedChart, LayoutState?) {
        var state = LayoutState(spec: DashSeries.resolved(ContinuousColor.resolved(spec)), measurer: measurer)
        state.resolveData(estimatingLargeLines: true)
        if let stop = stopped() { return (stop, nil) }
        state.fit(size: size)
        state.reportCellLabelsLeftOut()
        state.settleEstimates(size: size)
        if let stop = stopped() { return (stop, nil) }
        let rendered = state.finish()
        if let stop = stopped() { return (stop, nil) }
        return (rendered, state)
    }
}

/// The working state of one layout pass.
struct LayoutState {
    var spec: ChartSpec
    let measurer: any TextMeasurer
    var diagnostics: [Diagnostic] = []
    var layers: [LayerData] = []
    var xDomain: ChannelDomain
    var yDomain: ChannelDomain
    /// The layers' rows' codes in categorical x and y domains, as resolving the domains collected them,
    /// until ``resolveData(estimatingLargeLines:)`` hands them to the layers' data.
    var collectedCodes = (x: CollectedCodes(), y: CollectedCodes())
    var seriesColors: [String: Color] = [:]
    /// The number tick labels of this layout's scale builds.
    let tickLabels = TickLabelMemo()
    var seriesOrder: [String] = []
    /// The shape of each value of a shape channel that names no shape (``valueShapes()``), decided with
    /// the series colours.
    var shapesByValue: [String: SymbolShape] = [:]
    var total = ChartLayout.defaultSize
    var plot = Rect.zero
    var x: PositionScale
    var y: PositionScale
    var xAxis: AxisModel?
    var yAxis: AxisModel?
    var xPlan = LabelPlan.plain
    var yPlan = LabelPlan.plain
    /// How far bars centred on a continuous position stick out beyond it, in data units, per channel: a
    /// quantitative domain is widened by it so that the first and last bars stay inside the plot
    /// (Vega-Lite's `continuousPadding` does the same in pixels).
    var barPadding: [Channel: Double] = [:]
    /// The leading and top room the chrome takes, before ``ChartSpec/wholePointOrigin`` rounds it up.
    var exactChrome = Point(x: 0, y: 0)
    /// A legend moved under the plot on a grid keeps its entries one a row (``placeCellLegend()``).
    var legendStacked = false

    init(spec: ChartSpec, measurer: any TextMeasurer) {
        self.spec = spec
        self.measurer = measurer
        (xDomain, collectedCodes.x) = ChannelDomain.resolve(.x, .x2, layers: spec.layers, scale: spec.scales[.x])
        (yDomain, collectedCodes.y) = ChannelDomain.resolve(.y, .y2, layers: spec.layers, scale: spec.scales[.y])
        // Marks placed side by side by a category (Swift Charts' `position(by:)`) share their band among
        // the categories in the order the rows give them, unless the offset scale names its own.
        for offset in [Channel.xOffset, .yOffset] where spec.scales[offset]?.domain == nil {
            guard spec.layers.contains(where: { $0.isCategorical(offset) }) else { continue }
            let categories = ChannelDomain.resolve(offset, offset, layers: spec.layers, scale: nil).domain.categories
            self.spec.scales[offset, default: ScaleSpec()].domain = .categories(categories)
        }
        x = PositionScale(kind: .continuous(LinearScale()), domain: xDomain, length: 0)
        y = x
        if let grid = measurer.textGrid { self.spec.plotInsets = Self.cellInsets(spec, grid: grid) }
    }

    var padding: EdgeInsets { spec.padding ?? spec.theme.padding }

    /// Turns the layers' channels into numbers and scans them; with `estimatingLargeLines`, a long line's
    /// x is taken to ascend and its y extent estimated (see ``settleEstimates(size:)``, which must then
    /// follow the fit).
    mutating func resolveData(estimatingLargeLines: Bool = false) {
        if spec.layers.allSatisfy({ $0.data.rowCount == 0 }) { diagnostics.append(Diagnostic(.emptyData)) }
        layers = spec.layers.enumerated().map { i, layer in
            var data = LayerData(
                layer, index: i, xDomain: xDomain, yDomain: yDomain,
                codes: (collectedCodes.x.of(layer: i), collectedCodes.y.of(layer: i)))
            data.applyStacking()
            data.summarize(estimating: { estimatingLargeLines && estimates($0) })
            return data
        }
        // Taken by the layers' data; a million rows' codes need not last the layout.
        collectedCodes = (CollectedCodes(), CollectedCodes())
        reportNonFinite()
        reportMissingColumns()
        xDomain.extent = extent(.x)
        yDomain.extent = extent(.y)
        // Only a continuous scale is padded (sorting a million category indices for it was wasted).
        for channel in [Channel.x, .y] where (channel == .x ? xDomain : yDomain).kind != .categorical {
            let reaches = layers.compactMap { $0.barHalfWidth(along: channel) }
            // Bars along dates stand for calendar units (a day's bar sits at the day's middle): the
            // domain holds their whole units, as Swift Charts' does, so a tick starts each unit.
            let temporal = (channel == .x ? xDomain : yDomain).kind == .temporal
            barPadding[channel] = reaches.map { temporal ? max($0.bar, $0.spacing) : $0.bar }.max()
        }
        assignSeriesColors()
    }

    /// Warns once per column about values that are present but not finite (they are skipped).
    mutating func reportNonFinite() {
        for index in spec.layers.indices {
            for channel in [Channel.x, .y, .x2, .y2] {
                // An estimated x or y is reported once settled (``settleEstimates(size:)``).
                if layers.indices.contains(index),
                    channel == .y && layers[index].yEstimated || channel == .x && layers[index].xEstimated
                {
                    continue
                }
                reportNonFinite(layer: index, channel: channel)
            }
        }
    }

    /// Warns when the column of one layer's channel holds infinities (an estimated summary knows of none).
    mutating func reportNonFinite(layer index: Int, channel: Channel) {
        let layer = spec.layers[index]
        guard let name = layer.fieldName(channel), case .numbers(let values)? = layer.data[name] else { return }
        // The layer's column is this very array unless it was converted or stacked: reuse its scan.
        let shared = layers.indices.contains(index) ? layers[index].positions(channel) : nil
        let summary =
            shared.map { Self.sameStorage($0, values) } == true
            ? layers[index].summary(channel) : nil
        let count = summary?.infiniteCount(values) ?? ColumnSummary(values).infiniteCount(values)
        if count > 0 { diagnostics.append(Diagnostic(.nonFiniteValuesSkipped(column: name, count: count))) }
    }

    /// Whether two arrays share one buffer (a column passed through unchanged).
    static func sameStorage(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count
            && a.withUnsafeBufferPointer { p in b.withUnsafeBufferPointer { $0.baseAddress == p.baseAddress } }
    }

    /// Warns about channels that name a column the layer's data does not have.
    mutating func reportMissingColumns() {
        for layer in spec.layers {
            for channel in Channel.allCases {
                guard let name = layer.fieldName(channel), layer.data[name] == nil else { continue }
                diagnostics.append(Diagnostic(.missingColumn(name)))
            }
        }
    }

    func extent(_ channel: Channel) -> ClosedRange<Double>? {
        let extents = layers.compactMap { $0.finiteExtent(channel) }
        guard let lo = extents.map(\.0).min(), let hi = extents.map(\.1).max() else { return nil }
        return lo...hi
    }

    mutating func assignSeriesColors() {
        shapesByValue = valueShapes()
        let palette = ColorPalette(scale: spec.scales[.color], theme: spec.theme)
        if case .categories(let domain)? = spec.scales[.color]?.domain { seedSeries(domain, palette: palette) }
        // A layer whose colour is its mark's own, encoding none, splits series only to draw them apart
        // (Vega-Lite's `detail`): they take no colour and no legend entry.
        for layer in layers where layer.spec.encoding[.color] != nil || layer.spec.mark.style == nil {
            for s in layer.series.names where seriesColors[s] == nil {
                // A chart may have as many series as rows: the budget is asked as in a per-row loop.
                if spec.limits.shouldStop(atRow: seriesOrder.count) { return }
                seriesOrder.append(s)
                seriesColors[s] = palette.color(at: seriesOrder.count - 1)
            }
        }
    }

    /// Decides the chart and plot sizes, fitting the plot around measured axes (two passes: tick labels
    /// depend on the plot length, and the plot length on the labels' size).
    mutating func fit(size: Size?) {
        total = limitCanvas(
            Size(
                width: size?.width ?? spec.size.width.total ?? ChartLayout.defaultSize.width,
                height: size?.height ?? spec.size.height.total ?? ChartLayout.defaultSize.height))
        if measurer.textGrid != nil { placeCellLegend() }
        var insets = chrome()
        // On a grid the tick count follows the plot's length, so the fit takes passes until the room
        // the axes ask for settles.
        let grid = measurer.textGrid != nil
        var given = insets
        for pass in 0..<(grid ? 4 : 2) {
            if grid, pass >= 2, insets == given { break }
            given = insets
            var width = total.width - insets.leading - insets.trailing
            var height = total.height - insets.top - insets.bottom
            if size == nil {
                if let w = spec.size.width.plot(categories: xDomain, scale: spec.scales[.x]) { width = w }
                if let h = spec.size.height.plot(categories: yDomain, scale: spec.scales[.y]) { height = h }
                let limited = limitCanvas(Size(width: width, height: height))
                width = limited.width
                height = limited.height
            }
            if let rows = cellBandHeight(height) { height = rows }
            plot = Rect(x: insets.leading, y: insets.top, width: max(1, width), height: max(1, height))
            buildScales()
            insets = chrome()
        }
        if grid, insets != given {
            // Still unsettled: the plot keeps to the room both passes asked for, so nothing leaves the
            // canvas, and the labels are planned for its final ticks.
            insets = EdgeInsets(
                top: max(insets.top, given.top), leading: max(insets.leading, given.leading),
                bottom: max(insets.bottom, given.bottom), trailing: max(insets.trailing, given.trailing))
            var height = total.height - insets.top - insets.bottom
            if let rows = cellBandHeight(height) { height = rows }
            plot = Rect(
                x: insets.leading, y: insets.top, width: max(1, total.width - insets.leading - insets.trailing),
                height: max(1, height))
            buildScales()
            _ = chrome()
        }
        if size == nil, spec.size.width.total == nil { total.width = plot.width + insets.leading + insets.trailing }
        if size == nil, spec.size.height.total == nil { total.height = plot.height + insets.top + insets.bottom }
        // The scales depend only on the plot frame: when the last pass already fitted it, they stand.
        let fitted = plot
        plot.origin = Point(x: insets.leading, y: insets.top)
        if plot != fitted { buildScales() }
    }

    /// `size` within the spec's canvas limit, warning once when it had to shrink.
    mutating func limitCanvas(_ size: Size) -> Size {
        let (limited, shrunk) = ChartLayout.limitedCanvas(size, limit: spec.limits.canvasPixels)
        let kind = DiagnosticKind.limitExceeded(
            .canvasPixels, limit: spec.limits.canvasPixels, amount: nil)
        if shrunk && !diagnostics.contains(where: { $0.kind == kind }) { diagnostics.append(Diagnostic(kind)) }
        return limited
    }

    /// Space taken around the plot by padding, title, axes, legend and annotations above the plot.
    mutating func chrome() -> EdgeInsets {
        var insets = padding
        insets.top += titleHeight + annotationHeadroom()
        if let xAxis {
            xPlan = xAxis.labelPlan(measurer: measurer)
            let reach = xAxis.extent(plan: xPlan, measurer: measurer)
            if xAxis.edge == .top { insets.top += reach } else { insets.bottom += reach }
        }
        if let yAxis {
            yPlan = yAxis.labelPlan(measurer: measurer)
            if let grid = measurer.textGrid {
                // Labels down the side leave the plot ten cells or half the chart's width, whichever is
                // less; only longer ones are cut.
                let room = max(3, total.width / 2 / grid.width, total.width / grid.width - 12).rounded(.down)
                yPlan.maxWidth = min(yPlan.maxWidth, room * grid.width)
            }
            let reach = yAxis.extent(plan: yPlan, measurer: measurer)
            if yAxis.edge == .right { insets.trailing += reach } else { insets.leading += reach }
            // Labels stick out above the top tick and below the bottom one, up to half a line (half a
            // line in any case on a grid, where the axis title takes the row above that).
            let half = (measurer.ascent(of: yAxis.font) + measurer.descent(of: yAxis.font)) / 2
            let titleRow = yAxis.titleAbove(measurer: measurer) ? measurer.textGrid?.height ?? 0 : 0
            let reaches =
                measurer.textGrid == nil
                ? yAxis.verticalLabelOverhang(plan: yPlan, length: plot.height, measurer: measurer)
                : (top: half, bottom: half)
            if !yAxis.spec.hidden, yAxis.spec.labels || titleRow > 0 {
                insets.top = max(insets.top, padding.top + titleHeight + reaches.top + titleRow)
                insets.bottom = max(insets.bottom, padding.bottom + reaches.bottom)
            }
        }
        if let xAxis, spec.visibleX == nil, spec.interaction.viewport == nil {
            // The first and last tick labels may reach past the plot's ends: keep them on the canvas
            // (not for a scrolling chart, whose plot frame stays put from one window to the next).
            let overhang = xAxis.labelOverhang(plan: xPlan, length: plot.width, measurer: measurer)
            insets.leading = max(insets.leading, padding.leading + overhang.leading)
            insets.trailing = max(insets.trailing, padding.trailing + overhang.trailing)
        }
        let legend = legendSize()
        let gap = spec.legend.offset ?? LegendLayout.gap
        switch spec.legend.position {
        case .right: insets.trailing += legend.width > 0 ? legend.width + gap : 0
        case .left: insets.leading += legend.width > 0 ? legend.width + gap : 0
        case .bottom: insets.bottom += legend.height > 0 ? legend.height + gap : 0
        case .top: insets.top += legend.height > 0 ? legend.height + gap : 0
        }
        if let grid = measurer.textGrid {
            // On a grid the plot's edges are cell edges, so that bars end on them and axes run along them.
            insets.leading = (insets.leading / grid.width - 1e-9).rounded(.up) * grid.width
            insets.trailing = (insets.trailing / grid.width - 1e-9).rounded(.up) * grid.width
            insets.top = (insets.top / grid.height - 1e-9).rounded(.up) * grid.height
            insets.bottom = (insets.bottom / grid.height - 1e-9).rounded(.up) * grid.height
        }
        exactChrome = Point(x: insets.leading, y: insets.top)
        if spec.wholePointOrigin {
            insets.leading = insets.leading.rounded(.up)
            insets.top = insets.top.rounded(.up)
        }
        return insets
    }

    var titleHeight: Double {
        guard spec.title != nil else { return 0 }
        return measurer.ascent(of: spec.theme.titleFont) + measurer.descent(of: spec.theme.titleFont) + 8
    }
}

extension ChartSize.Dimension {
    /// The total size in points, when given as such.
    var total: Double? {
        if case .total(let v) = self { return v }
        return nil
    }

    /// The plot length in points, when given directly or per category step (with the scale's paddings:
    /// `step × (n − paddingInner + 2 × paddingOuter)`, as d3's band and point scales space them).
    func plot(categories domain: ChannelDomain, scale: ScaleSpec? = nil) -> Double? {
        switch self {
        case .plot(let v): return v
        case .step(let step):
            let n = Double(max(1, domain.categories.count))
            let isPoint = scale?.kind == .point || (!domain.hasBands && scale?.kind != .band)
            let inner = isPoint ? 1 : scale?.paddingInner ?? LayoutState.bandPaddingInner
            let outer = scale?.paddingOuter ?? (isPoint ? 0.5 : inner / 2)
            return step * (n - inner + 2 * outer)
        case .automatic, .total: return nil
        }
    }
}
