import Testing

@testable import Charta

@Suite struct InteractionRangeTests {
    typealias F = InteractionFixture

    let xs = Array(stride(from: 0.0, through: 10, by: 1))

    func range(_ state: InteractionState) -> SelectedRange? {
        if case .range(let r)? = state.selection { return r }
        return nil
    }

    @Test func draggingSelectsARangeAlongX() throws {
        let rendered = F.line(xs: xs, ys: xs.map { $0 * $0 }).chartXScale(nice: false).chartSelection(.rangeX).render()
        var state = InteractionState()
        state.handle(.drag(.began, F.at(5.5, rendered)), in: rendered)
        #expect(state.selection == nil)
        state.handle(.drag(.moved, F.at(4, rendered)), in: rendered)
        state.handle(.drag(.ended, F.at(2, rendered)), in: rendered)
        let r = try #require(range(state))
        #expect(abs(r.bounds.lowerBound - 2) < 1e-9 && abs(r.bounds.upperBound - 5.5) < 1e-9)
        // The data x values 2, 3, 4 and 5 lie inside.
        #expect(r.indices == 2..<6)
        #expect(r.lower == .number(r.bounds.lowerBound))
        // The overlay is a band over the whole plot height between the two ends.
        let band = try #require(F.part("selection-range", of: state.overlay(for: rendered))?.rects.first?.rect)
        #expect(abs(band.minX - F.px(2, rendered)) < 1e-9 && abs(band.maxX - F.px(5.5, rendered)) < 1e-9)
        #expect(band.minY == rendered.plotFrame.minY && band.height == rendered.plotFrame.height)
        // A tap or Escape clears it.
        #expect(state.reduce(.tap(F.at(3, rendered)), in: rendered).selection == nil)
        #expect(state.reduce(.key(.escape), in: rendered).selection == nil)
    }

    @Test func endsCanSnapToTheData() throws {
        let rendered = F.line(xs: xs, ys: xs).chartXScale(nice: false).chartSelection(.rangeX(snapsToData: true))
            .render()
        var state = InteractionState()
        state.handle(.drag(.began, F.at(2.4, rendered)), in: rendered)
        state.handle(.drag(.ended, F.at(7.6, rendered)), in: rendered)
        let r = try #require(range(state))
        #expect(r.bounds == 2...8)
        #expect(r.indices == 2..<9)
        #expect((r.lower, r.upper) == (.number(2), .number(8)))
    }

    @Test func tinyDragsAndDragsFromOutsideSelectNothing() {
        let rendered = F.line(xs: xs, ys: xs).chartSelection(.rangeX).render()
        var state = InteractionState()
        state.handle(.drag(.began, F.at(3, rendered)), in: rendered)
        state.handle(.drag(.ended, Point(x: F.px(3, rendered) + 1, y: rendered.plotFrame.midY)), in: rendered)
        #expect(state.selection == nil)
        state.handle(.drag(.began, Point(x: F.px(3, rendered), y: rendered.plotFrame.maxY + 20)), in: rendered)
        state.handle(.drag(.ended, F.at(8, rendered)), in: rendered)
        #expect(state.selection == nil)
        // Dragging past the plot's edge stops at the edge.
        state.handle(.drag(.began, F.at(8, rendered)), in: rendered)
        state.handle(.drag(.ended, Point(x: rendered.plotFrame.maxX + 300, y: 0)), in: rendered)
        #expect(range(state)?.indices.upperBound == xs.count)
    }
}
