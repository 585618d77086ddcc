/// Builds one frame of a ``Transition``: walks the target tree, interpolates matched items, fades entering
/// items in and keeps exiting items, fading out, in the group that held them.
struct TransitionBuilder {
    let from: KeyedScene
    let to: KeyedScene
    let progress: TransitionProgress
    let crossFade: Bool
    /// How items enter and leave each data layer group of `to`, in depth-first order (none: they fade).
    var layers: [EntryAnimation.Effect?] = []

    /// The frame's root group.
    func root() -> Group {
        guard case .group(let toRoot) = to.root.node, case .group(let fromRoot) = from.root.node else {
            return Group()
        }
        var next = 0
        return merge(
            to: toRoot, toChildren: to.root.children, from: fromRoot, fromChildren: from.root.children,
            inItem: false, effect: nil, next: &next)
    }

    /// An item that appears: grown from its layer's baseline, or faded in.
    private func enteringItem(_ node: SceneNode, _ effect: EntryAnimation.Effect?) -> SceneNode {
        guard let collapse = effect?.collapse else { return node.fading(progress.fadeIn) }
        return progress.interpolate(node.flattened(by: collapse), node)
    }

    /// An item that disappears: shrunk onto its layer's baseline, or faded out.
    private func exitingItem(_ node: SceneNode, _ effect: EntryAnimation.Effect?) -> SceneNode {
        guard let collapse = effect?.collapse else { return node.fading(progress.fadeOut) }
        return progress.interpolate(node, node.flattened(by: collapse))
    }

    /// A group of the target with its counterpart (if any) in the source. `inItem` is true inside a data
    /// group, where structure nodes are matched and interpolated rather than taken from the target.
    private func merge(
        to toGroup: Group, toChildren: [KeyedNode], from fromGroup: Group?, fromChildren: [KeyedNode],
        inItem: Bool, effect outer: EntryAnimation.Effect?, next: inout Int
    ) -> Group {
        var effect = outer
        if !inItem && EntryAnimation.isLayerGroup(toGroup) {
            effect = layers.indices.contains(next) ? layers[next] : nil
            next += 1
        }
        var result = fromGroup.map { progress.interpolate($0, toGroup, discreteFromTarget: !inItem) } ?? toGroup
        let fromSlots = TransitionSlot.slots(of: fromChildren)
        var fromBySlot: [TransitionSlot: Int] = [:]
        for (index, slot) in fromSlots.enumerated() {
            if let slot, fromBySlot[slot] == nil { fromBySlot[slot] = index }
        }
        var matchedFrom = Set<Int>()
        var children: [SceneNode] = []
        children.reserveCapacity(toChildren.count)
        for (child, slot) in zip(toChildren, TransitionSlot.slots(of: toChildren)) {
            if let key = child.key {
                if let old = from.items[key] {
                    children.append(update(old, child))
                } else {
                    children.append(enteringItem(child.node, effect))
                }
                continue
            }
            let partner = slot.flatMap { fromBySlot[$0] }
            if let partner { matchedFrom.insert(partner) }
            if case .group(let toChild) = child.node {
                var fromChild: Group?
                if let partner, case .group(let g) = fromChildren[partner].node { fromChild = g }
                // An annotation labels an item: its text moves as items do, rather than being structure.
                let merged = merge(
                    to: toChild, toChildren: child.children, from: fromChild,
                    fromChildren: partner.map { fromChildren[$0].children } ?? [],
                    inItem: inItem || toChild.role == .annotation, effect: effect, next: &next)
                children.append(.group(merged))
            } else if inItem {
                if let partner {
                    children.append(progress.interpolate(fromChildren[partner].node, child.node))
                } else {
                    children.append(child.node.fading(progress.fadeIn))
                }
            } else {
                children.append(crossFade ? child.node.fading(progress.fadeIn) : child.node)
            }
        }
        var fadingStructure: [SceneNode] = []
        var exiting: [SceneNode] = []
        for (index, child) in fromChildren.enumerated() {
            if let key = child.key {
                if to.items[key] == nil { exiting.append(exitingItem(child.node, effect)) }
            } else if case .group = child.node {
                if !matchedFrom.contains(index), let old = leaving(child) { exiting.append(old) }
            } else if inItem {
                if !matchedFrom.contains(index) { exiting.append(child.node.fading(progress.fadeOut)) }
            } else if crossFade {
                fadingStructure.append(child.node.fading(progress.fadeOut))
            }
        }
        result.children = fadingStructure + children + exiting
        return result
    }

    /// A matched data item: interpolated, and for data groups merged child by child.
    private func update(_ old: KeyedNode, _ new: KeyedNode) -> SceneNode {
        var unused = 0  // inside an item no group counts as a data layer
        guard case .group(let newGroup) = new.node, case .group(let oldGroup) = old.node else {
            return progress.interpolate(old.node, new.node)
        }
        return .group(
            merge(
                to: newGroup, toChildren: new.children, from: oldGroup, fromChildren: old.children, inItem: true,
                effect: nil, next: &unused))
    }

    /// What remains of a source structure group that has no counterpart in the target: its exiting items
    /// (and, when cross-fading, its structure), fading out; nil when nothing remains.
    private func leaving(_ node: KeyedNode) -> SceneNode? {
        if let key = node.key {
            return to.items[key] == nil ? node.node.fading(progress.fadeOut) : nil
        }
        guard case .group(var group) = node.node else {
            return crossFade ? node.node.fading(progress.fadeOut) : nil
        }
        group.children = node.children.compactMap(leaving)
        return group.children.isEmpty ? nil : .group(group)
    }
}

extension SceneNode {
    /// The node with its opacity (a group's or a style's) multiplied by `factor`.
    func fading(_ factor: Double) -> SceneNode {
        guard factor != 1 else { return self }
        switch self {
        case .group(var n):
            n.opacity *= factor
            return .group(n)
        case .rect(var n):
            n.style.opacity *= factor
            return .rect(n)
        case .path(var n):
            n.style.opacity *= factor
            return .path(n)
        case .line(var n):
            n.style.opacity *= factor
            return .line(n)
        case .text(var n):
            n.style.opacity *= factor
            return .text(n)
        case .symbol(var n):
            n.style.opacity *= factor
            return .symbol(n)
        case .image(var n):
            n.opacity *= factor
            return .image(n)
        }
    }
}
