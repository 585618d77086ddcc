/// Assembling the final scene.
extension LayoutState {
    var markContext: MarkContext {
        var ctx = MarkContext(
            plot: plot, x: x, y: y, theme: spec.theme, seriesColors: seriesColors, scales: spec.scales,
            reduction: spec.reduction)
        ctx.budget = spec.limits.budget
        ctx.clipsSideways = spec.visibleX != nil
        ctx.lineColumnsPerPoint = spec.lineColumnsPerPoint
        if spec.arcsShareCircle { ctx.arcShares = arcShares }
        ctx.shapesByValue = shapesByValue
        return ctx
    }

    /// The shapes Swift Charts gives the values of `symbol(by:)` in turn.
    static let shapeCycle: [SymbolShape] = [.circle, .square, .triangleUp, .diamond, .plus, .cross, .star, .wye]

    /// Each value of a shape channel that names no shape, given the next shape of ``shapeCycle`` in the
    /// order the values first appear across the layers (a value naming a shape, as Vega-Lite's scale
    /// gives them, is drawn as that shape).
    func valueShapes() -> [String: SymbolShape] {
        var shapes: [String: SymbolShape] = [:]
        var named: Set<String> = []
        for layer in layers where layer.spec.encoding[.shape] != nil {
            for row in 0..<layer.rowCount {
                if spec.limits.shouldStop(atRow: row) { break }
                guard let value = layer.spec.value(.shape, row: row), case let name = value.categoryLabel,
                    shapes[name] == nil, !named.contains(name)
                else { continue }
                if SymbolShape(rawValue: name) != nil {
                    named.insert(name)
                } else {
                    shapes[name] = Self.shapeCycle[shapes.count % Self.shapeCycle.count]
                }
            }
        }
        return shapes
    }

    /// The share of the one circle each arc layer with a quantitative theta starts at.
    var arcShares: [Int: (before: Double, total: Double)] {
        let arcs = layers.filter { $0.spec.mark.kind == .arc && !$0.spec.isCategorical(.theta) }
        let sums = arcs.map { MarkBuilder.thetaValues($0).reduce(0, +) }
        let total = sums.reduce(0, +)
        var before = 0.0
        var shares: [Int: (before: Double, total: Double)] = [:]
        for (layer, sum) in zip(arcs, sums) {
            shares[layer.index] = (before, total)
            before += sum
        }
        return shares
    }

    func finish() -> RenderedChart {
        let ctx = markContext
        var children: [SceneNode] = []
        if let fill = spec.plotBackground {
            children.append(
                .group(Group(role: .background, children: [.rect(RectNode(rect: plot, style: .fill(fill)))])))
        }
        for axis in [xAxis, yAxis].compactMap({ $0 }) where !(axis.spec.hidden && !axis.showsGrid) {
            children.append(
                .group(axis.group(plot: plot, plan: axis.isHorizontal ? xPlan : yPlan, measurer: measurer)))
        }
        var data: [SceneNode] = brushFills(ctx) + layers.map { .group(MarkBuilder.group($0, ctx)) }
        data += annotationGroups(ctx) + brushOutlines(ctx)
        if spec.visibleX != nil {
            // A scrolling chart shows only the visible window: clip sideways, not above or below (a
            // zoomed window of a line, whose y domain is zoomed too, is clipped to the plot).
            let clip =
                spec.clipsToPlot ? plot : Rect(x: plot.minX, y: 0, width: plot.width, height: total.height)
            children.append(.group(Group(role: .plot, clip: clip, children: data)))
        } else {
            children += data
        }
        if let legend = legendGroup() { children.append(.group(legend)) }
        children += extraLegendGroups().map { .group($0) }
        if let title = spec.title {
            let font = spec.theme.titleFont
            let node = TextNode(
                text: title, position: Point(x: total.width / 2, y: padding.top + measurer.ascent(of: font)),
                font: font,
                anchor: .middle, style: .fill(spec.theme.foreground))
            children.append(.group(Group(role: .titleText, children: [.text(node)])))
        }
        let scene = Scene(
            size: total, background: spec.theme.background, title: spec.title ?? "Chart", summary: summary,
            root: Group(children: children))
        var rendered = RenderedChart(
            scene: scene, plotFrame: plot, diagnostics: diagnostics, layers: layers, x: x, y: y)
        rendered.entryEffects = rendered.layerEntryEffects()
        rendered.axisTicks[.x] = xAxis?.ticks.map { ($0.offset, $0.label, $0.value) }
        rendered.axisTicks[.y] = yAxis?.ticks.map { ($0.offset, $0.label, $0.value) }
        rendered.exactChrome = exactChrome
        return rendered
    }

    /// A sentence describing the chart for assistive technology.
    var summary: String {
        let kinds = LayoutState.joined(Array(Set(spec.layers.map(\.mark.kind.rawValue))).sorted(), " and ")
        let rows = spec.describedRowCount ?? spec.layers.map(\.data.rowCount).reduce(0, +)
        let kind = kinds.isEmpty ? "empty" : kinds
        let article = kind.first.map { "aeiou".contains($0) } == true ? "An" : "A"
        var parts = ["\(article) \(kind) chart with \(rows) data item\(rows == 1 ? "" : "s")"]
        if let t = xAxis?.title { parts.append("x: \(t)") }
        if let t = yAxis?.title { parts.append("y: \(t)") }
        if !seriesOrder.isEmpty { parts.append("series: \(LayoutState.joined(seriesOrder, ", "))") }
        return LayoutState.joined(parts, "; ") + "."
    }

    /// `parts` with `separator` between them, as `joined(separator:)` gives them; its generic path looks
    /// up a conformance at run time, which costs the first chart a process lays out a scan of every
    /// conformance record.
    static func joined(_ parts: [String], _ separator: String) -> String {
        var text = ""
        for (k, part) in parts.enumerated() {
            if k > 0 { text += separator }
            text += part
        }
        return text
    }
}
