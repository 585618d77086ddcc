import Foundation
import Testing

@testable import Charta

/// Function plots: the sampled line stays within half a point of the function on a 4,000-point plot,
/// with samples only where the curve needs them and gaps where it is not finite.
@Suite struct FunctionPlotTests {
    /// The largest distance, in points of a `FunctionSampler.resolution`-sized plot, from the function's
    /// points at `checks` evenly spaced x to the polyline segment through the samples around them.
    static func maxError(_ f: @escaping (Double) -> Double, domain: ClosedRange<Double>, checks: Int = 200_000)
        -> Double
    {
        let (xs, ys) = FunctionSampler.sample(domain: domain, f)
        let finite = ys.filter { (y: Double) in y.isFinite }
        let yUnit = ((finite.max() ?? 1) - (finite.min() ?? 0)) / FunctionSampler.resolution
        var worst = 0.0
        var k = 0
        for i in 0...checks {
            let span = domain.upperBound - domain.lowerBound
            let t: Double = domain.lowerBound + span * Double(i) / Double(checks)
            while k + 1 < xs.count - 1, xs[k + 1] < t { k += 1 }
            let (a, b) = (xs[k], xs[k + 1])
            guard ys[k].isFinite, ys[k + 1].isFinite, b > a else { continue }
            let xUnit = span / FunctionSampler.resolution
            // In points: the segment from p to q, and the function's point r.
            let (px, py, qx, qy) = (a / xUnit, ys[k] / yUnit, b / xUnit, ys[k + 1] / yUnit)
            let (rx, ry) = (t / xUnit, f(t) / yUnit)
            let (dx, dy) = (qx - px, qy - py)
            let along = max(0, min(1, ((rx - px) * dx + (ry - py) * dy) / (dx * dx + dy * dy)))
            let (cx, cy) = (px + along * dx - rx, py + along * dy - ry)
            worst = max(worst, (cx * cx + cy * cy).squareRoot())
        }
        return worst
    }

    @Test func sineStaysWithinHalfAPoint() {
        #expect(Self.maxError({ sin($0) }, domain: -10...10) <= 0.5 + 1e-9)
        let (xs, _) = FunctionSampler.sample(domain: -10...10) { sin($0) }
        #expect(xs.count < 20_000)
        #expect(xs.first == -10 && xs.last == 10)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func samplesGatherWhereTheCurveBends() {
        // Flat, then a sharp bump: most samples land in the bump.
        let f = { (x: Double) in exp(-pow((x - 7) * 40, 2)) }
        #expect(Self.maxError(f, domain: 0...10) <= 0.5 + 1e-9)
        let (xs, _) = FunctionSampler.sample(domain: 0...10, f)
        let inBump = xs.count { abs($0 - 7) < 0.1 }
        #expect(inBump > xs.count / 2)
    }

    @Test func nonFiniteValuesBreakTheLine() {
        let (xs, ys) = FunctionSampler.sample(domain: -1...1) { 1 / $0 }
        #expect(ys.count { $0.isNaN } == 1)
        let gap = try? #require(ys.firstIndex { $0.isNaN })
        #expect(gap.map { abs(xs[$0]) < 1e-9 } == true)
        let (sx, sy) = FunctionSampler.sample(domain: -2...2) { sqrt(1 - $0 * $0) }  // defined on −1…1 only
        let defined = zip(sx, sy).filter { $0.1.isFinite }.map(\.0)
        #expect((defined.min() ?? 0) > -1.01 && (defined.max() ?? 0) < 1.01)
        #expect((defined.min() ?? 0) < -0.99 && (defined.max() ?? 0) > 0.99)
    }

    @Test func functionPlotsMakeLayers() {
        let chart = Chart {
            LinePlot(x: "x", y: "sin x", domain: -10...10) { sin($0) }
            AreaPlot(x: "x", yStart: "low", yEnd: "high", domain: -10...10) { (yStart: sin($0) - 1, yEnd: cos($0) + 1) }
        }
        #expect(chart.spec.layers.map(\.mark.kind) == [.line, .area])
        #expect(chart.spec.layers[1].data["low"]?.count == chart.spec.layers[1].data["x"]?.count)
        #expect(chart.render().diagnostics.isEmpty)
    }
}
