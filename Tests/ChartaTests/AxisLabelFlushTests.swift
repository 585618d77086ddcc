import Testing

@testable import Charta

/// `AxisSpec.labelFlush` (end labels of a horizontal axis aligned with the axis ends) and
/// `hidesOverlappingLabels` (Vega's parity overlap strategy).
@Suite struct AxisLabelFlushTests {
    func chart(flush: Double?) -> Chart {
        var axis = AxisSpec()
        axis.labelFlush = flush
        return Chart {
            for x in [0.0, 50, 100] { PointMark(x: .value("x", x), y: .value("y", x)) }
        }
        .chartXScale(domain: 0...100)
        .chartXAxis(axis)
        .frame(width: 300, height: 200)
    }

    /// The anchors of the bottom axis's labels, by label text.
    func anchors(_ rendered: RenderedChart) throws -> [String: TextAnchor] {
        let axis = try #require(rendered.scene.root.axis(.bottom))
        let labels = try #require(axis.groups(role: .axisLabel).first).leaves
        return Dictionary(
            labels.compactMap { if case .text(let t) = $0 { (t.text, t.anchor) } else { nil } }
        ) { a, _ in a }
    }

    @Test func endLabelsAlignFlushWithTheAxisEnds() throws {
        let flush = chart(flush: 1).render()
        let anchors = try anchors(flush)
        #expect(anchors["0"] == .start)
        #expect(anchors["100"] == .end)
        #expect(anchors.filter { !["0", "100"].contains($0.key) }.values.allSatisfy { $0 == .middle })
        #expect(anchors.count > 2)
        // No label reaches past the plot, so the plot can take the room centred end labels need.
        let centred = chart(flush: nil).render()
        #expect(try self.anchors(centred)["100"] == .middle)
        #expect(flush.scene.size.width == centred.scene.size.width)
        #expect(flush.plotFrame.maxX > centred.plotFrame.maxX)
    }

    @Test func labelsBeyondTheThresholdStayCentred() throws {
        // Ticks at 0 and 100 lie exactly on the ends; a negative threshold reaches neither.
        let anchors = try anchors(chart(flush: -1).render())
        #expect(anchors["0"] == .middle)
        #expect(anchors["100"] == .middle)
    }

    /// Bottom-axis labels and whether each is drawn (opaque), for ticks every 20 over 0…240.
    func denseLabels(hiding: Bool, width: Double) throws -> [(String, Bool)] {
        var axis = AxisSpec(values: .stride(20), labelAngle: 0)
        axis.labelFlush = 1
        axis.hidesOverlappingLabels = hiding
        let chart = Chart {
            for x in [0.0, 240] { PointMark(x: .value("x", x), y: .value("y", x)) }
        }
        .chartXScale(domain: 0...240)
        .chartXAxis(axis)
        .frame(width: width, height: 200)
        let labels = try #require(chart.render().scene.root.axis(.bottom)?.groups(role: .axisLabel).first).leaves
        return labels.compactMap { if case .text(let t) = $0 { (t.text, t.style.opacity > 0) } else { nil } }
    }

    @Test func overlappingLabelsAreHiddenEveryOtherOneAtATime() throws {
        let labels = try denseLabels(hiding: true, width: 300)
        // Every label stays in the scene; 0, 40, … 240 are drawn, the ones between are transparent.
        #expect(labels.map(\.0) == stride(from: 0, through: 240, by: 20).map { "\($0)" })
        #expect(labels.filter(\.1).map(\.0) == stride(from: 0, through: 240, by: 40).map { "\($0)" })
        // With room enough, or when not asked to, every label is drawn.
        #expect(try denseLabels(hiding: true, width: 1000).allSatisfy(\.1))
        #expect(try denseLabels(hiding: false, width: 300).allSatisfy(\.1))
    }
}
