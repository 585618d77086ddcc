extension Scene {
    /// The items drawn at `p` (scene coordinates), topmost first, each once.
    ///
    /// A node is hit when `p` lies within `tolerance` of what it paints: the fill of a rectangle (corner
    /// radii included), path (by its fill rule), symbol or text box, or the band of half the stroke width
    /// around a stroked outline (lines, and paths or symbols without a fill); caps count as round.
    /// Nodes are tested against their bounds first, then exactly. A node's item is its own `item` or,
    /// failing that, the nearest enclosing group's; nodes with neither are not reported. Group clips are
    /// honoured; opacity is ignored, so transparent shapes still catch hits. Under a transform the
    /// tolerance is scaled by √|det| (exact for rotations, translations and uniform scales).
    public func hitTest(_ p: Point, tolerance: Double = 0, measurer: any TextMeasurer) -> [ItemID] {
        guard p.x.isFinite, p.y.isFinite else { return [] }
        var walker = SceneWalker(measurer: measurer)
        let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0
        walker.walk(root, point: p, scale: 1, clipDistance: 0, inherited: nil) { node, local, scale, clip, item in
            guard clip <= tolerance else { return .skip }
            let localTolerance = tolerance / scale
            guard let bounds = node.localBounds(measurer: measurer),
                bounds.expanded(by: localTolerance).contains(local),
                let shape = node.hitShape(measurer: measurer, scale: scale),
                shape.distance(to: local) <= localTolerance
            else { return .skip }
            return .report(item)
        }
        return walker.found
    }

    /// The item whose painted shape is closest to `p`, if one lies within `maxDistance` (scene units;
    /// 0 when `p` is inside it). Ties go to the topmost. Same rules as ``hitTest(_:tolerance:measurer:)``.
    public func nearestItem(to p: Point, maxDistance: Double = .infinity, measurer: any TextMeasurer) -> ItemID? {
        guard p.x.isFinite, p.y.isFinite, maxDistance >= 0 else { return nil }
        var best: (distance: Double, item: ItemID)?
        var walker = SceneWalker(measurer: measurer)
        walker.walk(root, point: p, scale: 1, clipDistance: 0, inherited: nil) { node, local, scale, clip, item in
            let limit = Swift.min(best?.distance ?? .infinity, maxDistance)
            guard clip <= limit, let bounds = node.localBounds(measurer: measurer) else { return .skip }
            let lowerBound = Swift.max(clip, bounds.distance(to: local) * scale)
            guard lowerBound <= limit, lowerBound < (best?.distance ?? .infinity),
                let shape = node.hitShape(measurer: measurer, scale: scale)
            else { return .skip }
            let d = Swift.max(clip, shape.distance(to: local) * scale)
            if d <= maxDistance && d < (best?.distance ?? .infinity) { best = (d, item) }
            return .skip
        }
        return best?.item
    }

    /// The items whose painted shapes meet `rect` (scene coordinates) inside their groups' clips,
    /// topmost first, each once. Same item rules as ``hitTest(_:tolerance:measurer:)``.
    public func items(in rect: Rect, measurer: any TextMeasurer) -> [ItemID] {
        var found: [ItemID] = []
        var seen: Set<ItemID> = []
        collect(root, ConvexPolygon(rect), inherited: nil, measurer: measurer, &found, &seen)
        return found
    }

    private func collect(
        _ group: Group, _ region: ConvexPolygon, inherited: ItemID?, measurer: any TextMeasurer,
        _ found: inout [ItemID], _ seen: inout Set<ItemID>
    ) {
        guard let inverse = group.transform.inverted else { return }
        var local = region.applying(inverse)
        if let clip = group.clip { local = local.clipped(to: clip) }
        guard let area = local.bounds else { return }
        let groupItem = group.item ?? inherited
        for child in group.children.reversed() {
            if case .group(let g) = child {
                collect(g, local, inherited: groupItem, measurer: measurer, &found, &seen)
                continue
            }
            guard let item = child.item ?? groupItem, !seen.contains(item),
                let bounds = child.localBounds(measurer: measurer), bounds.intersects(area),
                let shape = child.hitShape(measurer: measurer), shape.intersects(local)
            else { continue }
            seen.insert(item)
            found.append(item)
        }
    }
}

/// Walks a scene's leaves topmost first, carrying the query point into each group's coordinates.
private struct SceneWalker {
    enum Verdict {
        case skip
        case report(ItemID)
    }

    /// Decides for a leaf, given the point in its coordinates, the device units per local unit, the
    /// distance (device units) from the point to the enclosing clips, and the leaf's effective item.
    typealias Visit = (SceneNode, Point, Double, Double, ItemID) -> Verdict

    let measurer: any TextMeasurer
    var found: [ItemID] = []
    var seen: Set<ItemID> = []

    mutating func walk(
        _ group: Group, point: Point, scale: Double, clipDistance: Double, inherited: ItemID?, _ visit: Visit
    ) {
        guard let inverse = group.transform.inverted else { return }
        let local = inverse.apply(point)
        let t = group.transform
        let localScale = scale * abs(t.a * t.d - t.b * t.c).squareRoot()
        guard localScale > 0, localScale.isFinite else { return }
        var clipDistance = clipDistance
        if let clip = group.clip {
            clipDistance = Swift.max(clipDistance, clip.standardized.distance(to: local) * localScale)
        }
        let groupItem = group.item ?? inherited
        for child in group.children.reversed() {
            if case .group(let g) = child {
                walk(g, point: local, scale: localScale, clipDistance: clipDistance, inherited: groupItem, visit)
                continue
            }
            guard let item = child.item ?? groupItem, !seen.contains(item) else { continue }
            if case .report(let hit) = visit(child, local, localScale, clipDistance, item) {
                seen.insert(hit)
                found.append(hit)
            }
        }
    }
}

extension Rect {
    /// The distance from `p` to the rectangle (0 inside or on it).
    func distance(to p: Point) -> Double {
        let dx = Swift.max(minX - p.x, 0, p.x - maxX)
        let dy = Swift.max(minY - p.y, 0, p.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension SceneNode {
    /// The bounds of a leaf in its own group's coordinates (nil for groups).
    func localBounds(measurer: any TextMeasurer) -> Rect? {
        if case .group = self { return nil }
        return bounds(measurer: measurer)
    }
}
