/// Drawing the interaction state: the overlay on top of the chart, and the chart restyled for an item
/// selection.
extension InteractionState {
    /// The scene nodes drawn on top of `chart` for the current selection (role `overlay`): rule, markers
    /// and info bubble for nearest x, the band of a range. Empty when nothing is selected.
    public func overlay(for chart: RenderedChart, measurer: any TextMeasurer = StandardTextMeasurer.shared) -> Group {
        var children: [SceneNode] = []
        switch (selection, chart.behavior.selection?.mode) {
        case (.x(let selected)?, .nearestX(let s)?):
            children = nearestXNodes(selected, s.overlay, chart, measurer)
        case (.range(let range)?, .rangeX(let s)?):
            children = rangeNodes(range, s, chart)
        default:
            break
        }
        return Group(id: "interaction-overlay", role: .overlay, children: children)
    }

    /// The chart's scene as the state shows it: selectable items restyled for an item selection, and
    /// the overlay appended on top when it draws anything.
    public func scene(for chart: RenderedChart, measurer: any TextMeasurer = StandardTextMeasurer.shared) -> Scene {
        var scene = chart.scene
        if case .item(let s)? = chart.behavior.selection?.mode, case .item(let selected)? = selection {
            scene.root = scene.root.highlighting(
                selected.item, marks: s.marks.map(Set.init), selectedOpacity: s.selectedOpacity,
                unselectedOpacity: s.unselectedOpacity)
        }
        let overlay = overlay(for: chart, measurer: measurer)
        if !overlay.children.isEmpty { scene.root.children.append(.group(overlay)) }
        return scene
    }

    private func nearestXNodes(
        _ selected: SelectedX, _ overlay: NearestXOverlay, _ chart: RenderedChart, _ measurer: any TextMeasurer
    ) -> [SceneNode] {
        let points = selected.points.compactMap { point in chart.point(point.item).map { (point, $0.0, $0.1) } }
        guard let first = points.first else { return [] }
        let plot = chart.plotFrame
        let ruleX = first.1.x
        guard ruleX >= plot.minX - 0.5, ruleX <= plot.maxX + 0.5 else { return [] }
        var nodes: [SceneNode] = []
        if let rule = overlay.rule {
            let style = Style.stroke(rule.color ?? first.2, width: rule.width, dash: rule.dash)
            let line = LineNode(from: Point(x: ruleX, y: plot.minY), to: Point(x: ruleX, y: plot.maxY), style: style)
            nodes.append(.group(Group(id: "selection-rule", children: [.line(line)])))
        }
        if let marker = overlay.marker {
            let r = marker.radius.isFinite ? max(0, marker.radius) : 0
            let circles = points.map { point, p, color in
                SceneNode.symbol(
                    SymbolNode(
                        shape: .circle, center: p, size: .pi * r * r,
                        style: Style(
                            fill: .color(marker.fill ?? color), stroke: .color(marker.stroke ?? color),
                            strokeWidth: marker.strokeWidth),
                        item: point.item))
            }
            nodes.append(.group(Group(id: "selection-markers", children: circles)))
        }
        if let bubble = overlay.bubble {
            let top = points.map(\.1.y).min() ?? plot.minY
            let markerTop = top - (overlay.marker.map { $0.radius.isFinite ? max(0, $0.radius) : 0 } ?? 0)
            let content = InfoBubbleContent(selected, points: points.map { ($0.0, $0.2) }, chart, bubble)
            nodes.append(
                .group(
                    content.group(
                        ruleX: ruleX, markerTop: markerTop, plot: plot, theme: chart.spec.theme, measurer: measurer)))
        }
        return nodes
    }

    private func rangeNodes(_ range: SelectedRange, _ s: RangeXSelection, _ chart: RenderedChart) -> [SceneNode] {
        let plot = chart.plotFrame
        let ends = [range.bounds.lowerBound, range.bounds.upperBound].map { chart.sceneX(ofUnits: $0) }
        guard ends.allSatisfy(\.isFinite) else { return [] }
        let low = min(max(min(ends[0], ends[1]), plot.minX), plot.maxX)
        let high = min(max(max(ends[0], ends[1]), plot.minX), plot.maxX)
        let accent = chart.spec.theme.accent
        let band = RectNode(
            rect: Rect(x: low, y: plot.minY, width: high - low, height: plot.height),
            style: Style(fill: .color(s.fill ?? accent.opacity(0.15)), stroke: .color(s.stroke ?? accent)))
        return [.group(Group(id: "selection-range", children: [.rect(band)]))]
    }
}

extension RenderedChart {
    /// The scene x of a position in x units (band positions may be fractional).
    func sceneX(ofUnits v: Double) -> Double {
        guard case .band(let band) = x.kind else { return plotFrame.minX + x.center(v) }
        guard v.isFinite else { return .nan }
        return plotFrame.minX + (band(0) ?? 0) + band.bandwidth / 2 + v * band.step
    }
}
