/// Legends whose entries the chart states (``LegendContent``): a colour ramp with labels, or a list of
/// swatches. Laid out like the series legend: a title, then the entries, beside or above/below the plot.
extension LayoutState {
    /// The ramp's thickness across and its length along (Vega's defaults: 16 points, the plot's height
    /// kept within 100…200 points).
    static let gradientThickness = 16.0
    var gradientLength: Double { min(200, max(100, plot.height)) }

    /// Series colours for an explicit colour domain come first, in the domain's order, so the legend
    /// lists the domain (even values that no row has) and colours follow it.
    mutating func seedSeries(_ domain: [String], palette: ColorPalette) {
        for s in domain where seriesColors[s] == nil {
            if spec.limits.shouldStop(atRow: seriesOrder.count) { return }
            seriesOrder.append(s)
            seriesColors[s] = palette.color(at: seriesOrder.count - 1)
        }
    }

    private var legendTitleHeight: Double { legendTitle == nil ? 0 : lineHeight + LegendLayout.rowGap }

    func contentSize(_ content: LegendContent) -> Size {
        let font = spec.theme.font
        let titleWidth = legendTitle.map { measurer.width(of: $0, font: titleFont) } ?? 0
        switch content {
        case .gradient(_, let labels):
            let widest = labels.map { measurer.width(of: $0.text, font: font) }.max() ?? 0
            if gradientIsHorizontal {
                let width = LayoutState.horizontalGradientLength + widest
                return Size(
                    width: max(width, titleWidth),
                    height: legendTitleHeight + LayoutState.horizontalGradientThickness + 2 + lineHeight)
            }
            let width = LayoutState.gradientThickness + LegendLayout.swatchGap + widest
            return Size(width: max(width, titleWidth), height: legendTitleHeight + gradientLength + lineHeight / 2)
        case .symbols(let entries):
            let widths = entries.map {
                measurer.width(of: $0.label, font: font) + swatchWidth($0) + LegendLayout.swatchGap
            }
            let rows = Double(entries.count)
            let rowHeights = entries.map { max(lineHeight, swatch($0)) }.reduce(0, +)
            if spec.legend.position == .left || spec.legend.position == .right {
                return Size(
                    width: max(titleWidth, widths.max() ?? 0),
                    height: legendTitleHeight + rowHeights + max(0, rows - 1) * LegendLayout.rowGap)
            }
            let width = widths.reduce(0, +) + Double(max(0, entries.count - 1)) * LegendLayout.gap
            return Size(
                width: max(width, titleWidth),
                height: legendTitleHeight + (entries.map { max(lineHeight, swatch($0)) }.max() ?? lineHeight))
        }
    }

    /// The side of a swatch: the entry's symbol size as a square's side, or the standard swatch.
    private func swatch(_ entry: LegendEntry) -> Double {
        guard let size = entry.size, size.isFinite, size > 0 else { return LegendLayout.swatch }
        return min(60, size.squareRoot())
    }

    /// The width of a swatch: a line sample is three standard swatches long, so its dashes show.
    private func swatchWidth(_ entry: LegendEntry) -> Double {
        entry.dash == nil ? swatch(entry) : 3 * LegendLayout.swatch
    }

    func contentGroup(_ content: LegendContent) -> Group {
        let size = legendSize()
        var origin: Point
        switch spec.legend.position {
        case .right: origin = Point(x: total.width - padding.trailing - size.width, y: plot.minY)
        case .left: origin = Point(x: padding.leading, y: plot.minY)
        case .bottom: origin = Point(x: plot.minX, y: total.height - padding.bottom - size.height)
        case .top: origin = Point(x: plot.minX, y: padding.top + titleHeight)
        }
        let font = spec.theme.font
        var children: [SceneNode] = []
        if let title = legendTitle {
            let node = TextNode(
                text: title, position: Point(x: origin.x, y: origin.y + measurer.ascent(of: font)), font: titleFont,
                style: .fill(spec.theme.foreground))
            children.append(.group(Group(role: .legendTitle, children: [.text(node)])))
            origin.y += legendTitleHeight
        }
        let label: String
        switch content {
        case .gradient(let stops, let labels):
            children += gradientNodes(stops: stops, labels: labels, origin: origin)
            label = "Gradient legend\(legendTitle.map { " titled '\($0)'" } ?? "")"
        case .symbols(let entries):
            children += symbolNodes(entries, origin: origin)
            label = "Legend\(legendTitle.map { " titled '\($0)'" } ?? "") for \(entries.count) values"
        }
        return Group(role: .legend, orient: spec.legend.position, accessibilityLabel: label, children: children)
    }

    /// A gradient legend above or below the plot runs across, as Swift Charts draws it there.
    private var gradientIsHorizontal: Bool { spec.legend.position == .top || spec.legend.position == .bottom }

    /// A ramp across: its length and thickness (Vega's horizontal gradient is 200 by 16; a chart's
    /// legend below a small plot takes less room).
    static let horizontalGradientLength = 120.0
    static let horizontalGradientThickness = 8.0

    /// The ramp from low to high, its labels beside it at their fractions: up the side of a legend
    /// beside the plot, labels to its right; across a legend above or below it, labels under the ramp
    /// and centred on their values (the first kept inside the legend).
    private func gradientNodes(stops: [GradientStop], labels: [LegendLabel], origin: Point) -> [SceneNode] {
        let font = spec.theme.font
        let across = gradientIsHorizontal
        let length = across ? LayoutState.horizontalGradientLength : gradientLength
        let ramp: Rect
        if across {
            let halfFirst = labels.first.map { measurer.width(of: $0.text, font: font) / 2 } ?? 0
            ramp = Rect(
                x: origin.x + halfFirst, y: origin.y, width: length, height: LayoutState.horizontalGradientThickness)
        } else {
            ramp = Rect(x: origin.x, y: origin.y, width: LayoutState.gradientThickness, height: length)
        }
        let (low, high) =
            across
            ? (Point(x: ramp.minX, y: ramp.minY), Point(x: ramp.maxX, y: ramp.minY))
            : (Point(x: ramp.minX, y: ramp.maxY), Point(x: ramp.minX, y: ramp.minY))
        let paint = Paint.linearGradient(LinearGradient(start: low, end: high, stops: stops))
        let rect = SceneNode.rect(RectNode(rect: ramp, style: Style(fill: paint)))
        let texts = labels.compactMap { l -> SceneNode? in
            guard l.fraction.isFinite else { return nil }
            let along = min(1, max(0, l.fraction)) * length
            let node =
                across
                ? TextNode(
                    text: l.text, position: Point(x: ramp.minX + along, y: ramp.maxY + 2 + measurer.ascent(of: font)),
                    font: font, anchor: .middle, style: .fill(spec.theme.foreground))
                : TextNode(
                    text: l.text, position: Point(x: ramp.maxX + 2, y: ramp.maxY - along), font: font,
                    baseline: .middle, style: .fill(spec.theme.foreground))
            return .text(node)
        }
        return [
            .group(Group(role: "legend-gradient", children: [rect])),
            .group(Group(role: .legendLabel, children: texts)),
        ]
    }

    private func symbolNodes(_ entries: [LegendEntry], origin: Point) -> [SceneNode] {
        let font = spec.theme.font
        let vertical = spec.legend.position == .left || spec.legend.position == .right
        let side = entries.map(swatchWidth).max() ?? LegendLayout.swatch
        let (outlined, line) = (swatchesOutlined, lineHeight)
        var cursor = origin
        var symbols: [SceneNode] = []
        var labels: [SceneNode] = []
        for entry in entries {
            let rowHeight = max(line, swatch(entry))
            let center = Point(x: cursor.x + side / 2, y: cursor.y + rowHeight / 2)
            let area = entry.size ?? LegendLayout.swatch * LegendLayout.swatch
            if let dash = entry.dash {
                let half = swatchWidth(entry) / 2
                symbols.append(
                    .line(
                        LineNode(
                            from: Point(x: center.x - half, y: center.y), to: Point(x: center.x + half, y: center.y),
                            style: .stroke(entry.color, width: 2, dash: dash))))
            } else {
                symbols.append(
                    .symbol(
                        SymbolNode(
                            shape: entry.shape, center: center, size: area,
                            style: LegendLayout.swatchStyle(entry.color, outlined: outlined))))
            }
            let labelX = cursor.x + side + LegendLayout.swatchGap
            labels.append(
                .text(
                    TextNode(
                        text: entry.label, position: Point(x: labelX, y: center.y), font: font, baseline: .middle,
                        style: .fill(spec.theme.foreground))))
            if vertical {
                cursor.y += rowHeight + LegendLayout.rowGap
            } else {
                cursor.x = labelX + measurer.width(of: entry.label, font: font) + LegendLayout.gap
            }
        }
        return [
            .group(Group(role: .legendSymbol, children: symbols)),
            .group(Group(role: .legendLabel, children: labels)),
        ]
    }
}
