import Charta
import ChartaHTML
import ChartaSVG
import ChartaTerminal
import Foundation

extension ChartFormat {
    /// Encodes a laid-out chart; `settings` gives PNG's pixel density, terminal colours and the moment of
    /// the entry animation to draw (without one, the SVG of a chart with an animation plays its entry).
    /// Interactive HTML is built from the chart's spec. Throws ``OutputError/unavailable(_:)`` for a format this
    /// build lacks: no format gives empty bytes in its place.
    public func encode(
        _ chart: LaidOutChart, settings: OutputSettings = OutputSettings()
    ) throws(OutputError) -> EncodedChart {
        let rendered = chart.rendered
        let scene = settings.entryTime.map { rendered.entryTransition.scene(at: $0) } ?? rendered.scene
        switch self {
        case .svg:
            let options = SVGOptions(
                precision: ChartFormat.svgPrecision,
                entryAnimation: chart.spec.animation == nil ? nil : rendered.entryAnimation)
            return EncodedChart(bytes: Data(SVGRenderer(options: options).render(scene).utf8), format: self)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            guard let data = try? encoder.encode(scene) else { throw .sceneNotEncodable }
            return EncodedChart(bytes: data + Data("\n".utf8), format: self)
        case .html:
            let page = HTMLRenderer().render(InteractiveChart(spec: chart.spec))
            return EncodedChart(bytes: Data(page.utf8), format: self)
        case .png, .pdf:
            return try raster(scene, scale: settings.scale, imageDirectory: settings.imageDirectory)
        case .terminal:
            var text = TerminalRenderer(colorMode: settings.colorMode).render(scene)
            if chart.grewToFitLabels {
                while text.hasSuffix("\n\n") { text.removeLast() }
            }
            return EncodedChart(bytes: Data(text.utf8), format: self)
        }
    }
}
