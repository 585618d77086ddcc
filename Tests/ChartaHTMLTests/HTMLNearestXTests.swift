import Charta
import ChartaSVG
import Foundation
import Testing

@testable import ChartaHTML

/// Nearest-x pages against the interaction engine: snap positions, the strip of tap results, overlays,
/// and charts that draw their selection themselves.
@Suite struct HTMLNearestXTests {
    @Test func snapPositionsAreTheProxysAndTheStripSnapsAsTheEngine() throws {
        let chart = try HTMLFixture.chart("smooth-series")
        var builder = EngineModelBuilder(chart: chart, options: HTMLOptions())
        let model = builder.build()
        let rendered = chart.render(InteractionState())
        let plot = rendered.plotFrame
        #expect(model.views.count == 1)
        #expect(model.views[0].xs == ChartProxy(rendered).xPositions)
        #expect(model.views[0].xs.count == 30)
        let strip = try #require(model.views[0].strip)
        // Every day is reachable, each in one step.
        let days = strip.values.map { id -> Int in
            guard case .x(let x)? = HTMLFixture.selection(id, in: builder) else { return -1 }
            return x.index
        }
        #expect(days == Array(0..<30))
        var rng = SeededGenerator(seed: 4)
        for _ in 0..<400 {
            let p = Point(x: rng.uniform(in: plot.minX...plot.maxX), y: rng.uniform(in: plot.minY...plot.maxY))
            if strip.starts.contains(where: { abs($0 - p.x) < 0.01 }) { continue }
            let engine = InteractionState().reduce(.tap(p), in: rendered).selection
            var replay = PageReplay(model)
            replay.tap(p)
            #expect(HTMLFixture.selection(replay.selection, in: builder) == engine)
        }
    }

    @Test func aRadiusLeavesGapsWhereTheEngineSelectsNothing() throws {
        let chart = Chart(0..<5) { i in LineMark(x: .value("X", Double(i) * 10), y: .value("Y", Double(i))) }
            .chartSelection(.nearestX(radius: 5)).frame(width: 400, height: 300)
        var builder = EngineModelBuilder(chart: InteractiveChart(chart), options: HTMLOptions())
        let model = builder.build()
        let rendered = chart.render()
        let strip = try #require(model.views[0].strip)
        #expect(strip.values.filter { $0 >= 0 }.count == 5)
        #expect(strip.values.contains(-1))
        for x in stride(from: rendered.plotFrame.minX, through: rendered.plotFrame.maxX, by: 1.7) {
            if strip.starts.contains(where: { abs($0 - x) < 0.01 }) { continue }
            let p = Point(x: x, y: rendered.plotFrame.midY)
            let engine = InteractionState().reduce(.tap(p), in: rendered).selection
            #expect(HTMLFixture.selection(strip.value(at: x), in: builder) == engine)
        }
    }

    @Test func overlayFragmentsAreTheEnginesOverlayInSVG() throws {
        let chart = try HTMLFixture.chart("smooth-series")
        let options = HTMLOptions(id: "s")
        var builder = EngineModelBuilder(chart: chart, options: options)
        let model = builder.build()
        let page = HTMLRenderer(options: options).render(chart)
        let rendered = chart.render(InteractionState())
        let proxy = ChartProxy(rendered)
        for i in proxy.xPositions.indices {
            let selection = try #require(proxy.selection(atXIndex: i))
            let id = try #require(builder.selectionIndex[selection])
            let overlay = InteractionState(selection: selection).overlay(for: rendered)
            #expect(overlay.children.count == 3)  // rule, markers, bubble
            let gid = "s-o0-\(id)"
            let scene = Scene(
                size: rendered.scene.size,
                root: Group(children: [.group(Group(id: gid, children: [.group(overlay.prefixingIDs(gid + "-"))]))]))
            var fragment = try #require(Self.body(SVGRenderer(options: SVGOptions(idPrefix: "s-o0-")).render(scene)))
            if id == model.startSelection {
                fragment = fragment.replacingOccurrences(
                    of: "<g id=\"\(gid)\">", with: "<g id=\"\(gid)\" class=\"charta-on\">")
            }
            #expect(page.contains(fragment))
        }
    }

    @Test func chartsThatDrawTheirSelectionGetAPicturePerSelection() throws {
        let chart = try HTMLFixture.chart("energy-price")
        var builder = EngineModelBuilder(chart: chart, options: HTMLOptions())
        let model = builder.build()
        #expect(model.views.count == 1)
        #expect(builder.selections.count == 24)
        #expect(model.views[0].selectionScenes.count == 23)
        #expect(model.views[0].overlays.isEmpty)
        for (id, selection) in builder.selections.enumerated() {
            let rendered = chart.render(InteractionState(selection: selection))
            // The 14:00 selection draws the unselected chart ("now" is 14:00), which is not repeated.
            let picture = model.views[0].selectionScenes[id] ?? model.views[0].scene
            #expect(picture == rendered.scene, "selection \(id)")
            // The strip was built on the unselected layout: every selection's layout snaps alike.
            #expect(ChartProxy(rendered).xPositions == model.views[0].xs)
            #expect(rendered.plotFrame == model.views[0].plot)
        }
        let page = HTMLRenderer().render(chart)
        #expect(page.contains("aria-label=\"17:00-18:00, 421 øre per kWh\""))
    }

    /// The elements of an SVG document between its `<desc>` and its end.
    static func body(_ svg: String) -> String? {
        guard let start = svg.range(of: "</desc>\n"), let end = svg.range(of: "</svg>", options: .backwards) else {
            return nil
        }
        return String(svg[start.upperBound..<end.lowerBound])
    }
}

@Suite struct HTMLLimitTests {
    @Test func picturesViewsAndSelectionsStayWithinTheirLimits() throws {
        let chart = try HTMLFixture.chart("smooth-series")
        let few = HTMLModel(chart, options: HTMLOptions(maxSelections: 10, maxPictures: 4))
        #expect(few.selections.count == 10)
        #expect(few.views[0].overlays.count == 4)
        let energy = HTMLModel(try HTMLFixture.chart("energy-price"), options: HTMLOptions(maxPictures: 0))
        #expect(energy.views[0].selectionScenes.isEmpty)
        let paged = HTMLModel(try HTMLFixture.chart("paged-bars-1"), options: HTMLOptions(maxViews: 2))
        #expect(paged.views.count == 2)
        // The page beyond the limit is out of reach: its button is disabled where it would lead there.
        #expect(paged.views.allSatisfy { $0.targets.allSatisfy { $0 < 2 } })
        #expect(paged.views.contains { $0.targets.contains(-1) })
    }
}
