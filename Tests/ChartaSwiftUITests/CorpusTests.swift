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
