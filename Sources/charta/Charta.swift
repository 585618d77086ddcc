import ArgumentParser
import Charta

@main
struct ChartaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "charta",
        abstract: "Render charts from Vega-Lite specs and draw the Charta gallery.",
        discussion: ExitStatus.help,
        version: ChartaVersion.current,
        subcommands: [
            RenderCommand.self, PlotCommand.self, ValidateCommand.self, GalleryCommand.self, ServeCommand.self,
        ]
    )
}
