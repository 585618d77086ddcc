/// Brushes (``BrushSpec``): a fill under the marks and an outline over them, each its own rect mark.
extension LayoutState {
    /// The rectangle of a brush on the plot.
    func brushRect(_ brush: BrushSpec, _ ctx: MarkContext) -> Rect {
        if brush.isEmpty {
            return Rect(
                x: plot.minX, y: plot.minY, width: brush.emptySpansWidth ? plot.width : 0,
                height: brush.emptySpansHeight ? plot.height : 0)
        }
        func span(_ r: ClosedRange<Double>?, _ at: (Double) -> Double, _ lo: Double, _ hi: Double) -> (Double, Double) {
            guard let r else { return (lo, hi) }
            let (a, b) = (at(r.lowerBound), at(r.upperBound))
            guard a.isFinite, b.isFinite else { return (lo, lo) }
            return (min(max(min(a, b), lo), hi), min(max(max(a, b), lo), hi))
        }
        let (x0, x1) = span(brush.x, ctx.px, plot.minX, plot.maxX)
        let (y0, y1) = span(brush.y, ctx.py, plot.minY, plot.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The brushes' fills, drawn under the data.
    func brushFills(_ ctx: MarkContext) -> [SceneNode] {
        spec.brushes.map { brush in
            let node = RectNode(rect: brushRect(brush, ctx), style: .fill(brush.fill, opacity: brush.fillOpacity))
            return .group(Group(role: .mark, markType: .rect, children: [.rect(node)]))
        }
    }

    /// The brushes' outlines, drawn over the data.
    func brushOutlines(_ ctx: MarkContext) -> [SceneNode] {
        spec.brushes.compactMap { brush in
            guard let stroke = brush.stroke else { return nil }
            let node = RectNode(rect: brushRect(brush, ctx), style: Style(stroke: .color(stroke)))
            return .group(Group(role: .mark, markType: .rect, children: [.rect(node)]))
        }
    }
}
