import ArgumentParser
import Foundation

/// The output formats of `render` and `plot`; PNG and PDF come with the Cairo back end.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, json, html, png, pdf, terminal

    /// The format an output file's extension names (`.txt` is terminal text); nil for `-`, for a name
    /// without an extension and for an extension that names no format.
    init?(path: String) {
        guard path != "-" else { return nil }
        let pathExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
        self.init(rawValue: pathExtension == "txt" ? "terminal" : pathExtension)
    }

    /// The extension of files in this format.
    var fileExtension: String { self == .terminal ? "txt" : rawValue }

    var isAvailable: Bool {
        switch self {
        case .svg, .json, .html, .terminal: true
        case .png, .pdf: RasterOutput.isAvailable
        }
    }

    /// The extensions an output file may have in this build, for messages.
    static var supportedExtensions: String {
        let available = allCases.filter(\.isAvailable).map { ".\($0.fileExtension)" }
        return available.joined(separator: ", ")
            + (RasterOutput.isAvailable ? "" : " (.png and .pdf in a build with the Cairo trait)")
    }

    /// Refuses an output file whose extension names no format when `--format` does not say one: the
    /// command would otherwise write SVG or text into, say, a `.jpg`. Exit status 64 (usage).
    static func checkExtension(of output: String?, format: OutputFormat?) throws {
        guard format == nil, let output, output != "-", !output.hasSuffix("/") else { return }
        let pathExtension = URL(fileURLWithPath: output).pathExtension
        guard !pathExtension.isEmpty, OutputFormat(path: output) == nil else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue { return }
        StandardError.write(
            "charta: cannot write \(output): “.\(pathExtension)” is not an output format; "
                + "use \(supportedExtensions), or say the format with --format\n")
        throw ExitStatus.exit(ExitStatus.usage)
    }
}
