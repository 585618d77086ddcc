/// Tick labels on a grid of cells (a terminal, ``TextMeasurer/textGrid``): never rotated, since a
/// rotated label would run down the page a letter a row, and never touching, so that `Feb 04Feb 18`
/// cannot be read as one label.
extension AxisModel {
    /// The least gap between the labels' laid-out boxes on a grid: one and a half cells. Each label's
    /// first cell is its start rounded to a whole cell (half a cell off at most), so two labels this
    /// far apart keep at least one blank cell between them once drawn.
    static func cellGap(_ grid: Size) -> Double { grid.width * 1.5 }

    /// How to show the labels on a grid: all of them as they are when they fit; a category axis's
    /// labels shortened with an ellipsis to their band (every category keeps its label); else every
    /// n-th label, the others left out. A vertical axis keeps one label a row.
    func cellPlan(grid: Size, measurer: any TextMeasurer) -> LabelPlan {
        guard ticks.count > 1 else { return .plain }
        guard isHorizontal else {
            let spacing = minimumLabelSpacing()
            var stride = 1
            while stride < ticks.count && Double(stride) * spacing < grid.height { stride += 1 }
            return LabelPlan(stride: stride, angle: 0, maxWidth: .infinity)
        }
        let widths = ticks.map { measurer.width(of: $0.label, font: font) }
        let gap = Self.cellGap(grid)
        if fits(widths, stride: 1, gap: gap) { return .plain }
        if isCategorical {
            // The widest label that leaves a gap to its neighbours, in whole cells, if a letter and the
            // ellipsis fit.
            let cells = ((minimumLabelSpacing() - gap) / grid.width).rounded(.down)
            if cells >= 2 {
                let maxWidth = cells * grid.width
                let labels = ticks.map {
                    AxisModel.truncate($0.label, maxWidth: maxWidth, font: font, measurer: measurer)
                }
                let cut = labels.map { measurer.width(of: $0, font: font) }
                // Cut labels that no longer tell their categories apart are no labels at all.
                if Set(labels).count == Set(ticks.map(\.label)).count, fits(cut, stride: 1, gap: gap) {
                    return LabelPlan(stride: 1, angle: 0, maxWidth: maxWidth)
                }
            }
        }
        var stride = 2
        while stride < ticks.count, !fits(widths, stride: stride, gap: gap) { stride += 1 }
        return LabelPlan(stride: stride, angle: 0, maxWidth: .infinity)
    }

    /// Whether every label of a horizontal axis fits between its neighbours with a cell's gap, none
    /// left out (a vertical axis: one label a row); how the tick count is chosen on a grid.
    func labelsFitCells(_ grid: Size, measurer: any TextMeasurer) -> Bool {
        guard ticks.count > 1 else { return true }
        guard isHorizontal else { return minimumLabelSpacing() >= grid.height }
        return fits(ticks.map { measurer.width(of: $0.label, font: font) }, stride: 1, gap: Self.cellGap(grid))
    }

    /// Whether every `stride`-th label is at least `gap` from the one before.
    func fits(_ widths: [Double], stride: Int, gap: Double) -> Bool {
        var previousEnd = -Double.infinity
        // Labels drawn transparent take no room.
        for i in Swift.stride(from: 0, to: ticks.count, by: stride) where !ticks[i].labelHidden {
            let start = labelStart(ticks[i].labelOffset, width: widths[i])
            if start < previousEnd + gap { return false }
            previousEnd = start + widths[i]
        }
        return true
    }

    /// The least distance between neighbouring shown labels' ticks.
    func minimumLabelSpacing() -> Double {
        let shown = ticks.filter { !$0.labelHidden }
        return zip(shown, shown.dropFirst()).map { abs($1.offset - $0.offset) }.min() ?? .infinity
    }
}
