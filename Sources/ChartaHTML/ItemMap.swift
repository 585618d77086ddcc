import ChartaScene

/// Where a picture's data items are: the scene-coordinate box of every node that draws an item
/// (topmost first, inside its groups' clips), and the item of every element the SVG writer marks with
/// `aria-selected`, in document order, so the page's script can find an item's elements by position.
struct ItemMap: Sendable {
    /// A node's box in scene coordinates and its item (its own or its nearest group's).
    struct Region: Hashable, Sendable {
        var rect: Rect
        var item: ItemID
    }

    /// Item boxes, topmost first.
    var regions: [Region] = []
    /// The item of each element carrying `aria-selected`, in document order.
    var elements: [ItemID] = []

    /// Maps a scene. `measurer` sizes text nodes.
    init(_ scene: Scene, measurer: any TextMeasurer) {
        var painted: [Region] = []
        walk(scene.root, transform: .identity, clip: nil, inherited: nil, measurer: measurer, &painted)
        regions = painted.reversed()
    }

    private mutating func walk(
        _ group: Group, transform: AffineTransform, clip: Rect?, inherited: ItemID?, measurer: any TextMeasurer,
        _ painted: inout [Region]
    ) {
        // The SVG writer writes the group's item on its `<g>`, before the children.
        if let item = group.item { elements.append(item) }
        let local = group.transform.concatenating(transform)
        var clip = clip
        if let groupClip = group.clip {
            let box = ItemMap.box(groupClip, local)
            clip = clip.map { ItemMap.overlap($0, box) ?? Rect(x: box.minX, y: box.minY, width: 0, height: 0) } ?? box
        }
        let groupItem = group.item ?? inherited
        for child in group.children {
            if case .group(let g) = child {
                walk(g, transform: local, clip: clip, inherited: groupItem, measurer: measurer, &painted)
                continue
            }
            if let own = child.item { elements.append(own) }
            guard let item = child.item ?? groupItem, let bounds = child.bounds(measurer: measurer) else { continue }
            var rect = ItemMap.box(bounds, local)
            if let clip {
                guard let visible = ItemMap.overlap(rect, clip) else { continue }
                rect = visible
            }
            guard rect.width > 0 || rect.height > 0 else { continue }
            painted.append(Region(rect: rect, item: item))
        }
    }

    /// The axis-aligned box of `rect` mapped through `t`.
    static func box(_ rect: Rect, _ t: AffineTransform) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ].map(t.apply)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (x0, x1) = (xs.min() ?? 0, xs.max() ?? 0)
        let (y0, y1) = (ys.min() ?? 0, ys.max() ?? 0)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of two boxes; nil when they do not meet or only touch.
    static func overlap(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX)
        let y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX)
        let y1 = min(a.maxY, b.maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The topmost item whose box, grown by `tolerance`, contains `p` (the lookup the page's script
    /// performs).
    func item(at p: Point, tolerance: Double = 0) -> ItemID? {
        let t = tolerance.isFinite ? max(0, tolerance) : 0
        return regions.first { r in
            p.x >= r.rect.minX - t && p.x <= r.rect.maxX + t && p.y >= r.rect.minY - t && p.y <= r.rect.maxY + t
        }?.item
    }
}
