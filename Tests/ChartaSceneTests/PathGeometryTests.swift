import Testing

@testable import ChartaScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exact bounds, flattening, containment and stroke distance of paths. Expected values are worked out
/// by hand in the comments (extrema at the roots of the derivative).
@Suite struct PathGeometryTests {
    func close(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool { abs(a - b) <= eps }

    @Test func cubicBoundsUseDerivativeRoots() throws {
        var p = Path()
        p.move(to: .zero)
        // y(t) = 30 t(1 − t) peaks at t = 1/2 with 7.5, well inside the control points' 10.
        p.cubic(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
        #expect(p.bounds == Rect(x: 0, y: 0, width: 10, height: 7.5))
        #expect(p.controlPointBounds == Rect(x: 0, y: 0, width: 10, height: 10))

        var s = Path()
        s.move(to: .zero)
        // x(t) = 30 t(1 − t)(1 − 2t): extrema ±5/√3 at t = 1/2 ∓ 1/(2√3).
        s.cubic(to: Point(x: 0, y: 10), control1: Point(x: 10, y: 0), control2: Point(x: -10, y: 10))
        let b = try #require(s.bounds)
        let e = 5 / 3.0.squareRoot()
        #expect(close(b.minX, -e) && close(b.maxX, e) && b.minY == 0 && b.maxY == 10)
    }

    @Test func quadBounds() {
        var p = Path()
        p.move(to: .zero)
        p.quad(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))  // peak y = 5 at t = 1/2
        #expect(p.bounds == Rect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test func arcBoundsAreTheCircleNotItsControlPoints() throws {
        var p = Path()
        // From 45° to 135° around (0, 0), r = 10: the lowest point (y down) is (0, 10) at 90°.
        p.addArc(center: .zero, radius: 10, startAngle: .pi / 4, endAngle: 3 * .pi / 4)
        let b = try #require(p.bounds)
        let c = 10 / 2.0.squareRoot()
        #expect(close(b.minX, -c) && close(b.maxX, c) && close(b.minY, c) && close(b.maxY, 10, 1e-3))
        #expect(b.maxY <= 10 + 1e-3)
        let loose = try #require(p.controlPointBounds)
        #expect(loose.maxY > 10.5)
        var circle = Path()
        circle.addCircle(center: Point(x: 3, y: 4), radius: 2)
        let cb = try #require(circle.bounds)
        #expect(close(cb.minX, 1) && close(cb.maxX, 5) && close(cb.minY, 2) && close(cb.maxY, 6))
    }

    @Test func boundsEdgeCases() {
        #expect(Path().bounds == nil)
        var p = Path()
        p.move(to: Point(x: .nan, y: 1))
        #expect(p.bounds == nil)
        p.line(to: Point(x: 2, y: 3))
        p.line(to: Point(x: .infinity, y: 0))
        #expect(p.bounds == Rect(x: 2, y: 3, width: 0, height: 0))
    }

    @Test func flatteningStaysWithinTolerance() {
        var circle = Path()
        circle.addCircle(center: .zero, radius: 100)
        for tolerance in [1.0, 0.25, 0.01] {
            let lines = circle.flattened(tolerance: tolerance)
            #expect(lines.count == 1 && lines[0].isClosed)
            let pts = lines[0].points
            for i in pts.indices {
                let a = pts[i]
                let b = pts[(i + 1) % pts.count]
                let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                // The cubic approximation itself is within 0.03 of the circle at r = 100.
                #expect(abs(a.distance(to: .zero) - 100) < 0.03)
                #expect(100 - mid.distance(to: .zero) <= tolerance + 0.03)
            }
        }
        #expect(circle.flattened(tolerance: 0.01)[0].points.count > circle.flattened(tolerance: 1)[0].points.count)
    }

    @Test func flattenedSubpaths() {
        var p = Path()
        p.move(to: .zero)
        p.line(to: Point(x: 1, y: 0))
        p.close()
        p.line(to: Point(x: 0, y: 1))  // after close: a new subpath from the start point
        p.move(to: Point(x: 5, y: 5))
        p.quad(to: Point(x: 7, y: 5), control: Point(x: 6, y: 5))
        let lines = p.flattened(tolerance: .nan)
        #expect(lines.count == 3)
        #expect(lines[0] == Polyline(points: [.zero, Point(x: 1, y: 0)], isClosed: true))
        #expect(lines[1] == Polyline(points: [.zero, Point(x: 0, y: 1)], isClosed: false))
        #expect(lines[2].points.last == Point(x: 7, y: 5) && !lines[2].isClosed)
    }

    @Test func containsByFillRule() {
        var ring = Path()
        ring.addCircle(center: .zero, radius: 10)
        ring.addCircle(center: .zero, radius: 5)  // same direction: winding 2 inside the hole
        #expect(ring.contains(Point(x: 0, y: 0), fillRule: .nonZero))
        #expect(!ring.contains(Point(x: 0, y: 0), fillRule: .evenOdd))
        #expect(ring.contains(Point(x: 7, y: 0), fillRule: .evenOdd))
        #expect(!ring.contains(Point(x: 10.5, y: 0), fillRule: .nonZero))

        // A pentagram drawn through every second vertex: its centre has winding number 2.
        var star = Path()
        for k in 0..<5 {
            let a = Double(k * 2) * 2 * .pi / 5 - .pi / 2
            let v = Point(x: 10 * cos(a), y: 10 * sin(a))
            if k == 0 { star.move(to: v) } else { star.line(to: v) }
        }
        star.close()
        #expect(star.contains(.zero, fillRule: .nonZero))
        #expect(!star.contains(.zero, fillRule: .evenOdd))
        #expect(!star.contains(Point(x: .nan, y: 0)))
    }

    @Test func openSubpathsAreClosedForContainment() {
        var open = Path()
        open.move(to: .zero)
        open.line(to: Point(x: 10, y: 0))
        open.line(to: Point(x: 10, y: 10))
        #expect(open.contains(Point(x: 8, y: 2)))
        #expect(!open.contains(Point(x: 2, y: 8)))
        #expect(!Path().contains(.zero))
    }

    @Test func distanceToStroke() {
        var open = Path()
        open.move(to: .zero)
        open.line(to: Point(x: 10, y: 0))
        open.line(to: Point(x: 10, y: 10))
        #expect(close(open.distanceToStroke(Point(x: 5, y: 3)), 3))
        #expect(close(open.distanceToStroke(Point(x: 13, y: 14)), 5))
        // The implicit closing edge of an open subpath is not stroked: (3, 7) is 7 from both stroked
        // edges, but only 4/√2 ≈ 2.83 from the diagonal that a fill (or a close) adds.
        #expect(close(open.distanceToStroke(Point(x: 3, y: 7)), 7))
        var closed = open
        closed.close()
        #expect(close(closed.distanceToStroke(Point(x: 3, y: 7)), 4 / 2.0.squareRoot()))
        #expect(Path().distanceToStroke(.zero) == .infinity)
        var dot = Path()
        dot.move(to: Point(x: 1, y: 1))
        dot.close()
        #expect(close(dot.distanceToStroke(Point(x: 4, y: 5)), 5))

        var circle = Path()
        circle.addCircle(center: .zero, radius: 10)
        #expect(abs(circle.distanceToStroke(Point(x: 3, y: 4)) - 5) < 0.02)
    }
}
