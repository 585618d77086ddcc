extension TransitionProgress {
    /// Two nodes of the same kind, property by property (see ``Transition``); nodes of different kinds
    /// switch at t = 0.5. Groups interpolate only their own properties here, not their children.
    func interpolate(_ a: SceneNode, _ b: SceneNode) -> SceneNode {
        if eased == 0 || a == b { return a }
        switch (a, b) {
        case (.rect(let x), .rect(let y)):
            return .rect(
                RectNode(
                    rect: lerp(x.rect, y.rect), cornerRadii: lerp(x.cornerRadii, y.cornerRadii),
                    style: lerp(x.style, y.style), item: y.item))
        case (.path(let x), .path(let y)):
            return .path(PathNode(path: lerp(x.path, y.path), style: lerp(x.style, y.style), item: y.item))
        case (.line(let x), .line(let y)):
            return .line(
                LineNode(from: lerp(x.from, y.from), to: lerp(x.to, y.to), style: lerp(x.style, y.style), item: y.item))
        case (.text(let x), .text(let y)):
            var text = pick(x, y)
            text.position = lerp(x.position, y.position)
            text.font.size = lerpNonNegative(x.font.size, y.font.size)
            text.angle = lerp(x.angle, y.angle)
            text.style = lerp(x.style, y.style)
            text.item = y.item
            return .text(text)
        case (.symbol(let x), .symbol(let y)):
            return .symbol(
                SymbolNode(
                    shape: pick(x.shape, y.shape), center: lerp(x.center, y.center),
                    size: lerpNonNegative(x.size, y.size), style: lerp(x.style, y.style), item: y.item))
        case (.image(let x), .image(let y)):
            var image = pick(x, y)
            image.rect = lerp(x.rect, y.rect)
            image.opacity = lerpUnit(x.opacity, y.opacity)
            image.item = y.item
            return .image(image)
        case (.group(let x), .group(let y)):
            return .group(interpolate(x, y, discreteFromTarget: false))
        default:
            return pick(a, b)
        }
    }

    /// A group's own properties: transform, clip and opacity interpolate; id, role, labels and the other
    /// discrete properties come from `b` when `discreteFromTarget` (structure), else switch at t = 0.5.
    /// The children are `b`'s; the caller replaces them.
    func interpolate(_ a: Group, _ b: Group, discreteFromTarget: Bool) -> Group {
        var group = discreteFromTarget ? b : pick(a, b)
        group.children = b.children
        group.transform = lerp(a.transform, b.transform)
        group.opacity = lerpUnit(a.opacity, b.opacity)
        if let ca = a.clip, let cb = b.clip {
            group.clip = lerp(ca, cb)
        } else {
            group.clip = pick(a.clip, b.clip)
        }
        return group
    }
}
