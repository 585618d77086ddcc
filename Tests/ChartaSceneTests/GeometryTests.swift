import Testing

@testable import ChartaScene

@Suite struct GeometryTests {
    @Test func transformInverseRoundTrips() throws {
        let t = AffineTransform.translation(x: 3, y: -2).concatenating(.rotation(degrees: 30))
            .concatenating(.scale(x: 2, y: 0.5))
        let inv = try #require(t.inverted)
        let p = Point(x: 7.5, y: -1.25)
        let q = inv.apply(t.apply(p))
        #expect(abs(q.x - p.x) < 1e-12 && abs(q.y - p.y) < 1e-12)
    }

    @Test func arcIsQuarterCubicsOnTheCircle() {
        var path = Path()
        path.addCircle(center: Point(x: 10, y: 10), radius: 5)
        #expect(path.verbs == [.move, .cubic, .cubic, .cubic, .cubic, .close])
        // End points of every segment lie on the circle.
        path.forEachSegment { verb, pts in
            if verb == .cubic, let end = pts.last {
                #expect(abs(end.distance(to: Point(x: 10, y: 10)) - 5) < 1e-9)
            }
        }
    }

    @Test func hexColours() {
        #expect(Color(hex: "#007AFF") == .systemBlue)
        #expect(Color(hex: "fff") == .white)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color.systemOrange.hexRGB == "#ff9500")
    }

    @Test func hexWithAlphaRoundTrips() {
        let c = Color(r: 255, g: 149, b: 0, alpha: 0.4)
        #expect(c.hexRGBA == "#ff950066")
        #expect(Color(hex: c.hexRGBA)?.hexRGBA == c.hexRGBA)
        #expect(Color.systemBlue.hexRGBA == "#007aff")
    }

    @Test func baselineOffsetsPlaceTheAlphabeticBaseline() {
        #expect(TextBaseline.alphabetic.offset(ascent: 8, descent: 2) == 0)
        #expect(TextBaseline.top.offset(ascent: 8, descent: 2) == 8)
        #expect(TextBaseline.bottom.offset(ascent: 8, descent: 2) == -2)
        #expect(TextBaseline.middle.offset(ascent: 8, descent: 2) == 3)
    }
}
