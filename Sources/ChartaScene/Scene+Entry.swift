/// The first frame of an entry animation.
extension Scene {
    /// The scene as `animation` starts: each data layer group that grows has its rectangles and paths
    /// flattened onto its baseline (rectangles lose their corner radii), each that fades is transparent,
    /// and so are the item labels (annotation groups) when any layer enters; everything else is as in
    /// the scene.
    public func entryStart(_ animation: EntryAnimation) -> Scene {
        var start = self
        var next = 0
        start.root = Self.entering(root, animation.layers, labels: animation.fadesLabels, &next)
        return start
    }

    private static func entering(
        _ group: Group, _ effects: [EntryAnimation.Effect?], labels: Bool, _ next: inout Int
    ) -> Group {
        var group = group
        if labels && group.role == .annotation {
            group.opacity = 0
            return group
        }
        if EntryAnimation.isLayerGroup(group) {
            defer { next += 1 }
            guard effects.indices.contains(next), let effect = effects[next] else { return group }
            if let collapse = effect.collapse {
                group.children = group.children.map { $0.flattened(by: collapse) }
            } else {
                group.opacity = 0
            }
            return group
        }
        group.children = group.children.map { child in
            guard case .group(let inner) = child else { return child }
            return .group(entering(inner, effects, labels: labels, &next))
        }
        return group
    }
}

extension SceneNode {
    /// The node with its geometry mapped by a flattening transform (rectangles stay rectangles).
    func flattened(by t: AffineTransform) -> SceneNode {
        switch self {
        case .rect(var n):
            let a = t.apply(Point(x: n.rect.minX, y: n.rect.minY))
            let b = t.apply(Point(x: n.rect.maxX, y: n.rect.maxY))
            n.rect = Rect(corner: a, b)
            n.cornerRadii = .zero
            return .rect(n)
        case .path(var n):
            n.path = n.path.applying(t)
            return .path(n)
        case .group(var g):
            g.children = g.children.map { $0.flattened(by: t) }
            return .group(g)
        default:
            return self
        }
    }
}
