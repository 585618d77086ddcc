import Charta
import ChartaServer
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
    func sized(_ chart: ChartSpec) -> ChartSpec { chart.sized(width: width, height: height) }

    /// The chart's bytes; diagnostics of layout go to standard error prefixed with `label`.
    func encode(_ chart: ChartSpec, label: String) throws(CommandFailure) -> Data {
        if format == .terminal {
            let cells = TerminalOutput.cells(width: width, height: height)
            let mode = colorMode.resolve(toTerminal: toTerminal)
            let (text, diagnostics) = TerminalOutput.render(
                chart, columns: cells.columns, rows: cells.rows, mode: mode, growing: height == nil)
            for d in diagnostics { StandardError.line("\(label): \(d)") }
            try ChartOutput.checkRefusal(diagnostics, label: label)
            return Data(text.utf8)
        }
        let spec = sized(chart)
        let rendered = ChartLayout.render(spec)
        for d in rendered.diagnostics { StandardError.line("\(label): \(d)") }
        try ChartOutput.checkRefusal(rendered.diagnostics, label: label)
        guard let chartFormat = ChartFormat(rawValue: format.rawValue) else { return Data() }
        do {
            let scene = entryTime.map { rendered.entryTransition.scene(at: $0) }
            let encoded = try chartFormat.encode(rendered, spec: spec, scale: scale ?? 1, scene: scene)
            for warning in encoded.warnings { StandardError.write("\(label): \(warning)\n") }
            return encoded.bytes
        } catch {
            throw CommandFailure(status: ExitStatus.invalidSpec, message: error.message)
        }
    }

    /// Writes bytes to a file, or to standard output for `-`.
    ///
    /// A regular file (or a new one) is replaced atomically, through any symbolic link to it, so a
    /// reader never sees half a chart. Anything else that exists, such as `/dev/null`, a FIFO or a
    /// terminal, is written in place: replacing it would turn a device into a file. A missing folder
    /// is created, as a batch creates its output folder.
    static func write(_ data: Data, to path: String) throws(CommandFailure) {
        if path == "-" {
            FileHandle.standardOutput.write(data)
            return
        }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        try createFolder(FileProblem.parent(of: path))
        do {
            if isSpecialFile(target.path) {
                let handle = try FileHandle(forWritingTo: target)
                defer { try? handle.close() }
                try handle.write(contentsOf: data)
            } else {
                try data.write(to: target, options: .atomic)
            }
        } catch {
            throw CommandFailure(status: ExitStatus.io, message: "cannot write \(path): \(FileProblem.writing(path))")
        }
    }

    /// Creates `folder` and the folders it is in when they are missing.
    static func createFolder(_ folder: String) throws(CommandFailure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(
                status: ExitStatus.io,
                message: "cannot create the folder \(folder): \(FileProblem.creatingFolder(folder))")
        }
    }

    /// Whether `path` exists and is not a regular file or a folder (a device, FIFO or socket).
    private static func isSpecialFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }
}

extension ChartOutput {
    /// Fails when layout refused the chart (an error diagnostic: a render limit the spec exceeds).
    static func checkRefusal(_ diagnostics: [Diagnostic], label: String) throws(CommandFailure) {
        guard diagnostics.contains(where: { $0.severity == .error }) else { return }
        throw CommandFailure(status: ExitStatus.invalidSpec, message: "\(label) exceeds a render limit")
    }
}
