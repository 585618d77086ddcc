import Foundation
import Testing

/// Each command's help is written for it: its own examples and exit statuses, the same time-zone default.
extension CLITests {
    static let subcommands = ["render", "plot", "validate", "gallery", "serve"]

    func help(_ arguments: [String]) throws -> String {
        let r = try run(arguments + ["--help"])
        #expect(r.status == 0)
        return String(decoding: r.stdout, as: UTF8.self)
    }

    /// The text of a help section, from its heading to the next blank line.
    func section(_ heading: String, of text: String) -> String {
        guard let start = text.range(of: heading + "\n") else { return "" }
        return String(text[start.upperBound...].prefix { _ in true }.components(separatedBy: "\n\n").first ?? "")
    }

    @Test func everySubcommandHasExamplesAndItsOwnExitStatuses() throws {
        var statuses: Set<String> = []
        for command in CLITests.subcommands {
            let text = try help([command])
            #expect(section("EXAMPLES", of: text).contains("charta \(command)"), "\(command)")
            let status = section("EXIT STATUS", of: text)
            #expect(status.contains("  0 "), "\(command)")
            #expect(status.contains("  64"), "\(command)")
            statuses.insert(status)
        }
        // No two commands share one exit-status text.
        #expect(statuses.count == CLITests.subcommands.count)
    }

    @Test func plotHelpTalksAboutDataNotSpecs() throws {
        let text = try help(["plot"])
        let status = section("EXIT STATUS", of: text)
        #expect(!status.contains("spec"))
        #expect(!status.contains("batch"))
        #expect(!text.contains("the spec's size"))
        #expect(text.contains("(default: 400)"))
    }

    @Test func everyTimeZoneDefaultsToTheLocalZone() throws {
        for command in ["render", "plot", "validate", "serve"] {
            let text = try help([command]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("--time-zone"), "\(command)")
            #expect(text.contains("(default: the local zone"), "\(command)")
            #expect(!text.contains("default: UTC"), "\(command)")
        }
    }

    @Test func overviewListsEverySubcommand() throws {
        let r = try run(["--help"])
        let text = String(decoding: r.stdout, as: UTF8.self)
        let overview = text.components(separatedBy: "\n\n").first ?? ""
        #expect(overview.contains("data files") && overview.contains("Vega-Lite") && overview.contains("HTTP"))
        let examples = section("EXAMPLES", of: text)
        for command in CLITests.subcommands {
            #expect(examples.contains("charta \(command)"), "\(command)")
            #expect(text.contains("  \(command) "), "\(command)")
        }
    }
}
