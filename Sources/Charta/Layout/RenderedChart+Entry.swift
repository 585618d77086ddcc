/// The entry animation: bars and areas grow from their baseline when the chart first appears.
extension RenderedChart {
    /// The chart as it starts its entry animation: every bar collapsed onto its baseline (zero on the
    /// value scale, kept inside the plot) and every area flattened onto it; other nodes as in ``scene``.
    /// Built from the laid-out marks and scales, so every back end animates the same geometry.
    public var entryStartScene: Scene {
        var start = scene
        start.root = collapsed(start.root)
        return start
    }

    /// The entry animation from ``entryStartScene`` to ``scene``, eased by the chart's animation
    /// (``ChartSpec/animation``, d3-transition's cubic in-out when none is set). Hosts that animate
    /// themselves draw `entryTransition.scene(at: t)` for t from 0 to 1 over the animation's duration.
    public var entryTransition: Transition {
        Transition(from: entryStartScene, to: scene, easing: (spec.animation ?? .default).easing)
    }

    /// The baseline of a bar or area layer along its value axis as an affine map that flattens a point
    /// onto it, or nil when the layer does not grow from a baseline.
    func baselineCollapse(layer index: Int) -> AffineTransform? {
        guard let layer = layers.first(where: { $0.index == index }) else { return nil }
        switch layer.spec.mark.kind {
        case .bar, .area: break
        default: return nil
        }
        if layer.valueChannel == .x && layer.spec.mark.kind == .bar {
            let base = plotFrame.minX + x.center(0).clampedToPlot(x)
            return AffineTransform(a: 0, b: 0, c: 0, d: 1, tx: base, ty: 0)
        }
        let base = plotFrame.minY + y.center(0).clampedToPlot(y)
        return AffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: base)
    }

    private func collapsed(_ group: Group) -> Group {
        var group = group
        if group.role == .mark, let id = group.id, id.hasPrefix("layer"), let index = Int(id.dropFirst(5)),
            let flatten = baselineCollapse(layer: index)
        {
            group.children = group.children.map { $0.flattened(by: flatten) }
            return group
        }
        group.children = group.children.map { child in
            guard case .group(let inner) = child else { return child }
            return .group(collapsed(inner))
        }
        return group
    }
}

extension SceneNode {
    /// The node with its geometry mapped by a flattening transform (rectangles stay rectangles).
    fileprivate func flattened(by t: AffineTransform) -> SceneNode {
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
