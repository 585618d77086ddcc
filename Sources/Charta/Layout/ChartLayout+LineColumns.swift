extension ChartLayout {
    /// The device columns in which layout reduces the lines of `spec` (``DataReduction``): a row's
    /// column is `floor(slope × x + intercept)`, x in data units (seconds for dates); a line is reduced
    /// when it has more than twice as many rows as `plotWidth`. Nil for a chart
    /// made of several views, or an x scale that is not affine. Layout is fitted as ``render(_:size:measurer:)``
    /// fits it, so a source that reduces a line's rows before they reach the chart (M4 in a database)
    /// can use the very columns layout then reduces them in.
    package static func lineColumns(
        _ spec: ChartSpec, size: Size? = nil, measurer: any TextMeasurer = StandardTextMeasurer.shared
    ) -> (slope: Double, intercept: Double, plotWidth: Double)? {
        guard spec.concat == nil, spec.facet == nil, spec.reduction == .automatic, inputViolation(spec) == nil else {
            return nil
        }
        let spec = cellTransposed(spec, size: size, measurer: measurer) ?? spec
        var state = LayoutState(spec: DashSeries.resolved(ContinuousColor.resolved(spec)), measurer: measurer)
        state.resolveData(estimatingLargeLines: false)
        state.fit(size: size)
        return MarkBuilder.m4Columns(state.markContext).map { ($0.slope, $0.intercept, state.plot.width) }
    }
}
