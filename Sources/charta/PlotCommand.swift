import ArgumentParser
import Charta
import ChartaOutput
import ChartaTabular
import Foundation

/// `charta plot FILE --x COL --y COL`: a quick chart of a data file or standard input.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Chart two columns of a CSV, TSV, JSON or JSON lines file (or standard input).",
        discussion: """
            Column types are inferred: numbers, ISO 8601 dates and date-times, and text (categories). \
            The output is terminal text on standard output (coloured when it is a terminal), or the \
            format of -o's extension (.svg, .html, .json, .txt, and .png or .pdf with the Cairo trait); \
            another extension is an error unless --format says the format, and a missing output folder \
            is created. --width and --height are columns and rows for terminal text (default: the \
            terminal's size) and points otherwise (default: 400 × 300). With --follow, standard input is \
            read line by line (a header line first, or JSON lines) and the chart is redrawn as rows \
            arrive, showing the last --window rows.

            """
                + HelpText.examples([
                    ("charta plot prices.csv --x date --y price", "price over date as a line, in the terminal"),
                    (
                        "charta plot prices.csv --x date --y price --color ticker --mark point -o chart.svg",
                        "one coloured series of points per ticker, as SVG"
                    ),
                    ("tail -f log.csv | charta plot --follow --window 500", "redraws as rows arrive"),
                ]) + "\n\n"
                + HelpText.exitStatus([
                    (ExitStatus.success, "the chart was drawn (warnings are allowed)"),
                    (ExitStatus.invalidSpec, "the data could not be charted (a column it does not have, no rows, …)"),
                    (ExitStatus.io, "the data could not be read, or the output could not be written"),
                    (ExitStatus.unavailableFormat, "the output format is not available in this build"),
                    (ExitStatus.usage, "the command line is wrong, or -o's extension names no format"),
                ]))

    @Argument(help: "The data file (`-` or nothing: standard input).")
    var file: String = "-"

    @Option(
        help:
            "The column on x (default: the first column, in the file's order of columns or JSON keys; a first column of row numbers is passed over, and a date column is preferred to a first text column)."
    )
    var x: String?

    @Option(help: "The column on y (default: the first column of numbers other than x).")
    var y: String?

    @Option(help: "line, bar, point or area.")
    var mark: QuickChart.Mark = .line

    @Option(help: "A column that splits the rows into coloured series.")
    var color: String?

    @Option(help: "The chart's title.")
    var title: String?

    @Option(name: .shortAndLong, help: "The output file (`-`: standard output).")
    var output: String = "-"

    @Option(help: "terminal, svg, html, json, png or pdf (default: from -o's extension, else terminal).")
    var format: ChartFormat?

    @Option(
        name: .customLong("input-format"), help: "csv, tsv, json or jsonl (default: from the file name or content).")
    var inputFormat: TabularFormat?

    @OptionGroup var size: SizeOptions

    @OptionGroup(title: "Reading the data") var data: DataOptions

    @Flag(help: "Redraw as lines arrive on standard input.")
    var follow = false

    @Option(help: "With --follow, how many of the latest rows are shown.")
    var window: Int = 1000

    @Option(name: .customLong("time-zone"), help: HelpText.timeZone("The time zone of date-times without an offset"))
    var timeZone: String?

    func validate() throws {
        if window < 1 { throw ValidationError("--window must be at least 1.") }
        if follow, file != "-" { throw ValidationError("--follow reads standard input; give `-` or no file.") }
        if follow, inputFormat == .json {
            throw ValidationError("--follow reads a row a line: CSV, TSV or JSON lines (jsonl), not a JSON array.")
        }
    }

    func run() throws {
        let reader = data.reader(timeZone: try TimeZoneOption.resolve(timeZone))
        let toTerminal = output == "-" && TerminalOutput.stdoutIsTerminal
        try ChartFormat.checkExtension(of: output, format: format)
        let chosen = format ?? ChartFormat(path: output) ?? .terminal
        guard chosen.isAvailable else {
            StandardError.write("charta: the \(chosen.rawValue) format is not available in this build\n")
            throw ExitStatus.exit(ExitStatus.unavailableFormat)
        }
        let settings = ChartOutput(
            format: chosen, width: size.width, height: size.height, colorMode: size.colorMode, toTerminal: toTerminal)
        do throws(CommandFailure) {
            if follow {
                try runFollowing(reader: reader, settings: settings)
            } else {
                let text = try readInput()
                let format = inputFormat ?? (file == "-" ? nil : TabularFormat(path: file))
                try draw(text, format: format, reader: reader, settings: settings, frame: false)
            }
        } catch {
            StandardError.line("charta: \(error.message)")
            throw ExitStatus.exit(error.status)
        }
    }

    private func readInput() throws(CommandFailure) -> String {
        let data: Data
        if file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let read = try? Data(contentsOf: URL(fileURLWithPath: file)) else {
                throw CommandFailure(
                    status: ExitStatus.io, message: "cannot read \(file): \(FileProblem.reading(file))")
            }
            data = read
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure(status: ExitStatus.io, message: "\(file) is not UTF-8 text")
        }
        return text
    }

    /// Reads, charts and writes one picture of `text`; `frame` redraws over the previous picture.
    func draw(
        _ text: String, format: TabularFormat?, reader: TabularReader, settings: ChartOutput, frame: Bool
    ) throws(CommandFailure) {
        let table: DataTable
        let spec: ChartSpec
        do {
            let reading = try reader.read(text, format: format)
            table = reading.table
            if !frame { for note in reading.notes { StandardError.line("\(label): \(note.diagnostic)") } }
        } catch {
            throw CommandFailure(status: ExitStatus.invalidSpec, message: "\(label): \(error.message)")
        }
        let columns = QuickChart.columns(in: table, x: x, y: y)
        let chart = QuickChart(x: columns.x, y: columns.y, mark: mark, color: color, title: title)
        do {
            spec = try chart.spec(table)
        } catch {
            throw CommandFailure(status: ExitStatus.invalidSpec, message: "\(label): \(error.message)")
        }
        var bytes = try settings.encode(spec, label: label)
        if frame, output == "-", settings.toTerminal {
            bytes = Data("\u{1B}[H".utf8) + bytes + Data("\u{1B}[J".utf8)  // home, draw, clear the rest
        }
        try ChartOutput.write(bytes, to: output)
    }

    var label: String { file == "-" ? "standard input" : file }
}

extension QuickChart.Mark: ExpressibleByArgument {}
extension TabularFormat: ExpressibleByArgument {}
