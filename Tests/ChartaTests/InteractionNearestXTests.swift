import Foundation
import Testing

@testable import Charta
@testable import ChartaExamples

@Suite struct InteractionNearestXTests {
    typealias F = InteractionFixture

    let chart = F.line(xs: [0, 10, 20, 40], ys: [5, 8, 3, 9]).chartSelection(.nearestX)

    @Test func tapSnapsToTheNearestDataX() {
        let rendered = chart.render()
        func tap(_ v: Double) -> Int? {
            F.xIndex(InteractionState().reduce(.tap(F.at(v, rendered)), in: rendered))
        }
        #expect(tap(0) == 0)
        #expect(tap(11) == 1)
        #expect(tap(29) == 2)
        #expect(tap(31) == 3)
        // Halfway between two points the lower one wins.
        #expect(tap(30) == 2)
        let state = InteractionState().reduce(.tap(F.at(12, rendered)), in: rendered)
        guard case .x(let selected)? = state.selection else {
            Issue.record("no selection")
            return
        }
        #expect(selected.x == .number(10))
        #expect(selected.points.map(\.y) == [.number(8)])
        #expect(selected.points.first?.fields == ["X": .number(10), "Y": .number(8)])
    }

    @Test func aRadiusLimitsHowFarThePointerMayBe() {
        let rendered = F.line(xs: [0, 10, 20, 40], ys: [5, 8, 3, 9]).chartSelection(.nearestX(radius: 6)).render()
        let near = Point(x: F.px(20, rendered) + 5, y: rendered.plotFrame.midY)
        let far = Point(x: F.px(20, rendered) + 7, y: rendered.plotFrame.midY)
        #expect(F.xIndex(InteractionState().reduce(.tap(near), in: rendered)) == 2)
        #expect(InteractionState().reduce(.tap(far), in: rendered).selection == nil)
    }

    @Test func touchingWhereThereIsNoDataHidesTheSelection() {
        // The x domain is wider than the data: beyond half a step from the first or last point is no data.
        let rendered = F.line(xs: [0, 10, 20, 40], ys: [5, 8, 3, 9]).chartXScale(domain: -20...60)
            .chartSelection(.nearestX).render()
        func tap(_ v: Double) -> Int? {
            F.xIndex(InteractionState().reduce(.tap(F.at(v, rendered)), in: rendered))
        }
        #expect(tap(-4) == 0)
        #expect(tap(-6) == nil)
        #expect(tap(49) == 3)
        #expect(tap(51) == nil)
        // A tap that misses clears an earlier selection; so does a tap outside the plot.
        var state = InteractionState().reduce(.tap(F.at(10, rendered)), in: rendered)
        #expect(F.xIndex(state) == 1)
        state = state.reduce(.tap(F.at(55, rendered)), in: rendered)
        #expect(state.selection == nil)
        state = state.reduce(.tap(F.at(10, rendered)), in: rendered)
        state = state.reduce(.tap(Point(x: F.px(10, rendered), y: rendered.plotFrame.minY - 5)), in: rendered)
        #expect(state.selection == nil)
    }

    @Test func draggingScrubsAndReleasingKeepsOrClears() {
        let rendered = chart.render()
        var state = InteractionState()
        state.handle(.drag(.began, F.at(1, rendered)), in: rendered)
        #expect(F.xIndex(state) == 0)
        state.handle(.drag(.moved, Point(x: F.px(19, rendered), y: -500)), in: rendered)
        #expect(F.xIndex(state) == 2)
        // Past the plot's right edge the scrub stays on the last point.
        state.handle(.drag(.moved, Point(x: rendered.plotFrame.maxX + 80, y: 0)), in: rendered)
        #expect(F.xIndex(state) == 3)
        state.handle(.drag(.ended, Point(x: rendered.plotFrame.maxX + 80, y: 0)), in: rendered)
        #expect(F.xIndex(state) == 3)

        let releasing = F.line(xs: [0, 10, 20, 40], ys: [5, 8, 3, 9])
            .chartSelection(.nearestX(clearsOnRelease: true)).render()
        var touch = InteractionState().reduce(.drag(.began, F.at(10, releasing)), in: releasing)
        #expect(F.xIndex(touch) == 1)
        touch.handle(.drag(.ended, F.at(10, releasing)), in: releasing)
        #expect(touch.selection == nil)
    }

    @Test func hoverFollowsThePointerAndLeavingClears() {
        let rendered = chart.render()
        var state = InteractionState().reduce(.hover(F.at(21, rendered)), in: rendered)
        #expect(F.xIndex(state) == 2)
        state.handle(.hover(nil), in: rendered)
        #expect(state.selection == nil)
    }

    @Test func arrowKeysStepThroughTheDataAndEnterActivates() {
        let rendered = chart.render()
        var state = InteractionState()
        state.handle(.key(.right), in: rendered)
        #expect(F.xIndex(state) == 0)
        state.handle(.key(.right), in: rendered)
        state.handle(.key(.right), in: rendered)
        #expect(F.xIndex(state) == 2)
        state.handle(.key(.left), in: rendered)
        #expect(F.xIndex(state) == 1)
        let changes = state.handle(.key(.enter), in: rendered)
        #expect(changes == [.activated(state.selection!)])
        state.handle(.key(.escape), in: rendered)
        #expect(state.selection == nil)
        state.handle(.key(.left), in: rendered)
        #expect(F.xIndex(state) == 3)
        state.handle(.key(.right), in: rendered)
        #expect(F.xIndex(state) == 3)
    }

    @Test func theEnergyChartSnapsToTheNearestHourAndTellsTheHost() throws {
        // Reference chart 3: dragging anywhere over the plot selects the nearest hour (0 … 23).
        let prices = try ExampleData.energyPrices()
        let chart = EnergyPriceChart.chart(prices: prices)
            .chartSelection(.nearestX(marks: [0], overlay: .none))
        let rendered = chart.render()
        let hours = EnergyPriceChart.hours(from: prices.fromDate, count: 24)
        let proxy = ChartProxy(rendered)
        var session = InteractionSession()
        var reported: [Int] = []
        for hour in 0..<23 {
            // 30% of the way to the next hour snaps back to this hour; 70% snaps on to the next.
            for (fraction, expected) in [(0.3, hour), (0.7, hour + 1)] {
                let date = hours[hour].addingTimeInterval(3600 * fraction)
                let x = try #require(proxy.position(forX: .date(date)))
                let y = rendered.plotFrame.midY
                let changes = session.send(
                    .drag(hour == 0 && fraction == 0.3 ? .began : .moved, Point(x: x, y: y)), in: rendered)
                for case .selection(let s?) in changes { reported.append(s.index ?? -1) }
                #expect(session.state.selection?.index == expected)
            }
        }
        #expect(reported == Array(0...23))
        guard case .x(let selected)? = session.state.selection else { return }
        #expect(selected.x == .date(hours[23]))
        #expect(selected.points.map(\.y) == [.number(413)])
        #expect(session.state.overlay(for: rendered).children.isEmpty)
        // The host re-renders the chart with the hour: the pink circle moves there, the blue one stays on now.
        let shown = EnergyPriceChart.chart(prices: prices, selected: 20).render()
        let symbols = shown.scene.root.leaves.compactMap { if case .symbol(let s) = $0 { s } else { nil } }
        let pink = symbols.filter { $0.style.fill == .color(.systemPink) }.map(\.center.x)
        let blue = symbols.filter { $0.style.fill == .color(.systemBlue) }.map(\.center.x)
        let shownProxy = ChartProxy(shown)
        #expect(pink == [try #require(shownProxy.position(forX: .date(hours[20])))])
        #expect(blue == [try #require(shownProxy.position(forX: .date(hours[14])))])
    }

    @Test func theSmoothChartShowsARuleMarkersAndABubbleForTheTouchedDay() throws {
        // Reference chart 4, touched on day 10 (March 10): fixture values 52.3, 30.7 and 53.6.
        let series = try ExampleData.smoothSeries()
        let rendered = SmoothSeriesChart.chart(series: series).render()
        let state = SmoothSeriesChart.touch(day: 9, in: rendered)
        guard case .x(let selected)? = state.selection else {
            Issue.record("no selection")
            return
        }
        let march10 = Date(timeIntervalSince1970: 1_709_251_200 + 9 * 86_400)
        #expect(selected.index == 9)
        #expect(selected.x == .date(march10))
        #expect(selected.points.map(\.series) == ["first", "second", "third"])
        #expect(selected.points.map(\.y) == [.number(52.3), .number(30.7), .number(53.6)])
        // Each point carries its date as the host's payload.
        #expect(selected.points.allSatisfy { $0.fields["Date"] == .date(march10) })

        let overlay = state.overlay(for: rendered)
        #expect(overlay.role == .overlay)
        let rule = try #require(F.part("selection-rule", of: overlay)?.leaves.first)
        guard case .line(let line) = rule else {
            Issue.record("rule is not a line")
            return
        }
        let x = try #require(ChartProxy(rendered).position(forX: .date(march10)))
        #expect(line.from.x == x && line.to.x == x)
        #expect(line.from.y == rendered.plotFrame.minY && line.to.y == rendered.plotFrame.maxY)
        #expect(line.style.strokeWidth == 2)
        #expect(line.style.stroke == .color(SmoothSeriesChart.colors[0]))
        let markers = try #require(F.part("selection-markers", of: overlay)).leaves.compactMap {
            if case .symbol(let s) = $0 { s } else { nil }
        }
        #expect(markers.count == 3)
        #expect(markers.allSatisfy { $0.shape == .circle && abs($0.size - .pi * 64) < 1e-9 })
        #expect(markers.allSatisfy { $0.style.fill == .color(.white) && $0.style.strokeWidth == 2 })
        #expect(markers.map(\.style.stroke) == SmoothSeriesChart.colors.map { .color($0) })
        #expect(markers.allSatisfy { $0.center.x == x })
        let bubble = try #require(F.part("selection-bubble", of: overlay))
        #expect(bubble.texts == ["Mar 10, 2024", "52.3", "30.7", "53.6"])
        let swatches = bubble.rects.dropFirst().map(\.style.fill)
        #expect(swatches == SmoothSeriesChart.colors.map { .color($0) })
        // The scene is the chart with the overlay on top.
        let scene = state.scene(for: rendered)
        #expect(scene.root.children.dropLast() == rendered.scene.root.children[...])
        #expect(scene.root.children.last == .group(overlay))
    }

    @Test func theBubbleStaysInsideThePlotOnEveryDay() throws {
        let series = try ExampleData.smoothSeries()
        let rendered = SmoothSeriesChart.chart(series: series).render()
        let plot = rendered.plotFrame
        let inset = InfoBubbleStyle().inset
        var shifted: Set<String> = []
        for day in 0..<30 {
            let state = SmoothSeriesChart.touch(day: day, in: rendered)
            let overlay = state.overlay(for: rendered)
            let box = try #require(F.part("selection-bubble", of: overlay)?.rects.first?.rect)
            #expect(box.minX >= plot.minX + inset - 1e-9 && box.maxX <= plot.maxX - inset + 1e-9, "day \(day)")
            #expect(box.minY >= plot.minY + inset - 1e-9 && box.maxY <= plot.maxY - inset + 1e-9, "day \(day)")
            let ruleX = try #require(F.part("selection-rule", of: overlay)?.leaves.first).lineX
            if abs(box.midX - ruleX) > 1e-9 { shifted.insert(box.midX < ruleX ? "left" : "right") }
            if abs(box.minY - (plot.minY + inset)) < 1e-9 { shifted.insert("down") }
        }
        // At the left edge it shifts right, at the right edge left, and near the top it moves down.
        #expect(shifted == ["left", "right", "down"])
    }

    @Test func bubblePlacementAtTheEdges() {
        let plot = Rect(x: 0, y: 0, width: 300, height: 200)
        let size = Size(width: 80, height: 60)
        let style = InfoBubbleStyle()
        func frame(_ ruleX: Double, _ top: Double) -> Rect {
            InfoBubbleContent.frame(size: size, ruleX: ruleX, markerTop: top, plot: plot, style: style)
        }
        // Room above the marker: centred on the rule, 12 pt above the marker.
        #expect(frame(150, 150) == Rect(x: 110, y: 78, width: 80, height: 60))
        // Near the left and right edges it shifts in, 4 pt from the edge.
        #expect(frame(10, 150) == Rect(x: 4, y: 78, width: 80, height: 60))
        #expect(frame(295, 150) == Rect(x: 216, y: 78, width: 80, height: 60))
        // No room above: beside the rule at the top, on the right, or on the left near the right edge.
        #expect(frame(150, 40) == Rect(x: 162, y: 4, width: 80, height: 60))
        #expect(frame(250, 40) == Rect(x: 158, y: 4, width: 80, height: 60))
        // Larger than the plot: pinned to its top-left corner, never outside on that side.
        let huge = InfoBubbleContent.frame(
            size: Size(width: 400, height: 300), ruleX: 150, markerTop: 100, plot: plot, style: style)
        #expect(huge.minX == 4 && huge.minY == 4)
    }

    @Test func missingAndNonFiniteValuesNeverCrash() {
        let rendered = F.line(xs: [0, .nan, 2, .infinity, 4], ys: [1, 2, .nan, 4, 5]).chartSelection(.nearestX).render()
        // Only rows with a finite x and y take part: x = 0 and x = 4.
        #expect(rendered.index.xs == [0, 4])
        var state = InteractionState()
        for p in [Point(x: .nan, y: 0), Point(x: .infinity, y: .infinity), Point(x: -1e300, y: 1e300)] {
            state.handle(.tap(p), in: rendered)
            state.handle(.drag(.began, p), in: rendered)
            state.handle(.drag(.moved, p), in: rendered)
            state.handle(.hover(p), in: rendered)
            state.handle(.pinch(scale: .nan, anchor: p), in: rendered)
            state.handle(.scroll(p), in: rendered)
        }
        let empty = Chart { ForEach([Double]()) { LineMark(x: .value("X", $0), y: .value("Y", $0)) } }
            .chartSelection(.nearestX).render()
        state = InteractionState()
        state.handle(.tap(Point(x: 100, y: 100)), in: empty)
        state.handle(.key(.right), in: empty)
        #expect(state.selection == nil)
        #expect(state.overlay(for: empty).children.isEmpty)
    }
}

extension SceneNode {
    /// The x of a vertical line node.
    fileprivate var lineX: Double {
        if case .line(let l) = self { return l.from.x }
        return .nan
    }
}
