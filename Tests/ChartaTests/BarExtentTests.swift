import Foundation
import Testing

@testable import Charta

/// A bar's extent along each channel follows one rule set, whether its positions are mapped row by row
/// (every chart) or a whole column at a time (merged bars of large layers).
@Suite struct BarExtentTests {
    /// A layer of bars of every kind the rules tell apart.
    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case bandAndZero, spacing, ratio, fixedWidth, ranged, interval, stacked, logBaseline, sizeChannel
        case offset, dates

        var testDescription: String { rawValue }

        var spec: ChartSpec {
            get throws {
                let cats: DataColumn = .strings(["a", "b", "c", "d", "e"])
                let values: DataColumn = .numbers([3, -1, 4, 0.5, 2])
                let xs: DataColumn = .numbers([0, 1, 2, 5, 6])
                var mark = MarkSpec(.bar)
                var columns: [(String, DataColumn)] = [("c", cats), ("v", values), ("x", xs)]
                var encoding: [Channel: ChannelEncoding] = [.x: .field("c"), .y: .field("v")]
                var scales: [Channel: ScaleSpec] = [:]
                switch self {
                case .bandAndZero: break
                case .spacing: encoding[.x] = .field("x")
                case .ratio:
                    encoding[.x] = .field("x")
                    mark.width = .ratio(0.5)
                case .fixedWidth: mark.width = .fixed(7)
                case .ranged:
                    // Gantt bars: from x to x2 on a band y.
                    columns += [("x2", .numbers([1, 3, 4, 9, 7]))]
                    encoding = [.x: .field("x"), .x2: .field("x2"), .y: .field("c")]
                case .interval:
                    // A histogram: bins from x to x2, inset by one point and at least two points wide.
                    columns += [("x2", .numbers([1, 2, 2.01, 6, 7]))]
                    encoding = [.x: .field("x"), .x2: .field("x2"), .y: .field("v")]
                    mark.intervalInset = IntervalInset(channels: [.x], spacing: 1, minSize: 2)
                case .stacked:
                    columns = [("c", .strings(["a", "a", "b", "b"])), ("v", .numbers([1, 2, 3, -4]))]
                    encoding[.y]?.stack = .standard
                case .logBaseline:
                    // Zero has no place on a log scale: the baseline is kept at the plot's edge.
                    columns[1] = ("v", .numbers([3, 10, 400, 0.5, 2]))
                    scales[.y] = ScaleSpec(kind: .log(base: 10), includesZero: false)
                case .sizeChannel:
                    columns += [("s", .numbers([4, .nan, 12, -3, 6]))]
                    encoding[.x] = .field("x")
                    encoding[.size] = .field("s")
                case .offset:
                    columns += [("g", .strings(["p", "q", "p", "q", "r"]))]
                    encoding[.xOffset] = .field("g")
                    scales[.xOffset] = ScaleSpec(domain: .categories(["p", "q", "r"]))
                case .dates:
                    let day = 86_400.0
                    columns[2] = ("x", .dates([0, day, 2 * day, 5 * day, 6 * day].map { 1.7e9 + $0 }))
                    encoding[.x] = .field("x")
                }
                var spec = ChartSpec(
                    layers: [LayerSpec(mark: mark, data: try DataTable(columns), encoding: encoding)],
                    size: .total(width: 400, height: 300))
                spec.scales = scales
                return spec
            }
        }
    }

    /// The layer and mark context layout builds the bars from.
    static func laidOut(_ spec: ChartSpec) -> (LayerData, MarkContext) {
        var state = LayoutState(spec: spec, measurer: StandardTextMeasurer.shared)
        state.resolveData()
        state.fit(size: nil)
        return (state.layers[0], state.markContext)
    }

    static func close(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
        func same(_ u: Double, _ v: Double) -> Bool { u == v || (u.isNaN && v.isNaN) || abs(u - v) < 1e-9 }
        return same(a.0, b.0) && same(a.1, b.1)
    }

    @Test(arguments: Case.allCases)
    func wholeColumnsGiveEveryRowItsOwnSpan(_ kind: Case) throws {
        let (layer, ctx) = Self.laidOut(try kind.spec)
        #expect(layer.rowCount > 0)
        for channel in [Channel.x, .y] {
            let extent = MarkBuilder.BarExtent(layer, along: channel, ctx)
            let mapped = extent.mappingColumns()
            for row in 0..<layer.rowCount {
                let alone = MarkBuilder.span(layer, row: row, along: channel, ctx)
                #expect(Self.close(extent.span(row: row), alone), "\(channel) row \(row)")
                #expect(Self.close(mapped.span(row: row), alone), "\(channel) row \(row), whole columns")
                #expect(alone.0.isFinite && alone.1.isFinite, "\(channel) row \(row)")
            }
        }
    }

    /// The rules themselves, on the whole-column path: a baseline at zero, the interval inset, the
    /// size channel, a clamped baseline and a sub-band per offset category.
    @Test func wholeColumnsFollowEachRule() throws {
        func spans(_ kind: Case, _ channel: Channel) throws -> (LayerData, MarkContext, [(Double, Double)]) {
            let (layer, ctx) = Self.laidOut(try kind.spec)
            let mapped = MarkBuilder.BarExtent(layer, along: channel, ctx).mappingColumns()
            return (layer, ctx, (0..<layer.rowCount).map { mapped.span(row: $0) })
        }
        let (_, zeroCtx, upright) = try spans(.bandAndZero, .y)
        #expect(upright.allSatisfy { abs($0.0 - zeroCtx.py(0)) < 1e-9 })
        #expect(abs(upright[2].1 - zeroCtx.py(4)) < 1e-9)

        let (binned, binCtx, bins) = try spans(.interval, .x)
        for (row, (a, b)) in bins.enumerated() {
            let (lo, hi) = (binCtx.px(binned.x[row]), binCtx.px(binned.x2![row]))
            let expected = hi - lo < 2 ? 2 : hi - lo - 1
            #expect(abs((b - a) - expected) < 1e-9, "bin \(row)")
            #expect(abs((a + b) / 2 - (lo + hi) / 2) < 1e-9, "bin \(row)")
        }

        let (_, _, sized) = try spans(.sizeChannel, .x)
        let widths = sized.map { $0.1 - $0.0 }
        #expect(abs(widths[0] - 4) < 1e-9 && abs(widths[2] - 12) < 1e-9 && widths[3] == 0 && abs(widths[4] - 6) < 1e-9)
        #expect(widths[1] > 0 && widths[1] != 4)  // no size: the spacing's width

        let (logLayer, logCtx, logSpans) = try spans(.logBaseline, .y)
        for (row, (a, b)) in logSpans.enumerated() {
            #expect(a == logCtx.plot.maxY && abs(b - logCtx.py(logLayer.y[row])) < 1e-9, "row \(row)")
        }

        let (grouped, offsetCtx, subBands) = try spans(.offset, .x)
        for row in 0..<grouped.rowCount {
            let band = offsetCtx.px(grouped.x[row]) - offsetCtx.x.bandwidth / 2
            let (a, b) = subBands[row]
            #expect(a >= band - 1e-9 && b <= band + offsetCtx.x.bandwidth + 1e-9 && b - a < offsetCtx.x.bandwidth)
        }
    }
}
