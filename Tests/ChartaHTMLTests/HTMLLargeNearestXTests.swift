import Charta
import Testing

@testable import ChartaHTML

/// Nearest-x pages of lines with far more rows than the plot has quarter points: the page resolves a
/// tap to a quarter-point grid and selects the engine's nearest row of the full data there.
@Suite struct HTMLLargeNearestXTests {
    /// A random walk over sorted random x in 0…1000.
    static func walk(rows: Int, seed: UInt64) -> (xs: [Double], ys: [Double]) {
        var rng = SeededGenerator(seed: seed)
        var xs = (0..<rows).map { _ in rng.uniform(in: 0...1_000) }
        xs.sort()
        var level = 0.0
        let ys = xs.map { _ in
            level += rng.uniform(in: -1...1)
            return level
        }
        return (xs, ys)
    }

    /// The grid point a page with `step` resolves `x` to: the nearer of the two around it (the upper
    /// on a tie), the last being the plot's right edge.
    static func gridPoint(_ x: Double, plot: Rect, step: Double) -> Double {
        let k = ((x - plot.minX) / step).rounded(.down)
        let low = min(plot.minX + k * step, plot.maxX)
        let high = min(plot.minX + (k + 1) * step, plot.maxX)
        return x - low < high - x ? low : high
    }

    /// The row of `xs` nearest to `value` by a full scan.
    static func nearest(_ xs: [Double], to value: Double) throws -> Double {
        try #require(xs.min { Swift.abs($0 - value) < Swift.abs($1 - value) })
    }

    @Test func everyTapSelectsTheNearestRowOfTheFullDataAtTheTapsQuarterPoint() throws {
        let (xs, ys) = Self.walk(rows: 20_000, seed: 10)
        let chart = Chart(0..<xs.count) { i in LineMark(x: .value("X", xs[i]), y: .value("Y", ys[i])) }
            .chartSelection(.nearestX).frame(width: 400, height: 300)
        let interactive = InteractiveChart(chart)
        var builder = EngineModelBuilder(chart: interactive, options: HTMLOptions())
        let model = builder.build()
        let rendered = interactive.render(InteractionState())
        let proxy = ChartProxy(rendered)
        let plot = rendered.plotFrame
        let step = EngineModelBuilder.tapResolution
        // Data units per point: taps resolve to within half a grid step of where they land.
        let unitsPerPoint = 1_000 / plot.width * 1.1
        var rng = SeededGenerator(seed: 11)
        var selected = 0
        for _ in 0..<300 {
            let p = Point(x: rng.uniform(in: plot.minX...plot.maxX), y: rng.uniform(in: plot.minY...plot.maxY))
            var replay = PageReplay(model)
            replay.tap(p)
            guard case .x(let s)? = HTMLFixture.selection(replay.selection, in: builder),
                case .number(let chosen) = s.x
            else {
                Issue.record("nothing selected at \(p.x)")
                continue
            }
            selected += 1
            #expect(model.views[0].overlays[replay.selection] != nil, "no picture at \(p.x)")
            let q = Self.gridPoint(p.x, plot: plot, step: step)
            let atGrid = try #require(proxy.value(atX: q)?.numberValue)
            let atTap = try #require(proxy.value(atX: p.x)?.numberValue)
            let best = try Self.nearest(xs, to: atGrid)
            #expect(Swift.abs(chosen - atGrid) <= Swift.abs(best - atGrid) + 1e-9, "tap at \(p.x)")
            let bestAtTap = try Self.nearest(xs, to: atTap)
            #expect(Swift.abs(chosen - atTap) <= Swift.abs(bestAtTap - atTap) + step / 2 * unitsPerPoint)
        }
        #expect(selected == 300)
    }

    @Test func thePageHoldsOneSelectionPerQuarterPointHoweverManyRows() throws {
        var counts: [Int] = []
        var plotWidth = 0.0
        for rows in [20_000, 200_000] {
            let (xs, ys) = Self.walk(rows: rows, seed: UInt64(rows))
            let chart = Chart { LinePlot(x: .value("X", xs), y: .value("Y", ys)) }
                .chartSelection(.nearestX).frame(width: 400, height: 300)
            var builder = EngineModelBuilder(chart: InteractiveChart(chart), options: HTMLOptions())
            let model = builder.build()
            plotWidth = model.views[0].plot.width
            counts.append(model.selections.count)
            #expect(model.views[0].overlays.count == model.selections.count)
            #expect(model.views[0].xs.count == model.selections.count)
        }
        let gridPoints = Int((plotWidth / EngineModelBuilder.tapResolution).rounded(.up)) + 1
        #expect(counts.allSatisfy { $0 > gridPoints * 9 / 10 && $0 <= gridPoints })
    }

    @Test func arrowKeysStepThroughTheRowsTapsReach() throws {
        let (xs, ys) = Self.walk(rows: 20_000, seed: 3)
        let chart = Chart { LinePlot(x: .value("X", xs), y: .value("Y", ys)) }
            .chartSelection(.nearestX).frame(width: 400, height: 300)
        var builder = EngineModelBuilder(chart: InteractiveChart(chart), options: HTMLOptions())
        let model = builder.build()
        let reachable = Set(try #require(model.views[0].strip).values.filter { $0 >= 0 })
        var replay = PageReplay(model)
        var indices: [Int] = []
        for _ in 0..<(reachable.count + 5) {
            replay.arrow(right: true)
            guard case .x(let s)? = HTMLFixture.selection(replay.selection, in: builder) else {
                Issue.record("Right selected nothing")
                return
            }
            if indices.last != s.index { indices.append(s.index) }
        }
        #expect(indices.count == reachable.count)
        #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 })
        replay.arrow(right: false)
        guard case .x(let back)? = HTMLFixture.selection(replay.selection, in: builder) else {
            Issue.record("Left selected nothing")
            return
        }
        #expect(back.index == indices[indices.count - 2])
    }
}

extension DataValue {
    /// The number, for numeric values.
    fileprivate var numberValue: Double? {
        if case .number(let d) = self { return d }
        return nil
    }
}
