/// Builds one frame of a ``Transition``: walks the target tree, interpolates matched items, fades entering
/// items in and keeps exiting items, fading out, in the group that held them.
struct TransitionBuilder {
    let from: KeyedScene
    let to: KeyedScene
    let progress: TransitionProgress
    let crossFade: Bool

    /// The frame's root group.
    func root() -> Group {
        guard case .group(let toRoot) = to.root.node, case .group(let fromRoot) = from.root.node else {
            return Group()
        }
        return merge(
            to: toRoot, toChildren: to.root.children, from: fromRoot, fromChildren: from.root.children,
            inItem: false)
    }

    /// A group of the target with its counterpart (if any) in the source. `inItem` is true inside a data
    /// group, where structure nodes are matched and interpolated rather than taken from the target.
    private func merge(
        to toGroup: Group, toChildren: [KeyedNode], from fromGroup: Group?, fromChildren: [KeyedNode],
        inItem: Bool
    ) -> Group {
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
                    children.append(child.node.fading(progress.fadeIn))
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
                    inItem: inItem || toChild.role == .annotation)
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
                if to.items[key] == nil { exiting.append(child.node.fading(progress.fadeOut)) }
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
        guard case .group(let newGroup) = new.node, case .group(let oldGroup) = old.node else {
            return progress.interpolate(old.node, new.node)
        }
        return .group(
            merge(to: newGroup, toChildren: new.children, from: oldGroup, fromChildren: old.children, inItem: true))
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
        }
    }
}
