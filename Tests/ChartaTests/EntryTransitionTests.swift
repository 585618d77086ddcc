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

    @Test func areasRiseFromTheBaselineAndLinesStay() throws {
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
        let line = Chart { LineMark(x: .value("x", 0.0), y: .value("y", 2.0)) }.render()
        #expect(line.entryStartScene == line.scene)
    }

    @Test func structureDoesNotMove() throws {
        let chart = Chart(entries) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
        let rendered = chart.render(size: Size(width: 300, height: 200))
        let half = rendered.entryTransition.scene(at: 0.5)
        #expect(half.root.axis(.left) == rendered.scene.root.axis(.left))
        #expect(half.root.axis(.bottom) == rendered.scene.root.axis(.bottom))
    }
}
