import ChartaScales
import Testing

@testable import ChartaScene

/// Path tables ported from d3-shape's test/curve/monotoneX-test.js and monotoneY-test.js, plus a
/// property test of Steffen's guarantee that the curve never overshoots the data.
@Suite struct CurveMonotoneTests {
    typealias S = CurveTestSupport

    @Test func monotoneXLine() {
        #expect(S.line(.monotoneX, []).isEmpty)
        S.expectPath(S.line(.monotoneX, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.monotoneX, [[0, 1], [1, 3]]), "M0,1L1,3")
        S.expectPath(
            S.line(.monotoneX, [[0, 1], [1, 3], [2, 1]]), "M0,1C0.333333,2,0.666667,3,1,3C1.333333,3,1.666667,2,2,1")
        S.expectPath(
            S.line(.monotoneX, [[0, 1], [1, 3], [2, 1], [3, 3]]),
            "M0,1C0.333333,2,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,2.666667,2,3,3")
    }

    @Test func monotoneXPreservesMonotonicity() {
        S.expectPath(
            S.line(.monotoneX, [[0, 200], [100, 100], [200, 100], [300, 300], [400, 300]]),
            "M0,200C33.333333,150,66.666667,100,100,100C133.333333,100,166.666667,100,200,100C233.333333,100,266.666667,300,300,300C333.333333,300,366.666667,300,400,300"
        )
    }

    @Test func monotoneXDuplicateXValues() {
        S.expectPath(
            S.line(.monotoneX, [[0, 200], [0, 100], [100, 100], [200, 0]]),
            "M0,200C0,200,0,100,0,100C33.333333,100,66.666667,100,100,100C133.333333,100,166.666667,50,200,0")
        S.expectPath(
            S.line(.monotoneX, [[0, 200], [100, 100], [100, 0], [200, 0]]),
            "M0,200C33.333333,183.333333,66.666667,166.666667,100,100C100,100,100,0,100,0C133.333333,0,166.666667,0,200,0"
        )
        S.expectPath(
            S.line(.monotoneX, [[0, 200], [100, 100], [200, 100], [200, 0]]),
            "M0,200C33.333333,150,66.666667,100,100,100C133.333333,100,166.666667,100,200,100C200,100,200,0,200,0")
    }

    @Test func monotoneXInfiniteSlopes() {
        S.expectPath(
            S.line(.monotoneX, [[0, 200], [100, 150], [100, 50], [200, 0]]),
            "M0,200C33.333333,191.666667,66.666667,183.333333,100,150C100,150,100,50,100,50C133.333333,16.666667,166.666667,8.333333,200,0"
        )
        S.expectPath(
            S.line(.monotoneX, [[200, 0], [100, 50], [100, 150], [0, 200]]),
            "M200,0C166.666667,8.333333,133.333333,16.666667,100,50C100,50,100,150,100,150C66.666667,183.333333,33.333333,191.666667,0,200"
        )
    }

    @Test func monotoneXIgnoresCoincidentPoints() {
        let expected = S.svg(S.line(.monotoneX, [[0, 200], [50, 200], [100, 100], [150, 0], [200, 0]]))
        let variants: [[[Double]]] = [
            [[0, 200], [0, 200], [50, 200], [100, 100], [150, 0], [200, 0]],
            [[0, 200], [50, 200], [50, 200], [100, 100], [150, 0], [200, 0]],
            [[0, 200], [50, 200], [100, 100], [100, 100], [150, 0], [200, 0]],
            [[0, 200], [50, 200], [100, 100], [150, 0], [150, 0], [200, 0]],
            [[0, 200], [50, 200], [100, 100], [150, 0], [200, 0], [200, 0]],
        ]
        for data in variants { #expect(S.svg(S.line(.monotoneX, data)) == expected) }
        // Only coincident points: d3 keeps one and closes it like a lone point.
        S.expectPath(S.line(.monotoneX, [[3, 4], [3, 4]]), "M3,4Z")
    }

    @Test func monotoneXArea() {
        S.expectPath(S.area(.monotoneX, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(S.area(.monotoneX, [[0, 1], [1, 3]]), "M0,1L1,3L1,0L0,0Z")
        S.expectPath(
            S.area(.monotoneX, [[0, 1], [1, 3], [2, 1]]),
            "M0,1C0.333333,2,0.666667,3,1,3C1.333333,3,1.666667,2,2,1L2,0C1.666667,0,1.333333,0,1,0C0.666667,0,0.333333,0,0,0Z"
        )
        S.expectPath(
            S.area(.monotoneX, [[0, 1], [1, 3], [2, 1], [3, 3]]),
            "M0,1C0.333333,2,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,2.666667,2,3,3L3,0C2.666667,0,2.333333,0,2,0C1.666667,0,1.333333,0,1,0C0.666667,0,0.333333,0,0,0Z"
        )
    }

    @Test func monotoneYLine() {
        S.expectPath(S.line(.monotoneY, S.reflect([[0, 1]])), "M1,0Z")
        S.expectPath(S.line(.monotoneY, S.reflect([[0, 1], [1, 3]])), "M1,0L3,1")
        S.expectPath(
            S.line(.monotoneY, S.reflect([[0, 1], [1, 3], [2, 1]])),
            "M1,0C2,0.333333,3,0.666667,3,1C3,1.333333,2,1.666667,1,2")
        S.expectPath(
            S.line(.monotoneY, S.reflect([[0, 1], [1, 3], [2, 1], [3, 3]])),
            "M1,0C2,0.333333,3,0.666667,3,1C3,1.333333,1,1.666667,1,2C1,2.333333,2,2.666667,3,3")
        S.expectPath(
            S.line(.monotoneY, S.reflect([[0, 200], [100, 100], [200, 100], [300, 300], [400, 300]])),
            "M200,0C150,33.333333,100,66.666667,100,100C100,133.333333,100,166.666667,100,200C100,233.333333,300,266.666667,300,300C300,333.333333,300,366.666667,300,400"
        )
        S.expectPath(
            S.line(.monotoneY, S.reflect([[0, 200], [100, 150], [100, 50], [200, 0]])),
            "M200,0C191.666667,33.333333,183.333333,66.666667,150,100C150,100,50,100,50,100C16.666667,133.333333,8.333333,166.666667,0,200"
        )
    }

    @Test func monotoneYArea() {
        S.expectPath(S.area(.monotoneY, S.reflect([[0, 1]])), "M1,0L1,0Z")
        S.expectPath(S.area(.monotoneY, S.reflect([[0, 1], [1, 3]])), "M1,0L3,1L3,0L1,0Z")
        S.expectPath(
            S.area(.monotoneY, S.reflect([[0, 1], [1, 3], [2, 1]])),
            "M1,0C2,0.333333,3,0.666667,3,1C3,1.333333,2,1.666667,1,2L1,0C1,0,3,0,3,0C3,0,1,0,1,0Z")
    }

    @Test func monotoneGaps() {
        // Each run is d3's own result for that run (monotoneX-test.js), drawn as its own subpath.
        S.expectPath(
            S.line(.monotoneX, [[0, 1], [1, 3], [2, 1], [.nan, 0], [0, 1], [1, 3]]),
            "M0,1C0.333333,2,0.666667,3,1,3C1.333333,3,1.666667,2,2,1M0,1L1,3")
    }

    /// Steffen 1990: for data sorted by x every segment stays between its two end values, and over a
    /// monotone stretch of data the curve is monotone too.
    @Test func neverOvershoots() {
        var rng = SeededGenerator(seed: 0x5EED_CAFE)
        for _ in 0..<200 {
            let n = Int.random(in: 3...40, using: &rng)
            var x = 0.0
            var xs: [Double] = []
            var ys: [Double] = []
            for _ in 0..<n {
                x += Double.random(in: 0.01...5, using: &rng)
                xs.append(x)
                // Plateaus and jumps are the hard cases for overshoot.
                let flat = Bool.random(using: &rng) && !ys.isEmpty
                ys.append(flat ? ys[ys.count - 1] : Double.random(in: -100...100, using: &rng))
            }
            let path = LineGenerator(curve: .monotoneX).path(x: xs, y: ys)
            var segment = 0
            var start = Point(x: xs[0], y: ys[0])
            path.forEachSegment { verb, pts in
                guard verb == .cubic else { return }
                let (c1, c2, end) = (pts[pts.startIndex], pts[pts.startIndex + 1], pts[pts.startIndex + 2])
                #expect(end == Point(x: xs[segment + 1], y: ys[segment + 1]))
                let lo = Swift.min(ys[segment], ys[segment + 1]) - 1e-9
                let hi = Swift.max(ys[segment], ys[segment + 1]) + 1e-9
                var previous = start
                for k in 1...64 {
                    let t = Double(k) / 64
                    let u = 1 - t
                    let y = u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
                    let px = u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x
                    #expect(y >= lo && y <= hi)
                    #expect(px >= previous.x - 1e-9)  // x advances: no loops
                    previous = Point(x: px, y: y)
                }
                start = end
                segment += 1
            }
            #expect(segment == n - 1)
        }
    }
}
