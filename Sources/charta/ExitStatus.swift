import ArgumentParser

/// The exit statuses of `charta`, stable for scripts. Each command's help says what they mean for it.
enum ExitStatus {
    /// The command did what it was asked (warnings are allowed).
    static let success: Int32 = 0
    /// A spec has errors or could not be rendered, or data could not be charted (in a batch: at least one).
    static let invalidSpec: Int32 = 1
    /// An input could not be read or an output could not be written.
    static let io: Int32 = 2
    /// The requested output format is not available in this build.
    static let unavailableFormat: Int32 = 3
    /// The command line itself is wrong (swift-argument-parser's usage error, or an output extension
    /// that names no format).
    static let usage: Int32 = 64

    static func exit(_ code: Int32) -> ExitCode { ExitCode(code) }
}

/// The sections every command's help ends with, each written for that command.
enum HelpText {
    /// An `EXAMPLES` section, after a blank line: each command line followed by what it does.
    static func examples(_ lines: [(command: String, comment: String)]) -> String {
        "\nEXAMPLES\n" + lines.map { "  \($0.command)\n      \($0.comment)" }.joined(separator: "\n")
    }

    /// An `EXIT STATUS` section: each status with what it means for the command.
    static func exitStatus(_ meanings: [(status: Int32, meaning: String)]) -> String {
        "EXIT STATUS\n"
            + meanings.map { row in
                let number = String(row.status)
                return "  " + number + String(repeating: " ", count: max(1, 4 - number.count)) + row.meaning
            }.joined(separator: "\n")
    }

    /// The meaning of status 64, the same for every command.
    static let usage: (Int32, String) = (ExitStatus.usage, "the command line is wrong")

    /// How `--time-zone` is described: the default is the same local zone for every command.
    static func timeZone(_ use: String) -> ArgumentHelp {
        ArgumentHelp(
            "\(use) (default: the local zone, from TZ or the system).", valueName: "zone")
    }
}
