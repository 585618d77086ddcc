import Testing

@testable import ChartaScene

/// Path tables ported from d3-shape's test/curve/{cardinal,catmullRom,basis,natural}-test.js and
/// test/area-test.js (cardinal tension 0.1).
@Suite struct CurveSplineTests {
    typealias S = CurveTestSupport
    let four: [[Double]] = [[0, 1], [1, 3], [2, 1], [3, 3]]

    @Test func cardinalLine() {
        #expect(S.line(.cardinal, []).isEmpty)
        S.expectPath(S.line(.cardinal, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.cardinal, [[0, 1], [1, 3]]), "M0,1L1,3")
        S.expectPath(S.line(.cardinal, [[0, 1], [1, 3], [2, 1]]), "M0,1C0,1,0.666667,3,1,3C1.333333,3,2,1,2,1")
        S.expectPath(
            S.line(.cardinal, four), "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3")
        S.expectPath(
            S.line(.cardinal(tension: 0.5), four),
            "M0,1C0,1,0.833333,3,1,3C1.166667,3,1.833333,1,2,1C2.166667,1,3,3,3,3")
        #expect(S.line(.cardinal(tension: 0), four) == S.line(.cardinal, four))
    }

    @Test func cardinalArea() {
        S.expectPath(S.area(.cardinal, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(S.area(.cardinal, [[0, 1], [1, 3]]), "M0,1L1,3L1,0L0,0Z")
        S.expectPath(
            S.area(.cardinal, [[0, 1], [1, 3], [2, 1]]),
            "M0,1C0,1,0.666667,3,1,3C1.333333,3,2,1,2,1L2,0C2,0,1.333333,0,1,0C0.666667,0,0,0,0,0Z")
        S.expectPath(
            S.area(.cardinal, four),
            "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3L3,0C3,0,2.333333,0,2,0C1.666667,0,1.333333,0,1,0C0.666667,0,0,0,0,0Z"
        )
        S.expectPath(
            S.area(.cardinal(tension: 0.5), four),
            "M0,1C0,1,0.833333,3,1,3C1.166667,3,1.833333,1,2,1C2.166667,1,3,3,3,3L3,0C3,0,2.166667,0,2,0C1.833333,0,1.166667,0,1,0C0.833333,0,0,0,0,0Z"
        )
        S.expectPath(
            S.area(.cardinal(tension: 0.1), [[0, 1], [1, 3], [2, 1]]),
            "M0,1C0,1,0.700000,3,1,3C1.300000,3,2,1,2,1L2,0C2,0,1.300000,0,1,0C0.700000,0,0,0,0,0Z")
        S.expectPath(
            S.area(.cardinal(tension: 0.1), four),
            "M0,1C0,1,0.700000,3,1,3C1.300000,3,1.700000,1,2,1C2.300000,1,3,3,3,3L3,0C3,0,2.300000,0,2,0C1.700000,0,1.300000,0,1,0C0.700000,0,0,0,0,0Z"
        )
    }

    @Test func catmullRomLine() {
        for curve in [Curve.catmullRom, .catmullRom(alpha: 1)] {
            #expect(S.line(curve, []).isEmpty)
            S.expectPath(S.line(curve, [[0, 1]]), "M0,1Z")
            S.expectPath(S.line(curve, [[0, 1], [1, 3]]), "M0,1L1,3")
            S.expectPath(S.line(curve, [[0, 1], [1, 3], [2, 1]]), "M0,1C0,1,0.666667,3,1,3C1.333333,3,2,1,2,1")
            S.expectPath(
                S.line(curve, four), "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3")
        }
    }

    @Test func catmullRomAreaAlphaZero() {
        let curve = Curve.catmullRom(alpha: 0)
        S.expectPath(S.area(curve, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(S.area(curve, [[0, 1], [1, 3]]), "M0,1L1,3L1,0L0,0Z")
        S.expectPath(
            S.area(curve, [[0, 1], [1, 3], [2, 1]]),
            "M0,1C0,1,0.666667,3,1,3C1.333333,3,2,1,2,1L2,0C2,0,1.333333,0,1,0C0.666667,0,0,0,0,0Z")
        S.expectPath(
            S.area(curve, four),
            "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3L3,0C3,0,2.333333,0,2,0C1.666667,0,1.333333,0,1,0C0.666667,0,0,0,0,0Z"
        )
    }

    @Test func catmullRomUnevenSpacingDiffersFromCardinal() {
        // With unequal chords the centripetal spline is not the uniform one; it still interpolates.
        let data: [[Double]] = [[0, 0], [1, 10], [10, 10], [11, 0], [30, 5]]
        let centripetal = S.line(.catmullRom, data)
        #expect(centripetal != S.line(.catmullRom(alpha: 0), data))
        #expect(S.line(.catmullRom(alpha: .nan), data) == S.line(.cardinal, data))
        let ends = centripetal.points.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        #expect(ends == data.map { Point(x: $0[0], y: $0[1]) })
    }

    @Test func basis() {
        #expect(S.line(.basis, []).isEmpty)
        S.expectPath(S.line(.basis, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.basis, [[0, 1], [1, 3]]), "M0,1L1,3")
        S.expectPath(
            S.line(.basis, [[0, 1], [1, 3], [2, 1]]),
            "M0,1L0.166667,1.333333C0.333333,1.666667,0.666667,2.333333,1,2.333333C1.333333,2.333333,1.666667,1.666667,1.833333,1.333333L2,1"
        )
        S.expectPath(S.area(.basis, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(S.area(.basis, [[0, 1], [1, 3]]), "M0,1L1,3L1,0L0,0Z")
        S.expectPath(
            S.area(.basis, [[0, 1], [1, 3], [2, 1]]),
            "M0,1L0.166667,1.333333C0.333333,1.666667,0.666667,2.333333,1,2.333333C1.333333,2.333333,1.666667,1.666667,1.833333,1.333333L2,1L2,0L1.833333,0C1.666667,0,1.333333,0,1,0C0.666667,0,0.333333,0,0.166667,0L0,0Z"
        )
    }

    @Test func natural() {
        #expect(S.line(.natural, []).isEmpty)
        S.expectPath(S.line(.natural, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.natural, [[0, 1], [1, 3]]), "M0,1L1,3")
        S.expectPath(
            S.line(.natural, [[0, 1], [1, 3], [2, 1]]), "M0,1C0.333333,2,0.666667,3,1,3C1.333333,3,1.666667,2,2,1")
        S.expectPath(
            S.line(.natural, four),
            "M0,1C0.333333,2.111111,0.666667,3.222222,1,3C1.333333,2.777778,1.666667,1.222222,2,1C2.333333,0.777778,2.666667,1.888889,3,3"
        )
        S.expectPath(S.area(.natural, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(S.area(.natural, [[0, 1], [1, 3]]), "M0,1L1,3L1,0L0,0Z")
        S.expectPath(
            S.area(.natural, four),
            "M0,1C0.333333,2.111111,0.666667,3.222222,1,3C1.333333,2.777778,1.666667,1.222222,2,1C2.333333,0.777778,2.666667,1.888889,3,3L3,0C2.666667,0,2.333333,0,2,0C1.666667,0,1.333333,0,1,0C0.666667,0,0.333333,0,0,0Z"
        )
    }

    @Test func splinesWithGapsAndManyPoints() {
        // d3's four-point cardinal run, a gap, then d3's two-point run.
        S.expectPath(
            S.line(.cardinal, four + [[.nan, 0], [5, 1], [6, 2]]),
            "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3M5,1L6,2")
        S.expectPath(
            S.line(.basis, [[0, 1], [1, 3], [2, 1], [3, .nan], [4, 1]]),
            "M0,1L0.166667,1.333333C0.333333,1.666667,0.666667,2.333333,1,2.333333C1.333333,2.333333,1.666667,1.666667,1.833333,1.333333L2,1M4,1Z"
        )
        let xs = (0..<300).map { Double($0) }
        let ys = xs.map { ($0 * 1.7).truncatingRemainder(dividingBy: 11) }
        for curve in [Curve.natural, .cardinal, .catmullRom, .monotoneX] {
            let path = LineGenerator(curve: curve).path(x: xs, y: ys)
            #expect(path.verbs.count == 300)
            // Every interpolating spline passes through each data point.
            let ends = path.points.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
            for (p, (x, y)) in zip(ends, zip(xs, ys)) {
                #expect(abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9)
            }
        }
        let basis = LineGenerator(curve: .basis).path(x: xs, y: ys)
        #expect(basis.verbs.count == 1 + 1 + 299 + 1)
    }
}
