import Charta
import ChartaHTML
import ChartaSVG
import Foundation

/// Lays a chart out and encodes it in one output format; shared by `render` and `plot`.
struct ChartOutput {
    var format: OutputFormat
    /// Points, or columns for terminal text (nil: the spec's size, or the terminal's).
    var width: Double?
    /// Points, or rows for terminal text.
    var height: Double?
    /// PNG pixel density.
    var scale: Double?
    var colorMode: ColorModeOption = .auto
    /// Whether the bytes go to a terminal (terminal text is coloured only then, unless forced).
    var toTerminal = false
    /// Draw the entry animation's frame at this time (0…1) instead of the final chart.
    var entryTime: Double?

    /// The chart with the requested width and height, when given, as its whole size.
    func sized(_ chart: ChartSpec) -> ChartSpec {
        var spec = chart
        if let width { spec.size.width = .total(width) }
        if let height { spec.size.height = .total(height) }
        return spec
    }

    /// The chart's bytes; diagnostics of layout go to standard error prefixed with `label`.
    func encode(_ chart: ChartSpec, label: String) throws(CommandFailure) -> Data {
        if format == .terminal {
            let cells = TerminalOutput.cells(width: width, height: height)
            let mode = colorMode.resolve(toTerminal: toTerminal)
            let (text, diagnostics) = TerminalOutput.render(chart, columns: cells.columns, rows: cells.rows, mode: mode)
            for d in diagnostics { StandardError.line("\(label): \(d)") }
            try ChartOutput.checkRefusal(diagnostics, label: label)
            return Data(text.utf8)
        }
        let spec = sized(chart)
        let rendered = ChartLayout.render(spec)
        for d in rendered.diagnostics { StandardError.line("\(label): \(d)") }
        try ChartOutput.checkRefusal(rendered.diagnostics, label: label)
        let scene = entryTime.map { rendered.entryTransition.scene(at: $0) } ?? rendered.scene
        switch format {
        case .svg:
            // A chart with an animation plays its entry (`render --animate` sets one).
            let options = SVGOptions(entryAnimation: spec.animation == nil ? nil : rendered.entryAnimation)
            return Data(SVGRenderer(options: options).render(scene).utf8)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            guard let data = try? encoder.encode(scene) else {
                throw CommandFailure(status: ExitStatus.invalidSpec, message: "the scene could not be encoded")
            }
            return data + Data("\n".utf8)
        case .png, .pdf:
            let encoded = try? RasterOutput.encode(scene, as: format, scale: scale ?? 1, label: label)
            guard let encoded else {
                throw CommandFailure(status: ExitStatus.invalidSpec, message: "cairo could not draw the chart")
            }
            return encoded
        case .html:
            return Data(HTMLRenderer().render(InteractiveChart(spec: spec)).utf8)
        case .terminal:
            return Data()  // drawn above, in cells
        }
    }

    /// Writes bytes to a file, or to standard output for `-`.
    static func write(_ data: Data, to path: String) throws(CommandFailure) {
        if path == "-" {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(status: ExitStatus.io, message: "cannot write \(path)")
        }
    }
}

extension ChartOutput {
    /// Fails when layout refused the chart (an error diagnostic: a render limit the spec exceeds).
    static func checkRefusal(_ diagnostics: [Diagnostic], label: String) throws(CommandFailure) {
        guard diagnostics.contains(where: { $0.severity == .error }) else { return }
        throw CommandFailure(status: ExitStatus.invalidSpec, message: "\(label) exceeds a render limit")
    }
}
