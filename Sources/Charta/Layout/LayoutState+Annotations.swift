/// Placing annotations beside the marks they belong to, kept inside the chart.
extension LayoutState {
    func annotationSize(_ a: AnnotationSpec) -> Size {
        if let drawing = a.drawing { return drawing.size }
        let widths = a.lines.map { measurer.width(of: $0.text, font: $0.font) }
        let height = a.lines.map { measurer.ascent(of: $0.font) + measurer.descent(of: $0.font) }.reduce(0, +)
        return Size(width: widths.max() ?? 0, height: height)
    }

    /// Room above the plot for annotations that sit above it.
    func annotationHeadroom() -> Double {
        spec.layers.flatMap { layer in
            layer.annotations.filter { LayoutState.sitsAbovePlot($0, layer) }.map {
                annotationSize($0).height + $0.spacing
            }
        }.max() ?? 0
    }

    /// Whether an annotation sits above the plot: when it says so, and when a drawn annotation (a view)
    /// is on top of a rule that spans the plot's height, as Swift Charts places it.
    static func sitsAbovePlot(_ a: AnnotationSpec, _ layer: LayerSpec) -> Bool {
        if a.abovePlot { return true }
        guard a.drawing != nil, layer.mark.kind == .rule, layer.encoding[.y] == nil else { return false }
        switch a.position {
        case .top, .topLeading, .topTrailing: return true
        default: return false
        }
    }

    /// The frame of a row's mark, in chart coordinates, that its annotation is placed against; a
    /// sector's is its middle (`arcMiddles`, the layer's, worked out once).
    func anchor(_ layer: LayerData, row: Int, _ ctx: MarkContext, arcMiddles: () -> [Point]) -> Rect? {
        guard row >= 0, row < layer.rowCount else { return nil }
        let frame: Rect
        switch layer.spec.mark.kind {
        case .arc:
            let middle = arcMiddles()[row]
            frame = Rect(x: middle.x, y: middle.y, width: 0, height: 0)
        case .bar, .rect:
            let (x0, x1) = MarkBuilder.span(layer, row: row, along: .x, ctx)
            let (y0, y1) = MarkBuilder.span(layer, row: row, along: .y, ctx)
            frame = Rect(corner: Point(x: x0, y: y0), Point(x: x1, y: y1))
        case .rule where layer.spec.encoding[.y] == nil:
            frame = Rect(x: ctx.px(layer.x[row]), y: plot.minY, width: 0, height: plot.height)
        case .rule where layer.spec.encoding[.x] == nil:
            frame = Rect(x: plot.minX, y: ctx.py(layer.y[row]), width: plot.width, height: 0)
        default:
            frame = Rect(x: ctx.px(layer.x[row]), y: ctx.py(layer.y[row]), width: 0, height: 0)
        }
        return frame.minX.isFinite && frame.minY.isFinite ? frame : nil
    }

    func annotationGroups(_ ctx: MarkContext) -> [SceneNode] {
        layers.flatMap { layer in
            var middles: [Point]?
            func arcMiddles() -> [Point] {
                if let middles { return middles }
                middles = MarkBuilder.arcMiddles(layer, ctx)
                return middles ?? []
            }
            return layer.spec.annotations.compactMap { a -> SceneNode? in
                guard let anchor = anchor(layer, row: a.row, ctx, arcMiddles: arcMiddles) else { return nil }
                // A mark scrolled out of a visible window takes an annotation kept inside with it (one
                // not kept inside stays beside its mark, off the page).
                if a.keepsInside, spec.visibleX != nil, anchor.midX < plot.minX || anchor.midX > plot.maxX {
                    return nil
                }
                let size = annotationSize(a)
                let above = LayoutState.sitsAbovePlot(a, layer.spec)
                var box = place(
                    size, beside: above ? Rect(x: anchor.minX, y: plot.minY, width: anchor.width, height: 0) : anchor, a
                )
                if a.keepsInside {
                    // Drawn annotations may reach past the plot into the chart's padding, as Swift Charts'
                    // fit the chart rather than the plot.
                    let bounds =
                        above || a.drawing != nil
                        ? Rect(
                            x: padding.leading, y: 0, width: total.width - padding.leading - padding.trailing,
                            height: total.height)
                        : plot
                    box = box.keptInside(bounds)
                }
                if let drawing = a.drawing {
                    return .group(
                        Group(
                            role: .annotation, accessibilityLabel: drawing.label,
                            transform: .translation(x: box.minX, y: box.minY),
                            children: drawing.nodes))
                }
                var y = box.minY
                let nodes = a.lines.map { line -> SceneNode in
                    y += measurer.ascent(of: line.font)
                    let node = TextNode(
                        text: line.text, position: Point(x: box.midX, y: y), font: line.font, anchor: .middle,
                        style: .fill(line.color ?? spec.theme.foreground))
                    y += measurer.descent(of: line.font)
                    return .text(node)
                }
                return .group(
                    Group(
                        role: .annotation, accessibilityLabel: a.lines.map(\.text).joined(separator: ", "),
                        children: nodes))
            }
        }
    }

    /// The box of the given size beside `anchor` at the annotation's position.
    func place(_ size: Size, beside anchor: Rect, _ a: AnnotationSpec) -> Rect {
        let s = a.spacing
        let x: Double
        let y: Double
        switch a.position {
        case .top, .topLeading, .topTrailing: y = anchor.minY - s - size.height
        case .bottom, .bottomLeading, .bottomTrailing: y = anchor.maxY + s
        case .leading, .trailing, .overlay:
            y = anchor.midY - size.height / 2 + a.alignment.vertical * (anchor.height - size.height) / 2
        }
        switch a.position {
        case .leading, .topLeading, .bottomLeading: x = anchor.minX - s - size.width
        case .trailing, .topTrailing, .bottomTrailing: x = anchor.maxX + s
        case .top, .bottom, .overlay:
            x = anchor.midX - size.width / 2 + a.alignment.horizontal * (anchor.width - size.width) / 2
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

extension Rect {
    /// The rectangle moved (not resized) so that it lies inside `bounds` where it fits.
    func keptInside(_ bounds: Rect) -> Rect {
        var r = self
        if r.maxX > bounds.maxX { r.origin.x -= r.maxX - bounds.maxX }
        if r.minX < bounds.minX { r.origin.x = bounds.minX }
        if r.maxY > bounds.maxY { r.origin.y -= r.maxY - bounds.maxY }
        if r.minY < bounds.minY { r.origin.y = bounds.minY }
        return r
    }
}
