import ArgumentParser
import Charta
import ChartaDatabase
import ChartaVegaLite
import Foundation

/// `--data NAME=URL`: tables and queries in databases bound to a spec's named data, and `--explain`.
struct SourceOptions: ParsableArguments {
    @Option(
        name: .customLong("data"),
        help: ArgumentHelp(
            "Bind the spec's named data NAME to a table or read-only query: sqlite:PATH?table=T, postgresql://USER@HOST[:PORT]/DB?table=T, or ?query=SELECT… (repeatable).",
            valueName: "name=url"))
    var bindings: [String] = []

    @Flag(help: "Print the SQL each bound source ran, with its bound values, to standard error.")
    var explain = false

    @Flag(
        name: .customLong("no-push-down"),
        help: "Load the columns the chart reads from each bound source instead of pushing the chart's work into it.")
    var noPushDown = false

    func validate() throws {
        do {
            _ = try sources()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The bindings by name.
    func sources() throws(DatabaseError) -> [String: DataSourceURL] {
        try DataSourceURL.bindings(bindings)
    }
}

extension SpecInput {
    /// The chart with `sources` bound to its named data, read by ``DatabaseReader``; the queries it ran
    /// go to standard error with `explain`.
    func chart(
        options: VegaLiteReader.Options, sources: SourceOptions, width: Double?, height: Double?
    ) throws(CommandFailure) -> (ChartSpec?, [Diagnostic]) {
        let bound = (try? sources.sources()) ?? [:]
        guard !bound.isEmpty else { return chart(options: options) }
        let (data, baseURL, push) = (self.data, self.baseURL, !sources.noPushDown)
        let result = Blocking.wait {
            await DatabaseReader.read(
                json: data, baseURL: baseURL, options: options, sources: bound, width: width, height: height,
                pushDown: push)
        }
        if sources.explain {
            for query in result.queries { StandardError.write("\(query);\n") }
        }
        if let failure = result.failure {
            throw CommandFailure(status: Self.status(of: failure), message: "\(argument): \(failure)")
        }
        guard let reading = result.reading else { return (nil, []) }
        return (reading.chart, reading.diagnostics)
    }

    /// Unreachable sources are input that could not be read; everything else is bad input.
    static func status(of failure: DatabaseError) -> Int32 {
        switch failure {
        case .unreachable, .refused, .timedOut: ExitStatus.io
        default: ExitStatus.invalidSpec
        }
    }
}
