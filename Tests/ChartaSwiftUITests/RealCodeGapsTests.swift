import ChartaSVG
import ChartaScene
import ChartaSwiftUI
import Foundation
import Testing

/// What the corpus views written for the gaps a probe of public apps' charts found draw: Swift Charts'
/// full one-dimensional initializers, mixed and outlined symbols, axis marks left out case by case,
/// the SwiftUI around a chart in a section, and a chart drawn in another chart's overlay.
@MainActor
@Suite struct RealCodeGapsTests {
    /// Every drawn node of a scene, groups flattened.
    static func nodes(_ node: SceneNode) -> [SceneNode] {
        if case .group(let g) = node { return g.children.flatMap(nodes) }
        return [node]
    }

    static func markNodes<V: View>(_ renderer: ViewRenderer<V>, chart: Int) -> [SceneNode] {
        nodes(.group(renderer.charts[chart].rendered.scene.root)).filter { $0.item != nil }
    }

    @Test func oneDimensionalBarsStackAcrossThePlotAndTheRuleCrossesIt() throws {
        let renderer = ViewRenderer(content: PlanShareView())
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let chart = renderer.charts[0].rendered
        let bars = Self.markNodes(renderer, chart: 0).compactMap { node -> RectNode? in
            if case .rect(let r) = node { return r }
            return nil
        }
        #expect(bars.count == PlanShareView.slices.count)
        // Normalized: the four bars end to end fill the plot's width, each half the band's height.
        let total = bars.map { $0.rect.width }.reduce(0, +)
        #expect(abs(total - chart.plotFrame.width) < 0.5, "\(total) of \(chart.plotFrame.width)")
        #expect(bars.allSatisfy { abs($0.rect.height - chart.plotFrame.height / 2) < 1 }, "\(bars.map { $0.rect })")
        let rules = Self.markNodes(renderer, chart: 0).compactMap { node -> LineNode? in
            if case .line(let l) = node { return l }
            return nil
        }
        #expect(rules.count == 1)
        #expect(abs((rules.first?.from.x ?? 0) - (chart.plotFrame.minX + 0.75 * chart.plotFrame.width)) < 0.5)
    }

    @Test func outlinedSymbolsAreStrokedAndMixedScalesCompile() throws {
        let renderer = ViewRenderer(content: OutlinedSymbolsView())
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let symbols = { (chart: Int) in
            Self.markNodes(renderer, chart: chart).compactMap { node -> SymbolNode? in
                if case .symbol(let s) = node { return s }
                return nil
            }
        }
        #expect(symbols(0).count == OutlinedSymbolsView.readings.count)
        let outlined = symbols(1)
        #expect(outlined.count == 6)
        #expect(outlined.allSatisfy { $0.style.fill == nil && $0.style.stroke != nil }, "\(outlined.map { $0.style })")
    }

    @Test func anEmptyAxisMarkLeavesItsValueUnlabelled() throws {
        let renderer = ViewRenderer(content: ZoneAxisView())
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let texts = Self.nodes(.group(renderer.scene.root)).compactMap { node -> String? in
            // A label left out is kept, transparent, where it would be.
            if case .text(let t) = node, t.style.opacity > 0 { return t.text }
            return nil
        }
        #expect(texts.contains("Easy") && texts.contains("Tempo"), "\(texts)")
        #expect(!texts.contains("170") && !texts.contains("100"), "\(texts)")
        #expect(texts.contains("30"), "the x axis's labels through AnyAxisMark: \(texts)")
    }

    @Test func aSectionDrawsItsHeaderAndItsChart() throws {
        let renderer = ViewRenderer(content: TrainingSectionView())
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let svg = renderer.svg()
        #expect(svg.contains("Weekly training") && svg.contains("Total 260 min"))
        let bars = Self.markNodes(renderer, chart: 0).filter { if case .rect = $0 { true } else { false } }
        #expect(bars.count == 7)
    }

    @Test func aChartInAChartsOverlayIsDrawnOnce() throws {
        let renderer = ViewRenderer(content: OverlayGridChartView())
        #expect(renderer.charts.count == 2, "the chart and the one in its overlay")
        #expect(renderer.diagnostics.allSatisfy { $0.severity != .error })
        let lines = Self.markNodes(renderer, chart: 0).filter { if case .path = $0 { true } else { false } }
        #expect(lines.count == 1)
        #expect(Self.markNodes(renderer, chart: 1).isEmpty, "the overlay's chart has no marks")
    }

    @Test func symbolsTurnedWithAnAffineTransformPointTheirOwnWay() throws {
        let renderer = ViewRenderer(content: WindArrowsView())
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let symbols = Self.markNodes(renderer, chart: 0).compactMap { node -> SymbolNode? in
            if case .symbol(let s) = node { return s }
            return nil
        }
        #expect(symbols.count == WindArrowsView.hours.count)
        #expect(Set(symbols.map { $0.shape }).count == symbols.count, "one turn per arrow")
        // The unturned arrow's tip is at the bottom of its box, the half-turned one's at its left.
        guard case .custom(let down) = symbols[0].shape, case .custom(let left) = symbols[3].shape else {
            Issue.record("custom symbols expected")
            return
        }
        #expect(down.source.hasPrefix("M0.0,1.0"), "\(down.source)")
        let tip = left.source.dropFirst().prefix { $0 != "L" }.split(separator: ",").compactMap { Double($0) }
        #expect(tip.count == 2 && abs(tip[0] + 1) < 1e-9 && abs(tip[1]) < 1e-9, "\(left.source)")
    }
}

/// Actions that run after layout see the environment of the view that set them.
@MainActor
@Suite struct AppearActionEnvironmentTests {
    final class Diary: ObservableObject {
        @Published var loaded = 0
        func load() { loaded += 1 }
    }

    struct Loader: View {
        @EnvironmentObject var diary: Diary
        var body: some View {
            Text("Loaded \(diary.loaded)").onAppear { diary.load() }
        }
    }

    @Test func onAppearReadsTheEnvironmentObject() {
        let diary = Diary()
        let svg = ViewRenderer(content: Loader().environmentObject(diary)).svg()
        #expect(diary.loaded == 1)
        #expect(svg.contains("Loaded"))
    }
}

/// Overlay annotations on sectors sit in the middle of their sectors.
@MainActor
@Suite struct SectorAnnotationTests {
    struct Share: Identifiable {
        let name: String
        let value: Double
        var id: String { name }
    }

    struct Nutrients: View {
        let shares = [
            Share(name: "Carbs", value: 50), Share(name: "Fat", value: 25), Share(name: "Protein", value: 25),
        ]
        var body: some View {
            Chart(shares) { share in
                SectorMark(angle: .value("Value", share.value), innerRadius: .ratio(0.6))
                    .foregroundStyle(by: .value("Name", share.name))
                    .annotation(position: .overlay) { Text("\(Int(share.value))%") }
            }
            .frame(width: 300, height: 300)
        }
    }

    @Test func eachSectorShowsItsLabelInsideIt() throws {
        let renderer = ViewRenderer(content: Nutrients())
        let chart = renderer.charts[0].rendered
        var labels: [String: Point] = [:]
        func walk(_ node: SceneNode, _ offset: Point) {
            switch node {
            case .group(let g):
                let at = Point(x: offset.x + g.transform.tx, y: offset.y + g.transform.ty)
                for child in g.children { walk(child, at) }
            case .text(let t): labels[t.text] = Point(x: t.position.x + offset.x, y: t.position.y + offset.y)
            default: break
            }
        }
        walk(.group(chart.scene.root), Point(x: 0, y: 0))
        let plot = chart.plotFrame
        let center = Point(x: plot.midX, y: plot.midY)
        let outer = min(plot.width, plot.height) / 2
        for (text, side) in [("50%", 1.0), ("25%", -1.0)] {
            let at = try #require(labels[text], "\(labels.keys.sorted())")
            // Halfway between the inner and outer radius (0.8 of the outer), on the sector's side.
            let distance = hypot(at.x - center.x, at.y - center.y)
            #expect(distance > 0.6 * outer && distance < outer, "\(text) at \(at)")
            #expect((at.x - center.x) * side > 0, "\(text) at \(at)")
        }
    }
}

/// A domain listed from high to low turns the axis over, as a filled area then hangs from the top.
@MainActor
@Suite struct DescendingDomainTests {
    struct Rain: View {
        var body: some View {
            Chart {
                ForEach(0..<6, id: \.self) { hour in
                    AreaMark(x: .value("Hour", hour), y: .value("Rain", Double(hour * 10)))
                }
            }
            .chartYScale(domain: [100, 0])
            .frame(width: 300, height: 200)
        }
    }

    @Test func zeroIsAtTheTop() throws {
        let ticks = try #require(ViewRenderer(content: Rain()).charts.first?.rendered.axisTicks[.y])
        let zero = try #require(ticks.first { $0.label == "0" })
        let hundred = try #require(ticks.first { $0.label == "100" })
        #expect(zero.offset < hundred.offset, "\(ticks.map { ($0.label, $0.offset) })")
    }
}

/// Vectorized plots named as one series by a constant (`series: .value("Series", "past")`), lines and
/// bands alike, as a weather app draws past and forecast hours.
@MainActor
@Suite struct ConstantSeriesPlotTests {
    struct Hour {
        let time: Double
        let value: Double
        var low: Double { value - 2 }
        var high: Double { value + 2 }
    }

    struct Meteogram: View {
        let past = (0..<12).map { Hour(time: Double($0), value: Double($0 % 5)) }
        let future = (12..<24).map { Hour(time: Double($0), value: Double($0 % 4)) }
        var body: some View {
            Chart {
                AreaPlot(
                    future, x: .value("Hour", \.time), yStart: .value("Low", \.low), yEnd: .value("High", \.high),
                    series: .value("Series", "band"))
                LinePlot(past, x: .value("Hour", \.time), y: .value("Value", \.value), series: .value("Series", "past"))
                LinePlot(
                    future, x: .value("Hour", \.time), y: .value("Value", \.value), series: .value("Series", "next"))
            }
            .frame(width: 400, height: 200)
        }
    }

    @Test func eachPlotIsOneSeries() {
        let renderer = ViewRenderer(content: Meteogram())
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let marks = RealCodeGapsTests.markNodes(renderer, chart: 0)
        let paths = marks.filter { if case .path = $0 { true } else { false } }
        // One band and two lines, each a single path over its hours.
        #expect(paths.count == 3, "\(marks.count) marks")
    }
}

/// A legend wider than the chart flows onto a second row instead of running off the edge.
@MainActor
@Suite struct WrappedLegendTests {
    struct Expenses: View {
        let categories = ["Groceries", "Transport", "Housing", "Health", "Leisure", "Education", "Gifts"]
        var body: some View {
            Chart {
                ForEach(Array(categories.enumerated()), id: \.offset) { index, name in
                    BarMark(x: .value("Category", name), y: .value("Amount", 100 + index * 30))
                        .foregroundStyle(by: .value("Category", name))
                }
            }
            .frame(width: 390, height: 260)
        }
    }

    @Test func everyEntryIsOnTheCanvasOverTwoRows() throws {
        let chart = try #require(ViewRenderer(content: Expenses()).charts.first?.rendered)
        var labels: [(text: String, x: Double, y: Double)] = []
        func walk(_ node: SceneNode, inLegend: Bool) {
            guard case .group(let g) = node else {
                if inLegend, case .text(let t) = node { labels.append((t.text, t.position.x, t.position.y)) }
                return
            }
            for child in g.children { walk(child, inLegend: inLegend || g.role == .legendLabel) }
        }
        walk(.group(chart.scene.root), inLegend: false)
        #expect(labels.count == 7)
        let measurer = StandardTextMeasurer.shared
        for label in labels {
            let width = measurer.width(of: label.text, font: Theme.light.font)
            #expect(label.x >= 0 && label.x + width <= 390, "\(label.text) at \(label.x)")
        }
        #expect(Set(labels.map(\.y)).count == 2, "\(labels.map(\.y))")
    }
}
