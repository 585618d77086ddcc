import Testing

@testable import ChartaScene

/// Path tables ported from d3-shape's test/curve/{linear,step,stepBefore,stepAfter,bumpX,bumpY}-test.js;
/// the gap cases are d3's single-run results joined as separate subpaths (d3's `defined`).
@Suite struct CurveBasicTests {
    typealias S = CurveTestSupport
    let nan = Double.nan

    @Test func linearLine() {
        #expect(S.line(.linear, []).isEmpty)
        S.expectPath(S.line(.linear, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.linear, [[0, 1], [2, 3]]), "M0,1L2,3")
        S.expectPath(S.line(.linear, [[0, 1], [2, 3], [4, 5]]), "M0,1L2,3L4,5")
    }

    /// d3-shape's test/curve/linearClosed-test.js.
    @Test func linearClosedLine() {
        #expect(S.line(.linearClosed, []).isEmpty)
        S.expectPath(S.line(.linearClosed, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.linearClosed, [[0, 1], [2, 3]]), "M0,1L2,3Z")
        S.expectPath(S.line(.linearClosed, [[0, 1], [2, 3], [4, 5]]), "M0,1L2,3L4,5Z")
        S.expectPath(S.line(.linearClosed, [[0, 1], [2, 3], [nan, 4], [4, 5], [6, 7]]), "M0,1L2,3ZM4,5L6,7Z")
    }

    @Test func linearArea() {
        #expect(S.area(.linear, []).isEmpty)
        S.expectPath(S.area(.linear, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(S.area(.linear, [[0, 1], [2, 3]]), "M0,1L2,3L2,0L0,0Z")
        S.expectPath(S.area(.linear, [[0, 1], [2, 3], [4, 5]]), "M0,1L2,3L4,5L4,0L2,0L0,0Z")
    }

    @Test func linearGaps() {
        S.expectPath(S.line(.linear, [[0, 1], [2, 3], [nan, 4], [4, 5], [6, 7]]), "M0,1L2,3M4,5L6,7")
        // A lone point between gaps is closed so that round caps draw a dot, as d3's "M0,1Z".
        S.expectPath(
            S.line(.linear, [[0, 1], [1, .infinity], [2, 3], [3, nan], [4, 5], [6, 7]]), "M0,1ZM2,3ZM4,5L6,7")
        S.expectPath(S.line(.linear, [[nan, 1], [nan, 2]]), "")
        S.expectPath(
            S.area(.linear, [[0, 1], [2, 3], [nan, 3], [4, 5]]), "M0,1L2,3L2,0L0,0ZM4,5L4,0Z")
    }

    @Test func stepLine() {
        #expect(S.line(.step, []).isEmpty)
        S.expectPath(S.line(.step, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.step, [[0, 1], [2, 3]]), "M0,1L1,1L1,3L2,3")
        S.expectPath(S.line(.step, [[0, 1], [2, 3], [4, 5]]), "M0,1L1,1L1,3L3,3L3,5L4,5")
        S.expectPath(
            S.line(.step, [[0, 1], [2, 3], [nan, 0], [4, 5], [6, 7]]), "M0,1L1,1L1,3L2,3M4,5L5,5L5,7L6,7")
    }

    @Test func stepArea() {
        S.expectPath(S.area(.step, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(S.area(.step, [[0, 1], [2, 3]]), "M0,1L1,1L1,3L2,3L2,0L1,0L1,0L0,0Z")
        S.expectPath(
            S.area(.step, [[0, 1], [2, 3], [4, 5]]), "M0,1L1,1L1,3L3,3L3,5L4,5L4,0L3,0L3,0L1,0L1,0L0,0Z")
    }

    @Test func stepBeforeLineAndArea() {
        S.expectPath(S.line(.stepBefore, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.stepBefore, [[0, 1], [2, 3]]), "M0,1L0,3L2,3")
        S.expectPath(S.line(.stepBefore, [[0, 1], [2, 3], [4, 5]]), "M0,1L0,3L2,3L2,5L4,5")
        S.expectPath(S.area(.stepBefore, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(S.area(.stepBefore, [[0, 1], [2, 3]]), "M0,1L0,3L2,3L2,0L0,0L0,0Z")
        S.expectPath(
            S.area(.stepBefore, [[0, 1], [2, 3], [4, 5]]), "M0,1L0,3L2,3L2,5L4,5L4,0L2,0L2,0L0,0L0,0Z")
    }

    @Test func stepAfterLineAndArea() {
        S.expectPath(S.line(.stepAfter, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.stepAfter, [[0, 1], [2, 3]]), "M0,1L2,1L2,3")
        S.expectPath(S.line(.stepAfter, [[0, 1], [2, 3], [4, 5]]), "M0,1L2,1L2,3L4,3L4,5")
        S.expectPath(S.area(.stepAfter, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(S.area(.stepAfter, [[0, 1], [2, 3]]), "M0,1L2,1L2,3L2,0L2,0L0,0Z")
        S.expectPath(
            S.area(.stepAfter, [[0, 1], [2, 3], [4, 5]]), "M0,1L2,1L2,3L4,3L4,5L4,0L4,0L2,0L2,0L0,0Z")
    }

    @Test func bumpX() {
        #expect(S.line(.bumpX, []).isEmpty)
        S.expectPath(S.line(.bumpX, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.bumpX, [[0, 1], [1, 3]]), "M0,1C0.500000,1,0.500000,3,1,3")
        S.expectPath(
            S.line(.bumpX, [[0, 1], [1, 3], [2, 1]]), "M0,1C0.500000,1,0.500000,3,1,3C1.500000,3,1.500000,1,2,1")
        S.expectPath(S.area(.bumpX, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(
            S.area(.bumpX, [[0, 1], [1, 3]]), "M0,1C0.500000,1,0.500000,3,1,3L1,0C0.500000,0,0.500000,0,0,0Z")
        S.expectPath(
            S.area(.bumpX, [[0, 1], [1, 3], [2, 1]]),
            "M0,1C0.500000,1,0.500000,3,1,3C1.500000,3,1.500000,1,2,1L2,0C1.500000,0,1.500000,0,1,0C0.500000,0,0.500000,0,0,0Z"
        )
    }

    @Test func bumpY() {
        #expect(S.line(.bumpY, []).isEmpty)
        S.expectPath(S.line(.bumpY, [[0, 1]]), "M0,1Z")
        S.expectPath(S.line(.bumpY, [[0, 1], [1, 3]]), "M0,1C0,2,1,2,1,3")
        S.expectPath(S.line(.bumpY, [[0, 1], [1, 3], [2, 1]]), "M0,1C0,2,1,2,1,3C1,2,2,2,2,1")
        S.expectPath(S.area(.bumpY, [[0, 1]]), "M0,1L0,0Z")
        S.expectPath(S.area(.bumpY, [[0, 1], [1, 3]]), "M0,1C0,2,1,2,1,3L1,0C1,0,0,0,0,0Z")
        S.expectPath(
            S.area(.bumpY, [[0, 1], [1, 3], [2, 1]]), "M0,1C0,2,1,2,1,3C1,2,2,2,2,1L2,0C2,0,1,0,1,0C1,0,0,0,0,0Z")
    }

    @Test func manyPointsKeepOneSegmentPerInterval() {
        let xs = (0..<500).map { Double($0) }
        let ys = xs.map { ($0 * 0.37).truncatingRemainder(dividingBy: 7) }
        let linear = LineGenerator(curve: .linear).path(x: xs, y: ys)
        #expect(linear.verbs.count == 500 && linear.points == zip(xs, ys).map { Point(x: $0, y: $1) })
        let step = LineGenerator(curve: .step).path(x: xs, y: ys)
        #expect(step.verbs.count == 1 + 2 * 499 + 1)
        let bump = LineGenerator(curve: .bumpX).path(x: xs, y: ys)
        #expect(bump.verbs.filter { $0 == .cubic }.count == 499)
        #expect(bump.currentPoint == Point(x: 499, y: ys[499]))
    }

    @Test func appendContinuesOrMoves() {
        var path = Path()
        Curve.linear.append([Point(x: 0, y: 0), Point(x: 1, y: 1)], to: &path, continuing: true)
        // An empty path always starts with a move.
        #expect(path.verbs == [.move, .line])
        Curve.linear.append([Point(x: 2, y: 0)], to: &path, continuing: true)
        Curve.linear.append([Point(x: 3, y: 0)], to: &path, continuing: false)
        Curve.linear.append([], to: &path, continuing: false)
        #expect(path.verbs == [.move, .line, .line, .move])
        S.expectPath(Curve.linear.path(through: [Point(x: 4, y: 2)]), "M4,2Z")
    }

    @Test func curvesAreDistinctValues() {
        let all: [Curve] = [
            .linear, .step, .stepBefore, .stepAfter, .monotoneX, .monotoneY, .catmullRom(alpha: 0.25),
            .cardinal(tension: 0.5), .basis, .natural, .bumpX, .bumpY,
        ]
        for curve in all {
            let generator = LineGenerator(curve: curve)
            #expect(generator.curve == curve)
        }
        #expect(Set(all).count == all.count)
    }
}
