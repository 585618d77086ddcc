import ChartaScales
import Foundation
import Testing

@testable import Charta

/// A long line's y extent is estimated from a sample, fitted, and settled from the rows M4 keeps
/// (``LayoutState/settleEstimates(size:)``): the chart must come out exactly as when y is scanned first.
@Suite struct LargeLineLayoutTests {
    static let rows = LayoutState.estimatedLineRows + 4_321

    /// A random walk, edited by `edit`.
    static func spec(
        x: [Double]? = nil, y edit: (inout [Double]) -> Void = { _ in }, configure: (inout ChartSpec) -> Void = { _ in }
    ) throws -> ChartSpec {
        var generator = SeededGenerator(seed: 7)
        var y: [Double] = []
        var level = 0.0
        for _ in 0..<rows {
            level += Double.random(in: -1...1, using: &generator)
            y.append(level)
        }
        edit(&y)
        var spec = ChartSpec(
            layers: [
                LayerSpec(
                    mark: MarkSpec(.line),
                    data: try DataTable([("x", .numbers(x ?? (0..<rows).map(Double.init))), ("y", .numbers(y))]),
                    encoding: [.x: .field("x"), .y: .field("y")])
            ],
            size: .total(width: 640, height: 360))
        configure(&spec)
        return spec
    }

    /// The chart laid out with y scanned before the fit, as for every other layer.
    static func scannedFirst(_ spec: ChartSpec) -> RenderedChart {
        var state = LayoutState(spec: spec, measurer: StandardTextMeasurer.shared)
        state.resolveData()
        state.fit(size: nil)
        return state.finish()
    }

    static func expectSame(_ spec: ChartSpec, estimated: Bool, _ comment: Comment) {
        var state = LayoutState(spec: spec, measurer: StandardTextMeasurer.shared)
        state.resolveData(estimatingLargeLines: true)
        #expect(state.layers.first?.yEstimated == estimated, comment)
        let rendered = ChartLayout.render(spec)
        let reference = scannedFirst(spec)
        #expect(rendered.scene == reference.scene, comment)
        #expect(rendered.plotFrame == reference.plotFrame, comment)
        #expect(Set(rendered.diagnostics) == Set(reference.diagnostics), comment)
        #expect(rendered.layers.first?.summaries[.y] == reference.layers.first?.summaries[.y], comment)
    }

    @Test func aRandomWalkComesOutAsWhenScanned() throws {
        Self.expectSame(try Self.spec(), estimated: true, "walk")
    }

    /// A spike between the sampled rows widens the y scale after the first fit: the plot is fitted again.
    @Test func aSpikeTheSampleMissesRefitsThePlot() throws {
        let spec = try Self.spec(y: { $0[Self.rows / 2 + 1] = 1e7 })
        var state = LayoutState(spec: spec, measurer: StandardTextMeasurer.shared)
        state.resolveData(estimatingLargeLines: true)
        state.fit(size: nil)
        let estimatedTop = state.y.continuousDomain?.last ?? 0
        #expect(estimatedTop < 1e7)
        state.settleEstimates(size: nil)
        #expect((state.y.continuousDomain?.last ?? 0) >= 1e7)
        Self.expectSame(spec, estimated: true, "spike")
    }

    @Test func gapsAndInfinitiesAreScannedAndReported() throws {
        let gaps = try Self.spec(y: { y in for i in stride(from: 1_000, to: y.count, by: 9_999) { y[i] = .nan } })
        Self.expectSame(gaps, estimated: true, "NaN gaps")
        let infinite = try Self.spec(y: { $0[12_345] = .infinity })
        Self.expectSame(infinite, estimated: true, "an infinity")
        let reported = ChartLayout.render(infinite).diagnostics.map(\.kind)
        #expect(reported.contains(.nonFiniteValuesSkipped(column: "y", count: 1)))
    }

    @Test func explicitAndFlatDomainsComeOutAsWhenScanned() throws {
        Self.expectSame(
            try Self.spec(configure: { $0.scales[.y] = ScaleSpec(domain: .numbers(-50...50)) }), estimated: true,
            "explicit domain")
        Self.expectSame(try Self.spec(y: { y in y = y.map { _ in 3 } }), estimated: true, "flat")
    }

    @Test func unsortedOrUnreducedLinesAreScannedFirst() throws {
        var x = (0..<Self.rows).map(Double.init)
        x.swapAt(10, 11)
        Self.expectSame(try Self.spec(x: x), estimated: false, "unsorted x")
        Self.expectSame(try Self.spec(configure: { $0.reduction = .none }), estimated: false, "no reduction")
    }
}
