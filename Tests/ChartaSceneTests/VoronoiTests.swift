import Testing

@testable import ChartaScene

/// Delaunay triangulation and clipped Voronoi cells against brute-force definitions.
@Suite struct VoronoiTests {
    /// Deterministic pseudo-random points (a linear congruential generator), some on a coarse grid so
    /// that duplicates, collinear runs and cocircular quadruples occur.
    static func points(_ n: Int, seed: UInt64, grid: Bool) -> ([Double], [Double]) {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var xs: [Double] = []
        var ys: [Double] = []
        for _ in 0..<n {
            let (x, y) = (next() * 100, next() * 100)
            xs.append(grid ? (x / 10).rounded() * 10 : x)
            ys.append(grid ? (y / 10).rounded() * 10 : y)
        }
        return (xs, ys)
    }

    @Test(arguments: [(200, false), (300, true), (3, false)])
    func triangulationIsDelaunay(n: Int, grid: Bool) {
        let (xs, ys) = VoronoiTests.points(n, seed: 7, grid: grid)
        let d = Delaunay(xs: xs, ys: ys)
        #expect(!d.triangles.isEmpty)
        for t in stride(from: 0, to: d.triangles.count, by: 3) {
            let (a, b, c) = (d.triangles[t], d.triangles[t + 1], d.triangles[t + 2])
            // Counterclockwise on screen (y down), as Delaunator orients them; no point strictly inside
            // the circumcircle.
            let area = (xs[b] - xs[a]) * (ys[c] - ys[a]) - (ys[b] - ys[a]) * (xs[c] - xs[a])
            #expect(area < 0)
            let ux = xs[a] - xs[c]
            let uy = ys[a] - ys[c]
            let vx = xs[b] - xs[c]
            let vy = ys[b] - ys[c]
            let den = 2 * (ux * vy - uy * vx)
            let cx = xs[c] + (vy * (ux * ux + uy * uy) - uy * (vx * vx + vy * vy)) / den
            let cy = ys[c] + (ux * (vx * vx + vy * vy) - vx * (ux * ux + uy * uy)) / den
            let r2 = (xs[a] - cx) * (xs[a] - cx) + (ys[a] - cy) * (ys[a] - cy)
            for p in xs.indices {
                let d2 = (xs[p] - cx) * (xs[p] - cx) + (ys[p] - cy) * (ys[p] - cy)
                #expect(d2 >= r2 * (1 - 1e-9))
            }
        }
        // Half-edges pair up.
        for (e, h) in d.halfedges.enumerated() where h >= 0 {
            #expect(d.halfedges[h] == e)
        }
    }

    @Test func collinearPointsHaveNoTriangles() {
        let d = Delaunay(xs: [0, 1, 2, 3], ys: [0, 1, 2, 3])
        #expect(d.triangles.isEmpty)
    }

    @Test(arguments: [false, true])
    func cellsHoldThePointsNearestTheirSite(grid: Bool) {
        let (xs, ys) = VoronoiTests.points(150, seed: 11, grid: grid)
        let clip = Rect(x: 0, y: 0, width: 100, height: 100)
        let cells = VoronoiCells.cells(xs: xs, ys: ys, clip: clip)
        var area = 0.0
        for (i, cell) in cells.enumerated() {
            let earlier = (0..<i).contains { xs[$0] == xs[i] && ys[$0] == ys[i] }
            // A repeated point has no cell; every first occurrence inside the box has one.
            #expect(cell.isEmpty == earlier)
            guard !cell.isEmpty else { continue }
            area += VoronoiTests.area(cell)
            // The centroid of the cell is no nearer to any other point than to the site.
            let c = Point(
                x: cell.map(\.x).reduce(0, +) / Double(cell.count), y: cell.map(\.y).reduce(0, +) / Double(cell.count))
            let own = (c.x - xs[i]) * (c.x - xs[i]) + (c.y - ys[i]) * (c.y - ys[i])
            for j in xs.indices {
                let other = (c.x - xs[j]) * (c.x - xs[j]) + (c.y - ys[j]) * (c.y - ys[j])
                #expect(other >= own - 1e-9)
            }
        }
        // The cells tile the clip rectangle.
        #expect(abs(area - 100 * 100) < 1e-6)
    }

    @Test func pointsOnALineGetStrips() {
        let cells = VoronoiCells.cells(
            xs: [10, 30, 20, 30], ys: [0, 0, 0, 0], clip: Rect(x: 0, y: 0, width: 40, height: 5))
        #expect(cells[0].map(\.x).max() == 15)
        #expect(cells[2].map(\.x).min() == 15 && cells[2].map(\.x).max() == 25)
        #expect(cells[1].map(\.x).min() == 25 && cells[1].map(\.x).max() == 40)
        #expect(cells[3].isEmpty)
    }

    static func area(_ polygon: [Point]) -> Double {
        var sum = 0.0
        for (i, a) in polygon.enumerated() {
            let b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }
}
