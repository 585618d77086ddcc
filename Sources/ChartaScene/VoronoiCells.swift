/// The Voronoi cells of a set of points, clipped to a rectangle, as d3-delaunay's `voronoi.cellPolygon`
/// gives them (and Vega's `voronoi` transform draws them): the region of the rectangle closer to one
/// point than to any other.
///
/// Each cell is the rectangle cut by the perpendicular bisector towards each of the point's Delaunay
/// neighbours (``Delaunay``), which are exactly its Voronoi neighbours; so the whole diagram costs
/// O(n log n). A point that repeats an earlier one gets no cell, like a duplicate in d3-delaunay; points
/// on one line have strips between the bisectors of their neighbours along the line.
public enum VoronoiCells {
    /// One cell per point, in input order: the polygon's vertices, or an empty array for a repeated
    /// point, a point whose cell misses the rectangle, or a non-finite point.
    public static func cells(xs: [Double], ys: [Double], clip: Rect) -> [[Point]] {
        precondition(xs.count == ys.count, "Voronoi cells need as many y values as x values")
        // Distinct finite points, each represented by its first row.
        let finite = xs.indices.filter { xs[$0].isFinite && ys[$0].isFinite }
        let order = finite.sorted { (xs[$0], ys[$0], $0) < (xs[$1], ys[$1], $1) }
        var sites: [Int] = []
        for i in order where sites.last.map({ xs[$0] != xs[i] || ys[$0] != ys[i] }) ?? true {
            sites.append(i)
        }
        let sx = sites.map { xs[$0] }
        let sy = sites.map { ys[$0] }
        var neighbours = Array(repeating: [Int](), count: sites.count)
        let delaunay = Delaunay(xs: sx, ys: sy)
        if delaunay.triangles.isEmpty {
            // All on one line (or fewer than three): neighbours follow each other along it, as `order`
            // sorts them.
            for k in sites.indices.dropFirst() {
                neighbours[k].append(k - 1)
                neighbours[k - 1].append(k)
            }
        } else {
            for (a, b) in delaunay.edges {
                neighbours[a].append(b)
                neighbours[b].append(a)
            }
        }
        var out = Array(repeating: [Point](), count: xs.count)
        let box = [
            Point(x: clip.minX, y: clip.minY), Point(x: clip.maxX, y: clip.minY),
            Point(x: clip.maxX, y: clip.maxY), Point(x: clip.minX, y: clip.maxY),
        ]
        for (k, row) in sites.enumerated() {
            var polygon = box
            let p = Point(x: sx[k], y: sy[k])
            for j in neighbours[k] where !polygon.isEmpty {
                polygon = clipped(polygon, closerTo: p, than: Point(x: sx[j], y: sy[j]))
            }
            if polygon.count >= 3 { out[row] = polygon }
        }
        return out
    }

    /// The part of a convex polygon closer to `p` than to `q` (Sutherland and Hodgman 1974, one edge).
    static func clipped(_ polygon: [Point], closerTo p: Point, than q: Point) -> [Point] {
        let nx = q.x - p.x
        let ny = q.y - p.y
        let mid = Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
        // Signed distance (scaled) past the bisector: positive on q's side.
        func side(_ v: Point) -> Double { (v.x - mid.x) * nx + (v.y - mid.y) * ny }
        var out: [Point] = []
        out.reserveCapacity(polygon.count + 1)
        for (i, a) in polygon.enumerated() {
            let b = polygon[(i + 1) % polygon.count]
            let sa = side(a)
            let sb = side(b)
            if sa <= 0 { out.append(a) }
            if (sa < 0 && sb > 0) || (sa > 0 && sb < 0) {
                let t = sa / (sa - sb)
                out.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
            }
        }
        return out
    }
}
