import ArgumentParser
import Charta
import ChartaExamples
import ChartaSVG
import Foundation

/// `charta gallery -o DIR`: renders every reference chart as SVG with an index page, and as PNG (at
/// `--scale`) when the package is built with the `Cairo` trait.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the reference charts as SVG files (and PNG files in a Cairo build) and an index.html.")

    @Option(name: .shortAndLong, help: "The folder to write into (created if missing).")
    var output: String = "gallery"

    @Option(help: "Pixels per point of the PNG files (Cairo builds only).")
    var scale: Double = 2

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var figures: [String] = []
        for entry in try Gallery.entries() {
            let rendered = entry.render()
            for diagnostic in rendered.diagnostics {
                FileHandle.standardError.write(Data("\(entry.name): \(diagnostic)\n".utf8))
            }
            let svg = SVGRenderer().render(rendered.scene)
            try Data(svg.utf8).write(to: folder.appendingPathComponent("\(entry.name).svg"))
            let png = try writePNG(rendered.scene, name: entry.name, to: folder)
            figures.append(GalleryPage.figure(entry, file: "\(entry.name).svg", png: png))
        }
        let page = GalleryPage.document(figures: figures)
        try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
        print("Wrote \(figures.count) charts\(Self.pngNote) and index.html to \(folder.path)")
    }

    static let pngNote = RasterOutput.isAvailable ? " (SVG and PNG)" : ""

    /// Writes `NAME.png` when PNG output is available; returns the file name.
    func writePNG(_ scene: Scene, name: String, to folder: URL) throws -> String? {
        guard let png = try RasterOutput.encode(scene, as: .png, scale: scale, label: "\(name).png") else { return nil }
        try png.write(to: folder.appendingPathComponent("\(name).png"))
        return "\(name).png"
    }
}

/// The gallery's index page.
enum GalleryPage {
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func figure(_ entry: Gallery.Entry, file: String, png: String? = nil) -> String {
        let link = png.map { " <a href=\"\(escape($0))\">PNG</a>" } ?? ""
        return """
            <figure><img src="\(escape(file))" alt="\(escape(entry.title))">\
            <figcaption><b>\(escape(entry.title))</b>\(link)<br>\(escape(entry.caption))</figcaption></figure>
            """
    }

    static func document(figures: [String]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Charta gallery</title>
        <style>body{font-family:"Liberation Sans",Arial,sans-serif;margin:24px;background:#f2f2f7}\
        main{display:flex;flex-wrap:wrap;gap:24px}figure{margin:0;background:#fff;padding:12px;border-radius:8px}\
        figcaption{font-size:13px;color:#333;margin-top:8px;max-width:380px}</style></head>
        <body><h1>Charta gallery</h1><main>
        \(figures.joined(separator: "\n"))
        </main></body></html>

        """
    }
}
