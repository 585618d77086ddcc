import ArgumentParser
import ChartaOutput
import Foundation

/// `--format` of `render` and `plot`: one of ChartaOutput's formats by name.
extension ChartFormat: ExpressibleByArgument {}

extension ChartFormat {
    /// The extensions an output file may have in this build, for messages.
    static var supportedExtensions: String {
        let available = allCases.filter(\.isAvailable).map { ".\($0.fileExtension)" }
        return available.joined(separator: ", ")
            + (rasterAvailable ? "" : " (.png and .pdf in a build with the Cairo trait)")
    }

    /// Refuses an output file whose extension names no format when `--format` does not say one: the
    /// command would otherwise write SVG or text into, say, a `.jpg`. Exit status 64 (usage).
    static func checkExtension(of output: String?, format: ChartFormat?) throws {
        guard format == nil, let output, output != "-", !output.hasSuffix("/") else { return }
        let pathExtension = URL(fileURLWithPath: output).pathExtension
        guard !pathExtension.isEmpty, ChartFormat(path: output) == nil else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue { return }
        StandardError.write(
            "charta: cannot write \(output): “.\(pathExtension)” is not an output format; "
                + "use \(supportedExtensions), or say the format with --format\n")
        throw ExitStatus.exit(ExitStatus.usage)
    }
}
