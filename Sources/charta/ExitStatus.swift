import ArgumentParser

/// The exit statuses of `charta`, stable for scripts.
enum ExitStatus {
    /// Every spec was rendered or is valid.
    static let success: Int32 = 0
    /// A spec has errors or could not be rendered (in a batch: at least one).
    static let invalidSpec: Int32 = 1
    /// An input could not be read or an output could not be written.
    static let io: Int32 = 2
    /// The requested output format is not available in this build.
    static let unavailableFormat: Int32 = 3
    /// The command line itself is wrong (swift-argument-parser's usage error).
    static let usage: Int32 = 64

    static let help = """
        EXIT STATUS
          0   success: every spec rendered (validate: no errors; warnings are allowed)
          1   a spec has errors or could not be rendered; in a batch, at least one spec failed
          2   an input could not be read or an output could not be written
          3   the output format is not available in this build
          64  the command line is wrong
        """

    static func exit(_ code: Int32) -> ExitCode { ExitCode(code) }
}
