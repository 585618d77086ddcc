/// Lays out concatenated charts (``ConcatSpec``): each chart is laid out on its own, without padding,
/// then the charts are placed on a grid by ``GridPlacement`` (Vega's grid layout), with the title above
/// everything and the padding around it.
enum ConcatLayout {
    /// Space between the grid and shared legends (Vega's legend offset).
    static let legendOffset = 18.0

    static func render(_ spec: ChartSpec, concat: ConcatSpec, measurer: any TextMeasurer) -> RenderedChart {
        let theme = spec.theme
        let padding = spec.padding ?? theme.padding
        var charts = concat.charts
        var legendChart: ChartSpec?
        if let i = concat.legendSource, charts.indices.contains(i) { legendChart = takeLegends(&charts[i]) }
        var cells = layOut(charts, measurer: measurer)
        // A chart of a given total size fits its charts' plots to it (Vega's autosize "fit"): the room
        // left over (or missing) is shared among the columns (rows).
        let columnCount = max(1, min(concat.columns ?? cells.count, cells.count))
        let rowCount = (cells.count + columnCount - 1) / columnCount
        let first = extent(cells, concat: concat, measurer: measurer)
        let wantWidth = spec.size.width.total.map { $0 - padding.leading - padding.trailing }
        let wantHeight = spec.size.height.total.map { $0 - padding.top - padding.bottom - titleHeight(spec, measurer) }
        if wantWidth != nil || wantHeight != nil {
            let dw = wantWidth.map { ($0 - first.width) / Double(columnCount) } ?? 0
            let dh = wantHeight.map { ($0 - first.height) / Double(rowCount) } ?? 0
            for i in charts.indices {
                if wantWidth != nil { charts[i].size.width = .total(cells[i].scene.size.width + dw) }
                if wantHeight != nil { charts[i].size.height = .total(cells[i].scene.size.height + dh) }
            }
            cells = layOut(charts, measurer: measurer)
        }
        let boxes = cells.map { box($0, concat, measurer: measurer) }
        let origins = placement(concat, count: cells.count).origins(boxes)
        var content = union(boxes, origins)
        // The shared legends: right of the grid, level with the first row's plot (Vega's legend offset).
        var legend: Group?
        if let legendChart {
            var state = LayoutState(spec: legendChart, measurer: measurer)
            state.resolveData()
            let size = state.legendSize()
            if size != .zero {
                state.total = Size(width: size.width + state.padding.trailing, height: size.height)
                state.plot = Rect(x: 0, y: 0, width: 1, height: max(1, size.height))
                let x = content.maxX + legendOffset
                let groups = [state.legendGroup()].compactMap { $0 } + state.extraLegendGroups()
                legend = Group(transform: .translation(x: x, y: 0), children: groups.map { .group($0) })
                content = content.union(Rect(x: x, y: 0, width: size.width, height: size.height))
            }
        }
        var top = padding.top
        var titleNode: SceneNode?
        if let title = spec.title {
            let ascent = measurer.ascent(of: theme.titleFont)
            titleNode = .group(
                Group(
                    role: .titleText,
                    children: [
                        .text(
                            TextNode(
                                text: title, position: Point(x: padding.leading, y: top + ascent),
                                font: theme.titleFont, anchor: .start, style: .fill(theme.foreground)))
                    ]))
            top += titleHeight(spec, measurer)
        }
        // Shift the grid so that its box starts inside the padding, below the title.
        let dx = padding.leading - content.minX
        let dy = top - content.minY
        var children: [SceneNode] = []
        var diagnostics: [Diagnostic] = []
        var placed: [(chart: RenderedChart, offset: Point)] = []
        for (cell, origin) in zip(cells, origins) {
            let x = origin.x + dx - cell.plotFrame.minX
            let y = origin.y + dy - cell.plotFrame.minY
            placed.append((cell, Point(x: x, y: y)))
            children.append(.group(Group(transform: .translation(x: x, y: y), children: cell.scene.root.children)))
            for d in cell.diagnostics where !diagnostics.contains(d) { diagnostics.append(d) }
        }
        if let legend {
            children.append(.group(Group(transform: .translation(x: dx, y: dy), children: [.group(legend)])))
        }
        if let titleNode { children.append(titleNode) }
        let total = Size(
            width: content.width + padding.leading + padding.trailing,
            height: content.height + top + padding.bottom)
        let firstCell = cells.first
        let firstPlot =
            firstCell.map { f in
                Rect(
                    x: (origins.first?.x ?? 0) + dx, y: (origins.first?.y ?? 0) + dy, width: f.plotFrame.width,
                    height: f.plotFrame.height)
            } ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let scene = Scene(
            size: total, background: theme.background, title: spec.title ?? firstCell?.scene.title ?? "Chart",
            summary: "\(cells.count) chart\(cells.count == 1 ? "" : "s") side by side. "
                + cells.map(\.scene.summary).joined(separator: " "),
            root: Group(children: children))
        var rendered = RenderedChart(
            scene: scene, plotFrame: firstPlot, diagnostics: diagnostics, layers: firstCell?.layers ?? [],
            x: firstCell?.x ?? PositionScale(kind: .continuous(LinearScale()), domain: ChannelDomain.empty, length: 0),
            y: firstCell?.y ?? PositionScale(kind: .continuous(LinearScale()), domain: ChannelDomain.empty, length: 0))
        rendered.cells = placed
        // Each cell keeps its own coordinates inside its translated group, so its baselines hold as they are.
        rendered.entryEffects = cells.flatMap(\.entryEffects)
        return rendered
    }

    static func layOut(_ charts: [ChartSpec], measurer: any TextMeasurer) -> [RenderedChart] {
        // A cell starts by asking its budget (in `ChartLayout.render`), so once it runs out the remaining
        // cells are refused at once and the composition reports the stop.
        charts.map { child in
            var sub = child
            sub.padding = EdgeInsets(all: 0)
            sub.growsToFitMarks = false
            return ChartLayout.render(sub, measurer: measurer)
        }
    }

    /// A cell's box relative to its plot's corner.
    /// The chart whose legends stand for a concatenation's (through nested concatenations, each
    /// passing its shared legends up to the outermost), which then draws none of its own.
    static func takeLegends(_ chart: inout ChartSpec) -> ChartSpec {
        if var inner = chart.concat, let j = inner.legendSource, inner.charts.indices.contains(j) {
            let source = takeLegends(&inner.charts[j])
            inner.legendSource = nil
            chart.concat = inner
            return source
        }
        let source = chart
        chart.legend.hidden = true
        chart.extraLegends = []
        return source
    }

    /// With full bounds, the chart and the marks that reach out of it (``markBox(_:measurer:)``).
    static func box(_ cell: RenderedChart, _ concat: ConcatSpec, measurer: any TextMeasurer) -> Rect {
        switch concat.bounds {
        case .full:
            // Half a single view's frame lies outside it; Vega rounds group bounds out to whole points.
            let stroke = cell.exactChrome == nil ? 0 : concat.viewStroke / 2
            let chrome = cell.exactChrome ?? cell.plotFrame.origin
            let x0 = (-chrome.x - stroke).rounded(.down)
            let y0 = (-chrome.y - stroke).rounded(.down)
            let chart = Rect(
                x: x0, y: y0, width: (cell.scene.size.width - cell.plotFrame.minX + stroke).rounded(.up) - x0,
                height: (cell.scene.size.height - cell.plotFrame.minY + stroke).rounded(.up) - y0)
            return markBox(cell, measurer: measurer).map(chart.union) ?? chart
        case .flush: return Rect(x: 0, y: 0, width: cell.plotFrame.width, height: cell.plotFrame.height)
        }
    }

    static func placement(_ concat: ConcatSpec, count: Int) -> GridPlacement {
        GridPlacement(
            columns: concat.columns ?? count, align: concat.align, center: concat.center,
            rowPadding: concat.rowSpacing, columnPadding: concat.columnSpacing)
    }

    /// The union of the placed boxes.
    static func union(_ boxes: [Rect], _ origins: [Point]) -> Rect {
        var extent: Rect?
        for (box, origin) in zip(boxes, origins) {
            let placed = Rect(x: box.minX + origin.x, y: box.minY + origin.y, width: box.width, height: box.height)
            extent = extent.map { $0.union(placed) } ?? placed
        }
        return extent ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// The grid's box for laid-out cells.
    static func extent(_ cells: [RenderedChart], concat: ConcatSpec, measurer: any TextMeasurer) -> Rect {
        let boxes = cells.map { box($0, concat, measurer: measurer) }
        return union(boxes, placement(concat, count: cells.count).origins(boxes))
    }

    /// The room the chart title takes above the grid.
    static func titleHeight(_ spec: ChartSpec, _ measurer: any TextMeasurer) -> Double {
        guard spec.title != nil else { return 0 }
        return measurer.ascent(of: spec.theme.titleFont) + measurer.descent(of: spec.theme.titleFont) + 8
    }
}
