import Testing

@testable import Charta

@Suite struct InteractionYFollowTests {
    @Test func rangeExtremaMatchABruteForceRescan() {
        var rng = SeededGenerator(seed: 20_240_301)
        for _ in 0..<200 {
            let n = Int.random(in: 0...70, using: &rng)
            let lows = (0..<n).map { _ in rng.uniform(in: 0...1) < 0.1 ? Double.nan : rng.uniform(in: -1e6...1e6) }
            let highs = lows.map { $0.isNaN ? Double.nan : $0 + rng.uniform(in: 0...100) }
            let tree = RangeExtremaTree(lows: lows, highs: highs)
            for _ in 0..<30 {
                let a = Int.random(in: -2...(n + 2), using: &rng)
                let b = Int.random(in: a...(n + 3), using: &rng)
                let low = min(max(0, a), n)
                let rows = low..<max(low, min(b, n))
                let present = rows.filter { !lows[$0].isNaN }
                let expected =
                    present.isEmpty ? nil : (present.map { lows[$0] }.min()!, present.map { highs[$0] }.max()!)
                let found = tree.extrema(a..<b)
                #expect(found?.low == expected?.0 && found?.high == expected?.1, "n \(n), \(a)..<\(b)")
            }
        }
    }

    @Test func theYDomainFollowsTheVisibleDataLikeARescan() throws {
        var rng = SeededGenerator(seed: 77)
        for round in 0..<25 {
            // Two series in one layer, x unsorted and with gaps, some y missing.
            let n = Int.random(in: 2...120, using: &rng)
            let xs = (0..<n).map { _ in (rng.uniform(in: 0...1000)).rounded() }
            let ys = (0..<n).map { _ in rng.uniform(in: 0...1) < 0.05 ? Double.nan : rng.uniform(in: -500...500) }
            let series = (0..<n).map { _ in Bool.random(using: &rng) ? "a" : "b" }
            let chart = Chart(xs.indices) {
                LineMark(x: .value("X", xs[$0]), y: .value("Y", ys[$0]), series: .value("S", series[$0]))
            }
            .chartViewport(.zoomable(minLength: 1, followsY: YFollow(padding: 0)))
            let rendered = chart.render()
            var state = InteractionState()
            for _ in 0..<20 {
                let factor = rng.uniform(in: 0.3...4)
                state.handle(.viewport(.zoom(by: factor, around: rng.uniform(in: -50...1050))), in: rendered)
                state.handle(.viewport(.scroll(to: rng.uniform(in: -100...1100))), in: rendered)
                guard let viewport = state.viewport else { continue }
                let w = viewport.visibleX
                let inside = xs.indices.filter {
                    xs[$0] >= w.start - 1e-6 && xs[$0] <= w.start + w.length + 1e-6 && !ys[$0].isNaN
                }
                let expected = inside.isEmpty ? nil : inside.map { ys[$0] }.min()!...inside.map { ys[$0] }.max()!
                if let expected, expected.lowerBound == expected.upperBound {
                    #expect(viewport.yDomain?.contains(expected.lowerBound) == true)
                } else {
                    #expect(viewport.yDomain == expected, "round \(round), window \(w)")
                }
            }
        }
    }

    @Test func barsKeepTheirZeroBaselineAndTheSpecGetsTheDomain() {
        let values: [Double] = [5, 40, 12, 80, 30, 7, 9, 60]
        let names = values.indices.map { "b\($0)" }
        let chart = Chart(values.indices) { BarMark(x: .value("B", names[$0]), y: .value("V", values[$0])) }
            .chartXVisibleDomain(length: 3).chartViewport(ChartViewport(snapping: .page, followsY: YFollow(padding: 0)))
        let rendered = chart.render()
        var state = InteractionState()
        state.handle(.viewport(.page(by: 1)), in: rendered)
        // Page two shows 80, 30 and 7; bars stand on zero.
        #expect(state.viewport?.yDomain == 0...80)
        state.handle(.viewport(.page(by: 1)), in: rendered)
        #expect(state.viewport?.yDomain == 0...60)
        let spec = chart.applying(state).spec
        #expect(spec.scales[.y]?.domain == .numbers(0...60))
        #expect(spec.visibleX == VisibleDomain(length: 3, start: 6))
        let plot = chart.applying(state).render()
        let tallest = plot.scene.root.layer(0)?.rects.filter { $0.rect.minX >= plot.plotFrame.minX - 1e-6 }
            .map(\.rect.minY).min()
        #expect(tallest.map { abs($0 - plot.plotFrame.minY) < 1e-6 } == true)
    }

    @Test func paddingAndZeroAreApplied() {
        #expect(YFollow(includesZero: false, padding: 0.1).domain(covering: 10...20) == 9...21)
        #expect(YFollow(includesZero: true, padding: 0).domain(covering: 10...20) == 0...20)
        #expect(YFollow(padding: .nan).domain(covering: 10...20) == 10...20)
        #expect(YFollow(padding: 0).domain(covering: 5...5) == 4...6)
    }
}
