import Foundation
import Testing

@testable import Charta
@testable import ChartaExamples

@Suite struct InteractionViewportTests {
    typealias F = InteractionFixture

    /// The bars of a rendered chart that lie inside the plot.
    func visibleBars(_ rendered: RenderedChart) -> [RectNode] {
        let plot = rendered.plotFrame
        return (rendered.scene.root.layer(0)?.rects ?? []).filter {
            $0.rect.minX >= plot.minX - 1e-6 && $0.rect.maxX <= plot.maxX + 1e-6
        }
    }

    @Test func thirteenBarsPageFiveFiveAndThreeWithOneBarWidth() throws {
        // Reference chart 5: 13 entries, five a page; the last page keeps a full page's bar width.
        let entries = try ExampleData.pagedEntries()
        let chart = PagedBarChart.chart(entries: entries, page: 0).chartViewport(.paged)
        var state = InteractionState()
        var rendered = chart.render()
        var pages: [[Int]] = []
        var widths: Set<Double> = []
        for _ in 0..<4 {
            let bars = visibleBars(rendered)
            pages.append(bars.compactMap(\.item?.row))
            widths.formUnion(bars.map { ($0.rect.width * 1e6).rounded() / 1e6 })
            state.handle(.viewport(.page(by: 1)), in: rendered)
            rendered = chart.applying(state).render()
        }
        #expect(pages == [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12], [10, 11, 12]])
        #expect(widths.count == 1)
        state.handle(.viewport(.page(by: -1)), in: rendered)
        #expect(state.viewport?.visibleX == VisibleDomain(length: 5, start: 5))
        state.handle(.viewport(.page(by: -7)), in: rendered)
        #expect(state.viewport?.visibleX.start == 0)
    }

    @Test func swipesAndWheelsSnapToPages() throws {
        let entries = try ExampleData.pagedEntries()
        let chart = PagedBarChart.chart(entries: entries, page: 0).chartViewport(.paged)
        let rendered = chart.render()
        let step = rendered.x.step
        var state = InteractionState()
        // While the finger moves the window follows it; on release it settles on the nearest page.
        state.handle(.drag(.began, Point(x: 300, y: 100)), in: rendered)
        state.handle(.drag(.moved, Point(x: 300 - 2 * step, y: 100)), in: rendered)
        #expect(abs((state.viewport?.visibleX.start ?? 0) - 2) < 1e-9)
        state.handle(.drag(.ended, Point(x: 300 - 2 * step, y: 100)), in: rendered)
        #expect(state.viewport?.visibleX.start == 0)
        state.handle(.pan(.began, .zero), in: rendered)
        state.handle(.pan(.ended, Point(x: -3 * step, y: 0)), in: rendered)
        #expect(state.viewport?.visibleX.start == 5)
        // Panning cannot go before the first page.
        state.handle(.pan(.began, .zero), in: rendered)
        state.handle(.pan(.moved, Point(x: 40 * step, y: 0)), in: rendered)
        #expect(state.viewport?.visibleX.start == 0)
        // A cancelled pan goes back to where it began.
        state.handle(.pan(.cancelled, .zero), in: rendered)
        #expect(state.viewport?.visibleX.start == 5)
        // One wheel notch is one page.
        state.handle(.scroll(Point(x: 0, y: 12)), in: rendered)
        #expect(state.viewport?.visibleX.start == 10)
        state.handle(.scroll(Point(x: -3, y: 0)), in: rendered)
        #expect(state.viewport?.visibleX.start == 5)
    }

    @Test func aSlidingWindowMovesByItsStepAndStopsAtTheEnds() {
        let names = (0..<20).map { "c\($0)" }
        let chart = Chart(names.indices) { BarMark(x: .value("C", names[$0]), y: .value("V", Double($0))) }
            .chartXVisibleDomain(length: 8).chartViewport(.sliding(step: 1))
        let rendered = chart.render()
        var state = InteractionState()
        state.handle(.key(.right), in: rendered)
        #expect(state.viewport?.visibleX.start == 1)
        for _ in 0..<30 { state.handle(.viewport(.step(by: 1)), in: rendered) }
        #expect(state.viewport?.visibleX.start == 12)
        state.handle(.key(.left), in: rendered)
        #expect(state.viewport?.visibleX.start == 11)
        state.handle(.viewport(.scroll(to: 3.4)), in: rendered)
        #expect(state.viewport?.visibleX.start == 3)
        state.handle(.viewport(.reset), in: rendered)
        #expect(state.viewport == nil)

        let numbers = F.line(xs: Array(stride(from: 0.0, through: 100, by: 1)), ys: Array(repeating: 1, count: 101))
            .chartXVisibleDomain(length: 10).chartViewport(.sliding(step: 5)).render()
        var sliding = InteractionState().reduce(.viewport(.step(by: 1)), in: numbers)
        #expect(sliding.viewport?.visibleX == VisibleDomain(length: 10, start: 5))
        sliding.handle(.viewport(.scroll(to: 97)), in: numbers)
        #expect(sliding.viewport?.visibleX.start == 90)
    }

    @Test func pinchAndDoubleTapZoomWithinLimits() throws {
        let xs = Array(stride(from: 0.0, through: 100, by: 1))
        let chart = F.line(xs: xs, ys: xs.map { sin($0 / 7) }).chartXScale(nice: false)
            .chartViewport(.zoomable(minLength: 10, maxLength: 50))
        var rendered = chart.render()
        var state = InteractionState()
        // Pinching by 2 around x = 50 halves the window and keeps x = 50 under the fingers.
        let anchor = F.at(50, rendered)
        state.handle(.pinch(scale: 2, anchor: anchor), in: rendered)
        #expect(state.viewport?.visibleX == VisibleDomain(length: 50, start: 25))
        rendered = chart.applying(state).render()
        let under = try #require(ChartProxy(rendered).value(atX: anchor.x))
        guard case .number(let v) = under else { return }
        #expect(abs(v - 50) < 1e-9)
        // Never closer than the minimum, never wider than the maximum.
        state.handle(.pinch(scale: 100, anchor: F.at(60, rendered)), in: rendered)
        #expect(state.viewport?.visibleX.length == 10)
        rendered = chart.applying(state).render()
        state.handle(.pinch(scale: 0.001, anchor: F.at(60, rendered)), in: rendered)
        #expect(state.viewport?.visibleX.length == 50)
        let window = try #require(state.viewport?.visibleX)
        #expect(window.start >= 0 && window.start + window.length <= 100)
        // Double taps zoom in by 2 until the minimum, then reset.
        rendered = chart.applying(state).render()
        var lengths: [Double?] = []
        for _ in 0..<4 {
            state.handle(.doubleTap(Point(x: rendered.plotFrame.midX, y: rendered.plotFrame.midY)), in: rendered)
            lengths.append(state.viewport?.visibleX.length)
            rendered = chart.applying(state).render()
        }
        #expect(lengths == [25, 12.5, 10, nil])
        // Up and down keys zoom too.
        state.handle(.key(.up), in: rendered)
        #expect(state.viewport?.visibleX.length == 50)
        state.handle(.key(.down), in: rendered)
        #expect(state.viewport?.visibleX.length == 50)
    }

    @Test func chartsWithoutAViewportIgnoreViewportEvents() {
        let rendered = F.line(xs: [0, 1, 2], ys: [1, 2, 3]).render()
        var state = InteractionState()
        for event in [
            InteractionEvent.pinch(scale: 2, anchor: .zero), .scroll(Point(x: 5, y: 0)), .viewport(.page(by: 1)),
            .pan(.began, .zero), .pan(.ended, Point(x: 50, y: 0)), .doubleTap(.zero), .key(.up),
        ] {
            #expect(state.handle(event, in: rendered).isEmpty)
        }
        #expect(state == InteractionState())
    }

    @Test func monthlyNavigationSlidesAcrossYears() throws {
        // Reference chart 2: 2022 and 2023 have 12 months, 2024 has 10.
        let totals = try ExampleData.monthlyTotals()
        var nav = MonthlyNavigation(totals: totals)
        #expect((nav.year, nav.endMonth) == (2024, 9))
        #expect(!nav.canGoToNextMonth && !nav.canGoToNextYear)
        nav.nextMonth()
        #expect((nav.year, nav.endMonth) == (2024, 9))
        for _ in 0..<9 { nav.previousMonth() }
        #expect((nav.year, nav.endMonth) == (2024, 0))
        nav.previousMonth()
        #expect((nav.year, nav.endMonth) == (2023, 11))
        nav.nextMonth()
        #expect((nav.year, nav.endMonth) == (2024, 0))
        nav.previousYear()
        #expect((nav.year, nav.endMonth) == (2023, 11))
        nav.previousYear()
        #expect((nav.year, nav.endMonth) == (2022, 11))
        nav.previousYear()
        #expect(nav.year == 2022 && !nav.canGoToPreviousYear)
        for _ in 0..<11 { nav.handle(.left) }
        #expect((nav.year, nav.endMonth) == (2022, 0))
        #expect(!nav.canGoToPreviousMonth)
        nav.handle(.left)
        #expect((nav.year, nav.endMonth) == (2022, 0))
        nav.handle(.up)
        #expect((nav.year, nav.endMonth) == (2023, 11))
        nav.handle(.right)
        #expect((nav.year, nav.endMonth) == (2024, 0))
        // The chart shows the window: December 2023 shows May to December.
        let december = MonthlyNavigation(years: [(2022, 12), (2023, 12), (2024, 10)], year: 2023, endMonth: 11)
        let labels = december.chart(totals: totals).render().scene.root.axis(.bottom)?.groups(role: .axisLabel)
            .first?.texts
        #expect(labels == ["May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        // Years without data are skipped; no data at all never crashes.
        let sparse = MonthlyNavigation(years: [(2020, 3), (2021, 0), (2022, 2)], year: 2022, endMonth: 0)
        var moved = sparse
        moved.previousMonth()
        #expect((moved.year, moved.endMonth) == (2020, 2))
        var empty = MonthlyNavigation(years: [])
        empty.nextMonth()
        empty.previousYear()
        #expect(empty.year == 0 && empty.endMonth == 0)
    }
}
