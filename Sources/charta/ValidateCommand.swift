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
            Prints one line per problem to standard error: “SPEC: error at PATH: message” or a warning. \
            Warnings (unsupported parts that are left out) do not fail validation.

            """ + ExitStatus.help)

    @Argument(help: "Vega-Lite spec files (`-` reads standard input).")
    var specs: [String]

    @Option(name: .customLong("time-zone"), help: "The time zone of local time (default: the machine's).")
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
