import Foundation

/// Layout on a grid of cells (terminal text, ``TextMeasurer/textGrid``), where a label is whole cells
/// wide and a line a whole row tall: tick counts follow the labels' widths, category labels are never
/// left out, and the data keeps off the axis lines.
extension LayoutState {
    /// The axis of a channel on a grid. Automatic ticks are as many as their labels allow with a blank
    /// cell between neighbours: the tick count falls until they fit, so a time axis moves up to the
    /// calendar level that fits (days rather than hours, months rather than weeks). Vertical grid lines
    /// are drawn only when asked for (one a tick column would compete with the data), and a time axis
    /// whose shown labels do not show the year names it after its title (``AxisModel/noteCalendar(plan:measurer:)``).
    func cellAxisModel(_ channel: Channel, scale: PositionScale, count: Int, grid: Size) -> AxisModel {
        let settings = spec.axes[channel] ?? AxisSpec()
        let gridByDefault = channel != .x && scale.domain.kind != .categorical
        var model = axisModel(channel, scale: scale, count: count)
        model.gridByDefault = gridByDefault
        var automatic = false
        if case .automatic = settings.values { automatic = true }
        if case .band = scale.kind { automatic = false }
        if automatic, !model.labelsFitCells(grid, measurer: measurer) {
            var n = count - 1
            if model.isHorizontal,
                let widest = model.ticks.map({ measurer.width(of: $0.label, font: model.font) }).max()
            {
                // No more labels than fit side by side at the widest one's width.
                n = min(n, Int(scale.length / (widest + AxisModel.cellGap(grid))) + 1)
            }
            var finer = model
            while n >= 1 {
                finer = model
                model = axisModel(channel, scale: scale, count: n, values: .automatic(count: nil))
                model.gridByDefault = gridByDefault
                if model.labelsFitCells(grid, measurer: measurer) { break }
                n -= 1
            }
            // d3 has no two-week or two-hour level between some calendar levels: the finer ticks with
            // every other label shown, when that shows more labels than the coarser level.
            if case .time = scale.kind, finer.isHorizontal, finer.cellPlan(grid: grid, measurer: measurer).stride == 2,
                (finer.ticks.count + 1) / 2 > model.ticks.count
            {
                model = finer
            }
        }
        if case .time(let time) = scale.kind { model.calendarNote = (time, model.title) }
        return model
    }

    /// On a grid, a legend beside the plot that would take more than a third of the chart's width goes
    /// under it, its entries still one a row, so that the plot keeps its room and the legend's names
    /// are not written over the axis labels.
    mutating func placeCellLegend() {
        guard spec.legend.position == .right || spec.legend.position == .left, spec.legend.content == nil,
            spec.extraLegends.isEmpty, ownLegendSize().width > total.width / 3
        else { return }
        spec.legend.position = .bottom
        legendStacked = true
    }

    /// On a grid, warns when a category axis could not show every category's label (too many for
    /// the cells given, even shortened), so that none is left out silently.
    mutating func reportCellLabelsLeftOut() {
        guard measurer.textGrid != nil else { return }
        for (channel, axis, plan) in [(Channel.x, xAxis, xPlan), (.y, yAxis, yPlan)] {
            guard let axis, axis.isCategorical, !axis.spec.hidden, axis.spec.labels, plan.stride > 1 else { continue }
            let total = axis.ticks.count
            let shown = (total + plan.stride - 1) / plan.stride
            diagnostics.append(
                Diagnostic(
                    .labelsLeftOut(channel: channel, shown: shown, total: total), path: "encoding.\(channel.rawValue)"))
        }
    }

    /// On a grid, the height of a plot whose categories run down a band axis: whole rows for each, so
    /// that its bars end on cell edges (`k` rows a category, the last gap left out); nil off a grid or
    /// for other plots.
    func cellBandHeight(_ height: Double) -> Double? {
        guard let grid = measurer.textGrid, yDomain.kind == .categorical, yDomain.hasBands,
            spec.scales[.y]?.kind != .point, spec.scales[.y]?.paddingInner == nil,
            spec.scales[.y]?.paddingOuter == nil, !yDomain.categories.isEmpty
        else { return nil }
        let n = Double(yDomain.categories.count)
        guard height + 0.5 >= n * grid.height else { return nil }
        let k = max(1, ((height + grid.height) / (n * grid.height) + 1e-9).rounded(.down))
        let rows = k > 1 ? n * k - 1 : n
        return rows * grid.height
    }

    /// The rows of each band of a plot that ``cellBandHeight(_:)`` sized.
    func cellBandRows(length: Double) -> Double? {
        guard let grid = measurer.textGrid, cellBandHeight(length) != nil else { return nil }
        let n = Double(yDomain.categories.count)
        let rows = (length / grid.height).rounded()
        return rows <= n ? 1 : ((rows + 1) / n).rounded()
    }

    /// On a grid, the plot keeps a cell clear of the axis lines, so that points, lines and bars at the
    /// ends of the domain are not drawn over an axis and its ticks; marks that stand on an axis (bars,
    /// rectangles and areas on the x axis, horizontal bars on the y axis) keep their base on it.
    static func cellInsets(_ spec: ChartSpec, grid: Size) -> EdgeInsets {
        var insets = spec.plotInsets
        let standing = spec.layers.filter { [.bar, .rect, .area, .arc].contains($0.mark.kind) }
        let horizontal = standing.contains { $0.isCategorical(.y) || $0.mark.horizontal == true }
        // Not for a scrolling chart, whose neighbouring pages' marks would show in the gap.
        if !horizontal, spec.visibleX == nil { insets.leading = max(insets.leading, grid.width) }
        if standing.isEmpty, !spec.layers.contains(where: { $0.isCategorical(.y) }) {
            insets.bottom = max(insets.bottom, grid.height)
        }
        return insets
    }
}

extension ChartLayout {
    /// On a grid, a bar chart whose category labels would not fit below the plot whole and a cell apart
    /// is drawn with horizontal bars, the categories down the left (as YouPlot draws them); nil when it
    /// fits as it is or is not such a chart.
    static func cellTransposed(_ spec: ChartSpec, size: Size?, measurer: any TextMeasurer) -> ChartSpec? {
        guard measurer.textGrid != nil, spec.concat == nil, spec.facet == nil, spec.visibleX == nil,
            !spec.layers.isEmpty,
            spec.layers.allSatisfy({ $0.mark.kind == .bar && $0.mark.horizontal != true && $0.isCategorical(.x) }),
            !spec.layers.contains(where: { $0.isCategorical(.y) })
        else { return nil }
        var trial = LayoutState(spec: spec, measurer: measurer)
        trial.resolveData()
        trial.fit(size: size)
        guard trial.xPlan != .plain else { return nil }
        // Along the categories only when each has a row for its label.
        let transposed = spec.transposed()
        var across = LayoutState(spec: transposed, measurer: measurer)
        across.resolveData()
        across.fit(size: size)
        return across.yPlan.stride == 1 ? transposed : nil
    }
}

extension ChartSpec {
    /// The chart with x and y swapped: its layers' position channels, scales and axes.
    func transposed() -> ChartSpec {
        let pairs: [(Channel, Channel)] = [(.x, .y), (.x2, .y2), (.xOffset, .yOffset)]
        func swapped<Value>(_ table: [Channel: Value]) -> [Channel: Value] {
            var result = table
            for (a, b) in pairs {
                result[a] = table[b]
                result[b] = table[a]
            }
            return result
        }
        var copy = self
        copy.layers = layers.map { layer in
            var layer = layer
            layer.encoding = swapped(layer.encoding)
            if layer.mark.horizontal != nil { layer.mark.horizontal?.toggle() }
            return layer
        }
        copy.scales = swapped(scales)
        // The first category at the top, read first, as it was read first from the left; the bands
        // take whole rows (``LayoutState/cellBandHeight(_:)``) rather than the paddings set for columns.
        copy.scales[.y, default: ScaleSpec()].reverse.toggle()
        copy.scales[.y]?.paddingInner = nil
        copy.scales[.y]?.paddingOuter = nil
        copy.axes = swapped(axes).mapValues { axis in
            var axis = axis
            axis.position = .automatic
            return axis
        }
        return copy
    }
}
