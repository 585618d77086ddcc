import Foundation
import Testing

@testable import Charta

/// The entry animation: bars and areas grow from the baseline of their value scale.
@Suite struct EntryTransitionTests {
    struct Entry {
        var name: String
        var value: Double
    }

    let entries = [Entry(name: "A", value: 4), Entry(name: "B", value: -2), Entry(name: "C", value: 8)]

    func bars(_ chart: Chart, at t: Double) throws -> [RectNode] {
        let rendered = chart.render(size: Size(width: 300, height: 200))
        return try #require(rendered.entryTransition.scene(at: t).root.layer(0)).rects
    }

    @Test func modifierStoresTimingAndEasing() {
        let chart = Chart(entries) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
        #expect(chart.spec.animation == nil)
        let animated = chart.animation(.easeOut(duration: 0.5))
        #expect(animated.spec.animation == ChartAnimation(duration: 0.5, easing: .cubicOut))
        #expect(animated.render().entryTransition.easing == .cubicOut)
        #expect(chart.animation().spec.animation == .easeInOut(duration: 0.35))
        #expect(ChartAnimation(duration: -1).duration == 0)
        #expect(ChartAnimation(duration: .nan).duration == 0)
    }

    @Test func verticalBarsGrowFromZeroBothWays() throws {
        let chart = Chart(entries) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
            .animation(.linear(duration: 1))
        let rendered = chart.render(size: Size(width: 300, height: 200))
        let final = try #require(rendered.scene.root.layer(0)).rects
        let zero = rendered.plotFrame.minY + rendered.y.center(0)
        let start = try bars(chart, at: 0)
        let half = try bars(chart, at: 0.5)
        let end = try bars(chart, at: 1)
        #expect(end == final)
        #expect(start.count == 3 && half.count == 3)
        for (i, bar) in final.enumerated() {
            #expect(start[i].rect.height == 0)
            #expect(abs(start[i].rect.minY - zero) < 1e-9)
            #expect(start[i].rect.minX == bar.rect.minX && start[i].rect.width == bar.rect.width)
            #expect(abs(half[i].rect.height - bar.rect.height / 2) < 1e-9)
            // Positive bars grow up from zero, negative ones down: the zero edge stays put.
            let zeroEdge = entries[i].value >= 0 ? half[i].rect.maxY : half[i].rect.minY
            #expect(abs(zeroEdge - zero) < 1e-9)
        }
    }

    @Test func horizontalBarsGrowFromTheLeft() throws {
        let chart = Chart(entries) { BarMark(x: .value("Value", $0.value), y: .value("Name", $0.name)) }
            .animation(.linear())
        let rendered = chart.render(size: Size(width: 300, height: 200))
        let zero = rendered.plotFrame.minX + rendered.x.center(0)
        let final = try #require(rendered.scene.root.layer(0)).rects
        let start = try bars(chart, at: 0)
        let half = try bars(chart, at: 0.5)
        for (i, bar) in final.enumerated() {
            #expect(start[i].rect.width == 0 && abs(start[i].rect.minX - zero) < 1e-9)
            #expect(start[i].rect.height == bar.rect.height)
            #expect(abs(half[i].rect.width - bar.rect.width / 2) < 1e-9)
        }
    }

    @Test func areasRiseFromTheBaseline() throws {
        let chart = Chart {
            AreaMark(x: .value("x", 0.0), y: .value("y", 2.0))
            AreaMark(x: .value("x", 1.0), y: .value("y", 6.0))
        }
        .animation(.linear())
        let rendered = chart.render(size: Size(width: 300, height: 200))
        let zero = rendered.plotFrame.minY + rendered.y.center(0)
        guard case .path(let final)? = rendered.scene.root.layer(0)?.leaves.first,
            case .path(let start)? = rendered.entryStartScene.root.layer(0)?.leaves.first,
            case .path(let half)? = rendered.entryTransition.scene(at: 0.5).root.layer(0)?.leaves.first
        else {
            Issue.record("no area path")
            return
        }
        #expect(start.path.verbs == final.path.verbs)
        #expect(start.path.points.allSatisfy { abs($0.y - zero) < 1e-9 })
        for (p, (s, f)) in zip(half.path.points, zip(start.path.points, final.path.points)) {
            #expect(abs(p.y - (s.y + f.y) / 2) < 1e-9 && p.x == f.x)
        }
    }

    @Test func linesAndPointsFadeInWhereTheyEnd() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0.0), y: .value("y", 2.0))
            LineMark(x: .value("x", 1.0), y: .value("y", 6.0))
            PointMark(x: .value("x", 1.0), y: .value("y", 6.0)).opacity(0.5)
        }
        .animation(.linear())
        let rendered = chart.render(size: Size(width: 300, height: 200))
        #expect(rendered.entryAnimation.layers == [.fade, .fade])
        let start = rendered.entryStartScene.root
        let half = rendered.entryTransition.scene(at: 0.5).root
        for index in 0..<2 {
            let final = try #require(rendered.scene.root.layer(index))
            #expect(try #require(start.layer(index)).opacity == 0)
            #expect(abs(try #require(half.layer(index)).opacity - final.opacity / 2) < 1e-9)
            // Only the opacity changes: the marks are drawn where they end.
            #expect(try #require(half.layer(index)).leaves == final.leaves)
        }
    }

    /// Every bar of `rendered` starts flat on the zero edge of its final rectangle (which is the
    /// baseline of its own cell) and is half grown at t = ½ under a linear easing.
    func expectBarsGrowFromTheirZeroEdge(_ rendered: RenderedChart, values: [Double]) throws {
        let final = rendered.scene.root.groups(role: .mark).flatMap(\.rects)
        let start = rendered.entryStartScene.root.groups(role: .mark).flatMap(\.rects)
        let half = rendered.entryTransition.scene(at: 0.5).root.groups(role: .mark).flatMap(\.rects)
        try #require(final.count == values.count && start.count == values.count && half.count == values.count)
        for (i, value) in values.enumerated() {
            let zeroEdge = value >= 0 ? final[i].rect.maxY : final[i].rect.minY
            #expect(start[i].rect.height == 0 && abs(start[i].rect.minY - zeroEdge) < 1e-9)
            #expect(abs(half[i].rect.height - final[i].rect.height / 2) < 1e-9)
        }
    }

    @Test func everyConcatenatedChartGrowsFromItsOwnBaseline() throws {
        let up = Chart(entries.filter { $0.value > 0 }) {
            BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value))
        }
        let both = Chart(entries) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
        var spec = ChartSpec()
        spec.concat = .vertical([up.spec, both.spec])
        spec.animation = .linear(duration: 2)
        let rendered = ChartLayout.render(spec)
        #expect(rendered.entryAnimation.duration == 2 && rendered.entryAnimation.easing == .linear)
        guard case .growY(let first)? = rendered.entryAnimation.layers.first,
            case .growY(let second)? = rendered.entryAnimation.layers.last
        else {
            Issue.record("the cells do not grow: \(rendered.entryAnimation.layers)")
            return
        }
        // The first cell's zero is its plot's bottom, the second's lies above its negative bar.
        #expect(first != second)
        try expectBarsGrowFromTheirZeroEdge(rendered, values: [4, 8] + entries.map(\.value))
    }

    @Test func everyFacetCellGrows() throws {
        let chart = Chart(entries) {
            BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value))
                .foregroundStyle(by: .value("Sign", $0.value >= 0 ? "plus" : "minus"))
        }
        var spec = chart.animation(.linear()).spec
        spec.facet = FacetSpec(row: FacetField(field: "Sign"))
        let rendered = ChartLayout.render(spec)
        #expect(rendered.entryAnimation.layers.count == 2)
        try expectBarsGrowFromTheirZeroEdge(rendered, values: [4, 8, -2])
    }

    @Test func itemsThatAppearGrowAndItemsThatLeaveShrink() throws {
        func chart(_ names: [String]) -> RenderedChart {
            Chart(names.indices) { i in BarMark(x: .value("Name", names[i]), y: .value("Value", Double(i + 2))) }
                .chartXScale(domain: .categories(["A", "B", "C"]))
                .chartYScale(domain: 0...10)
                .animation(.linear())
                .render(size: Size(width: 300, height: 200))
        }
        let two = chart(["A", "B"])
        let three = chart(["A", "B", "C"])
        let zero = three.plotFrame.maxY
        #expect(three.entryAnimation.layers == [.growY(baseline: zero)])
        let growing = try #require(two.transition(to: three).scene(at: 0.5).root.layer(0)).rects
        let final = try #require(three.scene.root.layer(0)).rects
        try #require(growing.count == 3)
        #expect(growing[0] == final[0] && growing[1] == final[1])
        #expect(abs(growing[2].rect.height - final[2].rect.height / 2) < 1e-9)
        #expect(abs(growing[2].rect.maxY - zero) < 1e-9 && growing[2].style.opacity == 1)
        let shrinking = try #require(three.transition(to: two).scene(at: 0.75).root.layer(0)).rects
        try #require(shrinking.count == 3)
        #expect(abs(shrinking[2].rect.height - final[2].rect.height / 4) < 1e-9)
        #expect(abs(shrinking[2].rect.maxY - zero) < 1e-9)
        // Without item effects they fade, as before.
        let fading = try #require(
            Transition(from: two.scene, to: three.scene, easing: .linear).scene(at: 0.5).root.layer(0))
        #expect(fading.rects[2].rect == final[2].rect && fading.rects[2].style.opacity == 0.5)
    }

    @Test func structureDoesNotMove() throws {
        let chart = Chart(entries) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
        let rendered = chart.render(size: Size(width: 300, height: 200))
        let half = rendered.entryTransition.scene(at: 0.5)
        #expect(half.root.axis(.left) == rendered.scene.root.axis(.left))
        #expect(half.root.axis(.bottom) == rendered.scene.root.axis(.bottom))
    }
}
