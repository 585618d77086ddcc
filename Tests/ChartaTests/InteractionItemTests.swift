import Foundation
import Testing

@testable import Charta
@testable import ChartaExamples

@Suite struct InteractionItemTests {
    typealias F = InteractionFixture

    /// The centre of bar `i` (0-based) of a tap-to-highlight chart.
    func center(_ i: Int, _ values: [Double], _ rendered: RenderedChart) -> Point {
        let proxy = ChartProxy(rendered)
        return Point(
            x: proxy.position(forX: .string("\(i + 1)")) ?? .nan,
            y: proxy.position(forY: .number(values[i] / 2)) ?? .nan)
    }

    @Test func tapSelectsMovesAndClears() {
        // Reference chart 1: tapping a bar highlights it, another moves the highlight, empty space clears.
        let values = [30.0, 90, 60, 45]
        let chart = TapToHighlightBars.chart(values: values).chartSelection(Gallery.tapSelection)
        let rendered = chart.render()
        var state = InteractionState()
        state.handle(.tap(center(1, values, rendered)), in: rendered)
        #expect(F.item(state) == ItemID(mark: 0, row: 1))
        guard case .item(let selected)? = state.selection else { return }
        #expect(selected.x == .string("2"))
        #expect(selected.y == .number(90))
        #expect(selected.fields["Value"] == .number(90))
        state.handle(.tap(center(3, values, rendered)), in: rendered)
        #expect(F.item(state) == ItemID(mark: 0, row: 3))
        // Above the first (short) bar there is nothing to hit.
        let above = Point(x: center(0, values, rendered).x, y: rendered.plotFrame.minY + 2)
        state.handle(.tap(above), in: rendered)
        #expect(state.selection == nil)
    }

    @Test func theHighlightLooksLikeTheStaticHighlightedChart() {
        // The engine's restyling draws the tapped bar at 40% exactly as the chart drawn with it highlighted.
        for count in TapToHighlightBars.counts {
            let values = TapToHighlightBars.demoValues(count: count)
            let chart = TapToHighlightBars.chart(values: values).chartSelection(Gallery.tapSelection)
            let rendered = chart.render()
            for bar in [0, count / 2, count - 1] {
                let state = InteractionState().reduce(.tap(center(bar, values, rendered)), in: rendered)
                let expected = TapToHighlightBars.chart(values: values, highlighted: bar).render().scene
                #expect(state.scene(for: rendered) == expected, "\(count) bars, bar \(bar)")
            }
            #expect(InteractionState().scene(for: rendered) == TapToHighlightBars.chart(values: values).render().scene)
        }
    }

    @Test func theDefaultStyleDimsTheOtherItems() throws {
        let values = [30.0, 90, 60]
        let rendered = TapToHighlightBars.chart(values: values).chartSelection(.item).render()
        let state = InteractionState().reduce(.tap(center(2, values, rendered)), in: rendered)
        let fills = try #require(state.scene(for: rendered).root.layer(0)).rects.map(\.style.fill)
        let blue = Color.systemBlue
        #expect(fills == [.color(blue.opacity(0.4)), .color(blue.opacity(0.4)), .color(blue)])
    }

    @Test func toleranceWidensTheHitArea() {
        let values = [50.0, 50]
        let strict = TapToHighlightBars.chart(values: values).chartSelection(.item).render()
        let loose = TapToHighlightBars.chart(values: values).chartSelection(.item(tolerance: 6)).render()
        let bar = strict.scene.root.layer(0)?.rects.first?.rect ?? .zero
        let outside = Point(x: bar.maxX + 4, y: bar.midY)
        #expect(InteractionState().reduce(.tap(outside), in: strict).selection == nil)
        #expect(F.item(InteractionState().reduce(.tap(outside), in: loose)) == ItemID(mark: 0, row: 0))
    }

    @Test func hoverTracksTheItemUnderThePointer() {
        let values = [30.0, 90]
        let rendered = TapToHighlightBars.chart(values: values).chartSelection(.item).render()
        var state = InteractionState().reduce(.hover(center(1, values, rendered)), in: rendered)
        #expect(state.hoveredItem == ItemID(mark: 0, row: 1))
        #expect(state.selection == nil)
        state.handle(.hover(nil), in: rendered)
        #expect(state.hoveredItem == nil)
    }

    @Test func pagedBarsActivateTheTappedEntryAndKeysFollowThePages() throws {
        // Reference chart 5: tapping a bar gives the host that entry; arrow keys page along with the selection.
        let entries = try ExampleData.pagedEntries()
        let chart = PagedBarChart.chart(entries: entries, page: 0).chartViewport(.paged)
            .chartSelection(.item(selectedOpacity: 1, unselectedOpacity: 1, activatesOnTap: true))
        var state = InteractionState()
        var rendered = chart.render()
        state.handle(.viewport(.page(by: 1)), in: rendered)
        rendered = chart.applying(state).render()
        let proxy = ChartProxy(rendered)
        let x = try #require(proxy.position(forX: .string("六郎")))
        let y = try #require(proxy.position(forY: .number(4)))
        let changes = state.handle(.tap(Point(x: x, y: y)), in: rendered)
        guard case .activated(.item(let item))? = changes.last else {
            Issue.record("no activation: \(changes)")
            return
        }
        #expect(item.item.row == 5)
        #expect(item.fields == ["Name": .string("六郎"), "Value": .number(9)])
        // Right arrow from the last bar of page 2 (row 9) selects row 10 and pages on.
        state.handle(.key(.right), in: rendered)
        state.handle(.key(.right), in: rendered)
        state.handle(.key(.right), in: rendered)
        #expect(F.item(state)?.row == 8)
        #expect(state.viewport?.visibleX.start == 5)
        state.handle(.key(.right), in: rendered)
        state.handle(.key(.right), in: rendered)
        #expect(F.item(state)?.row == 10)
        #expect(state.viewport?.visibleX.start == 10)
        let enter = state.handle(.key(.enter), in: rendered)
        #expect(enter.count == 1)
        state.handle(.key(.escape), in: rendered)
        #expect(state.selection == nil)
        // From nothing, left selects the last visible bar.
        rendered = chart.applying(state).render()
        state.handle(.key(.left), in: rendered)
        #expect(F.item(state)?.row == 12)
    }
}

@Suite struct InteractionGalleryTests {
    @Test func galleryEntriesDrawTheirStatesThroughTheEngine() throws {
        let entries = try Gallery.entries()
        // The smooth chart shows one touch marker set and its bubble; the others look as drawn statically.
        let smooth = try #require(entries.first { $0.name == "smooth-series" })
        let overlays = smooth.render().scene.root.groups(role: .overlay)
        #expect(overlays.count == 1)
        let overlay = try #require(overlays.first)
        #expect(overlay.leaves.count { if case .symbol = $0 { true } else { false } } == 3)
        #expect(overlay.texts == ["Mar 10, 2024", "52.3", "30.7", "53.6"])
        let paged = entries.filter { $0.name.hasPrefix("paged-bars-") }
        let pages = try ExampleData.pagedEntries()
        for (page, entry) in paged.enumerated() {
            #expect(entry.render().scene == PagedBarChart.chart(entries: pages, page: page).render().scene)
        }
        // The energy chart re-renders its own marks for the selected hour.
        let prices = try ExampleData.energyPrices()
        let energy = try #require(entries.first { $0.name == "energy-price" })
        #expect(energy.render().scene == EnergyPriceChart.chart(prices: prices).render().scene)
        let rendered = energy.render()
        let hours = EnergyPriceChart.hours(from: prices.fromDate, count: 24)
        let x = try #require(ChartProxy(rendered).position(forX: .date(hours[20])))
        let state = InteractionState().reduce(.tap(Point(x: x, y: rendered.plotFrame.midY)), in: rendered)
        #expect(state.selection?.index == 20)
        #expect(energy.render(state).scene == EnergyPriceChart.chart(prices: prices, selected: 20).render().scene)
    }
}
