import ChartaExamples
import ChartaSwiftUI
import Foundation

extension GalleryCommand {
    /// Renders the gallery's Swift Charts views (SVG, PNG in a Cairo build, and an interactive page
    /// made from their gesture closures); returns their figures for the index page.
    @MainActor
    func writeSwiftChartsViews(to folder: URL) throws -> [String] {
        try SwiftChartsGallery.entries().map { entry in
            let renderer = ViewRenderer(content: AnyView(erasing: entry.view))
            for diagnostic in renderer.diagnostics {
                FileHandle.standardError.write(Data("\(entry.name): \(diagnostic)\n".utf8))
            }
            try Data(renderer.svg().utf8).write(to: folder.appendingPathComponent("\(entry.name).svg"))
            let png = try writePNG(renderer.scene, name: entry.name, to: folder)
            let html = renderer.interactiveHTML(title: entry.title, stateData: entry.stateData)
            try Data(html.utf8).write(to: folder.appendingPathComponent("\(entry.name).html"))
            return GalleryPage.figure(
                title: entry.title, caption: entry.caption, file: "\(entry.name).svg", png: png,
                html: "\(entry.name).html")
        }
    }
}
