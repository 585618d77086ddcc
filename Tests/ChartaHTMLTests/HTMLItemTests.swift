import Charta
import ChartaSVG
import Testing

@testable import ChartaHTML

/// Item-selection and paging pages against the interaction engine: item boxes, selected elements,
/// arrow keys, buttons and swipes.
@Suite struct HTMLItemTests {
    @Test(arguments: ["tap-bars-4", "tap-bars-16", "paged-bars-2"])
    func itemBoxesHitWhatTheEngineHits(name: String) throws {
        let chart = try HTMLFixture.chart(name)
        var builder = EngineModelBuilder(chart: chart, options: HTMLOptions())
        let model = builder.build()
        let count = name == "tap-bars-4" ? 4 : name == "tap-bars-16" ? 16 : 13
        // Corner radius of the tap-to-highlight bars (50 / N); the paged bars are square.
        let radius = name.hasPrefix("tap") ? 50 / Double(count) : 0
        var rng = SeededGenerator(seed: UInt64(count))
        var hits = 0
        for (v, view) in model.views.enumerated() {
            let rendered = builder.rendered[v]
            for _ in 0..<300 {
                let p = Point(
                    x: rng.uniform(in: 0...rendered.scene.size.width),
                    y: rng.uniform(in: 0...rendered.scene.size.height))
                var replay = PageReplay(model)
                replay.view = v
                replay.tap(p)
                let engine = InteractionState(viewport: builder.viewports[v]).reduce(.tap(p), in: rendered).selection
                let page = HTMLFixture.selection(replay.selection, in: builder)
                if engine != nil { hits += 1 }
                if page == engine { continue }
                // The boxes cover a rounded bar's corners, where the engine's exact shape test misses.
                #expect(engine == nil)
                let box = try #require(view.regions.first { $0.selection == replay.selection }?.rect)
                let corner =
                    [box.minX, box.maxX].flatMap { x in
                        [box.minY, box.maxY].map { y in Point(x: x, y: y).distance(to: p) }
                    }.min() ?? .infinity
                #expect(corner <= radius * 2.squareRoot() + 1e-9)
            }
        }
        #expect(hits > 50)
    }

    @Test func selectedElementsAreTheOnesTheEngineRestyles() throws {
        let chart = try HTMLFixture.chart("tap-bars-8")
        var builder = EngineModelBuilder(chart: chart, options: HTMLOptions())
        let model = builder.build()
        let rendered = builder.rendered[0]
        let writer = SVGRenderer(options: SVGOptions(interactive: true))
        let base = Self.itemLines(writer.render(rendered.scene))
        #expect(base.count == 8)
        #expect(model.views[0].selectable == Array(0..<8))
        #expect(builder.selections.count == 8)
        for (id, selection) in builder.selections.enumerated() {
            let restyled = Self.itemLines(writer.render(InteractionState(selection: selection).scene(for: rendered)))
            let changed = base.indices.filter { base[$0] != restyled[$0] }
            #expect(changed == model.views[0].selected[id])
            #expect(changed.allSatisfy { restyled[$0].contains("fill-opacity=\"0.4\"") })
        }
        let page = HTMLRenderer(options: HTMLOptions(id: "t")).render(chart)
        #expect(page.contains("#t [data-charta-item][aria-selected=\"true\"]{opacity:0.4}"))
        #expect(!page.contains("aria-selected=\"false\"]{opacity"))  // the others stay at 1
    }

    @Test func keysButtonsSwipesAndTapsLeadWhereTheEngineGoes() throws {
        let chart = try HTMLFixture.chart("paged-bars-1")
        var builder = EngineModelBuilder(chart: chart, options: HTMLOptions())
        let model = builder.build()
        #expect(model.views.count == 3)
        #expect(model.views.map(\.caption).sorted() == ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"])
        var replay = PageReplay(model)
        var engine = chart.state
        var rendered = chart.render(engine)
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<150 {
            let plot = rendered.plotFrame
            switch rng.below(6) {
            case 0, 1:
                let right = rng.below(2) == 1
                replay.arrow(right: right)
                engine.handle(.key(right ? .right : .left), in: rendered)
            case 2:
                let c = rng.below(2)
                replay.command(c)
                engine.handle(.viewport(.page(by: c == 0 ? -1 : 1)), in: rendered)
            case 3:
                var dx = rng.uniform(in: -600...600)
                if let pan = replay.current.pan, pan.starts.contains(where: { abs($0 - dx) < 0.01 }) { dx += 0.1 }
                replay.swipe(dx)
                let (from, to) = (Point(x: plot.midX, y: plot.midY), Point(x: plot.midX + dx, y: plot.midY))
                engine.handle(.drag(.began, from), in: rendered)
                engine.handle(.drag(.moved, to), in: rendered)
                engine.handle(.drag(.ended, to), in: rendered)
            case 4:
                let p = Point(x: rng.uniform(in: 0...plot.maxX), y: rng.uniform(in: plot.minY...plot.maxY))
                replay.tap(p)
                engine.handle(.tap(p), in: rendered)
            default:
                replay.selection = -1
                engine.handle(.key(.escape), in: rendered)
            }
            rendered = chart.render(InteractionState(viewport: engine.viewport))
            #expect(model.views[replay.view].scene == rendered.scene, "view \(replay.view)")
            #expect(HTMLFixture.selection(replay.selection, in: builder) == engine.selection)
        }
    }

    /// The lines of an SVG that draw a selectable item, in order.
    static func itemLines(_ svg: String) -> [String] {
        svg.split(separator: "\n").map(String.init).filter { $0.contains("aria-selected") }
    }
}
