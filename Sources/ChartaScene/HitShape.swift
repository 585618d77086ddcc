/// What a leaf node paints, as a path in the node's own coordinates: the region hit testing, nearest-
/// item search and rectangle selection work on.
struct HitShape {
    /// The outline: filled by `fillRule` when `filled`, stroked `2 · strokeHalfWidth` wide when > 0.
    var outline: Path
    var filled: Bool
    var fillRule: FillRule
    var strokeHalfWidth: Double
    /// How closely curves are flattened, in the shape's units.
    var flatness = Path.hitTestFlatness

    /// The distance from `p` to the painted region (0 inside it); infinity when nothing is painted.
    func distance(to p: Point) -> Double {
        var best = Double.infinity
        if filled {
            best =
                outline.contains(p, fillRule: fillRule, flatness: flatness)
                ? 0 : outline.distanceToOutline(p, closingOpenSubpaths: true, flatness: flatness)
        }
        if strokeHalfWidth > 0 && best > 0 {
            best = Swift.min(
                best,
                Swift.max(
                    0, outline.distanceToOutline(p, closingOpenSubpaths: false, flatness: flatness) - strokeHalfWidth))
        }
        return best
    }

    /// Whether the painted region meets the convex polygon.
    func intersects(_ polygon: ConvexPolygon) -> Bool {
        guard !polygon.vertices.isEmpty else { return false }
        if filled {
            if polygon.vertices.contains(where: { outline.contains($0, fillRule: fillRule, flatness: flatness) }) {
                return true
            }
            if meets(polygon, closingOpenSubpaths: true, margin: 0) { return true }
        }
        return strokeHalfWidth > 0 && meets(polygon, closingOpenSubpaths: false, margin: strokeHalfWidth)
    }

    /// Whether some flattened edge of the outline comes within `margin` of the polygon.
    private func meets(_ polygon: ConvexPolygon, closingOpenSubpaths: Bool, margin: Double) -> Bool {
        var found = false
        let edges = polygon.edges
        outline.forEachFlattenedSegment(tolerance: flatness, closingOpenSubpaths: closingOpenSubpaths) {
            a, b in
            guard !found else { return }
            if polygon.contains(a) || polygon.contains(b) {
                found = true
                return
            }
            for (c, d) in edges where ConvexPolygon.segmentDistance(a, b, c, d) <= margin {
                found = true
                return
            }
        }
        return found
    }
}

extension SceneNode {
    /// The painted region of a leaf node (nil for groups and for nodes that paint nothing); `scale` is
    /// the device units per node unit, so that curves are flattened to ``Path/hitTestFlatness`` on screen.
    func hitShape(measurer: any TextMeasurer, scale: Double = 1) -> HitShape? {
        var shape: HitShape
        switch self {
        case .group:
            return nil
        case .rect(let n):
            var path = Path()
            path.addRoundedRect(n.rect, cornerRadii: n.cornerRadii)
            shape = HitShape(
                outline: path, filled: n.style.fill != nil, fillRule: .nonZero,
                strokeHalfWidth: n.style.strokeHalfWidth)
        case .path(let n):
            shape = HitShape(
                outline: n.path, filled: n.style.fill != nil, fillRule: n.style.fillRule,
                strokeHalfWidth: n.style.strokeHalfWidth)
        case .line(let n):
            var path = Path()
            path.move(to: n.from)
            path.line(to: n.to)
            shape = HitShape(outline: path, filled: false, fillRule: .nonZero, strokeHalfWidth: n.style.strokeHalfWidth)
        case .text(let n):
            // The text's box counts as painted when the text is drawn at all.
            let corners = n.unrotatedBox(measurer: measurer).cornerPoints.map(n.rotation.apply)
            var path = Path()
            path.move(to: corners[0])
            for c in corners.dropFirst() { path.line(to: c) }
            path.close()
            let drawn = !n.text.isEmpty && (n.style.fill != nil || n.style.stroke != nil)
            shape = HitShape(outline: path, filled: drawn, fillRule: .nonZero, strokeHalfWidth: 0)
        case .symbol(let n):
            shape = HitShape(
                outline: n.shape.path(center: n.center, size: n.size), filled: n.style.fill != nil,
                fillRule: .nonZero, strokeHalfWidth: n.style.strokeHalfWidth)
        case .image(let n):
            var path = Path()
            path.addRoundedRect(n.rect, cornerRadii: .zero)
            shape = HitShape(outline: path, filled: n.opacity > 0, fillRule: .nonZero, strokeHalfWidth: 0)
        }
        if scale > 0, scale.isFinite { shape.flatness = Path.hitTestFlatness / scale }
        return shape.filled || shape.strokeHalfWidth > 0 ? shape : nil
    }
}

/// A convex polygon (a rectangle after affine maps and clips) for rectangle selection.
struct ConvexPolygon {
    var vertices: [Point]

    /// The rectangle's corners.
    init(_ rect: Rect) { vertices = rect.standardized.cornerPoints }

    init(vertices: [Point]) { self.vertices = vertices }

    /// The polygon mapped through `t` (an affine map keeps it convex).
    func applying(_ t: AffineTransform) -> ConvexPolygon { ConvexPolygon(vertices: vertices.map(t.apply)) }

    /// The edges as point pairs.
    var edges: [(Point, Point)] {
        vertices.indices.map { (vertices[$0], vertices[($0 + 1) % vertices.count]) }
    }

    /// The axis-aligned box of the vertices.
    var bounds: Rect? {
        var box = BoundsAccumulator()
        for v in vertices { box.add(v) }
        return box.rect
    }

    /// Whether `p` is inside or on the polygon (within its box and on one side of every edge).
    func contains(_ p: Point) -> Bool {
        guard let box = bounds, box.contains(p) else { return false }
        var sign = 0.0
        for (a, b) in edges {
            let s = Path.side(a, b, p)
            if s == 0 { continue }
            if sign == 0 {
                sign = s
            } else if (s > 0) != (sign > 0) {
                return false
            }
        }
        return true
    }

    /// The part of the polygon inside the rectangle (Sutherland–Hodgman clipping against its four sides).
    func clipped(to rect: Rect) -> ConvexPolygon {
        let r = rect.standardized
        var result = vertices
        let planes: [(Point) -> Double] = [
            { $0.x - r.minX }, { r.maxX - $0.x }, { $0.y - r.minY }, { r.maxY - $0.y },
        ]
        for inside in planes {
            guard !result.isEmpty else { break }
            var next: [Point] = []
            for i in result.indices {
                let a = result[i]
                let b = result[(i + 1) % result.count]
                let (da, db) = (inside(a), inside(b))
                if da >= 0 { next.append(a) }
                if (da >= 0) != (db >= 0), da - db != 0 {
                    let t = da / (da - db)
                    next.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
                }
            }
            result = next
        }
        return ConvexPolygon(vertices: result)
    }

    /// The distance between the segments a–b and c–d (0 when they cross or touch).
    static func segmentDistance(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
        let d1 = Path.side(c, d, a)
        let d2 = Path.side(c, d, b)
        let d3 = Path.side(a, b, c)
        let d4 = Path.side(a, b, d)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return 0 }
        let best = Swift.min(
            Path.squaredDistance(from: a, toSegment: c, d), Path.squaredDistance(from: b, toSegment: c, d),
            Path.squaredDistance(from: c, toSegment: a, b), Path.squaredDistance(from: d, toSegment: a, b))
        return best.squareRoot()
    }
}
