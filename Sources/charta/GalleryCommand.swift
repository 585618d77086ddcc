import ArgumentParser
import Charta
import ChartaExamples
import ChartaHTML
import ChartaOutput
import ChartaSVG
import Foundation

/// `charta gallery -o DIR`: renders every reference chart as SVG and as an interactive HTML page, with
/// an index page, and as PNG (at `--scale`) when the package is built with the `Cairo` trait.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract:
            "Render the reference charts as SVG, interactive HTML and terminal text (.txt, .ansi.txt) files (and PNG files in a Cairo build) and an index.html.",
        discussion: """
            The charts are Charta's reference examples, written in Swift with Charta's chart builder and \
            as Swift Charts views; the folder is created when missing and its files are replaced.

            """
                + HelpText.examples([
                    ("charta gallery -o gallery", "writes gallery/index.html and one set of files per chart"),
                    ("charta gallery -o gallery --scale 1", "PNG files at one pixel a point (Cairo builds)"),
                ]) + "\n\n"
                + HelpText.exitStatus([
                    (ExitStatus.success, "every chart was written"),
                    (1, "a file could not be written"),
                    HelpText.usage,
                ])
    )

    @Option(name: .shortAndLong, help: "The folder to write into (created if missing).")
    var output: String = "gallery"

    @Option(help: "Pixels per point of the PNG files (Cairo builds only).")
    var scale: Double = 2

    func run() async throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var figures: [String] = []
        for entry in try Gallery.entries() {
            let rendered = entry.render()
            for diagnostic in rendered.diagnostics {
                FileHandle.standardError.write(Data("\(entry.name): \(diagnostic)\n".utf8))
            }
            // Charts with an animation play their entry in browsers (also as the index page's images).
            let animation = rendered.animation == nil ? nil : rendered.entryAnimation
            let svg = SVGRenderer(options: SVGOptions(entryAnimation: animation)).render(rendered.scene)
            try Data(svg.utf8).write(to: folder.appendingPathComponent("\(entry.name).svg"))
            let png = try writePNG(rendered.scene, name: entry.name, to: folder)
            try GalleryText.write(entry, to: folder)
            let html = try GalleryPage.interactive(entry)
            try Data(html.utf8).write(to: folder.appendingPathComponent("\(entry.name).html"))
            figures.append(GalleryPage.figure(entry, file: "\(entry.name).svg", png: png, html: "\(entry.name).html"))
        }
        figures += try await writeSwiftChartsViews(to: folder)
        let page = GalleryPage.document(figures: figures)
        try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
        print(
            "Wrote \(figures.count) charts\(Self.pngNote), their HTML pages, terminal text and index.html to \(folder.path)"
        )
    }

    static let pngNote = ChartFormat.rasterAvailable ? " (SVG and PNG)" : ""

    /// Writes `NAME.png` when PNG output is available; returns the file name.
    func writePNG(_ scene: Scene, name: String, to folder: URL) throws -> String? {
        guard ChartFormat.png.isAvailable else { return nil }
        let png = try ChartFormat.png.raster(scene, scale: scale)
        for warning in png.warnings { StandardError.write("\(name).png: \(warning)\n") }
        try png.bytes.write(to: folder.appendingPathComponent("\(name).png"))
        return "\(name).png"
    }
}

/// The gallery's index page.
enum GalleryPage {
    static func escape(_ s: String) -> String { HTMLText.escape(s) }

    static func figure(_ entry: Gallery.Entry, file: String, png: String? = nil, html: String? = nil) -> String {
        figure(title: entry.title, caption: entry.caption, file: file, png: png, html: html)
    }

    static func figure(title: String, caption: String, file: String, png: String? = nil, html: String? = nil) -> String
    {
        let link =
            (html.map { " <a href=\"\(escape($0))\">Interactive</a>" } ?? "")
            + (png.map { " <a href=\"\(escape($0))\">PNG</a>" } ?? "")
        return """
            <figure><img src="\(escape(file))" alt="\(escape(title))">\
            <figcaption><b>\(escape(title))</b>\(link)<br>\(escape(caption))</figcaption></figure>
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

/// The gallery's interactive pages.
extension GalleryPage {
    /// The HTML page of an entry: the chart as the interaction engine runs it, or, for the monthly chart
    /// (whose month and year buttons are `MonthlyNavigation`, not the engine), every window it can show.
    static func interactive(_ entry: Gallery.Entry) throws -> String {
        var options = HTMLOptions(title: entry.title, caption: entry.caption, id: entry.name)
        if entry.name.hasPrefix("monthly-") {
            options.title = "Monthly totals"  // the page moves between years
            return HTMLRenderer(options: options).render(try monthlyNavigation())
        }
        let renderer = HTMLRenderer(options: options)
        return renderer.render(InteractiveChart(entry.chart, state: entry.state, chartForState: entry.chartForState))
    }

    /// The monthly chart's windows, from the latest one: chevrons slide a month (across years), the
    /// outer buttons change the year; the arrow keys do the same (left/right months, down/up years).
    static func monthlyNavigation() throws -> ChartNavigation {
        let totals = try ExampleData.monthlyTotals()
        typealias Step = (MonthlyNavigation) -> MonthlyNavigation
        func step(_ change: @escaping (inout MonthlyNavigation) -> Void) -> Step {
            { value in
                var copy = value
                change(&copy)
                return copy
            }
        }
        let commands: [(ChartNavigation.Command, Step)] = [
            (.init(symbol: "«", label: "Previous year", keys: ["ArrowDown"]), step { $0.previousYear() }),
            (.init(symbol: "‹", label: "Previous month", keys: ["ArrowLeft"]), step { $0.previousMonth() }),
            (.init(symbol: "›", label: "Next month", keys: ["ArrowRight"]), step { $0.nextMonth() }),
            (.init(symbol: "»", label: "Next year", keys: ["ArrowUp"]), step { $0.nextYear() }),
        ]
        return ChartNavigation.exploring(
            from: MonthlyNavigation(totals: totals), commands: commands,
            caption: { navigation in
                let values = totals.years.first { $0.year == navigation.year }?.values ?? []
                let months = MonthlyLineChart.window(values: values, endMonth: navigation.endMonth).map(\.month)
                guard let first = months.first, let last = months.last else { return "\(navigation.year)" }
                return first == last ? "\(first) \(navigation.year)" : "\(first) to \(last) \(navigation.year)"
            },
            render: { $0.chart(totals: totals).render() })
    }
}
