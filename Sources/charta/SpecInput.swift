import Charta
import ChartaTerminal
import ChartaVegaLite
import Foundation

/// A Vega-Lite spec read from a file or standard input.
struct SpecInput {
    /// The argument as given (`-` for standard input).
    var argument: String
    var data: Data
    /// The folder relative data URLs resolve against.
    var baseURL: URL?

    /// The spec's name for output files: the file name without `.vl.json` or `.json`.
    var name: String {
        guard argument != "-" else { return "chart" }
        var base = URL(fileURLWithPath: argument).lastPathComponent
        for suffix in [".vl.json", ".json"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            break
        }
        return base.isEmpty ? "chart" : base
    }

    /// Reads the spec; throws a message for people when it cannot be read.
    static func read(_ argument: String) throws(CommandFailure) -> SpecInput {
        if argument == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            return SpecInput(argument: argument, data: data, baseURL: cwd)
        }
        let url = URL(fileURLWithPath: argument)
        guard let data = try? Data(contentsOf: url) else {
            throw CommandFailure(
                status: ExitStatus.io, message: "cannot read \(argument): \(FileProblem.reading(argument))")
        }
        return SpecInput(argument: argument, data: data, baseURL: url.deletingLastPathComponent())
    }

    /// The chart and the diagnostics of reading it.
    func chart(options: VegaLiteReader.Options) -> (ChartSpec?, [Diagnostic]) {
        VegaLiteReader.read(json: data, baseURL: baseURL, options: options)
    }
}

/// A failure with the exit status it maps to and a message for standard error.
struct CommandFailure: Error {
    var status: Int32
    var message: String
}

/// Writing to standard error.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes one line whose text may come from data or a spec, with its control characters shown
    /// escaped so that it cannot act on the terminal.
    static func line(_ text: String) {
        write(TerminalText.sanitized(text) + "\n")
    }

    /// Whether standard error is a terminal (progress is shown only then).
    static var isTerminal: Bool { isatty(2) == 1 }
}
