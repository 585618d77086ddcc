/// Restyling the items of a scene for an item selection.
extension Group {
    /// The group with the selected item's paints multiplied by `selectedOpacity` and those of the other
    /// items of `marks` (nil: all) by `unselectedOpacity`. Nodes without an item are left alone; an item
    /// that stands for a whole series (no row) selects every node of that series.
    func highlighting(
        _ selected: ItemID, marks: Set<Int>?, selectedOpacity: Double, unselectedOpacity: Double,
        inherited: ItemID? = nil
    ) -> Group {
        var copy = self
        let groupItem = item ?? inherited
        copy.children = children.map { node in
            if case .group(let g) = node {
                return .group(
                    g.highlighting(
                        selected, marks: marks, selectedOpacity: selectedOpacity,
                        unselectedOpacity: unselectedOpacity, inherited: groupItem))
            }
            guard let id = node.item ?? groupItem, marks?.contains(id.mark) ?? true else { return node }
            let isSelected =
                id == selected
                || (selected.row == nil && id.mark == selected.mark && id.series == selected.series)
            return node.multiplyingOpacity(by: isSelected ? selectedOpacity : unselectedOpacity)
        }
        return copy
    }
}

extension SceneNode {
    /// The node with its fill and stroke alpha multiplied by `factor` (clamped to 0…1).
    func multiplyingOpacity(by factor: Double) -> SceneNode {
        let f = factor.isNaN ? 1 : min(max(factor, 0), 1)
        guard f != 1 else { return self }
        func restyle(_ style: Style) -> Style {
            var s = style
            s.fill = s.fill?.multiplyingAlpha(by: f)
            s.stroke = s.stroke?.multiplyingAlpha(by: f)
            return s
        }
        switch self {
        case .group: return self
        case .rect(var n):
            n.style = restyle(n.style)
            return .rect(n)
        case .path(var n):
            n.style = restyle(n.style)
            return .path(n)
        case .line(var n):
            n.style = restyle(n.style)
            return .line(n)
        case .text(var n):
            n.style = restyle(n.style)
            return .text(n)
        case .symbol(var n):
            n.style = restyle(n.style)
            return .symbol(n)
        case .image(var n):
            n.opacity *= f
            return .image(n)
        }
    }
}

extension Paint {
    /// The paint with every colour's alpha multiplied by `factor`.
    func multiplyingAlpha(by factor: Double) -> Paint {
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(offset: $0.offset, color: $0.color.opacity(factor)) }
        }
        switch self {
        case .color(let c):
            return .color(c.opacity(factor))
        case .linearGradient(var g):
            g.stops = fade(g.stops)
            return .linearGradient(g)
        case .radialGradient(var g):
            g.stops = fade(g.stops)
            return .radialGradient(g)
        }
    }
}
