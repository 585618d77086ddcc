import ChartaSVG
import Foundation
import Testing

@testable import Charta

/// A zoomable line draws every window from the window's rows alone, and draws it exactly as a fresh
/// render of the whole line with that window does.
@Suite struct ZoomableLineTests {
    /// A random walk of `rows` rows over x = 0, 0.5, 1, …, with y on a coarse grid (so that extremes tie)
    /// and a NaN at every row of `gaps`.
    static func line(rows: Int, seed: UInt64, gaps: Set<Int> = []) throws -> ZoomableLine {
        var rng = SeededGenerator(seed: seed)
        var level = 0.0
        let x = (0..<rows).map { Double($0) / 2 }
        let y = (0..<rows).map { row -> Double in
            level += (rng.uniform(in: 0...1) - 0.5) * 4
            return gaps.contains(row) ? .nan : level.rounded()
        }
        let spec = ChartSpec(
            layers: [
                LayerSpec(
                    mark: MarkSpec(.line), data: try DataTable([("t", .numbers(x)), ("v", .numbers(y))]),
                    encoding: [.x: .field("t"), .y: .field("v")])
            ])
        return try ZoomableLine(spec)
    }

    static func svg(_ spec: ChartSpec) -> String {
        SVGRenderer().render(ChartLayout.render(spec).scene)
    }

    /// Windows: random ones, one narrower than a sample, ones past either end, and the whole line.
    static func windows(_ line: ZoomableLine, seed: UInt64, count: Int) -> [ClosedRange<Double>] {
        var rng = SeededGenerator(seed: seed)
        let (lo, hi) = (line.xExtent.lowerBound, line.xExtent.upperBound)
        var windows = [
            lo...hi, (lo + 10.1)...(lo + 10.3), (hi + 5)...(hi + 50), (lo - 100)...(lo + 3), (lo - 1)...(hi + 1),
        ]
        for _ in 0..<count {
            let length = (hi - lo) * pow(10, -4 * rng.uniform(in: 0...1))
            let start = lo - length / 4 + rng.uniform(in: 0...1) * (hi - lo)
            windows.append(start...(start + length))
        }
        return windows
    }

    @Test(arguments: [(200_000, 1 as UInt64), (5_000, 2), (70_000, 3)])
    func reducedWindowDrawsAsTheWholeLine(rows: Int, seed: UInt64) throws {
        let line = try Self.line(rows: rows, seed: seed)
        let size = Size(width: 640, height: 320)
        let y = try #require(line.yExtent)
        for (index, window) in Self.windows(line, seed: seed, count: 12).enumerated() {
            // At most four rows a column, at the screen's pixel ratio's columns per point.
            let ratio = [4, 1, 2][index % 3]
            let fresh = Self.svg(line.chart(window: window, yDomain: y, size: size, pixelRatio: ratio))
            let reduced = line.reducedChart(window: window, yDomain: y, size: size, pixelRatio: ratio)
            #expect(Self.svg(reduced) == fresh, "window \(window) at \(ratio)×")
            #expect(reduced.layers[0].data.rowCount <= 4 * ratio * 640 + 2)
        }
    }

    /// Every other row a gap: M4 keeps rows for each run between gaps, so a window's rows are bounded by
    /// the limits, not by its columns.
    @Test func findingRowsStopsAtTheLimits() throws {
        let rows = 60_000
        let line = try Self.line(rows: rows, seed: 8, gaps: Set(stride(from: 1, to: rows, by: 2)))
        let (size, y) = (Size(width: 400, height: 200), try #require(line.yExtent))
        let drawn = line.reducedChart(window: line.xExtent, yDomain: y, size: size)
        #expect(drawn.layers[0].data.rowCount > 20_000)
        #expect(ChartLayout.render(drawn).diagnostics.allSatisfy { $0.severity != .error })

        var limits = RenderLimits.default
        limits.rows = 5_000
        let refused = line.reducedChart(window: line.xExtent, yDomain: y, size: size, limits: limits)
        #expect(refused.layers[0].data.rowCount <= 8 * 5_001 + 2)
        let diagnostics = ChartLayout.render(refused).diagnostics
        #expect(diagnostics.contains { $0.severity == .error && $0.kind.message.contains("rows") }, "\(diagnostics)")

        limits = .default
        limits.budget = RenderBudget(reason: "the deadline passed") { true }
        let stopped = line.reducedChart(window: line.xExtent, yDomain: y, size: size, limits: limits)
        #expect(stopped.layers[0].data.rowCount < drawn.layers[0].data.rowCount)
        #expect(ChartLayout.render(stopped).diagnostics.contains { $0.kind == .stopped("the deadline passed") })
    }

    @Test func aLowerPixelRatioDrawsFewerRows() throws {
        let line = try Self.line(rows: 100_000, seed: 5)
        let (size, y) = (Size(width: 400, height: 200), try #require(line.yExtent))
        let rows = [0, 1, 2, 4, 9].map {
            line.reducedChart(window: line.xExtent, yDomain: y, size: size, pixelRatio: $0).layers[0].data.rowCount
        }
        // Ratios outside 1…4 are taken as the nearest of them.
        #expect(rows[0] == rows[1] && rows[3] == rows[4])
        #expect(rows[1] < rows[2] && rows[2] < rows[3])
        #expect(rows[1] > 400)
    }

    @Test func gapsInsideAWindowStayGaps() throws {
        let line = try Self.line(rows: 120_000, seed: 4, gaps: [30_000, 30_001, 90_000])
        let size = Size(width: 500, height: 300)
        let y = try #require(line.yExtent)
        for window in [0.0...60_000, 14_000...16_000, 20_000...40_000] {
            let reduced = line.reducedChart(window: window, yDomain: y, size: size)
            #expect(Self.svg(reduced) == Self.svg(line.chart(window: window, yDomain: y, size: size)))
        }
        let whole = line.reducedChart(window: line.xExtent, yDomain: y, size: size)
        #expect(whole.layers[0].data["v"]?.number(at: 0).isFinite == true)
        let values = (0..<whole.layers[0].data.rowCount).compactMap { whole.layers[0].data["v"]?.number(at: $0) }
        #expect(values.contains { $0.isNaN })
    }

    @Test func pyramidFindsTheEarliestExtremes() {
        var rng = SeededGenerator(seed: 5)
        let values = (0..<300_000).map { _ in (rng.uniform(in: 0...1) * 40).rounded() }
        values.withUnsafeBufferPointer { buffer in
            let pyramid = MinMaxPyramid(buffer)
            for _ in 0..<200 {
                let a = Int(rng.uniform(in: 0...1) * Double(values.count))
                let b = min(values.count, a + 1 + Int(pow(10, rng.uniform(in: 0...1) * 5.5)))
                let slice = values[a..<b]
                let (low, high) = (slice.min()!, slice.max()!)
                let lowest = slice.firstIndex(of: low)!
                let highest = slice.firstIndex(of: high)!
                let found = pyramid.extremes(of: buffer, in: a..<b)
                #expect(found.lowest == lowest && found.highest == highest, "rows \(a)..<\(b)")
            }
        }
    }

    /// x evenly spaced, or in steps of random length (some zero: rows of equal x); y with or without
    /// gaps: single rows, short runs, and long runs across the windows' ends.
    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func columnByColumnKeepsWhatOnePassKeeps(unevenX: Bool, withGaps: Bool) {
        var rng = SeededGenerator(seed: 6)
        var position = 0.0
        let x = (0..<400_000).map { i -> Double in
            position += unevenX ? (rng.uniform(in: 0...1) < 0.2 ? 0 : rng.uniform(in: 0...0.5)) : 0.25
            return position
        }
        var y = x.map { _ in (rng.uniform(in: 0...1) * 9).rounded() }
        if withGaps {
            for start in stride(from: 500, to: y.count, by: 7_919) {
                let length = [1, 3, 40_000, 2][start % 4]
                for row in start..<min(y.count, start + length) { y[row] = start % 3 == 0 ? .infinity : .nan }
            }
        }
        let gaps = y.indices.filter { !y[$0].isFinite }
        let columns = ReducedLine.Columns(slope: 0.037, intercept: -120.5)
        x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                let pyramid = MinMaxPyramid(ys)
                let zoom = ZoomReduction(x: xs, y: ys, gaps: gaps, pyramid: pyramid, columns: columns)
                let all = M4.kept(x: x, y: y, slope: columns.slope, intercept: columns.intercept, values: true)
                var windows = [0.0...100, 900.0...3_000, -50.0...10, 3_600...9_000, 2_000...2_000]
                for _ in 0..<30 {
                    let a = rng.uniform(in: -100...3_800)
                    windows.append(a...(a + rng.uniform(in: 0...2_000)))
                }
                for window in windows {
                    let expected = M4.clipped(all, x: x, columns: columns, window: window).rows
                    #expect(zoom.rows(in: window) == expected, "window \(window)")
                }
            }
        }
    }

    @Test func refusesChartsItCannotZoom() throws {
        let table = try DataTable([("a", .numbers([1, 2])), ("b", .numbers([3, 4])), ("c", .strings(["p", "q"]))])
        let bar = ChartSpec(layers: [
            LayerSpec(mark: MarkSpec(.bar), data: table, encoding: [.x: .field("a"), .y: .field("b")])
        ])
        #expect(throws: ZoomableLine.Failure.self) { try ZoomableLine(bar) }
        let series = ChartSpec(
            layers: [
                LayerSpec(
                    mark: MarkSpec(.line), data: table,
                    encoding: [.x: .field("a"), .y: .field("b"), .color: .field("c")])
            ])
        #expect(throws: ZoomableLine.Failure.self) { try ZoomableLine(series) }
        let text = ChartSpec(
            layers: [LayerSpec(mark: MarkSpec(.line), data: table, encoding: [.x: .field("c"), .y: .field("b")])])
        #expect(throws: ZoomableLine.Failure.self) { try ZoomableLine(text) }
    }

    /// Lines whose look depends on the rows beyond the plot are drawn whole in a scrolled chart, and a
    /// zoomable chart refuses them; a stroke width that is not a number is no reason to stop.
    @Test func linesThatDependOnHiddenRowsAreNotTrimmed() throws {
        let rows = 20_000
        let table = try DataTable([
            ("t", .numbers((0..<rows).map(Double.init))), ("v", .numbers((0..<rows).map { sin(Double($0) / 50) })),
        ])
        func spec(_ mark: MarkSpec) -> ChartSpec {
            var spec = ChartSpec(
                layers: [LayerSpec(mark: mark, data: table, encoding: [.x: .field("t"), .y: .field("v")])],
                size: .total(width: 400, height: 200))
            spec.visibleX = VisibleDomain(length: 2_000, start: 9_000)
            return spec
        }
        func points(_ mark: MarkSpec) -> Int {
            ReductionLayoutTests.linePath(ChartLayout.render(spec(mark)))?.points.count ?? 0
        }
        let plain = points(MarkSpec(.line))
        for mark in [
            MarkSpec(.line, dash: [4, 2]), MarkSpec(.line, interpolation: .monotone),
            MarkSpec(.line, symbol: .circle),
        ] {
            #expect(points(mark) > 4 * plain, "\(mark)")
            #expect(throws: ZoomableLine.Failure.self) { try ZoomableLine(spec(mark)) }
        }
        #expect(points(MarkSpec(.line, lineWidth: .nan)) > 0)
        #expect(throws: ZoomableLine.Failure.self) { try ZoomableLine(spec(MarkSpec(.line, lineWidth: .nan))) }
    }

    @Test func sortsRowsByXAndLeavesOutRowsWithoutX() throws {
        let table = try DataTable([("a", .numbers([3, .nan, 1, 2])), ("b", .numbers([30, 99, 10, 20]))])
        let line = try ZoomableLine(
            ChartSpec(layers: [
                LayerSpec(mark: MarkSpec(.line), data: table, encoding: [.x: .field("a"), .y: .field("b")])
            ]))
        #expect(line.count == 3)
        #expect(line.xExtent == 1...3)
        #expect(line.yExtent == 10...30)
        #expect(line.chart.layers[0].data["b"]?.number(at: 0) == 10)
    }
}
