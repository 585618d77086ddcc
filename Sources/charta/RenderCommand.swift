import ArgumentParser
import Charta
import ChartaOutput
import ChartaVegaLite
import Foundation

/// `charta render SPEC... [-o OUT]`: renders Vega-Lite specs to SVG, HTML, the scene as JSON, and PNG or
/// PDF in builds with the `Cairo` trait.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render Vega-Lite specs as SVG, HTML, PNG or PDF, or as the scene in JSON.",
        discussion: """
            The format comes from --format, else from the output's extension (.svg, .html, .json, .png, .pdf, \
            .txt), else terminal text when standard output is a terminal, else SVG; PNG and PDF need a build \
            with the Cairo trait. Another extension (such as .jpg) is an error unless --format says the \
            format. Terminal text is measured in cells: --width and --height are columns and rows \
            (default: the terminal's size). \
            `-` as SPEC reads standard input; `-o -` (or no -o with one spec) writes standard output, and \
            a missing output folder is created. \
            With several specs, or when OUT is an existing folder or ends in “/”, OUT is a folder and each \
            spec is written there as NAME.FORMAT; a bad spec is reported and the others are still rendered, \
            with progress on standard error when it is a terminal. Diagnostics go to standard error.

            """
                + HelpText.examples([
                    ("charta render chart.vl.json -o chart.svg", "the spec as SVG (or .html, .json, .txt, .png, .pdf)"),
                    ("charta render specs/*.vl.json -o out/", "each spec into out/NAME.svg, past any bad spec"),
                    ("charta render - --width 100 < chart.vl.json", "standard input as terminal text 100 columns wide"),
                ]) + "\n\n"
                + HelpText.exitStatus([
                    (ExitStatus.success, "every spec was rendered (warnings are allowed)"),
                    (
                        ExitStatus.invalidSpec,
                        "a spec has errors or exceeds a render limit; in a batch, at least one spec failed"
                    ),
                    (ExitStatus.io, "a spec could not be read, or an output could not be written"),
                    (ExitStatus.unavailableFormat, "the output format is not available in this build"),
                    (ExitStatus.usage, "the command line is wrong, or -o's extension names no format"),
                ]))

    @Argument(help: "Vega-Lite spec files (`-` reads standard input).")
    var specs: [String]

    @Option(name: .shortAndLong, help: "The output file or folder (`-`: standard output).")
    var output: String?

    @Option(help: "svg, html, json (the scene), png, pdf (with the Cairo trait) or terminal (text, .txt).")
    var format: ChartFormat?

    @OptionGroup var size: SizeOptions

    @Option(help: "Pixel density of PNG output (2 gives twice the pixels in each direction; default 1).")
    var scale: Double?

    @Option(
        help:
            "Write the entry animation (bars and areas growing) as N PNG frames and animation.png (APNG) into the -o folder (Cairo trait)."
    )
    var frames: Int?

    @Flag(
        help:
            "Animate the chart's entry in SVG and HTML output (bars and areas grow, other marks fade in; 0.35 s, eased in and out; off under reduced motion)."
    )
    var animate = false

    @Option(
        name: .customLong("at"),
        help:
            "Draw the entry animation's frame at time T (0 to 1, eased by the chart's animation) instead of the final chart."
    )
    var entryTime: Double?

    @Option(help: "light or dark.")
    var theme: ThemeName = .light

    @Option(
        name: .customLong("time-zone"),
        help: HelpText.timeZone("The time zone of local time: dates without an offset and local-time axes"))
    var timeZone: String?

    @OptionGroup var limits: LimitOptions

    @OptionGroup(title: "Data in databases") var sources: SourceOptions

    func validate() throws {
        if specs.filter({ $0 == "-" }).count > 1 { throw ValidationError("Standard input can be read only once.") }
    }

    func run() throws {
        let zone = try TimeZoneOption.resolve(timeZone)
        let options = VegaLiteReader.Options(
            timeZone: zone, theme: theme == .dark ? VegaLiteReader.darkTheme : VegaLiteReader.lightTheme,
            limits: try limits.applied())
        if let frames {
            try runFrames(frames, options: options)
            return
        }
        let batch = specs.count > 1 || output.map(RenderCommand.isFolder) == true
        let toTerminal = !batch && (output ?? "-") == "-" && TerminalOutput.stdoutIsTerminal
        if !batch { try ChartFormat.checkExtension(of: output, format: format) }
        let chosen =
            format ?? (batch ? nil : output.flatMap(ChartFormat.init(path:))) ?? (toTerminal ? .terminal : .svg)
        guard chosen.isAvailable else {
            StandardError.write("charta: the \(chosen.rawValue) format is not available in this build\n")
            throw ExitStatus.exit(ExitStatus.unavailableFormat)
        }
        if let scale, chosen != .png || !(scale.isFinite && scale > 0) {
            StandardError.write("charta: --scale takes a positive number and applies to PNG output only\n")
            throw ExitStatus.exit(ExitStatus.usage)
        }
        if animate && chosen != .svg && chosen != .html {
            StandardError.write("charta: --animate applies to SVG and HTML output only\n")
            throw ExitStatus.exit(ExitStatus.usage)
        }
        if let entryTime, !entryTime.isFinite || entryTime < 0 || entryTime > 1 || [.html, .terminal].contains(chosen) {
            StandardError.write("charta: --at takes a time from 0 to 1 and applies to SVG, JSON, PNG and PDF output\n")
            throw ExitStatus.exit(ExitStatus.usage)
        }
        if batch {
            try runBatch(format: chosen, options: options)
            return
        }
        do throws(CommandFailure) {
            let input = try SpecInput.read(specs[0])
            let bytes = try render(input, format: chosen, options: options, toTerminal: toTerminal)
            try ChartOutput.write(bytes, to: output ?? "-")
        } catch {
            StandardError.write("charta: \(error.message)\n")
            throw ExitStatus.exit(error.status)
        }
    }

    private func runBatch(format: ChartFormat, options: VegaLiteReader.Options) throws {
        guard let output, output != "-" else {
            throw ValidationError("Rendering several specs needs -o FOLDER.")
        }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do throws(CommandFailure) {
            try ChartOutput.createFolder(output)
        } catch {
            StandardError.write("charta: \(error.message)\n")
            throw ExitStatus.exit(error.status)
        }
        var failures: [(String, CommandFailure)] = []
        let showProgress = StandardError.isTerminal
        for (i, argument) in specs.enumerated() {
            if showProgress { StandardError.write("\r\u{1B}[K[\(i + 1)/\(specs.count)] \(argument)") }
            do throws(CommandFailure) {
                let input = try SpecInput.read(argument)
                let bytes = try render(input, format: format, options: options)
                try ChartOutput.write(
                    bytes, to: folder.appendingPathComponent("\(input.name).\(format.fileExtension)").path)
            } catch {
                if showProgress { StandardError.write("\r\u{1B}[K") }
                StandardError.write("charta: \(argument): \(error.message)\n")
                failures.append((argument, error))
            }
        }
        if showProgress { StandardError.write("\r\u{1B}[K") }
        let done = specs.count - failures.count
        StandardError.write("Rendered \(done) of \(specs.count) specs into \(output)\n")
        if let worst = failures.map(\.1.status).max() { throw ExitStatus.exit(worst) }
    }

    private func runFrames(_ count: Int, options: VegaLiteReader.Options) throws {
        guard count >= 2, specs.count == 1, let output, output != "-", ChartFormat.rasterAvailable else {
            StandardError.write("charta: --frames takes a count of at least 2, one spec and -o FOLDER (Cairo trait)\n")
            throw ExitStatus.exit(ExitStatus.usage)
        }
        do throws(CommandFailure) {
            let input = try SpecInput.read(specs[0])
            let (read, diagnostics) = try input.chart(
                options: options, sources: sources, width: size.width, height: size.height)
            for d in diagnostics { StandardError.line("\(input.argument): \(d)") }
            guard let spec = read else {
                throw CommandFailure(status: ExitStatus.invalidSpec, message: "\(input.argument) is not a valid spec")
            }
            let settings = ChartOutput(format: .png, width: size.width, height: size.height, scale: scale)
            try FrameOutput.write(spec, count: count, settings: settings, to: output, label: input.argument)
        } catch {
            StandardError.write("charta: \(error.message)\n")
            throw ExitStatus.exit(error.status)
        }
    }

    /// Reads, lays out and encodes one spec, printing its diagnostics.
    private func render(
        _ input: SpecInput, format: ChartFormat, options: VegaLiteReader.Options, toTerminal: Bool = false
    ) throws(CommandFailure) -> Data {
        var options = options
        // An interactive page starts from the chart with its selections empty and applies their values.
        options.interactive = format == .html
        let (read, diagnostics) = try input.chart(
            options: options, sources: sources, width: format == .terminal ? nil : size.width,
            height: format == .terminal ? nil : size.height)
        for d in diagnostics { StandardError.line("\(input.argument): \(d)") }
        guard var spec = read else {
            throw CommandFailure(status: ExitStatus.invalidSpec, message: "\(input.argument) is not a valid spec")
        }
        if animate { spec.animation = spec.animation ?? .default }
        let settings = ChartOutput(
            format: format, width: size.width, height: size.height, scale: scale, colorMode: size.colorMode,
            toTerminal: toTerminal, entryTime: entryTime,
            imageDirectory: options.fileAccess == .anywhere ? input.baseURL?.path : nil)
        return try settings.encode(spec, label: input.argument)
    }

    static func isFolder(_ path: String) -> Bool {
        if path == "-" { return false }
        if path.hasSuffix("/") { return true }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// `--theme`.
enum ThemeName: String, ExpressibleByArgument, CaseIterable {
    case light, dark
}
