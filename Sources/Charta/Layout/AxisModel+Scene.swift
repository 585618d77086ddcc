import Foundation

/// Measuring and drawing an axis.
extension AxisModel {
    private func lineHeight(_ font: Font, _ measurer: any TextMeasurer) -> Double {
        measurer.ascent(of: font) + measurer.descent(of: font)
    }

    /// How far the axis stands off the plot's edge (``AxisSpec/offset``; never inward).
    var offset: Double { max(0, spec.offset ?? 0) }

    /// How far the axis reaches out from the plot edge (its offset, ticks, labels and title), in points.
    func extent(plan: LabelPlan, measurer: any TextMeasurer) -> Double {
        guard !spec.hidden else { return 0 }
        var labelsExtent = 0.0
        if spec.labels, !ticks.isEmpty {
            // A label of several lines (`\n`) is as wide as its widest line and a line height per line.
            var lineCount = 1
            let widths = ticks.map { tick -> Double in
                let lines = TextNode(text: tick.label, position: Point(x: 0, y: 0), multiline: true).lines
                lineCount = max(lineCount, lines.count)
                return lines.map {
                    measurer.width(
                        of: AxisModel.truncate($0, maxWidth: plan.maxWidth, font: font, measurer: measurer), font: font)
                }.max() ?? 0
            }
            let widest = widths.max() ?? 0
            let height = lineHeight(font, measurer) * Double(lineCount)
            if isHorizontal {
                let radians = abs(plan.angle) * .pi / 180
                labelsExtent = plan.angle == 0 ? height : widest * sin(radians) + height * cos(radians)
            } else {
                labelsExtent = widest
            }
            labelsExtent += labelPadding
        }
        let titleExtent =
            titleAbove(measurer: measurer) ? 0 : title.map { _ in titlePadding + lineHeight(titleFont, measurer) } ?? 0
        return offset + max(spec.minExtent ?? 0, tickLength + labelsExtent) + titleExtent
    }

    /// The axis's scene group: grid, ticks, labels, domain line and title, in chart coordinates.
    func group(plot: Rect, plan: LabelPlan, measurer: any TextMeasurer) -> Group {
        var children: [SceneNode] = []
        let outward: Double = (edge == .bottom || edge == .right) ? 1 : -1
        let base: Double =
            switch edge {
            case .bottom: plot.maxY
            case .top: plot.minY
            case .left: plot.minX
            case .right: plot.maxX
            }
        // Everything but the grid stands `offset` off the plot.
        let standOff = offset
        func point(along offset: Double, out distance: Double) -> Point {
            isHorizontal
                ? Point(x: plot.minX + offset, y: base + outward * (standOff + distance))
                : Point(x: base + outward * (standOff + distance), y: plot.minY + offset)
        }
        if showsGrid {
            let style = Style.stroke(spec.gridColor ?? theme.grid, width: spec.gridWidth ?? 1, dash: spec.gridDash)
            let lines = ticks.filter { !(spec.gridExcludesZero && $0.isZero) && !$0.gridHidden }.map { tick in
                let from = point(along: tick.offset, out: -standOff)
                let to =
                    isHorizontal
                    ? Point(x: from.x, y: plot.minY + plot.maxY - base)
                    : Point(x: plot.minX + plot.maxX - base, y: from.y)
                return SceneNode.line(LineNode(from: from, to: to, style: style))
            }
            children.append(.group(Group(role: .axisGrid, children: lines)))
        }
        guard !spec.hidden else { return Group(role: .axis, orient: edge, children: children) }
        if tickLength > 0 {
            let style = Style.stroke(spec.tickColor ?? theme.axisLine, width: spec.tickWidth ?? 1)
            let marks = ticks.filter { !$0.tickHidden }.map {
                SceneNode.line(
                    LineNode(
                        from: point(along: $0.offset, out: 0), to: point(along: $0.offset, out: tickLength),
                        style: style))
            }
            children.append(.group(Group(role: .axisTick, children: marks)))
        }
        if spec.labels {
            children.append(
                .group(Group(role: .axisLabel, children: labelNodes(plan: plan, point: point, measurer: measurer))))
        }
        if showsDomain {
            let style = Style.stroke(spec.tickColor ?? theme.axisLine, width: 1, cap: .square)
            let length = isHorizontal ? plot.width : plot.height
            children.append(
                .group(
                    Group(
                        role: .axisDomain,
                        children: [
                            .line(
                                LineNode(from: point(along: 0, out: 0), to: point(along: length, out: 0), style: style))
                        ])))
        }
        if let title {
            children.append(
                .group(
                    Group(role: .axisTitle, children: [titleNode(title, plot: plot, plan: plan, measurer: measurer)])))
        }
        return Group(role: .axis, orient: edge, accessibilityLabel: accessibilityLabel, children: children)
    }

    private var accessibilityLabel: String {
        let name = isHorizontal ? "X-axis" : "Y-axis"
        let titled = title.map { " titled '\($0)'" } ?? ""
        guard let first = ticks.first?.label, let last = ticks.last?.label else { return name + titled }
        return "\(name)\(titled) with values from \(first) to \(last)"
    }

    private func labelNodes(plan: LabelPlan, point: (Double, Double) -> Point, measurer: any TextMeasurer)
        -> [SceneNode]
    {
        let style = Style.fill(spec.labelColor ?? theme.secondaryForeground)
        let distance = tickLength + labelPadding
        let indices = Array(Swift.stride(from: 0, to: ticks.count, by: plan.stride))
        let visible = visibleLabels(indices, plan: plan, measurer: measurer)
        return indices.map { i in
            let tick = ticks[i]
            let text = AxisModel.truncate(tick.label, maxWidth: plan.maxWidth, font: font, measurer: measurer)
            let anchor: TextAnchor
            let baseline: TextBaseline
            switch edge {
            case .bottom:
                (anchor, baseline) = (
                    plan.angle == 0 ? labelAnchor(at: tick.labelOffset) : .end, plan.angle == 0 ? .top : .middle
                )
            case .top:
                (anchor, baseline) = (
                    plan.angle == 0 ? labelAnchor(at: tick.labelOffset) : .start, plan.angle == 0 ? .bottom : .middle
                )
            case .left: (anchor, baseline) = (.end, .middle)
            case .right: (anchor, baseline) = (.start, .middle)
            }
            return .text(
                TextNode(
                    text: text, position: point(tick.labelOffset + (spec.labelOffset ?? 0), distance), font: font,
                    anchor: spec.labelAnchor ?? anchor, baseline: spec.labelBaseline ?? baseline,
                    angle: plan.angle,
                    style: visible.contains(i) && !tick.labelHidden
                        ? style : .fill(theme.secondaryForeground, opacity: 0),
                    multiline: text.utf8.contains(0x0A) ? true : nil))
        }
    }

    private func titleNode(_ title: String, plot: Rect, plan: LabelPlan, measurer: any TextMeasurer) -> SceneNode {
        let reach = extent(plan: plan, measurer: measurer)
        let style = Style.fill(theme.foreground)
        if titleAbove(measurer: measurer), let grid = measurer.textGrid {
            // On a grid, level with the labels' outer edge, a row above the top label.
            let left = edge == .left
            return .text(
                TextNode(
                    text: title,
                    position: Point(x: left ? plot.minX - reach : plot.maxX + reach, y: plot.minY - grid.height),
                    font: titleFont, anchor: left ? .start : .end, baseline: .middle, style: style))
        }
        let position: Point
        var angle = 0.0
        switch edge {
        case .bottom: position = Point(x: plot.midX, y: plot.maxY + reach)
        case .top: position = Point(x: plot.midX, y: plot.minY - reach)
        case .left:
            position = Point(x: plot.minX - reach, y: plot.midY)
            angle = -90
        case .right:
            position = Point(x: plot.maxX + reach, y: plot.midY)
            angle = 90
        }
        let baseline: TextBaseline = edge == .bottom ? .bottom : .top
        return .text(
            TextNode(
                text: title, position: position, font: titleFont, anchor: .middle, baseline: baseline, angle: angle,
                style: style))
    }
}

extension AxisModel {
    /// Whether the title of a vertical axis is written across, above the axis, rather than turned along
    /// it: on a grid of cells, where turned text would run down the page a letter a row.
    func titleAbove(measurer: any TextMeasurer) -> Bool {
        measurer.textGrid != nil && !isHorizontal && title != nil && !spec.hidden
    }
}
