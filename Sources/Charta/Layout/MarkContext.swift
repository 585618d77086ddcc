/// What every mark builder needs: the plot frame, the two positional scales, colours and the theme.
struct MarkContext: Sendable {
    var plot: Rect
    var x: PositionScale
    var y: PositionScale
    var theme: Theme
    /// Colour of each series name.
    var seriesColors: [String: Color]
    /// The chart's scale settings (for offset and angle channels).
    var scales: [Channel: ScaleSpec] = [:]
    /// Whether marks with more points than pixels are thinned out (see ``DataReduction``).
    var reduction = DataReduction.none
    /// Device columns per point that lines and areas are reduced to.
    var lineColumnsPerPoint = DataReduction.columnsPerPoint
    /// For each categorical offset channel: the band scale that splits a position band, and each
    /// category's index in it. Built once per chart so that rows only look them up.
    var offsetBands: [Channel: (band: BandScale<Int>, index: [String: Int])] = [:]
    /// For arc layers sharing one circle: by layer index, the theta before the layer's first sector and
    /// the total over all the layers.
    var arcShares: [Int: (before: Double, total: Double)] = [:]
    /// The shape of each value of a shape channel that names no shape (Swift Charts' `symbol(by:)`), in
    /// the order the values first appear across the chart's layers.
    var shapesByValue: [String: SymbolShape] = [:]
    /// When to stop building marks early (see ``RenderBudget``); the caller reports the stop.
    var budget: RenderBudget? = nil
    /// Whether the plot clips its marks sideways (a chart showing an x window of its data).
    var clipsSideways = false

    /// Whether a per-row loop at `row` should stop: checked every ``RenderBudget/checkInterval`` rows.
    func shouldStop(atRow row: Int) -> Bool { budget.shouldStop(atRow: row) }

    /// Creates the context and its offset bands.
    init(
        plot: Rect, x: PositionScale, y: PositionScale, theme: Theme, seriesColors: [String: Color],
        scales: [Channel: ScaleSpec] = [:], reduction: DataReduction = .none
    ) {
        self.plot = plot
        self.x = x
        self.y = y
        self.theme = theme
        self.seriesColors = seriesColors
        self.scales = scales
        self.reduction = reduction
        for (offset, position) in [(Channel.xOffset, x), (.yOffset, y)] {
            guard case .categories(let domain)? = scales[offset]?.domain else { continue }
            var index: [String: Int] = [:]
            for (i, c) in domain.enumerated() where index[c] == nil { index[c] = i }
            var band = BandScale(domain: Array(domain.indices), range: [0, position.bandwidth])
            band.paddingInner = scales[offset]?.paddingInner ?? 0
            band.paddingOuter = scales[offset]?.paddingOuter ?? 0
            offsetBands[offset] = (band, index)
        }
    }

    /// The chart-space x of a value's centre.
    func px(_ v: Double) -> Double { plot.minX + x.center(v) }
    /// The chart-space y of a value's centre.
    func py(_ v: Double) -> Double { plot.minY + y.center(v) }

    /// The colour of a row: an identity colour, then the mark's own colour, then its series', then the accent.
    func color(_ layer: LayerData, row: Int) -> Color {
        if let c = layer.identityColors?[row] { return c }
        return color(layer, series: layer.series[row])
    }

    /// The colour of a row without an identity colour, from its series name (nil: none).
    func color(_ layer: LayerData, series: String?) -> Color {
        if case .color(let c)? = layer.spec.mark.style { return c }
        if let series, let c = seriesColors[series] { return c }
        return theme.accent
    }

    /// The paint of a row: the mark's gradient laid out over the plot, or the row's colour.
    func paint(_ layer: LayerData, row: Int) -> Paint {
        if case .linearGradient(let stops, let start, let end)? = layer.spec.mark.style,
            layer.identityColors?[row] == nil
        {
            return .linearGradient(LinearGradient(start: unit(start), end: unit(end), stops: stops))
        }
        return .color(color(layer, row: row))
    }

    /// A point given in unit coordinates of the plot.
    func unit(_ p: Point) -> Point {
        Point(x: plot.minX + p.x * plot.width, y: plot.minY + p.y * plot.height)
    }

    /// The curve a line or area draws with.
    func curve(_ method: InterpolationMethod?) -> Curve {
        switch method ?? .linear {
        case .linear: .linear
        case .linearClosed: .linearClosed
        case .monotone: .monotoneX
        case .catmullRom(let alpha): .catmullRom(alpha: alpha)
        case .cardinal(let tension): .cardinal(tension: tension)
        case .stepStart: .stepBefore
        case .stepCenter: .step
        case .stepEnd: .stepAfter
        case .basis: .basis
        case .natural: .natural
        }
    }

    /// Rows grouped by series, in first-appearance order (rows without a series first when the first
    /// row has none). A layer without series is one run of all its rows, with no index array.
    func seriesRuns(_ layer: LayerData) -> [(series: String?, rows: RowSelection)] {
        guard let codes = layer.series.codes else {
            return layer.rowCount == 0 ? [] : [(nil, RowSelection(all: layer.rowCount))]
        }
        // Codes are dense (0..<names.count, -1 for none), so each has a place in an array.
        var order: [Int32] = []
        var rows = [[Int]](repeating: [], count: layer.series.names.count + 1)
        for row in 0..<layer.rowCount {
            if shouldStop(atRow: row) { return [] }
            let code = row < codes.count ? codes[row] : -1
            if rows[Int(code) + 1].isEmpty { order.append(code) }
            rows[Int(code) + 1].append(row)
        }
        return order.map { code in
            (code < 0 ? nil : layer.series.names[Int(code)], RowSelection(rows[Int(code) + 1]))
        }
    }
}
