import ArgumentParser
import Charta

@main
struct ChartaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "charta",
        abstract: "Draw charts from data files and Vega-Lite specs: in the terminal, as files, or over HTTP.",
        discussion: """
            Start with `charta plot FILE` for a quick chart of a CSV, TSV or JSON file, or `charta render SPEC` \
            for a Vega-Lite spec. `charta help SUBCOMMAND` shows a subcommand's options, examples and exit \
            statuses.

            """
                + HelpText.examples([
                    ("charta plot prices.csv --x date --y price", "a line chart of two columns, in the terminal"),
                    ("charta render chart.vl.json -o chart.svg", "a Vega-Lite spec as SVG"),
                    ("charta validate chart.vl.json", "every error and warning of a spec, without drawing it"),
                    ("charta serve --port 8080", "renders charts over HTTP"),
                    ("charta gallery -o gallery", "the reference charts, with an index.html"),
                ]) + "\n\n"
                + HelpText.exitStatus([
                    (ExitStatus.success, "success (warnings are allowed)"),
                    (ExitStatus.invalidSpec, "a spec or the data has errors, or could not be drawn"),
                    (ExitStatus.io, "a file could not be read or written"),
                    (ExitStatus.unavailableFormat, "the output format is not available in this build"),
                    HelpText.usage,
                ]),
        version: ChartaVersion.current,
        subcommands: [
            RenderCommand.self, PlotCommand.self, ValidateCommand.self, GalleryCommand.self, ServeCommand.self,
        ]
    )
}
