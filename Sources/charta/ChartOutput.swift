import Charta
import ChartaOutput
import Foundation

/// The command line's output settings, shared by `render` and `plot`: ChartaOutput lays the chart out
/// and encodes it; this reads the terminal's size and colours and reports diagnostics.
struct ChartOutput {
    var format: ChartFormat
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
    /// The folder pictures with a relative address are read from (the spec's own folder).
    var imageDirectory: String?

    /// The settings for ChartaOutput: terminal text is drawn in the terminal's cells unless
    /// `--width`/`--height` say otherwise, and grows to fit its labels when no height was given.
    var settings: OutputSettings {
        guard format == .terminal else {
            return OutputSettings(
                width: width, height: height, scale: scale ?? 1, entryTime: entryTime, imageDirectory: imageDirectory)
        }
        let cells = TerminalOutput.cells(width: width, height: height)
        return OutputSettings(
            width: Double(cells.columns), height: Double(cells.rows),
            colorMode: colorMode.resolve(toTerminal: toTerminal),
            growsToFitLabels: height == nil)
    }

    /// The chart's bytes; diagnostics of layout and warnings of encoding go to standard error prefixed
    /// with `label`.
    func encode(_ chart: ChartSpec, label: String) throws(CommandFailure) -> Data {
        let settings = settings
        let laidOut = format.layout(chart, settings: settings)
        try ChartOutput.report(laidOut, label: label)
        return try ChartOutput.encode(laidOut, as: format, settings: settings, label: label).bytes
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
    /// Prints the diagnostics of layout and fails when layout refused the chart (an error diagnostic:
    /// a render limit the spec exceeds).
    static func report(_ chart: LaidOutChart, label: String) throws(CommandFailure) {
        for d in chart.diagnostics { StandardError.line("\(label): \(d)") }
        guard chart.isRefused else { return }
        throw CommandFailure(status: ExitStatus.invalidSpec, message: "\(label) exceeds a render limit")
    }

    /// Encodes a laid-out chart, printing the warnings of encoding; a format this build lacks exits
    /// with ``ExitStatus/unavailableFormat``.
    static func encode(
        _ chart: LaidOutChart, as format: ChartFormat, settings: OutputSettings, label: String
    ) throws(CommandFailure) -> EncodedChart {
        do {
            let encoded = try format.encode(chart, settings: settings)
            for warning in encoded.warnings { StandardError.write("\(label): \(warning)\n") }
            return encoded
        } catch {
            let status = error == .unavailable(format) ? ExitStatus.unavailableFormat : ExitStatus.invalidSpec
            throw CommandFailure(status: status, message: error.message)
        }
    }
}
