/// The room a cell's data marks take beyond its plot, which Vega's grid layout counts in a cell's
/// "full" bounds (vega-view-transforms `gridLayout` over item bounds): a point on the plot's edge
/// pushes the next cell away.
extension ConcatLayout {
    /// The bounds of the cell's data marks relative to its plot's corner, rounded out to whole points
    /// as Vega rounds group bounds; nil when it draws no mark. Each side may first come `tolerance`
    /// points in, so that curves drawn as Béziers (a pie's rim) that overshoot their true circle by a
    /// hair are not rounded out a whole point.
    static func markBox(_ cell: RenderedChart, measurer: any TextMeasurer, tolerance: Double = 0) -> Rect? {
        let marks = Group(children: cell.scene.root.children.compactMap { markBoxes($0, inMark: false) })
        guard let b = marks.bounds(measurer: measurer) else { return nil }
        let x0 = (b.minX - cell.plotFrame.minX + tolerance).rounded(.down)
        let y0 = (b.minY - cell.plotFrame.minY + tolerance).rounded(.down)
        let x1 = (b.maxX - cell.plotFrame.minX - tolerance).rounded(.up)
        let y1 = (b.maxY - cell.plotFrame.minY - tolerance).rounded(.up)
        guard [x0, y0, x1, y1].allSatisfy(\.isFinite) else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The node with each data mark replaced by its box as Vega bounds it (vega-scenegraph
    /// `boundStroke`, `bounds.expand(sw + sw)`: the width and the miter adjustment): a stroke grows a mark
    /// by half its width, and the outlines of symbols, lines and areas by twice the width more, as the
    /// reference renders place the views next to them (test_invalid_filter: a point of stroke width 2 on
    /// a view's edge reaches past 107). Groups keep their transform and clip; nodes outside mark groups
    /// are left out.
    static func markBoxes(_ node: SceneNode, inMark: Bool) -> SceneNode? {
        switch node {
        case .group(let g):
            let marked = inMark || g.role == .mark
            let children = g.children.compactMap { markBoxes($0, inMark: marked) }
            guard !children.isEmpty else { return nil }
            return .group(Group(transform: g.transform, clip: g.clip, children: children))
        case .symbol(let s) where inMark:
            return box(s.bounds, style: s.style)
        case .path(let p) where inMark:
            return box(p.bounds, style: p.style)
        default:
            return inMark ? node : nil
        }
    }

    /// A rectangle of the stroked box grown by twice the stroke width on each side.
    static func box(_ bounds: Rect?, style: Style) -> SceneNode? {
        guard let bounds else { return nil }
        let half = style.strokeHalfWidth
        let grown =
            half > 0
            ? Rect(
                x: bounds.minX - 4 * half, y: bounds.minY - 4 * half, width: bounds.width + 8 * half,
                height: bounds.height + 8 * half) : bounds
        return .rect(RectNode(rect: grown, style: Style()))
    }
}

extension RenderedChart {
    /// The padding that keeps the marks, as Vega bounds them, `padding` inside the canvas's left and top
    /// edges; nil when they already are.
    func roomForMarksBefore(padding: EdgeInsets, measurer: any TextMeasurer) -> EdgeInsets? {
        guard let box = ConcatLayout.markBox(self, measurer: measurer, tolerance: 0.05) else { return nil }
        let left = max(0, padding.leading - (plotFrame.minX + box.minX))
        let top = max(0, padding.top - (plotFrame.minY + box.minY))
        guard left > 0 || top > 0 else { return nil }
        var room = padding
        room.leading += left
        room.top += top
        return room
    }

    /// Grows the canvas right and down so that the marks, as Vega bounds them, stay `padding` inside
    /// it (Vega's `autosize: pad`); marks never move.
    mutating func growToFitMarks(padding: EdgeInsets, measurer: any TextMeasurer) {
        guard let box = ConcatLayout.markBox(self, measurer: measurer, tolerance: 0.05) else { return }
        scene.size.width = max(scene.size.width, plotFrame.minX + box.maxX + padding.trailing)
        scene.size.height = max(scene.size.height, plotFrame.minY + box.maxY + padding.bottom)
    }
}
