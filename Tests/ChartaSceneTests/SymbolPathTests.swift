import Testing

@testable import ChartaScene

/// Symbol outlines against d3-shape's test/symbol-test.js (paths at sizes 0, 10 and 20, and
/// "generates a polygon with the specified size" for sizes 1 and 240).
@Suite struct SymbolPathTests {
    typealias S = CurveTestSupport

    func path(_ shape: SymbolShape, _ size: Double) -> Path { shape.path(center: .zero, size: size) }

    @Test func polygonsMatchD3() {
        S.expectPath(path(.cross, 0), "M0,0L0,0L0,0L0,0L0,0L0,0L0,0L0,0L0,0L0,0L0,0L0,0Z")
        S.expectPath(path(.cross, 20), "M-3,-1L-1,-1L-1,-3L1,-3L1,-1L3,-1L3,1L1,1L1,3L-1,3L-1,1L-3,1Z")
        S.expectPath(path(.diamond, 0), "M0,0L0,0L0,0L0,0Z")
        S.expectPath(path(.diamond, 10), "M0,-2.942831L1.699044,0L0,2.942831L-1.699044,0Z")
        S.expectPath(path(.plus, 0), "M0,0L0,0M0,0L0,0")
        S.expectPath(path(.plus, 20), "M-3.714814,0L3.714814,0M0,3.714814L0,-3.714814")
        S.expectPath(path(.star, 0), "M0,0L0,0L0,0L0,0L0,0L0,0L0,0L0,0L0,0L0,0Z")
        S.expectPath(
            path(.star, 10),
            "M0,-2.984649L0.670095,-0.922307L2.838570,-0.922307L1.084237,0.352290L1.754333,2.414632L0,1.140035L-1.754333,2.414632L-1.084237,0.352290L-2.838570,-0.922307L-0.670095,-0.922307Z"
        )
        S.expectPath(path(.triangleUp, 0), "M0,0L0,0L0,0Z")
        S.expectPath(path(.triangleUp, 10), "M0,-2.774528L2.402811,1.387264L-2.402811,1.387264Z")
        S.expectPath(path(.wye, 0), "M0,0L0,0L0,0L0,0L0,0L0,0L0,0L0,0L0,0Z")
        S.expectPath(
            path(.wye, 10),
            "M0.853360,0.492688L0.853360,2.199408L-0.853360,2.199408L-0.853360,0.492688L-2.331423,-0.360672L-1.478063,-1.838735L0,-0.985375L1.478063,-1.838735L2.331423,-0.360672Z"
        )
    }

    @Test func squareMatchesD3InAbsoluteCommands() {
        // d3: "M0,0h0v0h0Z", "M-1,-1h2v2h-2Z", "M-2,-2h4v4h-4Z" (relative h/v written out absolutely).
        S.expectPath(path(.square, 0), "M0,0L0,0L0,0L0,0Z")
        S.expectPath(path(.square, 4), "M-1,-1L1,-1L1,1L-1,1Z")
        S.expectPath(path(.square, 16), "M-2,-2L2,-2L2,2L-2,2Z")
    }

    @Test func boxTrianglesMatchVegaScenegraph() {
        // Vega's triangle-* at Vega size 16 (r = 2, h = √3) encloses 16·√3/4 square points and is centred
        // on its bounding box: triangle-left is M-1.732,0L1.732,-2L1.732,2Z.
        let area = 16 * 3.0.squareRoot() / 4
        S.expectPath(path(.triangleLeft, area), "M-1.732051,0L1.732051,-2L1.732051,2Z")
        S.expectPath(path(.triangleRight, area), "M1.732051,0L-1.732051,-2L-1.732051,2Z")
        S.expectPath(path(.boxTriangleUp, area), "M0,-1.732051L-2,1.732051L2,1.732051Z")
        S.expectPath(path(.boxTriangleDown, area), "M0,1.732051L-2,-1.732051L2,-1.732051Z")
    }

    @Test func triangleDownMirrorsD3Triangle() {
        S.expectPath(path(.triangleDown, 10), "M0,2.774528L2.402811,-1.387264L-2.402811,-1.387264Z")
    }

    @Test func circleHasD3Radius() throws {
        // d3: size 20 → r 2.523133, size 64 → r 4.513517, size π → r 1, size 0 → "M0,0".
        for (size, r) in [(20.0, 2.523133), (64, 4.513517), (Double.pi, 1), (4 * Double.pi, 2)] {
            let circle = path(.circle, size)
            #expect(circle.verbs == [.move, .cubic, .cubic, .cubic, .cubic, .close])
            let start = try #require(circle.points.first)
            #expect(abs(start.x - r) < 1e-6 && start.y == 0)
            let bounds = try #require(circle.bounds)
            #expect(abs(bounds.width - 2 * r) < 1e-6 && abs(bounds.height - 2 * r) < 1e-6)
        }
        S.expectPath(path(.circle, 0), "M0,0")
    }

    @Test func filledShapesEncloseTheirSize() {
        for shape in SymbolShape.allCases where shape != .plus && shape != .circle {
            for size in [1.0, 240] {
                #expect(abs(polygonArea(path(shape, size)) - size) < 1e-6, "\(shape) \(size)")
            }
        }
    }

    @Test func centreAndBadSizes() {
        let moved = SymbolShape.cross.path(center: Point(x: 10, y: -5), size: 20)
        S.expectPath(moved, "M7,-6L9,-6L9,-8L11,-8L11,-6L13,-6L13,-4L11,-4L11,-2L9,-2L9,-4L7,-4Z")
        for size in [-5.0, .nan, .infinity, -.infinity] {
            for shape in SymbolShape.allCases {
                let p = shape.path(center: Point(x: 1, y: 2), size: size)
                #expect(p.points.allSatisfy { $0 == Point(x: 1, y: 2) }, "\(shape) \(size)")
            }
        }
    }

    /// The shoelace area of a path made of straight segments (d3's test/polygonContext.js).
    private func polygonArea(_ path: Path) -> Double {
        var sum = 0.0
        for polyline in path.flattened() {
            let p = polyline.points
            for i in p.indices {
                let a = p[i]
                let b = p[(i + 1) % p.count]
                sum += a.x * b.y - b.x * a.y
            }
        }
        return abs(sum / 2)
    }
}
