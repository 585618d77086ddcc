/// Large lines laid out with one pass over y (Docs/Design.md §4). The plot's width depends on the y
/// axis's labels, so on y's extent, and M4's device columns depend on the plot's width: scanning y for
/// its extent and then reducing it reads the column twice. Instead, a long single-series line whose x
/// ascends is fitted with y's extent estimated from a sample; M4 then reduces the line in the fitted
/// columns, and the rows it keeps give the exact extent (they hold every column's lowest and highest
/// row). The plot is fitted again only when the exact extent changes the y scale, which the estimate
/// rarely does after rounding to nice ticks; the kept rows serve the marks while their columns hold.
extension LayoutState {
    /// Rows from which a line's y extent is estimated before the plot is fitted.
    static let estimatedLineRows = 1 << 16

    /// Whether layout estimates y's extent for `layer` (its x scanned): a single-series line of many rows
    /// with no offsets or second positions, whose x ascends with every value finite, in a chart that
    /// reduces lines.
    func estimatesY(_ layer: LayerData) -> Bool {
        spec.reduction == .automatic && layer.spec.mark.kind == .line && layer.rowCount >= Self.estimatedLineRows
            && yDomain.kind == .quantitative && layer.series.codes == nil && layer.x2 == nil && layer.y2 == nil
            && layer.spec.encoding[.xOffset] == nil && layer.spec.encoding[.yOffset] == nil
            && layer.summaries[.x]?.sortedAndFinite == true
    }

    /// Replaces estimated y summaries by exact ones (from the rows M4 keeps in the fitted plot's columns
    /// when the line is reduced there, else from a scan), and fits the plot again when the exact extents
    /// change the y scale.
    mutating func settleEstimates(size: Size?) {
        var settled = false
        for i in layers.indices where layers[i].yEstimated {
            layers[i].yEstimated = false
            settled = true
            let ctx = markContext
            if let columns = MarkBuilder.m4Columns(ctx),
                ctx.reduction.applies(rows: layers[i].rowCount, width: ctx.plot.width)
            {
                let kept = M4.kept(
                    x: layers[i].x, y: layers[i].y, slope: columns.slope, intercept: columns.intercept,
                    xSortedAndFinite: true, values: true)
                assert(kept.x.count == kept.rows.count && kept.y.count == kept.rows.count)
                if let exact = ColumnSummary(kept: kept.y) {
                    layers[i].summaries[.y] = exact
                    layers[i].reducedLine = ReducedLine(columns: columns, kept: kept)
                }
            }
            // Not reduced here, or y has gaps: the plain scan.
            if layers[i].reducedLine == nil {
                layers[i].summaries[.y] = ColumnSummary(layers[i].y, checkingOrder: false)
            }
            reportNonFinite(layer: i, channel: .y)
        }
        guard settled else { return }
        yDomain.extent = extent(.y)
        let exact = makeScale(.y, domain: yDomain, length: plot.height)
        guard exact.continuousDomain == nil || exact.continuousDomain != y.continuousDomain else { return }
        // The y scale moved: fit again from the start, as if the extent had been known from the start.
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
