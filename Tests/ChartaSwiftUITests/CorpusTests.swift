import ChartaSVG
import ChartaSwiftUI
import Foundation
import Testing

/// Every view of the corpus (Swift Charts code of our own writing, in Apple's spelling) compiles,
/// renders without error diagnostics, and draws something.
@MainActor
@Suite struct CorpusTests {
    @Test func everyViewRendersWithoutErrors() {
        let views = CorpusCatalog.all()
        #expect(views.count >= 60)
        for (name, view) in views {
            let renderer = ViewRenderer(content: AnyView(erasing: view))
            let errors = renderer.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(name): \(errors)")
            #expect(renderer.scene.size.width > 0 && renderer.scene.size.height > 0, "\(name)")
        }
    }
}
