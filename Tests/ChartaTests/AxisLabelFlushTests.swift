import Testing

@testable import Charta

/// `AxisSpec.labelFlush`: the end labels of a horizontal axis aligned with the axis ends.
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
}
