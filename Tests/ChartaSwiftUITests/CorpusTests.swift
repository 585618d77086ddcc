import ChartaSVG
import ChartaScene
import ChartaSwiftUI
import ChartaTestSupport
import Foundation
import Testing

/// Every view of the corpus (Swift Charts code of our own writing, in Apple's spelling) compiles,
/// renders without error diagnostics, and draws its charts' marks; a few are compared with reviewed
/// golden SVGs, and the interactive ones lead to more than one picture.
@MainActor
@Suite struct CorpusTests {
    init() { ColorAssets.shared.register(["AccentBrand": Color(red: 0.36, green: 0.2, blue: 0.9)]) }

    /// The number of drawn nodes inside `mark` groups of a scene.
    static func markNodes(_ nodes: [SceneNode], inMark: Bool = false) -> Int {
        nodes.reduce(0) { count, node in
            if case .group(let g) = node {
                return count + markNodes(g.children, inMark: inMark || g.role == .mark)
            }
            return count + (inMark ? 1 : 0)
        }
    }

    @Test func everyViewRendersItsChartsWithoutErrors() {
        let views = CorpusCatalog.all()
        #expect(views.count >= 60)
        for (name, view) in views {
            let renderer = ViewRenderer(content: AnyView(erasing: view))
            let errors = renderer.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(name): \(errors)")
            let unexpected = renderer.diagnostics.filter {
                if case .placeholderImage = $0.kind { return false }
                // C77 draws an empty chart over its chart on purpose (its grid, as apps do).
                if case .emptyData = $0.kind, name.hasPrefix("C77") { return false }
                return $0.severity == .warning && !name.hasPrefix("C12")
            }
            #expect(unexpected.isEmpty, "\(name): \(unexpected)")
            #expect(!renderer.charts.isEmpty, "\(name) draws no chart")
            #expect(Self.markNodes(renderer.scene.root.children) > 0, "\(name) draws no mark")
            let size = renderer.scene.size
            #expect(size.width == 390 && size.height > 0, "\(name): \(size)")
        }
    }

    /// Views whose SVG was looked at (as PNG) and kept as a golden file.
    @Test(arguments: [
        "C04_CityTemperatures", "C16_BudgetDonut",
        "C18_GradientArea", "C40_CustomContentPlot", "C49_CustomLegend", "C50_GroupBoxCard",
    ])
    func matchesItsGolden(name: String) throws {
        let view = try #require(CorpusCatalog.all().first { $0.name == name }?.view)
        let renderer = ViewRenderer(content: AnyView(erasing: view))
        assertGolden(renderer.svg(options: SVGOptions(precision: 2)), named: name)
    }

    /// Views that change with a tap or a drag: their pages hold several pictures.
    @Test(arguments: ["C17_DonutSelection", "C28_DragInspector", "C31_XSelectionPrice"])
    func interactiveViewsLeadToSeveralPictures(name: String) throws {
        let view = try #require(CorpusCatalog.all().first { $0.name == name }?.view)
        let html = ViewRenderer(content: AnyView(erasing: view)).interactiveHTML(maxStates: 16, step: 8)
        let pictures = html.components(separatedBy: "<template id=\"charta-state-").count - 1
        #expect(pictures > 1, "\(name): \(pictures) picture")
    }
}

/// What the views of recent Swift Charts API draw.
@MainActor
@Suite struct CorpusBinsAndSymbolsTests {
    /// Every node of a scene, groups flattened.
    static func nodes(_ node: SceneNode) -> [SceneNode] {
        if case .group(let g) = node { return g.children.flatMap(nodes) }
        return [node]
    }

    @Test func binsChosenFromTheDataDrawOneBarPerBin() throws {
        let masses = CorpusData.penguins.map(\.bodyMass)
        let bins = NumberBins(data: masses, desiredCount: 12)
        #expect(bins.count >= 6 && bins.count <= 24, "\(bins.thresholds)")
        #expect(bins.thresholds.first! <= masses.min()! && bins.thresholds.last! >= masses.max()!)
        #expect(bins[0].contains(bins[0].lowerBound) && !bins[0].contains(bins[0].upperBound))
        #expect(bins[bins.count - 1].contains(bins[bins.count - 1].upperBound), "the last bin is closed")
        let renderer = ViewRenderer(content: FlipperBinsView())
        let bars = Self.nodes(.group(renderer.charts[0].rendered.scene.root)).filter {
            if case .rect(let r) = $0, r.item != nil { return true }
            return false
        }
        #expect(bars.count == bins.count)
        // The count axis steps by whole penguins at least.
        let ticks = renderer.charts[0].rendered.axisTicks[.y]?.compactMap(\.value) ?? []
        #expect(ticks.allSatisfy { if case .number(let v) = $0 { v == v.rounded() } else { false } })
    }

    @Test func anAppsOwnSymbolShapeIsDrawnFromItsPath() throws {
        let shape = DiamondMarkersShape().sceneShape
        guard case .custom(let path) = shape else {
            Issue.record("expected a custom symbol, got \(shape)")
            return
        }
        #expect(path.source.hasPrefix("M0.0,-1.0L1.0,0.0"), "\(path.source)")
        let scene = ViewRenderer(content: DiamondMarkersView()).scene
        let symbols = Self.nodes(.group(scene.root)).compactMap { node -> SymbolNode? in
            if case .symbol(let s) = node, s.item != nil { return s }
            return nil
        }
        #expect(symbols.count == CorpusData.dailySteps.count)
        #expect(symbols.allSatisfy { $0.shape == shape })
    }

    @Test func integerBinsHaveWholeEdges() {
        let bins = NumberBins(range: 0...100, count: 4)
        #expect(bins.thresholds == [0, 25, 50, 75, 100])
        let nice = NumberBins(data: [1, 2, 2, 3, 9], desiredCount: 20)
        #expect(nice.thresholds.allSatisfy { $0 >= 0 } && nice.thresholds.count >= 2)
        #expect(zip(nice.thresholds, nice.thresholds.dropFirst()).allSatisfy { $1 - $0 >= 1 })
    }
}

/// The screen around a chart: containers and controls drawn at rest.
@MainActor
@Suite struct CorpusScreenTests {
    @Test func aTabViewDrawsItsSelectedPageAndTheScreenItsControls() throws {
        let renderer = ViewRenderer(content: StatsScreenView())
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        #expect(renderer.charts.count == 1, "only the selected page is drawn")
        let svg = renderer.svg()
        for text in ["Revenue 2023", "Total", "Best month", "703.3", "From", "Filter months", "Yearly goal"] {
            #expect(svg.contains(text), "\(text)")
        }
        #expect(!svg.contains("month by month"), "the long header does not fit 390 points")
        // The selected page is the line chart (tag 1).
        let marks = CorpusBinsAndSymbolsTests.nodes(.group(renderer.charts[0].rendered.scene.root))
        #expect(marks.contains { if case .path(let p) = $0 { p.item != nil } else { false } }, "a line")
        #expect(!marks.contains { if case .rect(let r) = $0 { r.item != nil } else { false } }, "no bars")
        #expect(svg.contains("Figures in thousands of dollars"))
    }
}
