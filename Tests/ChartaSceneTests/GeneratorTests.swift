import Testing

@testable import ChartaScene

/// Line and area generators. Tables from d3-shape's test/line-test.js and test/area-test.js where d3
/// has them; gap, lower-series and horizontal cases follow d3's area semantics (upper edge forwards,
/// lower edge backwards, one closed subpath per defined run).
@Suite struct GeneratorTests {
    typealias S = CurveTestSupport
    let nan = Double.nan

    @Test func d3LineDefaults() {
        let line = LineGenerator()
        #expect(line.curve == .linear)
        S.expectPath(line.path(x: [0, 2, 4], y: [1, 3, 5]), "M0,1L2,3L4,5")
        // line.x(0) and line.y(0): constant coordinates.
        S.expectPath(line.path(x: [0, 0, 0], y: [1, 3, 5]), "M0,1L0,3L0,5")
        S.expectPath(line.path(x: [0, 2, 4], y: [0, 0, 0]), "M0,0L2,0L4,0")
    }

    @Test func d3AreaDefaults() {
        let area = AreaGenerator()
        #expect(area.curve == .linear)
        S.expectPath(area.path(x: [0, 2, 4], y1: [1, 3, 5], baseline: 0), "M0,1L2,3L4,5L4,0L2,0L0,0Z")
        // area.x(0)
        S.expectPath(area.path(x: [0, 0, 0], y1: [1, 3, 5], baseline: 0), "M0,1L0,3L0,5L0,0L0,0L0,0Z")
        // area.y(y): y0 = y and no y1, so both edges follow y.
        S.expectPath(area.path(x: [0, 2, 4], y0: [1, 3, 5], y1: [1, 3, 5]), "M0,1L2,3L4,5L4,5L2,3L0,1Z")
        // area.y(0)
        S.expectPath(area.path(x: [0, 2, 4], y1: [0, 0, 0], baseline: 0), "M0,0L2,0L4,0L4,0L2,0L0,0Z")
        // area.curve(curveCardinal)
        S.expectPath(
            AreaGenerator(curve: .cardinal).path(x: [0, 1, 2, 3], y1: [1, 3, 1, 3], baseline: 0),
            "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3L3,0C3,0,2.333333,0,2,0C1.666667,0,1.333333,0,1,0C0.666667,0,0,0,0,0Z"
        )
    }

    @Test func areaWithLowerSeriesAndGaps() {
        let area = AreaGenerator()
        S.expectPath(area.path(x: [0, 1, 2], y0: [1, 1, 2], y1: [3, 4, 5]), "M0,3L1,4L2,5L2,2L1,1L0,1Z")
        // A gap in any column splits the area.
        S.expectPath(
            area.path(x: [0, 1, 2, 3, 4], y0: [0, 0, nan, 0, 0], y1: [1, 2, 3, 4, 5]),
            "M0,1L1,2L1,0L0,0ZM3,4L4,5L4,0L3,0Z")
        S.expectPath(
            area.path(x: [0, 1, .infinity, 3], y1: [1, 2, 3, 4], baseline: 0), "M0,1L1,2L1,0L0,0ZM3,4L3,0Z")
        #expect(area.path(x: [0, 1], y1: [1, 2], baseline: nan).isEmpty)
        #expect(area.path(x: [], y1: [], baseline: 0).isEmpty)
        // Columns of different lengths are read up to the shortest.
        S.expectPath(area.path(x: [0, 1, 2], y0: [0, 0], y1: [1, 2, 3]), "M0,1L1,2L1,0L0,0Z")
        S.expectPath(LineGenerator().path(x: [0, 1, 2], y: [5]), "M0,5Z")
    }

    @Test func stepAfterAreaWithGapsMirrorsTheLowerEdge() {
        // d3 flips a step's t on the reversed lower edge; each run matches stepAfter-test.js.
        S.expectPath(
            AreaGenerator(curve: .stepAfter).path(x: [0, 2, nan, 0, 2, 4], y1: [1, 3, 0, 1, 3, 5], baseline: 0),
            "M0,1L2,1L2,3L2,0L2,0L0,0ZM0,1L2,1L2,3L4,3L4,5L4,0L4,0L2,0L2,0L0,0Z")
    }

    @Test func horizontalAreas() {
        let area = AreaGenerator()
        S.expectPath(area.path(y: [0, 1, 2], x0: [0, 0, 0], x1: [1, 3, 2]), "M1,0L3,1L2,2L0,2L0,1L0,0Z")
        S.expectPath(area.path(y: [0, 1], x1: [2, 4], baseline: 1), "M2,0L4,1L1,1L1,0Z")
        // monotoneY along y: the upper edge matches d3's monotoneY line through the reflected points.
        let horizontal = AreaGenerator(curve: .monotoneY).path(y: [0, 1, 2], x0: [0, 0, 0], x1: [1, 3, 1])
        S.expectPath(
            horizontal,
            "M1,0C2,0.333333,3,0.666667,3,1C3,1.333333,2,1.666667,1,2L0,2C0,1.666667,0,1.333333,0,1C0,0.666667,0,0.333333,0,0Z"
        )
    }

    @Test func largeInputsAndHostileValues() {
        let n = 100_000
        let xs = (0..<n).map { Double($0) }
        let ys = xs.map { $0.truncatingRemainder(dividingBy: 3) == 0 ? Double.nan : $0 }
        let line = LineGenerator(curve: .monotoneX).path(x: xs, y: ys)
        #expect(line.verbs.filter { $0 == .move }.count == n / 3)
        let area = AreaGenerator(curve: .natural).path(x: xs, y1: ys, baseline: 0)
        #expect(area.verbs.filter { $0 == .close }.count == n / 3)
        let huge = LineGenerator(curve: .catmullRom).path(x: [0, 1e308, -1e308], y: [1e308, 0, 1e308])
        #expect(huge.verbs.first == .move)
        let appended = {
            var path = Path()
            LineGenerator().append(x: [0, 1], y: [0, 1], to: &path)
            LineGenerator().append(x: [2, 3], y: [0, 1], to: &path)
            return path
        }()
        S.expectPath(appended, "M0,0L1,1M2,0L3,1")
    }
}
