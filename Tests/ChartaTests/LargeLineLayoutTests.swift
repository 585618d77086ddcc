import ChartaScales
import Foundation
import Testing

@testable import Charta

/// A long line's x is taken to ascend from its ends and a sample, its y extent is estimated from a
/// sample, the plot is fitted, and both are settled by M4, which checks x's order as it reduces the line
/// (``LayoutState/settleEstimates(size:)``): the chart must come out exactly as when x and y are scanned
/// first.
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
        #expect(rendered.diagnostics.count == reference.diagnostics.count, comment)
        #expect(rendered.layers.first?.summaries[.y] == reference.layers.first?.summaries[.y], comment)
        #expect(rendered.layers.first?.summaries[.x] == reference.layers.first?.summaries[.x], comment)
    }

    @Test func aRandomWalkComesOutAsWhenScanned() throws {
        Self.expectSame(try Self.spec(), estimated: true, "walk")
    }

    /// A line's stroke takes the colour of its first row. The one-pass path reads that row from the rows
    /// M4 kept, so a line whose first mark alone is red must come out red, as when it is drawn whole.
    @Test func aReducedLineIsColouredByItsFirstRowAsTheWholeLineIs() throws {
        guard case .numbers(let y) = try Self.spec().layers[0].data["y"] else { throw CocoaError(.featureUnsupported) }
        func line(_ reduction: DataReduction) throws -> PathNode {
            var chart = Chart {
                ForEach(0..<Self.rows) { i in
                    LineMark(x: .value("x", Double(i)), y: .value("y", y[i]))
                        .foregroundStyle(i == 0 ? .systemRed : .systemBlue)
                }
            }
            chart.spec.size = .total(width: 640, height: 360)
            chart.spec.reduction = reduction
            let leaves = ChartLayout.render(chart.spec).scene.root.layer(0)?.leaves ?? []
            return try #require(leaves.compactMap { if case .path(let p) = $0 { p } else { nil } }.first)
        }
        let (reduced, whole) = (try line(.automatic), try line(.none))
        #expect(reduced.path.points.count < Self.rows / 4, "the line is reduced")
        #expect(whole.path.points.count == Self.rows)
        #expect(reduced.style == whole.style)
        #expect(reduced.style.stroke == .color(.systemRed))
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

    /// An x that descends between the sampled rows is taken to ascend, found out by M4, scanned, and the
    /// plot fitted again; one the sample or the ends show unsorted, and an unreduced line, are scanned first.
    @Test func unsortedOrUnreducedLinesComeOutAsWhenScanned() throws {
        let ascending = (0..<Self.rows).map(Double.init)
        var swapped = ascending
        swapped.swapAt(10, 11)
        var far = ascending
        far[Self.rows / 2 + 1] = -1_000  // widens the x scale
        for (name, x) in [("two rows swapped", swapped), ("a row far out", far)] {
            let spec = try Self.spec(x: x)
            var state = LayoutState(spec: spec, measurer: StandardTextMeasurer.shared)
            state.resolveData(estimatingLargeLines: true)
            #expect(state.layers.first?.xEstimated == true, "\(name)")
            state.fit(size: nil)
            state.settleEstimates(size: nil)
            #expect(state.layers.first?.summaries[.x]?.sortedAndFinite == false, "\(name)")
            #expect(state.layers.first?.reducedLine == nil, "\(name)")
            Self.expectSame(spec, estimated: true, "\(name)")
        }
        Self.expectSame(try Self.spec(x: ascending.reversed()), estimated: false, "descending x")
        var infinite = ascending
        infinite[infinite.count - 1] = .infinity
        Self.expectSame(try Self.spec(x: infinite), estimated: false, "an infinite end")
        let reported = ChartLayout.render(try Self.spec(x: infinite)).diagnostics.map(\.kind)
        #expect(reported.contains(.nonFiniteValuesSkipped(column: "x", count: 1)))
        Self.expectSame(try Self.spec(configure: { $0.reduction = .none }), estimated: false, "no reduction")
    }

    /// Along a nominal x (categories, which M4 does not map to columns) x is not taken to ascend: its
    /// infinity is reported once, as when scanned.
    @Test func aNominalXIsScannedFirst() throws {
        var x = (0..<Self.rows).map(Double.init)
        x[Self.rows / 3 + 5] = .infinity
        let spec = try Self.spec(
            x: x, configure: { $0.layers[0].encoding[.x] = ChannelEncoding(.field("x"), type: .nominal) })
        Self.expectSame(spec, estimated: false, "nominal x")
        let reported = ChartLayout.render(spec).diagnostics.map(\.kind)
        #expect(reported.filter { $0 == .nonFiniteValuesSkipped(column: "x", count: 1) }.count == 1)
    }

    /// An infinity between the sampled rows of x is found by M4 (x does not ascend through it), reported
    /// once, and the chart comes out as when scanned.
    @Test func anInfinityInXBetweenTheSampledRowsIsReported() throws {
        var x = (0..<Self.rows).map(Double.init)
        x[Self.rows / 3 + 5] = .infinity
        let spec = try Self.spec(x: x)
        Self.expectSame(spec, estimated: true, "infinite x")
        let reported = ChartLayout.render(spec).diagnostics.map(\.kind)
        #expect(reported.filter { $0 == .nonFiniteValuesSkipped(column: "x", count: 1) }.count == 1)
    }
}
