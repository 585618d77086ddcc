/// Large lines laid out with one pass over x and y (Docs/Design.md §4). The plot's width depends on the
/// y axis's labels, so on y's extent, and M4's device columns depend on the plot's width: scanning y for
/// its extent and then reducing it reads the column twice. Instead, a long single-series line is fitted
/// with x taken to ascend when its ends and a sample do (its ends are then its extent), and with y's
/// extent estimated from a sample; M4 then reduces the line in the fitted columns, checking x's order as
/// it goes, and the rows it keeps give y's exact extent (they hold every column's lowest and highest
/// row). The plot is fitted again when the exact extent changes the y scale, which the estimate rarely
/// does after rounding to nice ticks, or when x turns out not to ascend; the kept rows serve the marks
/// while their columns hold.
extension LayoutState {
    /// Rows from which a line's y extent is estimated before the plot is fitted.
    static let estimatedLineRows = 1 << 16

    /// Whether layout estimates x's order and y's extent for `layer`: a single-series line of many rows
    /// with no offsets or second positions, along a linear or time x (M4 maps those to device columns, so
    /// it can check the order) in a chart that reduces lines; y is estimated only when x ascends with
    /// every value finite, or is taken to.
    func estimates(_ layer: LayerData) -> Bool {
        spec.reduction == .automatic && layer.spec.mark.kind == .line && layer.rowCount >= Self.estimatedLineRows
            && yDomain.kind == .quantitative && xDomain.kind != .categorical
            && [nil, .linear, .time, .utc].contains(spec.scales[.x]?.kind)
            && layer.series.codes == nil && layer.x2 == nil && layer.y2 == nil
            && layer.spec.encoding[.xOffset] == nil && layer.spec.encoding[.yOffset] == nil
    }

    /// Replaces estimated summaries by exact ones: x's order as checked by M4 in the fitted plot's columns
    /// (else from a scan), and y's from the rows M4 keeps (else from a scan). Fits the plot again when x
    /// does not ascend or the exact extents change the y scale.
    mutating func settleEstimates(size: Size?) {
        var (settled, xMoved) = (false, false)
        for i in layers.indices where layers[i].yEstimated {
            layers[i].yEstimated = false
            settled = true
            let ctx = markContext
            var ascends = !layers[i].xEstimated
            if let columns = MarkBuilder.m4Columns(ctx),
                ctx.reduction.applies(rows: layers[i].rowCount, width: ctx.plot.width),
                let kept = layers[i].xEstimated
                    ? M4.keptIfAscending(
                        x: layers[i].x, y: layers[i].y, slope: columns.slope, intercept: columns.intercept, values: true
                    )
                    : M4.kept(
                        x: layers[i].x, y: layers[i].y, slope: columns.slope, intercept: columns.intercept,
                        xSortedAndFinite: true, values: true)
            {
                ascends = true
                assert(kept.x.count == kept.rows.count && kept.y.count == kept.rows.count)
                if let exact = ColumnSummary(kept: kept.y) {
                    // y's extent is the whole line's; the marks draw what the plot shows of it.
                    layers[i].summaries[.y] = exact
                    layers[i].reducedLine = ReducedLine(
                        columns: columns, kept: MarkBuilder.shown(kept, of: layers[i], in: columns, ctx))
                }
            }
            if !ascends {
                // x was taken to ascend, and M4 did not check it (not reduced here) or found it does not.
                let exact = ColumnSummary(layers[i].x)
                xMoved = xMoved || layers[i].summaries[.x].map(exact.hasExtent(of:)) != true
                layers[i].summaries[.x] = exact
                reportNonFinite(layer: i, channel: .x)
            }
            layers[i].xEstimated = false
            // Not reduced here, or y has gaps: the plain scan.
            if layers[i].reducedLine == nil {
                layers[i].summaries[.y] = ColumnSummary(layers[i].y, checkingOrder: false)
            }
            reportNonFinite(layer: i, channel: .y)
        }
        guard settled else { return }
        if xMoved { xDomain.extent = extent(.x) }
        yDomain.extent = extent(.y)
        let exact = makeScale(.y, domain: yDomain, length: plot.height)
        guard xMoved || exact.continuousDomain == nil || exact.continuousDomain != y.continuousDomain else { return }
        // x's summary or the y scale moved: fit again from the start, as if the extents had been known from
        // the start.
        (xAxis, yAxis) = (nil, nil)
        fit(size: size)
    }
}

/// The rows M4 kept of a whole line, with their x and y values, and the device columns it reduced them to.
struct ReducedLine: Sendable {
    /// A row's column is `floor(slope × x + intercept)`.
    struct Columns: Equatable, Sendable {
        var slope: Double
        var intercept: Double
    }

    /// The columns of an x scale that maps x to `slope × x + intercept` points along a plot starting at
    /// `plotMinX`, at `density` columns per point.
    static func columns(slope: Double, intercept: Double, plotMinX: Double, density: Double) -> Columns {
        Columns(slope: slope * density, intercept: (intercept + plotMinX) * density)
    }

    var columns: Columns
    /// Layer row indices, ascending, and their x and y.
    var kept: M4.Kept
}

extension PositionScale {
    /// The domain of a continuous scale, nil for band and time scales.
    var continuousDomain: [Double]? {
        if case .continuous(let s) = kind { return s.domain }
        return nil
    }
}
