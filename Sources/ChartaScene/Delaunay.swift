/// The Delaunay triangulation of a set of points, by Delaunator's sweep-hull algorithm
/// (Vladimir Agafonkin, mapbox/delaunator, ISC licence; after Sinclair 2016, "S-hull: a fast radial
/// sweep-hull routine for Delaunay triangulation"): points are added in order of distance from a seed
/// triangle, each connected to the visible edges of the convex hull found through an angular hash, and
/// edges are flipped until they satisfy the Delaunay condition. O(n log n) for the sort, close to linear
/// after it.
///
/// Triangles are stored as half-edges: `triangles[e]` is the point an edge starts at, `halfedges[e]` the
/// opposite half-edge in the neighbouring triangle (-1 on the hull). Points that repeat an earlier point
/// are left out of every triangle. When every point lies on one line there are no triangles.
public struct Delaunay: Sendable {
    /// The point each half-edge starts at; three consecutive entries form one triangle.
    public private(set) var triangles: [Int] = []
    /// The twin of each half-edge in the adjacent triangle, or -1 on the convex hull.
    public private(set) var halfedges: [Int] = []

    private let xs: [Double]
    private let ys: [Double]
    private var hullPrev: [Int]
    private var hullNext: [Int]
    private var hullTri: [Int]
    private var hullHash: [Int]
    private var hullStart = 0
    private var center = Point(x: 0, y: 0)
    private let hashSize: Int
    /// The flips still to check, kept between calls so legalizing allocates once.
    private var edgeStack: [Int] = []

    /// Triangulates the points `(xs[i], ys[i])`; both arrays have the same length and finite values.
    public init(xs: [Double], ys: [Double]) {
        precondition(xs.count == ys.count, "Delaunay needs as many y values as x values")
        self.xs = xs
        self.ys = ys
        let n = xs.count
        hashSize = max(1, Int(Double(n).squareRoot().rounded(.up)))
        hullPrev = Array(repeating: 0, count: n)
        hullNext = Array(repeating: 0, count: n)
        hullTri = Array(repeating: 0, count: n)
        hullHash = Array(repeating: -1, count: hashSize)
        if n >= 3 { triangulate() }
    }

    /// The point pairs joined by an edge of the triangulation, each pair once.
    public var edges: [(Int, Int)] {
        var out: [(Int, Int)] = []
        out.reserveCapacity(triangles.count / 2 + 1)
        for e in triangles.indices where halfedges[e] < e {
            out.append((triangles[e], triangles[e % 3 == 2 ? e - 2 : e + 1]))
        }
        return out
    }

    private static let epsilon = 0x1p-52

    private mutating func triangulate() {
        let n = xs.count
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for i in 0..<n {
            minX = min(minX, xs[i])
            minY = min(minY, ys[i])
            maxX = max(maxX, xs[i])
            maxY = max(maxY, ys[i])
        }
        let cx = (minX + maxX) / 2
        let cy = (minY + maxY) / 2
        // The seed: the point nearest the centre, its nearest neighbour, and the point that makes the
        // smallest circumcircle with them.
        var i0 = 0
        var best = Double.infinity
        for i in 0..<n {
            let d = Self.dist(cx, cy, xs[i], ys[i])
            if d < best { (i0, best) = (i, d) }
        }
        var i1 = -1
        best = .infinity
        for i in 0..<n where i != i0 {
            let d = Self.dist(xs[i0], ys[i0], xs[i], ys[i])
            if d < best && d > 0 { (i1, best) = (i, d) }
        }
        guard i1 >= 0 else { return }
        var i2 = -1
        var minRadius = Double.infinity
        for i in 0..<n where i != i0 && i != i1 {
            let r = Self.circumradius(xs[i0], ys[i0], xs[i1], ys[i1], xs[i], ys[i])
            if r < minRadius { (i2, minRadius) = (i, r) }
        }
        guard i2 >= 0, minRadius.isFinite else { return }  // collinear: no triangles
        if orient(i0, i1, i2) { swap(&i1, &i2) }
        center = Self.circumcenter(xs[i0], ys[i0], xs[i1], ys[i1], xs[i2], ys[i2])
        let dists = (0..<n).map { Self.dist(xs[$0], ys[$0], center.x, center.y) }
        let ids = (0..<n).sorted { dists[$0] < dists[$1] || (dists[$0] == dists[$1] && $0 < $1) }

        hullStart = i0
        hullNext[i0] = i1
        hullPrev[i2] = i1
        hullNext[i1] = i2
        hullPrev[i0] = i2
        hullNext[i2] = i0
        hullPrev[i1] = i0
        hullTri[i0] = 0
        hullTri[i1] = 1
        hullTri[i2] = 2
        hullHash[hashKey(xs[i0], ys[i0])] = i0
        hullHash[hashKey(xs[i1], ys[i1])] = i1
        hullHash[hashKey(xs[i2], ys[i2])] = i2
        let maxTriangles = max(2 * n - 5, 0)
        triangles.reserveCapacity(maxTriangles * 3)
        halfedges.reserveCapacity(maxTriangles * 3)
        _ = addTriangle(i0, i1, i2, -1, -1, -1)

        var xp = Double.nan
        var yp = Double.nan
        for (k, i) in ids.enumerated() {
            let x = xs[i]
            let y = ys[i]
            // Near-duplicates of the previous point are skipped.
            if k > 0 && abs(x - xp) <= Self.epsilon && abs(y - yp) <= Self.epsilon { continue }
            (xp, yp) = (x, y)
            if i == i0 || i == i1 || i == i2 { continue }
            // A visible hull edge, found through the angular hash.
            var start = 0
            let key = hashKey(x, y)
            for j in 0..<hashSize {
                start = hullHash[(key + j) % hashSize]
                if start != -1 && start != hullNext[start] { break }
            }
            start = hullPrev[start]
            var e = start
            var q = hullNext[e]
            while !orient(point: i, e, q) {
                e = q
                if e == start {
                    e = -1
                    break
                }
                q = hullNext[e]
            }
            if e == -1 { continue }  // a near-duplicate inside the hull
            var t = addTriangle(e, i, hullNext[e], -1, -1, hullTri[e])
            hullTri[i] = legalize(t + 2)
            hullTri[e] = t
            // Forward along the hull.
            var next = hullNext[e]
            q = hullNext[next]
            while orient(point: i, next, q) {
                t = addTriangle(next, i, q, hullTri[i], -1, hullTri[next])
                hullTri[i] = legalize(t + 2)
                hullNext[next] = next  // removed from the hull
                next = q
                q = hullNext[next]
            }
            // Backward along the hull.
            if e == start {
                q = hullPrev[e]
                while orient(point: i, q, e) {
                    t = addTriangle(q, i, e, -1, hullTri[e], hullTri[q])
                    _ = legalize(t + 2)
                    hullTri[q] = t
                    hullNext[e] = e
                    e = q
                    q = hullPrev[e]
                }
            }
            hullStart = e
            hullPrev[i] = e
            hullNext[e] = i
            hullPrev[next] = i
            hullNext[i] = next
            hullHash[hashKey(x, y)] = i
            hullHash[hashKey(xs[e], ys[e])] = e
        }
    }

    /// Flips the edge `a` and the edges it uncovers until all satisfy the Delaunay condition; returns
    /// the half-edge that ends the last flipped triangle.
    private mutating func legalize(_ edge: Int) -> Int {
        var stack = edgeStack
        stack.removeAll(keepingCapacity: true)
        defer { edgeStack = stack }
        var a = edge
        var ar = 0
        while true {
            let b = halfedges[a]
            let a0 = a - a % 3
            ar = a0 + (a + 2) % 3
            if b == -1 {
                guard let popped = stack.popLast() else { break }
                a = popped
                continue
            }
            let b0 = b - b % 3
            let al = a0 + (a + 1) % 3
            let bl = b0 + (b + 2) % 3
            let p0 = triangles[ar]
            let pr = triangles[a]
            let pl = triangles[al]
            let p1 = triangles[bl]
            if inCircle(p0, pr, pl, p1) {
                triangles[a] = p1
                triangles[b] = p0
                let hbl = halfedges[bl]
                if hbl == -1 {
                    // The flipped edge was on the hull on the other side: fix the hull's reference.
                    var e = hullStart
                    repeat {
                        if hullTri[e] == bl {
                            hullTri[e] = a
                            break
                        }
                        e = hullPrev[e]
                    } while e != hullStart
                }
                link(a, hbl)
                link(b, halfedges[ar])
                link(ar, bl)
                stack.append(b0 + (b + 1) % 3)
            } else {
                guard let popped = stack.popLast() else { break }
                a = popped
            }
        }
        return ar
    }

    private mutating func link(_ a: Int, _ b: Int) {
        halfedges[a] = b
        if b != -1 { halfedges[b] = a }
    }

    private mutating func addTriangle(_ i0: Int, _ i1: Int, _ i2: Int, _ a: Int, _ b: Int, _ c: Int) -> Int {
        let t = triangles.count
        triangles.append(i0)
        triangles.append(i1)
        triangles.append(i2)
        halfedges.append(-1)
        halfedges.append(-1)
        halfedges.append(-1)
        link(t, a)
        link(t + 1, b)
        link(t + 2, c)
        return t
    }

    private func hashKey(_ x: Double, _ y: Double) -> Int {
        let dx = x - center.x
        let dy = y - center.y
        let p = dx / (abs(dx) + abs(dy))
        let angle = (dy > 0 ? 3 - p : 1 + p) / 4  // pseudo-angle in 0…1
        let key = Int((angle * Double(hashSize)).rounded(.down))
        return ((key % hashSize) + hashSize) % hashSize
    }

    private func orient(_ p: Int, _ q: Int, _ r: Int) -> Bool {
        (ys[q] - ys[p]) * (xs[r] - xs[q]) - (xs[q] - xs[p]) * (ys[r] - ys[q]) < 0
    }

    private func orient(point p: Int, _ q: Int, _ r: Int) -> Bool { orient(p, q, r) }

    private func inCircle(_ a: Int, _ b: Int, _ c: Int, _ p: Int) -> Bool {
        let dx = xs[a] - xs[p]
        let dy = ys[a] - ys[p]
        let ex = xs[b] - xs[p]
        let ey = ys[b] - ys[p]
        let fx = xs[c] - xs[p]
        let fy = ys[c] - ys[p]
        let ap = dx * dx + dy * dy
        let bp = ex * ex + ey * ey
        let cp = fx * fx + fy * fy
        return dx * (ey * cp - bp * fy) - dy * (ex * cp - bp * fx) + ap * (ex * fy - ey * fx) < 0
    }

    private static func dist(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
        (ax - bx) * (ax - bx) + (ay - by) * (ay - by)
    }

    private static func circumradius(
        _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ cx: Double, _ cy: Double
    ) -> Double {
        let c = circumcenter(ax, ay, bx, by, cx, cy)
        let r = dist(c.x, c.y, ax, ay)
        return r.isNaN ? .infinity : r
    }

    private static func circumcenter(
        _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ cx: Double, _ cy: Double
    ) -> Point {
        let dx = bx - ax
        let dy = by - ay
        let ex = cx - ax
        let ey = cy - ay
        let bl = dx * dx + dy * dy
        let cl = ex * ex + ey * ey
        let d = 0.5 / (dx * ey - dy * ex)
        return Point(x: ax + (ey * bl - dy * cl) * d, y: ay + (dx * cl - ex * bl) * d)
    }
}
