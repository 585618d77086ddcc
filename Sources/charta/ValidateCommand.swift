import ArgumentParser
import Charta
import ChartaVegaLite
import Foundation

/// `charta validate SPEC...`: reads specs and prints their diagnostics without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check Vega-Lite specs and print their diagnostics.",
        discussion: """
            Prints every problem of every spec to standard error, one a line: “SPEC: error at PATH \
            (line N): message”, or “warning at …”. PATH is a JSON path such as encoding.x.field, or $ for \
            the spec as a whole. A misspelt name is suggested its nearest valid one (“Did you mean …?”), \
            and a value that is not one of a few allowed ones is told them. Warnings (Vega-Lite properties \
            Charta does not draw, which are left out) do not fail validation.

            """
                + HelpText.examples([
                    ("charta validate chart.vl.json", "every error and warning of the spec, with path and line"),
                    ("charta validate specs/*.vl.json 2> problems.txt", "checks a folder of specs"),
                ]) + "\n\n"
                + HelpText.exitStatus([
                    (ExitStatus.success, "no spec has errors (warnings are allowed)"),
                    (ExitStatus.invalidSpec, "a spec has errors"),
                    (ExitStatus.io, "a spec could not be read"),
                    HelpText.usage,
                ]))

    @Argument(help: "Vega-Lite spec files (`-` reads standard input).")
    var specs: [String]

    @Option(
        name: .customLong("time-zone"),
        help: HelpText.timeZone("The time zone of local time: dates without an offset and local-time axes"))
    var timeZone: String?

    func run() throws {
        let zone = try TimeZoneOption.resolve(timeZone)
        var worst = ExitStatus.success
        for argument in specs {
            do throws(CommandFailure) {
                let input = try SpecInput.read(argument)
                let (spec, diagnostics) = input.chart(options: VegaLiteReader.Options(timeZone: zone))
                for d in diagnostics { StandardError.write("\(argument): \(d)\n") }
                if spec == nil { worst = max(worst, ExitStatus.invalidSpec) }
            } catch {
                StandardError.write("\(argument): \(error.message)\n")
                worst = max(worst, error.status)
            }
        }
        if worst != ExitStatus.success { throw ExitStatus.exit(worst) }
    }
}

/// Reading `--time-zone`.
enum TimeZoneOption {
    static func resolve(_ identifier: String?) throws -> TimeZone {
        guard let identifier else { return TimeZone.current }
        guard let zone = TimeZone(identifier: identifier) else {
            throw ValidationError("Unknown time zone “\(identifier)”.")
        }
        return zone
    }
}
