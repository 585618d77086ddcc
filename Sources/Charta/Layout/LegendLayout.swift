/// The legend: a swatch and a label per series, with an optional title, stacked vertically beside the
/// plot or in a row above or below it.
enum LegendLayout {
    static let gap = 12.0
    static let swatch = 10.0
    static let swatchGap = 5.0
    static let rowGap = 4.0
    /// Space between stacked legends.
    static let stackGap = 10.0
    /// Stroke width of an outlined swatch (Vega's legend `symbolStrokeWidth`).
    static let outlineWidth = 1.5

    /// How a swatch of `color` is painted: its outline (see ``LayoutState/swatchesOutlined``) or filled.
    static func swatchStyle(_ color: Color, outlined: Bool) -> Style {
        outlined ? .stroke(color, width: outlineWidth) : .fill(color)
    }
}

extension LayoutState {
    var legendTitle: String? {
        spec.legend.title
            ?? spec.layers.lazy.compactMap { $0.encoding[.color]?.identity == false ? $0.encoding[.color]?.title : nil }
            .first
    }

    var showsLegend: Bool {
        if spec.legend.content != nil { return !spec.legend.hidden }
        return !spec.legend.hidden && !seriesOrder.isEmpty
            && spec.layers.contains { $0.encoding[.color]?.identity == false }
    }

    var lineHeight: Double { measurer.ascent(of: spec.theme.font) + measurer.descent(of: spec.theme.font) }

    /// The size of the legends' block: the legend and, stacked below it, the extra legends.
    func legendSize() -> Size {
        var size = ownLegendSize()
        guard size != .zero else { return size }
        for other in extraLegendStates() {
            let s = other.ownLegendSize()
            size = Size(width: max(size.width, s.width), height: size.height + LegendLayout.stackGap + s.height)
        }
        return size
    }

    /// Layout states that draw each extra legend in place of the main one.
    func extraLegendStates() -> [LayoutState] {
        spec.extraLegends.filter { !$0.hidden && $0.content != nil }.map { legend in
            var other = self
            other.spec.legend = legend
            other.spec.extraLegends = []
            return other
        }
    }

    /// The extra legends, each moved below the one before and lined up with the legend's left edge.
    func extraLegendGroups() -> [Group] {
        guard showsLegend else { return [] }
        let block = legendSize()
        var y = ownLegendSize().height + LegendLayout.stackGap
        var groups: [Group] = []
        for other in extraLegendStates() {
            guard let group = other.legendGroup() else { continue }
            let own = other.ownLegendSize()
            // Each legend alone sits where the block would: right- or bottom-aligned ones move back.
            let dx = spec.legend.position == .right ? own.width - block.width : 0
            let dy = spec.legend.position == .bottom ? y + own.height - block.height : y
            groups.append(Group(transform: .translation(x: dx, y: dy), children: [.group(group)]))
            y += own.height + LegendLayout.stackGap
        }
        return groups
    }

    /// The size of the legend alone.
    func ownLegendSize() -> Size {
        guard showsLegend else { return .zero }
        if let content = spec.legend.content { return contentSize(content) }
        let font = spec.theme.font
        // A legend may have as many entries as the chart has rows: its loops ask the budget.
        let labels = spec.limits.budget.checkedRows(seriesOrder.count).map {
            measurer.width(of: seriesOrder[$0], font: font) + LegendLayout.swatch + LegendLayout.swatchGap
        }
        let titleWidth = legendTitle.map { measurer.width(of: $0, font: titleFont) } ?? 0
        let titleHeight = legendTitle == nil ? 0 : lineHeight + rowGap
        if legendIsVertical {
            let rows = Double(seriesOrder.count)
            return Size(
                width: max(titleWidth, labels.max() ?? 0),
                height: titleHeight + rows * lineHeight + (rows - 1) * rowGap)
        }
        let rows = legendRows(Array(labels))
        let count = Double((rows.last ?? 0) + 1)
        var widths: [Double] = []
        for (width, row) in zip(labels, rows) {
            if row == widths.count { widths.append(width) } else { widths[row] += LegendLayout.gap + width }
        }
        return Size(
            width: max(widths.max() ?? 0, titleWidth), height: titleHeight + count * lineHeight + (count - 1) * rowGap)
    }

    /// The row of each entry of a legend across the chart, whose entries `widths` wide flow onto
    /// further rows where the chart's width (less its padding) runs out, as Swift Charts' legends do; one
    /// row on a grid of cells, where a legend too wide is stacked instead.
    func legendRows(_ widths: [Double]) -> [Int] {
        let room = total.width - padding.leading - padding.trailing
        var (rows, row, x) = ([Int](), 0, 0.0)
        for width in widths {
            if measurer.textGrid == nil, x > 0, x + width > room {
                row += 1
                x = 0
            }
            rows.append(row)
            x += width + LegendLayout.gap
        }
        return rows
    }

    /// The gap between legend rows: none on a grid of cells, where each entry takes a whole row.
    var rowGap: Double { measurer.textGrid == nil ? LegendLayout.rowGap : 0 }

    /// Whether the legend's entries are one a row: beside the plot, or under it on a grid when it was
    /// too wide beside it.
    var legendIsVertical: Bool {
        spec.legend.position == .left || spec.legend.position == .right || legendStacked
    }

    var titleFont: Font {
        Font(family: spec.theme.font.family, size: spec.legend.titleFontSize ?? spec.theme.font.size, weight: .bold)
    }

    /// Which swatch shape stands for the series: a line's stroke as a circle, bars as squares, and the
    /// points' shape when every layer draws points of one shape (as Vega-Lite's legends take the mark's).
    var legendShape: SymbolShape {
        if spec.layers.contains(where: { $0.mark.kind == .bar || $0.mark.kind == .area || $0.mark.kind == .rect }) {
            return .square
        }
        let shapes = Set(spec.layers.map { $0.mark.kind == .point ? $0.mark.symbol : nil })
        if shapes.count == 1, let shared = shapes.first, let shape = shared { return shape }
        return .circle
    }

    /// Whether the legend's swatches are outlines: when every layer draws its points as outlines
    /// (unfilled points, Vega-Lite's default), as the marks are; filled otherwise. The same for every
    /// entry, so asked once per legend.
    var swatchesOutlined: Bool {
        !spec.layers.isEmpty && spec.layers.allSatisfy { $0.mark.kind == .point && $0.mark.filled == false }
    }

    func legendGroup() -> Group? {
        guard showsLegend else { return nil }
        if let content = spec.legend.content { return contentGroup(content) }
        let size = legendSize()
        var origin: Point
        switch spec.legend.position {
        case .right: origin = Point(x: total.width - padding.trailing - size.width, y: plot.minY)
        case .left: origin = Point(x: padding.leading, y: plot.minY)
        case .bottom: origin = Point(x: plot.minX, y: total.height - padding.bottom - size.height)
        case .top: origin = Point(x: plot.minX, y: padding.top + titleHeight)
        }
        let font = spec.theme.font
        // Each name is measured once, for its row and for the entry after it.
        let nameWidths = Array(
            spec.limits.budget.checkedRows(seriesOrder.count).map { measurer.width(of: seriesOrder[$0], font: font) })
        let rows =
            legendIsVertical ? [] : legendRows(nameWidths.map { $0 + LegendLayout.swatch + LegendLayout.swatchGap })
        if legendStacked || rows.last ?? 0 > 0 {
            // Under the plot on a grid, or over several rows: as far left as the plot unless that would
            // push names off the canvas.
            origin.x = max(padding.leading, min(origin.x, total.width - padding.trailing - size.width))
        }
        let along = min(1, max(0, spec.legend.alignment.isFinite ? spec.legend.alignment : 0))
        switch spec.legend.position {
        case .top, .bottom: origin.x += max(0, plot.width - size.width) * along
        case .left, .right: origin.y += max(0, plot.height - size.height) * along
        }
        var children: [SceneNode] = []
        let ascent = measurer.ascent(of: font)
        if let title = legendTitle {
            let node = TextNode(
                text: title, position: Point(x: origin.x, y: origin.y + ascent), font: titleFont,
                style: .fill(spec.theme.foreground))
            children.append(.group(Group(role: .legendTitle, children: [.text(node)])))
            origin.y += lineHeight + rowGap
        }
        var symbols: [SceneNode] = []
        var labels: [SceneNode] = []
        var cursor = origin
        let vertical = legendIsVertical
        // What every entry shares: its swatch's shape and paint, and the row height.
        let (shape, outlined, line) = (legendShape, swatchesOutlined, lineHeight)
        // A series also shaped by its value (`symbol(by:)` on the same field) shows its shape.
        let shapes = shapesByValue
        for (row, name) in seriesOrder.enumerated() {
            if spec.limits.shouldStop(atRow: row) || row >= nameWidths.count { break }
            let color = seriesColors[name] ?? spec.theme.accent
            let center = Point(x: cursor.x + LegendLayout.swatch / 2, y: cursor.y + line / 2)
            symbols.append(
                .symbol(
                    SymbolNode(
                        shape: shapes[name] ?? shape, center: center,
                        size: LegendLayout.swatch * LegendLayout.swatch,
                        style: LegendLayout.swatchStyle(color, outlined: outlined))))
            let labelX = cursor.x + LegendLayout.swatch + LegendLayout.swatchGap
            // On a grid a name that would run off the canvas is cut, so it is not moved over its swatch.
            let room = measurer.textGrid.map { _ in total.width - padding.trailing - labelX } ?? .infinity
            labels.append(
                .text(
                    TextNode(
                        text: AxisModel.truncate(name, maxWidth: room, font: font, measurer: measurer),
                        position: Point(x: labelX, y: cursor.y + ascent), font: font,
                        style: .fill(spec.theme.foreground))))
            if vertical {
                cursor.y += line + rowGap
            } else if row + 1 < rows.count, rows[row + 1] > rows[row] {
                (cursor.x, cursor.y) = (origin.x, cursor.y + line + rowGap)
            } else {
                cursor.x = labelX + nameWidths[row] + LegendLayout.gap
            }
        }
        children.append(.group(Group(role: .legendSymbol, children: symbols)))
        children.append(.group(Group(role: .legendLabel, children: labels)))
        let label = "Legend\(legendTitle.map { " titled '\($0)'" } ?? "") for \(seriesOrder.count) series"
        return Group(role: .legend, orient: spec.legend.position, accessibilityLabel: label, children: children)
    }
}
