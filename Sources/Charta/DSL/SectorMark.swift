/// A slice of a pie or donut (Swift Charts' `SectorMark`): its angle is its value's share of the sum of
/// the layer's values; slices follow each other clockwise from 12 o'clock.
public struct SectorMark: ChartContent {
    let content: ModifiedContent

    /// A slice for `angle`, between the inner and outer radius, inset by `angularInset` points on each
    /// side. Radii are given as fixed points, a ratio of the plot's half size, or an inset from it.
    public init<A: Plottable>(
        angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: Double? = nil
    ) {
        let geometry = ArcGeometry(
            innerRadius: 0, outerRadius: nil, angularInset: max(0, angularInset ?? 0), innerDimension: innerRadius,
            outerDimension: outerRadius)
        content = ModifiedContent(content: ModifiedContent(mark: MarkRow.make(.arc, (.theta, angle)))) {
            if $0.mark.arc == nil { $0.mark.arc = geometry }
        }
    }

    public consuming func collect(into collector: inout MarkCollector) { content.collect(into: &collector) }
}
