/// Placing the facet cells on a grid aligned by their plots, with headers and titles around them.
extension FacetLayout {
    static func assemble(
        _ spec: ChartSpec, facet: FacetSpec, rows: [String?], columns: [String?], cells: [[RenderedChart]],
        empty: [[Bool]], cellHeaders: [[String?]]? = nil, measurer: any TextMeasurer
    ) -> RenderedChart {
        let theme = spec.theme
        let padding = spec.padding ?? theme.padding
        let font = theme.font
        let bold = Font(family: font.family, size: font.size + 1, weight: .bold)
        let line = measurer.ascent(of: font) + measurer.descent(of: font)
        let boldLine = measurer.ascent(of: bold) + measurer.descent(of: bold)
        let spacing = facet.spacing.isFinite ? max(0, facet.spacing) : 20
        let plotWidths = columns.indices.map { c in cells.map { $0[c].plotFrame.width }.max() ?? 0 }
        let plotHeights = rows.indices.map { r in cells[r].map(\.plotFrame.height).max() ?? 0 }
        let leftChrome = cells.map { $0[0].plotFrame.minX }.max() ?? 0
        let topChrome = cells.first?.map(\.plotFrame.minY).max() ?? 0

        var left = padding.leading
        var rowTitleX: Double?
        var rowHeaderX: Double?
        let style = facet.headers
        let titleBand = style.fontBands ? bold.size : boldLine
        let labelBand = style.fontBands ? font.size : line
        if let field = facet.row {
            if field.title != nil {
                rowTitleX = left + titleBand / 2
                left += titleBand + style.titlePadding
            }
            let widest = rows.compactMap { $0 }.map { measurer.width(of: $0, font: font) }.max() ?? 0
            let band = style.uprightRowLabels ? labelBand : widest
            rowHeaderX = left + (style.uprightRowLabels ? band / 2 : band)
            left += band + style.labelPadding
        }
        var top = padding.top
        var titleY: Double?
        if spec.title != nil {
            titleY = top + measurer.ascent(of: theme.titleFont)
            top += measurer.ascent(of: theme.titleFont) + measurer.descent(of: theme.titleFont) + 8
        }
        // Wrapped cells each carry their header above them.
        let columnsOnTop = facet.column != nil && (facet.column?.headerPosition != .bottom || cellHeaders != nil)
        let headerBand = cellHeaders == nil ? 0 : labelBand + style.labelPadding
        var columnTitleY: Double?
        var columnHeaderY: Double?
        if columnsOnTop {
            if facet.column?.title != nil {
                columnTitleY = top + measurer.ascent(of: bold)
                top += titleBand + style.titlePadding
            }
            columnHeaderY = top + measurer.ascent(of: font)
            top += labelBand + style.labelPadding
        }
        // Cells sit `spacing` apart: plot to plot with shared axes, and axis to axis where every cell has
        // its own (independent scales).
        func right(_ c: Int) -> Double {
            cells.map { $0[c].scene.size.width - $0[c].plotFrame.minX }.max() ?? plotWidths[c]
        }
        func below(_ r: Int) -> Double { cells[r].map { $0.scene.size.height - $0.plotFrame.minY }.max() ?? 0 }
        // Marks that reach out of their plots (a large point on the edge) push the cells apart, as Vega's
        // grid layout counts them in a cell's bounds.
        let reach = overreach(cells, empty: empty, measurer: measurer)
        let band = alignedBands(facet, cells: cells, wrapped: cellHeaders != nil)
        var plotX = [left + leftChrome]
        for c in plotWidths.indices.dropLast() {
            let step =
                facet.ownsYAxis
                ? (band?.width ?? right(c)) + spacing
                    + (band?.left ?? cells.map { $0[c + 1].plotFrame.minX }.max() ?? 0)
                : (band?.plotWidth ?? plotWidths[c]) + reach.right + spacing + reach.left
            plotX.append(plotX[c] + step)
        }
        var plotY = [top + topChrome]
        for r in plotHeights.indices.dropLast() {
            let step =
                facet.ownsXAxis
                ? (band?.height ?? below(r)) + spacing + (band?.top ?? cells[r + 1].map(\.plotFrame.minY).max() ?? 0)
                : (band?.plotHeight ?? plotHeights[r]) + reach.bottom + spacing + reach.top
            plotY.append(plotY[r] + step + headerBand)
        }

        var children: [SceneNode] = []
        var right = 0.0
        var bottom = 0.0
        var diagnostics: [Diagnostic] = []
        for (r, line) in cells.enumerated() {
            for (c, cell) in line.enumerated() where !(empty[r][c]) {
                let dx = plotX[c] - cell.plotFrame.minX
                let dy = plotY[r] - cell.plotFrame.minY
                children.append(
                    .group(Group(transform: .translation(x: dx, y: dy), children: cell.scene.root.children)))
                right = max(right, dx + cell.scene.size.width)
                bottom = max(bottom, dy + cell.scene.size.height)
                // A cell without rows is a place in the grid; only a chart without any has no data.
                for d in cell.diagnostics where !diagnostics.contains(d) && d.kind != .emptyData {
                    diagnostics.append(d)
                }
            }
        }
        if spec.layers.allSatisfy({ $0.data.rowCount == 0 }) { diagnostics.append(Diagnostic(.emptyData)) }
        if facet.column != nil && !columnsOnTop {
            columnHeaderY = bottom + style.labelPadding + measurer.ascent(of: font)
            bottom += style.labelPadding + labelBand
            if facet.column?.title != nil {
                columnTitleY = bottom + style.titlePadding + measurer.ascent(of: bold)
                bottom += style.titlePadding + titleBand
            }
        }
        let gridLeft = plotX.first ?? left
        let gridRight = (plotX.last ?? left) + (plotWidths.last ?? 0)
        let gridTop = plotY.first ?? top
        let gridBottom = (plotY.last ?? top) + (plotHeights.last ?? 0)
        func header(_ text: String, at p: Point, font: Font, anchor: TextAnchor, angle: Double = 0) -> SceneNode {
            .group(
                Group(
                    role: .titleText,
                    children: [
                        .text(
                            TextNode(
                                text: text, position: p, font: font, anchor: anchor,
                                baseline: angle == 0 ? .alphabetic : .middle, angle: angle,
                                style: .fill(theme.foreground)))
                    ]))
        }
        if let y = columnHeaderY {
            for (c, value) in columns.enumerated() {
                if let value {
                    children.append(
                        header(value, at: Point(x: plotX[c] + plotWidths[c] / 2, y: y), font: font, anchor: .middle))
                }
            }
        }
        for (r, names) in (cellHeaders ?? []).enumerated() {
            let chrome = cells[r].map(\.plotFrame.minY).max() ?? 0
            let y = plotY[r] - chrome - style.labelPadding - labelBand + measurer.ascent(of: font)
            for (c, name) in names.enumerated() {
                guard let name else { continue }
                children.append(
                    header(name, at: Point(x: plotX[c] + plotWidths[c] / 2, y: y), font: font, anchor: .middle))
            }
        }
        if let y = columnTitleY, let title = facet.column?.title {
            children.append(header(title, at: Point(x: (gridLeft + gridRight) / 2, y: y), font: bold, anchor: .middle))
        }
        if let x = rowHeaderX {
            for (r, value) in rows.enumerated() {
                guard let value else { continue }
                let middle = plotY[r] + plotHeights[r] / 2
                if style.uprightRowLabels {
                    children.append(
                        header(value, at: Point(x: x, y: middle), font: font, anchor: .middle, angle: -90))
                    continue
                }
                let y = middle + (measurer.ascent(of: font) - measurer.descent(of: font)) / 2
                children.append(header(value, at: Point(x: x, y: y), font: font, anchor: .end))
            }
        }
        if let x = rowTitleX, let title = facet.row?.title {
            children.append(
                header(title, at: Point(x: x, y: (gridTop + gridBottom) / 2), font: bold, anchor: .middle, angle: -90))
        }
        let total = Size(
            width: max(right, gridRight) + padding.trailing, height: max(bottom, gridBottom) + padding.bottom)
        if let title = spec.title, let y = titleY {
            children.append(
                .group(
                    Group(
                        role: .titleText,
                        children: [
                            .text(
                                TextNode(
                                    text: title, position: Point(x: total.width / 2, y: y), font: theme.titleFont,
                                    anchor: .middle, style: .fill(theme.foreground)))
                        ])))
        }
        let first = cells.first?.first
        let scene = Scene(
            size: total, background: theme.background, title: spec.title ?? "Chart",
            summary: "Small multiples: \(rows.count) row\(rows.count == 1 ? "" : "s") by \(columns.count) column"
                + "\(columns.count == 1 ? "" : "s"). " + (first?.scene.summary ?? ""),
            root: Group(children: children))
        let plot = Rect(corner: Point(x: gridLeft, y: gridTop), Point(x: gridRight, y: gridBottom))
        var rendered = RenderedChart(
            scene: scene, plotFrame: plot, diagnostics: diagnostics, layers: first?.layers ?? [],
            x: first?.x ?? PositionScale(kind: .continuous(LinearScale()), domain: ChannelDomain.empty, length: 0),
            y: first?.y ?? PositionScale(kind: .continuous(LinearScale()), domain: ChannelDomain.empty, length: 0))
        // The cells placed above, in the same order; each keeps its own coordinates in its group.
        rendered.entryEffects = cells.indices.flatMap { r in
            cells[r].indices.filter { !empty[r][$0] }.flatMap { cells[r][$0].entryEffects }
        }
        return rendered
    }
}

extension FacetLayout {
    /// How far the drawn cells' data marks reach out of their plots on each side, the most over all
    /// cells, in whole points (``ConcatLayout/markBox(_:measurer:)``): Vega's grid aligns every column
    /// (row) of a facet alike (`align: "all"`), so the furthest reach spaces them all.
    /// The sizes every column and row takes when Vega-Lite aligns the grid (`align: "all"`, as
    /// compile/facet.ts sets it): the largest cell's, so that plots of different sizes (independent
    /// scales) sit on a regular grid; nil when cells flow one after another (`align: "none"`: an
    /// independent x without a row field, or an independent y without a column field). The cell that
    /// holds the legend is measured without it, as the legend is beside the grid.
    static func alignedBands(_ facet: FacetSpec, cells: [[RenderedChart]], wrapped: Bool) -> (
        width: Double, height: Double, left: Double, top: Double, plotWidth: Double, plotHeight: Double
    )? {
        let flows =
            ((facet.row == nil || wrapped) && facet.independentX)
            || ((facet.column == nil || wrapped) && facet.independentY)
        guard !flows else { return nil }
        let all = Array(cells.joined())
        let unlegended = all.filter { cell in
            !cell.scene.root.children.contains { if case .group(let g) = $0 { g.role == .legend } else { false } }
        }
        return (
            unlegended.map { $0.scene.size.width - $0.plotFrame.minX }.max() ?? 0,
            unlegended.map { $0.scene.size.height - $0.plotFrame.minY }.max() ?? 0,
            all.map(\.plotFrame.minX).max() ?? 0, all.map(\.plotFrame.minY).max() ?? 0,
            all.map(\.plotFrame.width).max() ?? 0, all.map(\.plotFrame.height).max() ?? 0
        )
    }

    static func overreach(_ cells: [[RenderedChart]], empty: [[Bool]], measurer: any TextMeasurer) -> (
        left: Double, right: Double, top: Double, bottom: Double
    ) {
        var out = (left: 0.0, right: 0.0, top: 0.0, bottom: 0.0)
        for (r, line) in cells.enumerated() {
            for (c, cell) in line.enumerated() where !empty[r][c] {
                guard let box = ConcatLayout.markBox(cell, measurer: measurer, tolerance: 0.05) else { continue }
                out.left = max(out.left, -box.minX)
                out.right = max(out.right, box.maxX - cell.plotFrame.width)
                out.top = max(out.top, -box.minY)
                out.bottom = max(out.bottom, box.maxY - cell.plotFrame.height)
            }
        }
        return out
    }
}

extension ChannelDomain {
    /// A quantitative domain with no values.
    static let empty = ChannelDomain(
        kind: .quantitative, categories: [], hasBands: false, extent: nil, hasValueBars: false, title: nil)
}
